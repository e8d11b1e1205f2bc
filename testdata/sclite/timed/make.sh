#!/bin/sh
# Regenerates the stm/ctm oracle cases with NIST's sclite (SCTK 2.4.10, Debian's `sctk`
# package), run from this directory so that the file names in the SGML are relative.
# Usage: sh make.sh [SCTK_TESTDATA_DIR]
#   SCTK_TESTDATA_DIR: SCTK's src/sclite/testdata (default: taken from the git mirror at
#   /work/.mirror/usnistgov+SCTK/repo). Inputs already here are not fetched again.
# Each line of cases.txt is "NAME REF REFFMT HYP HYPFMT [OPTIONS...]"; case NAME runs
# sclite with "-o sgml -O out -n NAME" (feedback on, its default) and leaves out/NAME.sgml (the
# report, when sclite succeeds), out/NAME.out (its stdout), out/NAME.err (its stderr) and
# out/NAME.rc (its exit status). Tests build the System from the inputs and compare it with
# out/NAME.sgml, and compare what sclite prints with out/NAME.out and out/NAME.err.
set -eu
cd "$(dirname "$0")"
SCLITE=${SCLITE:-"sctk sclite"}
MIRROR=/work/.mirror/usnistgov+SCTK/repo

# SCTK's own inputs, kept as found (mand_*: see README.md).
for f in lvc_ref.stm lvc_refe.stm lvc_refm.stm lvc_refr.stm lvc_hyp.ctm lvc_hypc.ctm \
	lvc_hypm.ctm lvc_hypr.ctm test.cantonese.stm test.cantonese.ctm tima_ref.ctm tima_hyp.ctm \
	mand_ref.stm mand_hyp.ctm stm2ctm_missing.ref.stm stm2ctm_missing.hyp.ctm \
	stm2ctm_missing.hyp-extra.ctm stm2ctm_missing.hyp-missall.ctm \
	stm2ctm_missing.hyp-missfile1.ctm stm2ctm_missing.hyp-missfile1chanA.ctm \
	stm2ctm_missing.hyp-missfile1chanb.ctm stm2ctm_missing.hyp-missfile2.ctm \
	stm2ctm_missing.hyp-missfile2chanA.ctm stm2ctm_missing.hyp-missfile2chanB.ctm; do
	[ -f "$f" ] && continue
	if [ $# -gt 0 ]; then
		cp "$1/$f" "$f"
	else
		git -C "$MIRROR" show "HEAD:src/sclite/testdata/$f" >"$f"
	fi
done
# The Mandarin pair is GB2312; sacre reads UTF-8, so the cases use a converted copy.
for f in mand_ref.stm mand_hyp.ctm; do
	[ -f "utf8_$f" ] || iconv -f GB2312 -t UTF-8 "$f" >"utf8_$f"
done

python3 gen.py

mkdir -p out
grep -v '^#' cases.txt | while read -r name ref rfmt hyp hfmt opts; do
	[ -n "$name" ] || continue
	# shellcheck disable=SC2086
	set +e
	rm -f "out/$name.sgml"
	$SCLITE -r "$ref" "$rfmt" -h "$hyp" "$hfmt" $opts -o sgml -O out -n "$name" >"out/$name.out" 2>"out/$name.err"
	echo $? >"out/$name.rc"
	set -e
done
