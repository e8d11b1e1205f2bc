#!/bin/sh
# Regenerates the oracle files of sclite/reports_test.go with NIST's sclite (SCTK 2.4.10,
# Debian's `sctk` package): reports written one after the other in one sclite run, where
# sclite's table generator carries its state from one report (and one -h system) to the next.
# Usage: sh make.sh   (SCLITE overrides the command, "sctk sclite" by default)
#
# sclite runs in ../reports, on the SCTK inputs kept there, so that the system titles and file
# names in the reports are the same as in the SGML files the tests read (../reports/lvc.sgml,
# lvc_conf.sgml, pra_sctk_lvcm_pra.sgml and pra_sctk_lvcr_pra.sgml, written by the make
# scripts there from the same inputs). The weighted case's SGML, lvc_w.sgml, is written here.
# Each case CASE leaves CASE.cmd (sclite's arguments) and its reports CASE.sys (sum), .raw
# (rsum), .wws, .dtl, .lur, .pra; with two -h systems, CASE.1.EXT and CASE.2.EXT, and for a
# run with -o ... stdout, CASE.out (sclite's standard output).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../reports"
SCLITE=${SCLITE:-"sctk sclite"}

# one CASE ARGS...: a one-system run whose reports go to CASE.EXT.
one() {
	c=$1
	shift
	echo "$*" >"$here/$c.cmd"
	$SCLITE "$@" -O "$here" -n "$c" -f 0 >/dev/null
}

# two CASE REF HYP1 HYP2 ARGS...: a run over two ctm systems against the stm REF; the reports
# of HYP1 go to CASE.1.EXT, those of HYP2 to CASE.2.EXT.
two() {
	c=$1 ref=$2 h1=$3 h2=$4
	shift 4
	echo "-r $ref stm -h $h1 ctm -h $h2 ctm $*" >"$here/$c.cmd"
	$SCLITE -r "$ref" stm -h "$h1" ctm -h "$h2" ctm "$@" -O "$here" -f 0 >/dev/null
	for f in "$here/$h1".*; do mv "$f" "$here/$c.1.${f#"$here/$h1".}"; done
	for f in "$here/$h2".*; do mv "$f" "$here/$c.2.${f#"$here/$h2".}"; done
}

# lvc5_ref.stm: SCTK's lvc_ref.stm without its categories and with two more (unused) labels,
# so that the lur has five label columns; a rule of the lur then sits where the NCE column's
# rule of a sum with confidences was, and sclite joins them with a stale '+'.
grep -v '^;; CATEGORY' sctk_lvc_ref.stm | sed '/^;; LABEL "NA"/a\
;; LABEL "X1" "Extra One" "Unused label one"\
;; LABEL "X2" "Extra Two" "Unused label two"' >"$here/lvc5_ref.stm"
L5=../session/lvc5_ref.stm

LVC="-r sctk_lvc_ref.stm stm -h sctk_lvc_hyp.ctm ctm"
one lvc_lur $LVC -o lur
one lvc_sum_lur $LVC -o sum lur
one lvc_rsum_lur $LVC -o rsum lur
one lvc_sum_rsum_lur $LVC -o sum rsum lur
one lvc_all $LVC -o sum rsum dtl lur pra
one lvc_conf_sum_lur -r sctk_lvc_ref.stm stm -h sctk_lvc_hypc.ctm ctm -o sum lur
one lvcm_sum_lur -r pra_sctk_lvc_refm.stm stm -h pra_sctk_lvc_hypm.ctm ctm -o sum lur
one lvcr_sum_lur -r pra_sctk_lvc_refr.stm stm -h pra_sctk_lvc_hypr.ctm ctm -o sum lur
one lvc_w_wws_lur $LVC -w sctk_csrnab_r.wwl -o wws lur
one lvc_w $LVC -w sctk_csrnab_r.wwl -o sgml
one lvc5_conf_lur -r $L5 stm -h sctk_lvc_hypc.ctm ctm -o lur
one lvc5_conf_sum_lur -r $L5 stm -h sctk_lvc_hypc.ctm ctm -o sum lur
one lvc5_conf -r $L5 stm -h sctk_lvc_hypc.ctm ctm -o sgml
one lvc5 -r $L5 stm -h sctk_lvc_hyp.ctm ctm -o sgml

two two_sum_lur sctk_lvc_ref.stm sctk_lvc_hyp.ctm sctk_lvc_hypc.ctm -o sum lur
two two_rev_sum_lur sctk_lvc_ref.stm sctk_lvc_hypc.ctm sctk_lvc_hyp.ctm -o sum lur
two two_lur sctk_lvc_ref.stm sctk_lvc_hyp.ctm sctk_lvc_hypc.ctm -o lur
two two_rsum_lur sctk_lvc_ref.stm sctk_lvc_hypc.ctm sctk_lvc_hyp.ctm -o rsum lur
two two5_sum_lur $L5 sctk_lvc_hyp.ctm sctk_lvc_hypc.ctm -o sum lur
two two5_rev_sum_lur $L5 sctk_lvc_hypc.ctm sctk_lvc_hyp.ctm -o sum lur
echo "-r sctk_lvc_ref.stm stm -h sctk_lvc_hyp.ctm ctm -h sctk_lvc_hypc.ctm ctm -o sum lur stdout" >"$here/two_stdout.cmd"
$SCLITE -r sctk_lvc_ref.stm stm -h sctk_lvc_hyp.ctm ctm -h sctk_lvc_hypc.ctm ctm -o sum lur stdout -f 0 >"$here/two_stdout.out"
rm "$here/lvc_w.cmd" "$here/lvc5_conf.cmd" "$here/lvc5.cmd"
