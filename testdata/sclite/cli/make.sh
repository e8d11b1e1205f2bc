#!/bin/sh
# Regenerates the whole-command cases of sacre sclite with SCTK 2.4.10's sclite (Debian's sctk):
# for each case, sclite's standard output (NAME.out) and every report file it writes (NAME.files/),
# run from this directory so that the file names are those of the command line.
# Inputs: the first 120 lines of the WMT17 en-de reference and of two systems' outputs
# (lower-cased, '"' and parentheses removed, white space collapsed, utterances of 7 speakers), and
# SCTK's lvc stm/ctm test pair (kept as found in testdata/sclite/reports/).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wmt=$here/../../wmt17-en-de
cd "$here"
trn() {
	awk 'BEGIN {m = 0} {l[m++] = $0} END {
		for (i = 0; i < 120; i++) {
			s = tolower(l[i]); gsub(/["(){}]/, "", s); gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
			printf "%s (spk%d_%04d)\n", s, i % 7, i
		}
	}' "$1"
}
trn "$wmt/ref.txt" > ref.trn
trn "$wmt/uedin-nmt.4722.txt" > uedin.trn
trn "$wmt/online-B.0.txt" > onlineb.trn
cp ../reports/sctk_lvc_ref.stm lvc_ref.stm
cp ../reports/sctk_lvc_hyp.ctm lvc_hyp.ctm
cp ../reports/sctk_lvc_hypc.ctm lvc_hypc.ctm
# case NAME ARGS...: sclite's stdout, and the files it writes under NAME.files/.
case_() {
	name=$1; shift
	rm -rf "$name.files" && mkdir "$name.files"
	sctk sclite "$@" > "$name.out" 2> "$name.err" || true
	echo "$*" > "$name.args"
	[ -s "$name.err" ] || rm -f "$name.err"
}
case_ all -r ref.trn trn -h uedin.trn trn -i rm -o all dtl sgml prf -O all.files
case_ two -r ref.trn trn -h uedin.trn trn uedin -h onlineb.trn trn -i rm -o sum rsum dtl sgml -O two.files
case_ stdout -r ref.trn trn -h uedin.trn trn -i rm -o dtl pra stdout
case_ stdout_f1 -r ref.trn trn -h uedin.trn trn -i rm -f 1 -o sum stdout
case_ lur2 -r lvc_ref.stm stm -h lvc_hyp.ctm ctm -h lvc_hypc.ctm ctm conf -o sum lur -O lur2.files
case_ name -r ref.trn trn -h uedin.trn trn -i rm -n renamed -o rsum -O name.files
case_ sntspk -r lvc_ref.stm stm -h lvc_hyp.ctm ctm -o snt spk -O sntspk.files
