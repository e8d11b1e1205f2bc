#!/bin/sh
# Reference-aggregated MBR (sacre mbr --aggregate, issue 26) on 1024 candidates that are their
# own 1024 pseudo-references (WMT17 lines, one group): sacre's computation in process (go test
# -bench Aggregated, 2 cores), sacre mbr --aggregate as a whole command, the pairwise mbr it
# replaces, and mbrs's aggregated BLEU (Python) when it runs here.
#
# MBRS is a checkout of naist-nlp/mbrs (its aggregation runs with its model imports stubbed, as
# metric/testdata/aggregate/gen_aggregate_oracle.py stubs them); PYTHON imports SacreBLEU 2.6.0
# (e.g. PYTHON='env PYTHONPATH=/work/oracle /usr/bin/python3'). fastChrF's aggregate_chrf is
# not timed: its Rust needs crates (pyo3, rayon) this machine cannot fetch.
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
cd "$(dirname "$0")/.."
tmp=$bench_tmp
head -1024 testdata/wmt17-en-de/uedin-nmt.4722.txt | sed 's/^/g\t/' > "$tmp/cands.tsv"
echo
echo "in process (go test ./metric -bench Aggregated -cpu 2):"
go test ./metric -run '^$' -bench Aggregated -benchtime 20x -cpu 2 | awk '/^Benchmark/ {printf "  %-28s %8.2f ms per 1024 x 1024\n", $1, $5}'
echo
echo "whole command, 1024 candidates against themselves:"
for args in "-m chrf --aggregate" "-m bleu --aggregate" "-m chrf" "-m bleu"; do
	start=$(date +%s.%N)
	"$SACRE" mbr "$tmp/cands.tsv" $args > /dev/null
	end=$(date +%s.%N)
	echo "$start $end" | awk -v a="$args" '{printf "  sacre mbr %-22s %8.3f s\n", a, $2-$1}'
done
if [ -z "${MBRS:-}" ]; then
	echo
	echo "mbrs: not timed (set MBRS to a checkout of naist-nlp/mbrs)"
	exit 0
fi
PYTHON=${PYTHON:-python3}
echo
$PYTHON - "$tmp/cands.tsv" metric/testdata/aggregate "$MBRS" <<'PY'
import sys, time
sys.path[:0] = [sys.argv[2], sys.argv[3]]
import gen_aggregate_oracle  # stubs mbrs's model imports
from mbrs.metrics.bleu import MetricBLEU
lines = [l.split('\t', 1)[1] for l in open(sys.argv[1], encoding='utf-8').read().split('\n')[:-1]]
m = MetricBLEU(MetricBLEU.Config())
t = time.perf_counter()
m.expected_scores_reference_aggregation(lines, lines)
print("mbrs aggregated BLEU (Python, 1 core): %.3f s" % (time.perf_counter() - t))
PY
