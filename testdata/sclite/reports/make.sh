#!/bin/sh
# Regenerates the sum/rsum/sgml oracle cases with NIST's sclite (SCTK 2.4.10, Debian's
# `sctk` package), run from this directory so that the file names in the SGML are relative.
# Usage: sh make.sh [SCTK_TESTDATA_DIR]
#   SCTK_TESTDATA_DIR: SCTK's src/sclite/testdata (default: taken from the git mirror at
#   /work/.mirror/usnistgov+SCTK/repo). Inputs already here are not fetched again.
# Each case NAME leaves NAME.sgml, NAME.nl.sgml, NAME.sys (sum), NAME.raw (rsum) and NAME.cmd (the
# arguments used), and NAME.wws for weighted cases. Tests read NAME.sgml, write the reports and compare byte for byte.
set -eu
cd "$(dirname "$0")"
SCLITE=${SCLITE:-"sctk sclite"}
MIRROR=/work/.mirror/usnistgov+SCTK/repo
WMT=../../wmt17-en-de

# SCTK's own inputs, kept as found.
for f in csrnab.ref csrnab.hyp tests.ref tests.hyp lvc_ref.stm lvc_hyp.ctm lvc_hypc.ctm \
	tima_ref.ctm tima_hyp.ctm mand_ref.stm mand_hyp.ctm test.cantonese.stm test.cantonese.ctm csrnab_r.wwl; do
	[ -f "sctk_$f" ] && continue
	if [ $# -gt 0 ]; then
		cp "$1/$f" "sctk_$f"
	else
		git -C "$MIRROR" show "HEAD:src/sclite/testdata/$f" >"sctk_$f"
	fi
done

# trn pairs from WMT17 en-de: reference and online-B lower-cased, '"' removed (and the
# parentheses and braces sclite reads as markup), one line per utterance, speakers by range.
# wmt_trn OUT SYSTEM FIRST LAST SPEC: SPEC is "speaker:count ..." in order.
wmt_trn() {
	python3 - "$@" <<'PY'
import sys
out, system, first, last, spec = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
wmt = "../../wmt17-en-de/"
def lines(f):
    with open(wmt + f, encoding="utf-8") as fh:
        return fh.read().split("\n")[first - 1:last]
def clean(s):
    s = s.lower()
    for ch in '"(){}':
        s = s.replace(ch, "")
    return " ".join(s.split())
ref, hyp = lines("ref.txt"), lines(system)
spk = []
for item in spec.split():
    name, n = item.split(":")
    spk += [name] * int(n)
assert len(spk) == len(ref), (len(spk), len(ref))
seq = {}
with open(out + ".ref.trn", "w", encoding="utf-8") as r, open(out + ".hyp.trn", "w", encoding="utf-8") as h:
    for s, a, b in zip(spk, ref, hyp):
        seq[s] = seq.get(s, 0) + 1
        uid = "(%s_%04d)" % (s, seq[s])
        if s.startswith("empty"):
            a = ""  # a speaker without reference words
        r.write(("%s %s" % (clean(a), uid)).lstrip() + "\n")
        h.write(("%s %s" % (clean(b), uid)).lstrip() + "\n")
PY
}

wmt_trn wmt3 online-B.0.txt 1 60 "a:10 spkb:20 longspeakername:30"
wmt_trn wmt1 online-B.0.txt 1 300 "spk:300"
many=""
for i in $(seq 1 40); do many="$many s$(printf '%0*d' $((i % 7 + 1)) $i):3"; done
wmt_trn wmtmany uedin-nmt.4722.txt 101 220 "$many"
wmt_trn wmtzero LIUM-NMT.4900.txt 301 330 "a:10 empty:5 bb:10 empty2:5"
wmt_trn wmtzero2 LIUM-NMT.4900.txt 331 346 "a:5 empty:3 empty2:3 b:5"
wmt_trn wmtwide KIT.4950.txt 400 419 "x:10 averyveryverylongspeakernamethatmakesthetablewiderthaneightycolumns:10"

# wmt_timed OUT: an stm/ctm pair from WMT17 lines 501-512: speaker "perfect" reads the
# reference and is recognized exactly (sclite's NCE is then not a number), "sys" is online-B.
# Words last 0.3 s; confidences cycle through 0.35, 0.55, 0.75, 0.95.
wmt_timed() {
	python3 - "$1" <<'PY'
import sys
out = sys.argv[1]
wmt = "../../wmt17-en-de/"
def lines(f):
    with open(wmt + f, encoding="utf-8") as fh:
        return fh.read().split("\n")[500:512]
def clean(s):
    s = s.lower()
    for ch in '"(){};':
        s = s.replace(ch, "")
    return s.split()
ref, hyp = lines("ref.txt"), lines("online-B.0.txt")
with open(out + ".stm", "w", encoding="utf-8") as stm, open(out + ".ctm", "w", encoding="utf-8") as ctm:
    t, k = 0.0, 0
    for i, (r, h) in enumerate(zip(ref, hyp)):
        spk = "perfect" if i < 6 else "sys"
        rw, hw = clean(r), clean(r) if i < 6 else clean(h)
        end = t + 0.3 * max(len(rw), len(hw)) + 0.1
        stm.write("talk 1 %s %.2f %.2f <o,f0,male> %s\n" % (spk, t, end, " ".join(rw)))
        step = (end - t - 0.1) / max(len(hw), 1)
        for j, w in enumerate(hw):
            ctm.write("talk 1 %.2f %.2f %s %.2f\n" % (t + j * step, step * 0.9, w, [0.35, 0.55, 0.75, 0.95][k % 4]))
            k += 1
        t = end + 0.5
PY
}
wmt_timed wmtnce

run() {
	name=$1
	shift
	echo "$*" >"$name.cmd"
	rm -f "$name.sgml" "$name.nl.sgml" "$name.sys" "$name.raw" "$name.wws"
	# shellcheck disable=SC2086
	$SCLITE "$@" -o sum rsum sgml nl.sgml ${OUTS:-} -O . -n "$name" -f 0
}

run wmt3 -r wmt3.ref.trn trn -h wmt3.hyp.trn trn -i rm
run wmt3_title -r wmt3.ref.trn trn -h wmt3.hyp.trn trn "online-B 2017" -i rm
run wmt3_longtitle -r wmt3.ref.trn trn -h wmt3.hyp.trn trn \
	"online-B.0 newstest2017 en-de lower-cased, quotes removed, three speakers of different name lengths, long title" -i rm
run wmt3_F -r wmt3.ref.trn trn -h wmt3.hyp.trn trn -i rm -F -D
run wmt1 -r wmt1.ref.trn trn -h wmt1.hyp.trn trn -i rm
run wmtmany -r wmtmany.ref.trn trn -h wmtmany.hyp.trn trn -i rm
run wmtzero -r wmtzero.ref.trn trn -h wmtzero.hyp.trn trn -i rm
run wmtzero2 -r wmtzero2.ref.trn trn -h wmtzero2.hyp.trn trn -i rm
run wmtwide -r wmtwide.ref.trn trn -h wmtwide.hyp.trn trn -i rm
run csrnab -r sctk_csrnab.ref trn -h sctk_csrnab.hyp trn -i wsj
OUTS=wws run csrnab_w -r sctk_csrnab.ref trn -h sctk_csrnab.hyp trn -i wsj -w sctk_csrnab_r.wwl
run tests -r sctk_tests.ref trn -h sctk_tests.hyp trn -i spu_id
run tests_FD -r sctk_tests.ref trn -h sctk_tests.hyp trn -i spu_id -F -D
run lvc -r sctk_lvc_ref.stm stm -h sctk_lvc_hyp.ctm ctm
run lvc_conf -r sctk_lvc_ref.stm stm -h sctk_lvc_hypc.ctm ctm
run wmtnce -r wmtnce.stm stm -h wmtnce.ctm ctm
run mand -r sctk_mand_ref.stm stm -h sctk_mand_hyp.ctm ctm -e gb
run tima -r sctk_tima_ref.ctm ctm -h sctk_tima_hyp.ctm ctm
run cantonese -r sctk_test.cantonese.stm stm -h sctk_test.cantonese.ctm ctm -e utf-8 -c NOASCII DH
