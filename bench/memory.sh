#!/bin/sh
# Peak memory (maximum resident set size in MiB, by /usr/bin/time) and wall time of sacre on large inputs
# made from the WMT17 reference and uedin-nmt system, repeated:
#   1. scoring a reference and a system of MB megabytes each (MB, default 100) with BLEU, chrF
#      and TER, read whole;
#   2. sacre segments on the same files (BLEU and chrF), streamed;
#   3. sacre segments with 40 copies of the system on standard input (tab-separated columns);
#   4. one line of LONG_MB megabytes (LONG_MB, default 20) against another: the cost of a long
#      segment, in bytes of peak memory per character of the two sides.
# SACRE is the sacre binary (default: built from this checkout).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
MB=${MB:-100}
LONG_MB=${LONG_MB:-20}
echo
cd "$(dirname "$0")/../testdata/wmt17-en-de"
tmp=$bench_tmp
measure() { # label, then the command; prints peak MB and seconds
	label=$1; shift
	/usr/bin/time -f '%M %e' -o "$tmp/time" "$@" > /dev/null
	awk -v l="$label" '{printf "  %-44s %7.0f MiB peak   %6.2f s\n", l, $1/1024, $2}' "$tmp/time"
}
n=$(( (MB * 1000000 + $(wc -c < ref.txt) - 1) / $(wc -c < ref.txt) ))
i=0; while [ $i -lt $n ]; do cat ref.txt; i=$((i + 1)); done > "$tmp/ref"
i=0; while [ $i -lt $n ]; do cat uedin-nmt.4722.txt; i=$((i + 1)); done > "$tmp/hyp"
echo "1. scoring, read whole: reference $(wc -c < "$tmp/ref" | awk '{printf "%.0f MB", $1/1e6}'), system $(wc -c < "$tmp/hyp" | awk '{printf "%.0f MB", $1/1e6}'), $(wc -l < "$tmp/ref") segments"
for m in bleu chrf ter; do
	measure "sacre REF -i HYP -m $m -b" "$SACRE" "$tmp/ref" -i "$tmp/hyp" -m $m -b
done
echo "2. streamed, the same files"
measure "sacre segments REF -i HYP -m bleu chrf" "$SACRE" segments "$tmp/ref" -i "$tmp/hyp" -m bleu chrf
rm -f "$tmp/ref" "$tmp/hyp"
cols=uedin-nmt.4722.txt
i=1; while [ $i -lt 40 ]; do cols="$cols uedin-nmt.4722.txt"; i=$((i + 1)); done
paste $cols > "$tmp/stdin"
echo "3. standard input: 40 copies of a system, $(wc -c < "$tmp/stdin" | awk '{printf "%.0f MB", $1/1e6}'), $(( 40 * $(wc -l < uedin-nmt.4722.txt) )) segments"
/usr/bin/time -f '%M %e' -o "$tmp/time" "$SACRE" segments ref.txt -m bleu chrf < "$tmp/stdin" > /dev/null
awk '{printf "  %-44s %7.0f MiB peak   %6.2f s\n", "sacre segments ref.txt -m bleu chrf < STDIN", $1/1024, $2}' "$tmp/time"
rm -f "$tmp/stdin"
n=$(( (LONG_MB * 1000000 + $(wc -c < ref.txt) - 1) / $(wc -c < ref.txt) ))
i=0; while [ $i -lt $n ]; do cat ref.txt; i=$((i + 1)); done | tr '\n' ' ' > "$tmp/ref1"; echo >> "$tmp/ref1"
i=0; while [ $i -lt $n ]; do cat uedin-nmt.4722.txt; i=$((i + 1)); done | tr '\n' ' ' > "$tmp/hyp1"; echo >> "$tmp/hyp1"
chars=$(cat "$tmp/ref1" "$tmp/hyp1" | wc -m)
echo "4. one line against one line: $(wc -c < "$tmp/ref1" | awk '{printf "%.0f MB", $1/1e6}') and $(wc -c < "$tmp/hyp1" | awk '{printf "%.0f MB", $1/1e6}'), $chars characters in all"
for opts in "-m bleu" "-m bleu -tok char" "-m chrf"; do
	/usr/bin/time -f '%M %e' -o "$tmp/time" "$SACRE" "$tmp/ref1" -i "$tmp/hyp1" $opts -b > /dev/null
	awk -v l="sacre REF -i HYP $opts -b" -v c="$chars" '{printf "  %-44s %7.0f MiB peak   %6.2f s   %4.1f bytes per character\n", l, $1/1024, $2, $1*1024/c}' "$tmp/time"
done
