#!/bin/sh
# Regenerates the oracle files of sclite/report_{pra,dtl,lur}_test.go with SCTK 2.4.10
# (Debian's sctk package: apt-get install sctk). For each case CASE it writes the inputs
# (pra_*), CASE_pra.sgml (sclite's alignment, what the tests read) and CASE.pra, CASE.dtl
# and, for stm input with labels, CASE.lur. Run it from anywhere; it works in its own folder.
# The SCTK cases need SCTK's src/sclite/testdata in $SCTK_TESTDATA the first time; their
# inputs are then kept here (pra_sctk_*) and reused. See README_pra.md.
set -eu
cd "$(dirname "$0")"
export LC_ALL=C.UTF-8
W=../../wmt17-en-de
Z=../../wmt24-cjk/en-zh

# trn FILE FIRST COUNT: lines FIRST.. of FILE as trn utterances of three speakers (20 or so
# each, in blocks), lower-cased, '"' removed, as the issue asks.
trn() {
	sed -n "$2,$(($2 + $3 - 1))p" "$1" | sed 's/.*/\L&/; s/"//g' |
		awk -v n="$3" '{ s = substr("abc", int((NR - 1) * 3 / n) + 1, 1); printf "%s (spk%s_%04d)\n", $0, s, NR }'
}
# trn_case: the same keeping the case of the text (for -s).
trn_case() {
	sed -n "$2,$(($2 + $3 - 1))p" "$1" | sed 's/"//g' |
		awk -v n="$3" '{ s = substr("abc", int((NR - 1) * 3 / n) + 1, 1); printf "%s (spk%s_%04d)\n", $0, s, NR }'
}
# chars: one Chinese character (any character) per word.
chars() { sed 's/^\(.*\) \((spk[a-z]_[0-9]*)\)$/\1\n\2/' | sed '/^(spk/!{s/ //g; s/./& /g}' | paste -d '' - -; }
# optfrag: the reference with "und" optionally deletable and every 7th long word a fragment.
optfrag() {
	awk '{ for (i = 1; i < NF; i++) { w = $i; k++
		if (w == "und") w = "(und)"; else if (k % 7 == 0 && length(w) > 4 && substr(w, 1, 3) ~ /^[a-z]+$/) w = substr(w, 1, 3) "-"
		printf "%s ", w } print $NF }'
}

sclite() { # CASE ARGS...: run sclite, keep its sgml as CASE_pra.sgml
	c=$1
	shift
	sctk sclite "$@" -o pra dtl sgml -O . -n "$c" -f 0 >/dev/null
	mv "$c.sgml" "${c}_pra.sgml"
}
sclite_lur() {
	c=$1
	shift
	sctk sclite "$@" -o pra dtl lur sgml -O . -n "$c" -f 0 >/dev/null
	mv "$c.sgml" "${c}_pra.sgml"
}

# WMT17 English-German: the German reference against system outputs.
trn $W/ref.txt 1 60 >pra_wmt17.ref.trn
trn $W/online-B.0.txt 1 60 >pra_wmt17.hyp.trn
sclite pra_wmt17 -r pra_wmt17.ref.trn trn -h pra_wmt17.hyp.trn trn -i rm

trn $W/ref.txt 61 45 >pra_promt.ref.trn
trn $W/PROMT-Rule-based.4735.txt 61 45 >pra_promt.hyp.trn
sclite pra_promt -r pra_promt.ref.trn trn -h pra_promt.hyp.trn trn PROMT -i rm

trn_case $W/ref.txt 106 30 >pra_case.ref.trn
trn_case $W/uedin-nmt.4722.txt 106 30 >pra_case.hyp.trn
sclite pra_case -r pra_case.ref.trn trn -h pra_case.hyp.trn trn -i rm -s

trn $W/ref.txt 136 30 | optfrag >pra_optfrag.ref.trn
trn $W/LIUM-NMT.4900.txt 136 30 >pra_optfrag.hyp.trn
sclite pra_optfrag -r pra_optfrag.ref.trn trn -h pra_optfrag.hyp.trn trn -i rm
sclite pra_optfrag_FD -r pra_optfrag.ref.trn trn -h pra_optfrag.hyp.trn trn -i rm -F -D

# WMT24 English-Chinese: one character a word, and whole lines aligned by character.
trn $Z/ref.txt 2 20 | chars >pra_zh.ref.trn
trn $Z/ONLINE-B.txt 2 20 | chars >pra_zh.hyp.trn
sclite pra_zh -r pra_zh.ref.trn trn -h pra_zh.hyp.trn trn -i rm
trn $Z/ref.txt 2 20 >pra_zhc.ref.trn
trn $Z/GPT-4.txt 2 20 >pra_zhc.hyp.trn
sclite pra_zhc -r pra_zhc.ref.trn trn -h pra_zhc.hyp.trn trn -i rm -e utf-8 -c NOASCII DH

# SCTK's own test inputs (tsclite.sh), kept byte for byte.
sctk_input() { # NAME: copy SCTK's NAME here as pra_sctk_NAME once
	[ -f "pra_sctk_$1" ] || cp "${SCTK_TESTDATA:?set SCTK_TESTDATA to SCTK src/sclite/testdata}/$1" "pra_sctk_$1"
}
for f in csrnab.ref csrnab.hyp tests.ref tests.hyp tests.ref.utf8-3bytes tests.hyp.utf8-3bytes \
	lvc_ref.stm lvc_hyp.ctm lvc_refm.stm lvc_hypm.ctm lvc_refr.stm lvc_hypr.ctm \
	test.cantonese.stm test.cantonese.ctm test.vietnamese.ref.trn test.vietnamese.hyp.trn; do
	sctk_input $f
done
sclite pra_sctk_csrnab -r pra_sctk_csrnab.ref -h pra_sctk_csrnab.hyp -i wsj
sclite pra_sctk_tests -r pra_sctk_tests.ref -h pra_sctk_tests.hyp -i spu_id
sclite pra_sctk_tests_FD -r pra_sctk_tests.ref -h pra_sctk_tests.hyp -i spu_id -F -D
sclite pra_sctk_utf8 -r pra_sctk_tests.ref.utf8-3bytes -h pra_sctk_tests.hyp.utf8-3bytes -i spu_id -F -D -e utf-8
sclite_lur pra_sctk_lvc -r pra_sctk_lvc_ref.stm stm -h pra_sctk_lvc_hyp.ctm ctm
sclite_lur pra_sctk_lvcm -r pra_sctk_lvc_refm.stm stm -h pra_sctk_lvc_hypm.ctm ctm
sclite_lur pra_sctk_lvcr -r pra_sctk_lvc_refr.stm stm -h pra_sctk_lvc_hypr.ctm ctm
sclite pra_sctk_cantonese -r pra_sctk_test.cantonese.stm stm -h pra_sctk_test.cantonese.ctm ctm -e utf-8
# Vietnamese with its language profile: sclite upper-cases Vietnamese letters there, which
# the SGML does not record; only the dtl is kept (see README_pra.md).
sclite pra_sctk_viet -r pra_sctk_test.vietnamese.ref.trn trn -h pra_sctk_test.vietnamese.hyp.trn trn -i spu_id -e utf-8 babel_vietnamese
rm pra_sctk_viet.pra
