#!/bin/sh
# Regenerates the sc_stats oracle cases in this directory with SCTK 2.4.10 (Debian's sctk
# package: sctk sclite, sctk sc_stats). See README.md for what each file is.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wmt=$here/../wmt17-en-de
sctk_src=${SCTK_SRC:-/work/.mirror/usnistgov+SCTK/repo}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# trn files: the first 300 lines, lower-cased, '"' removed, 10 speakers of 30 utterances.
python3 - "$wmt" "$tmp" <<'PY'
import sys
wmt, tmp = sys.argv[1], sys.argv[2]
for name in ["ref", "LIUM-NMT.4900", "uedin-nmt.4722", "online-B.0", "PROMT-Rule-based.4735"]:
    lines = open(f"{wmt}/{name}.txt", encoding="utf-8").read().split("\n")[:300]
    with open(f"{tmp}/{name}.trn", "w", encoding="utf-8") as out:
        for i, line in enumerate(lines):
            spk = "spk" + "ABCDEFGHIJ"[i // 30]
            out.write("%s (%s_%04d)\n" % (line.lower().replace('"', ""), spk, i % 30 + 1))
PY

# The alignments: one SGML file per system.
for sys in LIUM-NMT.4900 uedin-nmt.4722 online-B.0 PROMT-Rule-based.4735; do
    (cd "$tmp" && sctk sclite -r ref.trn trn -h "$sys.trn" trn "$sys" -i rm -o sgml -O "$tmp" >/dev/null)
    cp "$tmp/$sys.trn.sgml" "$here/wmt-$sys.sgml"
done

# Labelled stm/ctm alignments (for the lur report): sclite's lvc test files, two systems.
reports=$here/../sclite/reports
for h in hyp hypc; do
    cp "$reports/sctk_lvc_ref.stm" "$reports/sctk_lvc_$h.ctm" "$tmp/"
    (cd "$tmp" && sctk sclite -r sctk_lvc_ref.stm stm -h "sctk_lvc_$h.ctm" ctm -o sgml >/dev/null)
    cp "$tmp/sctk_lvc_$h.ctm.sgml" "$here/sctk-lvc-$h.sgml"
done

# SCTK's own test inputs.
for f in file1.sgml file2.sgml; do
    git -C "$sctk_src" show "HEAD:src/sclite/testdata/$f" >"$here/sctk-$f"
done

# run CASE INPUTS -- OPTIONS: sc_stats reads the concatenated inputs; its stdout goes to
# CASE.out, each file it writes to CASE.<suffix>.
run() {
    case=$1; shift
    inputs=""
    while [ "$1" != "--" ]; do inputs="$inputs $here/$1"; shift; done
    shift
    rm -rf "$tmp/out" && mkdir "$tmp/out"
    # shellcheck disable=SC2086
    (cd "$tmp/out" && cat $inputs | sctk sc_stats -p -n "$case" "$@" >"$tmp/stdout" 2>"$tmp/stderr") || true
    mv "$tmp/stdout" "$here/$case.out"
    [ -s "$tmp/stderr" ] && mv "$tmp/stderr" "$here/$case.err"
    for f in "$tmp/out"/*; do
        [ -e "$f" ] || continue
        b=$(basename "$f")
        case "$b" in
        "$case".*) mv "$f" "$here/$b" ;;
        *) mv "$f" "$here/$case.$b" ;;
        esac
    done
}

# SCTK's own test 1a and 1b (tsc_stats.sh), with their expected outputs as SCTK keeps them.
for t in test1a test1b; do
    for x in out err stats.mapsswe; do
        git -C "$sctk_src" show "HEAD:src/sclite/testdata/base_sc_stats/$t.$x" >"$here/sctk-base-$t.$x"
    done
done
run sctk-1a sctk-file1.sgml sctk-file2.sgml -- -t mapsswe -v
run sctk-1b sctk-file2.sgml sctk-file1.sgml -- -t mapsswe -v
run sctk-std4-uv sctk-file1.sgml sctk-file2.sgml -- -t std4 -u -v

W="wmt-LIUM-NMT.4900.sgml wmt-uedin-nmt.4722.sgml wmt-online-B.0.sgml wmt-PROMT-Rule-based.4735.sgml"
run wmt-mp-v $W -- -t mapsswe -v
run wmt-sign-v $W -- -t sign -v
run wmt-wilc-v $W -- -t wilc -v
run wmt-mcn-v $W -- -t mcn -v
run wmt-std4 $W -- -t std4
run wmt-std4-v $W -- -t std4 -v
run wmt-std4-u $W -- -t std4 -u
run wmt-std4-uv $W -- -t std4 -u -v -e "WMT17 newstest2017"
run wmt-mp-sign-u $W -- -t mapsswe sign -u
run wmt-f-R $W -- -t sign wilc -f R
run wmt-stdout $W -- -n - -t std4 -u -v
run wmt-2sys wmt-uedin-nmt.4722.sgml wmt-LIUM-NMT.4900.sgml -- -t std4 -v

# The -r reports (sum rsum es res prn lur), alone, after tests, to stdout, with -e.
R="sum rsum es res lur"
run wmt-r $W -- -r $R
run wmt-r-e $W -- -r $R -e "WMT17 newstest2017"
run wmt-r-stdout $W -- -n - -r $R
run wmt-r-std4-u $W -- -t std4 -u -r $R
run wmt-r-mcn $W -- -t mcn -r rsum es lur
run wmt-r-npr $W -- -r npr sum none res
run sctk-r sctk-file1.sgml sctk-file2.sgml -- -r sum rsum es res
# file1's paths have labels it does not define: the lur report fails (exit 1).
run sctk-r-lur sctk-file1.sgml sctk-file2.sgml -- -r es lur
run lvc-r sctk-lvc-hyp.sgml sctk-lvc-hypc.sgml -- -r $R
run lvc-r-e sctk-lvc-hypc.sgml sctk-lvc-hyp.sgml -- -r lur res es -e lvc
run lvc-lur sctk-lvc-hyp.sgml sctk-lvc-hypc.sgml -- -r lur
run lvc-lur-u sctk-lvc-hyp.sgml sctk-lvc-hypc.sgml -- -t std4 -u -r lur
