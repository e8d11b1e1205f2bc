#!/bin/sh
# sacre report against compare-mt 0.2.11 on the same input, side by side on this machine: 10
# WMT17 en-de systems x 3004 segments, three metrics, significance between all 45 pairs with
# 1000 bootstrap resamples, one HTML report each. sacre: BLEU, chrF, TER (SacreBLEU's); compare-mt:
# its BLEU, chrF and WER scorers (it has no TER), with its default analyses (word accuracy,
# sentence buckets, n-grams, examples) and its figures. Wall time (sacre: best of 3; compare-mt:
# one run), the ratio, and each report's size.
# Needs compare-mt runnable as $COMPAREMT (default: python3 -m compare_mt.compare_mt_main, with
# its source on PYTHONPATH: neulab/compare-mt at b6d8f79 and python3-nltk, -numpy, -matplotlib,
# -absl) and sacre as $SACRE (default: ./sacre).
set -eu
cd "$(dirname "$0")/../testdata/wmt17-en-de"
SACRE=${SACRE:-../../sacre}
COMPAREMT=${COMPAREMT:-python3 -m compare_mt.compare_mt_main}
systems=$(ls *.txt | grep -v '^ref.txt$' | head -10)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
wall() { # seconds of one run of the command
	s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
	echo "$s $e" | awk '{printf "%.3f", $2-$1}'
}
best() { # the best of 3 runs
	for _ in 1 2 3; do wall "$@"; echo; done | sort -n | head -1
}
go=$(best $SACRE report ref.txt -i $systems -m bleu chrf ter -o "$out/sacre.html")
# --src_file: compare-mt 0.2.11 resamples the source in its bootstrap even when it has none (TypeError).
py=$(wall $COMPAREMT ref.txt $systems --src_file ref.txt --compare_scores score_type=bleu,bootstrap=1000 \
	score_type=chrf,bootstrap=1000 score_type=wer,bootstrap=1000 --output_directory "$out/compare-mt")
gosize=$(du -k "$out/sacre.html" | cut -f1)
pysize=$(du -sk "$out/compare-mt" | cut -f1)
echo "$py $go $pysize $gosize" | awk '{printf "compare-mt %7.1f s (%d KB)   sacre report %6.2f s (%d KB)   %4.0fx\n", $1, $3, $2, $4, $1/$2}'
