#!/bin/sh
# Pairwise sentence scores, sacre against SacreBLEU 2.6.0, in one run on this machine: SacreBLEU's
# sentence_score over 128 x 128 WMT17 pairs per metric (pairs per second), sacre matrix over
# 1024 x 1024 (the same kind of pairs) as a whole command writing TSV, and the ratio.
#
# PYTHON is a Python that imports SacreBLEU (default: python3); here, for example,
# PYTHON='env PYTHONPATH=/work/oracle /usr/bin/python3'. SACRE is the sacre binary (default:
# built from this checkout).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
PYTHON=${PYTHON:-python3}
echo "SacreBLEU: $PYTHON ($($PYTHON -c 'import sacrebleu; print(sacrebleu.__version__, sacrebleu.__file__)'))"
echo
cd "$(dirname "$0")/.."
tmp=$bench_tmp
head -1024 testdata/wmt17-en-de/ref.txt > "$tmp/refs"
head -1024 testdata/wmt17-en-de/uedin-nmt.4722.txt > "$tmp/hyps"
for m in bleu chrf chrf++ ter; do
	opts="-m $m"
	[ "$m" = chrf++ ] && opts="-m chrf -cw 2"
	py=$($PYTHON - "$tmp/hyps" "$tmp/refs" "$m" <<'PY'
import sys, time
from sacrebleu.metrics import BLEU, CHRF, TER
hyps = open(sys.argv[1], encoding='utf-8').read().split('\n')[:128]
refs = open(sys.argv[2], encoding='utf-8').read().split('\n')[:128]
m = {'bleu': lambda: BLEU(effective_order=True), 'chrf': CHRF, 'chrf++': lambda: CHRF(word_order=2), 'ter': TER}[sys.argv[3]]()
t = time.perf_counter()
for h in hyps:
    for r in refs:
        m.sentence_score(h, [r])
print(len(hyps) * len(refs) / (time.perf_counter() - t))
PY
)
	start=$(date +%s.%N)
	"$SACRE" matrix "$tmp/hyps" "$tmp/refs" $opts > /dev/null
	end=$(date +%s.%N)
	echo "$m $py $start $end" | awk '{go = 1024*1024/($4-$3); printf "%-7s SacreBLEU %8.0f pairs/s   sacre %9.0f pairs/s (1024 x 1024 in %.2f s)   %5.0fx\n", $1, $2, go, $4-$3, go/$2}'
done
