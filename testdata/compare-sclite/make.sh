#!/bin/sh
# Regenerates the oracle of sacre compare's sc_stats tests (mapsswe, mcnemar, sign-sc,
# wilcoxon-sc) with SCTK 2.4.10 (Debian's sctk package: sctk sclite, sctk sc_stats). See
# README.md for what each file is.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wmt=$here/../wmt17-en-de
systems="C-3MA.4959 KIT.4950 online-G.0 xmu.4910"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# sacre's inputs: the first 300 lines, lower-cased, '"' removed, and the speaker of each line
# (10 speakers, line i spoken by spk + "abcdefghij"[i % 10]); sclite's: the same lines as trn
# utterances (spka_0001) ... (spkj_0300).
python3 - "$wmt" "$here" "$tmp" $systems <<'PY'
import sys
wmt, here, tmp, systems = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
speakers = ["spk" + "abcdefghij"[i % 10] for i in range(300)]
with open(f"{here}/speakers.txt", "w", encoding="utf-8") as out:
    out.write("".join(s + "\n" for s in speakers))
for name in ["ref"] + systems:
    lines = open(f"{wmt}/{name}.txt", encoding="utf-8").read().split("\n")[:300]
    lines = [l.lower().replace('"', "") for l in lines]
    with open(f"{here}/{name}.txt", "w", encoding="utf-8") as out:
        out.write("".join(l + "\n" for l in lines))
    with open(f"{tmp}/{name}.trn", "w", encoding="utf-8") as out:
        out.write("".join("%s (%s_%04d)\n" % (l, s, i + 1) for i, (l, s) in enumerate(zip(lines, speakers))))
PY

# sclite's alignments, one SGML file per system, titled by the system's name.
sgml=""
for sys in $systems; do
    (cd "$tmp" && sctk sclite -r ref.trn trn -h "$sys.trn" trn "$sys" -i rm -o sgml -O "$tmp" >/dev/null)
    sgml="$sgml $tmp/$sys.trn.sgml"
done

# run CASE OPTIONS: sc_stats on the four alignments; its stdout goes to CASE.out, each file it
# writes to CASE.<suffix> (the -u summaries <system>.sts to CASE.<system>.sts).
run() {
    case=$1; shift
    rm -rf "$tmp/out" && mkdir "$tmp/out"
    # shellcheck disable=SC2086
    (cd "$tmp/out" && cat $sgml | sctk sc_stats -p -n "$case" "$@" >"$here/$case.out")
    for f in "$tmp/out"/*; do
        b=$(basename "$f")
        case "$b" in
        "$case".*) mv "$f" "$here/$b" ;;
        *) mv "$f" "$here/$case.$b" ;;
        esac
    done
}
run std4-v -t std4 -v
run std4-u -t std4 -u
