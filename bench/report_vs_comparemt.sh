#!/bin/sh
# sacre report against compare-mt 0.2.11 on the same input, side by side on this machine: 10
# WMT17 en-de systems x 3004 segments, significance between all 45 pairs with 1000 bootstrap
# resamples, one HTML report each with the analyses (compare-mt: its defaults and matplotlib
# figures). Wall time (sacre: best of 3; compare-mt: one run), the ratio, and each report's size.
#   1. BLEU alone, both tools in full.
#   2. Three metrics: sacre's BLEU, chrF and TER; compare-mt's BLEU, chrF and WER (it has no
#      TER). compare-mt's chrF and WER bootstrap take about an hour, so they are timed with 0
#      and 10 resamples and the 1000 extrapolated (linear: each resample rescores every system).
#
# COMPAREMT is the command that runs compare-mt (default: python3 -m compare_mt.compare_mt_main):
# neulab/compare-mt at b6d8f79 (0.2.11), with Debian's python3-nltk, -numpy, -matplotlib and
# -absl, and SacreBLEU, which compare-mt imports, on the path; for example
# COMPAREMT='env PYTHONPATH=/path/to/compare-mt:/path/to/sacrebleu /usr/bin/python3 -m
# compare_mt.compare_mt_main'. SACRE is the sacre binary (default: built from this checkout).
# The first run of matplotlib builds its font cache: run the script twice, or time the second.
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
COMPAREMT=${COMPAREMT:-python3 -m compare_mt.compare_mt_main}
echo "compare-mt: $COMPAREMT"
echo
cd "$(dirname "$0")/../testdata/wmt17-en-de"
systems=$(ls *.txt | grep -v '^ref.txt$' | head -10)
out=$bench_tmp
wall() { # seconds of one run of the command
	s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
	echo "$s $e" | awk '{printf "%.3f", $2-$1}'
}
best() { # the best of 3 runs
	for _ in 1 2 3; do wall "$@"; echo; done | sort -n | head -1
}
# --src_file: compare-mt 0.2.11 resamples the source in its bootstrap even when it has none
# (TypeError), so the reference stands in for it.
cmt() { # compare-mt with the given --compare_scores into the directory $1
	dir=$1; shift
	wall $COMPAREMT ref.txt $systems --src_file ref.txt --output_directory "$dir" --compare_scores "$@"
}
go=$(best "$SACRE" report ref.txt -i $systems -m bleu -o "$out/bleu.html")
py=$(cmt "$out/cmt-bleu" score_type=bleu,bootstrap=1000)
echo "$py $go $(du -sk "$out/cmt-bleu" | cut -f1) $(du -k "$out/bleu.html" | cut -f1)" |
	awk '{printf "BLEU:          compare-mt %7.1f s (%d KB)   sacre report %5.2f s (%d KB)   %5.0fx\n", $1, $3, $2, $4, $1/$2}'
go=$(best "$SACRE" report ref.txt -i $systems -m bleu chrf ter -o "$out/three.html")
py0=$(cmt "$out/cmt0" score_type=bleu,bootstrap=1000 score_type=chrf,bootstrap=0 score_type=wer,bootstrap=0)
py10=$(cmt "$out/cmt10" score_type=bleu,bootstrap=1000 score_type=chrf,bootstrap=10 score_type=wer,bootstrap=10)
echo "$py0 $py10 $go $(du -k "$out/three.html" | cut -f1)" |
	awk '{e = $1 + ($2-$1)*100; printf "three metrics: compare-mt ~%6.0f s (0 resamples: %.1f s, 10 resamples: %.1f s, %.2f s a resample)   sacre report %5.2f s (%d KB)   ~%5.0fx\n", e, $1, $2, ($2-$1)/10, $3, $4, e/$3}'
