#!/bin/sh
# Regenerates the tables SacreBLEU 2.6.0 prints for the systems in this folder (the first 500
# lines of four WMT17 English-German systems and their reference, from testdata/wmt17-en-de).
# They are oracle files: sacre's tests read them as claims and must reproduce every value.
#
#   SACREBLEU=/path/to/sacrebleu-2.6.0 sh gen.sh      (run in this folder)
set -eu
sb() { PYTHONPATH="$SACREBLEU" /usr/bin/python3 -m sacrebleu "$@"; }
sys="C-3MA.txt FBK.txt KIT.txt uedin_nmt.txt"
for f in text latex json; do
	sb ref.txt -i $sys -m bleu chrf ter -f $f -q > multi.$f
	sb ref.txt -i $sys -m bleu chrf ter -f $f -q -pbs -pbsn 200 > pbs.$f
	sb ref.txt -i $sys -m bleu chrf ter -f $f -q -par -parn 200 > par.$f
done
sb ref.txt -i $sys -m bleu chrf -cw 2 -tok intl -lc -f text -q -sh > multi-intl-lc-short.text
sb ref.txt -i $sys -m bleu chrf -f latex -q -w 2 -pbs -pbsn 100 > pbs-w2.latex
SACREBLEU_SEED=7 sb ref.txt -i online-B.txt $sys -m ter -f text -q -pbs -pbsn 100 > pbs-seed7-ter.text
sb ref.txt -i C-3MA.txt FBK.txt -m bleu -f text -q -par -parn 100 -w 3 > par-w3.text
# One system: a claim per metric, with BLEU's statistics, and with -ci.
sb ref.txt -i KIT.txt -m bleu chrf ter -f text -q > kit.text
sb ref.txt -i KIT.txt -m bleu -f json -q -ci -cin 200 > kit-ci.json
# Copied from a terminal: SacreBLEU colours the header, the baseline and p-values above 0.05.
PYTHONPATH="$SACREBLEU" script -qc "/usr/bin/python3 -m sacrebleu ref.txt -i C-3MA.txt FBK.txt uedin_nmt.txt -m bleu ter -f text -q -pbs -pbsn 100" /dev/null > pbs-tty.text
