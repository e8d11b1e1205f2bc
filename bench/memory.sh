#!/bin/sh
# Peak memory (maximum resident set size in MiB, by /usr/bin/time) and wall time of sacre on large
# inputs made from the WMT17 reference and uedin-nmt system, repeated:
#   1. corpus scores, streamed: a reference and a system of MB megabytes each (MB, default 1000)
#      with BLEU, chrF, TER and WER, and the input read per second;
#   2. on SEG_MB megabytes of each (default 100): BLEU; BLEU with -ci (1000 resamples), which
#      keeps per-segment statistics; sacre segments; and sacre segments with 40 copies of the
#      system on standard input (tab-separated columns);
#   3. one line of LONG_MB megabytes (LONG_MB, default 100) against another, with every metric:
#      the cost of a long segment, in bytes of peak memory per byte of the two lines;
#   4. one line of ADV_MB megabytes (default 20) of random words against another, whose n-grams
#      never repeat: the worst case of counting a long segment.
# SACRE is the sacre binary (default: built from this checkout). METRICS and LONG_METRICS
# choose the metrics of parts 1 and 3 (separated by commas).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
MB=${MB:-1000}
SEG_MB=${SEG_MB:-100}
LONG_MB=${LONG_MB:-100}
METRICS=${METRICS:-bleu,chrf,ter,wer}
LONG_METRICS=${LONG_METRICS:-bleu,bleu -tok intl,bleu -tok char,chrf,chrf -cw 2,ter,wer,cer}
echo
cd "$(dirname "$0")/../testdata/wmt17-en-de"
tmp=$bench_tmp
repeat() { # file, megabytes: the file repeated as many times as ref.txt makes that size
	n=$(( ($2 * 1000000 + $(wc -c < ref.txt) - 1) / $(wc -c < ref.txt) ))
	i=0; while [ $i -lt $n ]; do cat "$1"; i=$((i + 1)); done
}
measure() { # label, input bytes (0: no rate), then the command; prints peak MiB, seconds, MB/s
	label=$1; bytes=$2; shift 2
	if /usr/bin/time -f '%M %e' -o "$tmp/time" "$@" > /dev/null 2> "$tmp/err"; then status=""; else status="   (exit status $?: $(head -c 120 "$tmp/err"))"; fi
	tail -1 "$tmp/time" | awk -v l="$label" -v b="$bytes" -v s="$status" '{printf "  %-44s %7.0f MiB peak   %7.2f s", l, $1/1024, $2;
		if (b > 0 && $2 > 0) printf "   %5.0f MB/s", b/1e6/$2; printf "%s\n", s}'
}
repeat ref.txt "$MB" > "$tmp/ref"
repeat uedin-nmt.4722.txt "$MB" > "$tmp/hyp"
bytes=$(cat "$tmp/ref" "$tmp/hyp" | wc -c)
echo "1. corpus scores, streamed: reference $(wc -c < "$tmp/ref" | awk '{printf "%.0f MB", $1/1e6}'), system $(wc -c < "$tmp/hyp" | awk '{printf "%.0f MB", $1/1e6}'), $(wc -l < "$tmp/ref") segments"
echo "$METRICS" | tr ',' '\n' | while read -r m; do
	measure "sacre REF -i HYP -m $m -b" "$bytes" "$SACRE" "$tmp/ref" -i "$tmp/hyp" -m $m -b
done
rm -f "$tmp/ref" "$tmp/hyp"
repeat ref.txt "$SEG_MB" > "$tmp/ref"
repeat uedin-nmt.4722.txt "$SEG_MB" > "$tmp/hyp"
echo "2. reference $(wc -c < "$tmp/ref" | awk '{printf "%.0f MB", $1/1e6}'), system $(wc -c < "$tmp/hyp" | awk '{printf "%.0f MB", $1/1e6}'), $(wc -l < "$tmp/ref") segments"
measure "sacre REF -i HYP -m bleu -b" "$(cat "$tmp/ref" "$tmp/hyp" | wc -c)" "$SACRE" "$tmp/ref" -i "$tmp/hyp" -m bleu -b
measure "sacre REF -i HYP -m bleu -ci" 0 "$SACRE" "$tmp/ref" -i "$tmp/hyp" -m bleu -ci
measure "sacre segments REF -i HYP -m bleu chrf" 0 "$SACRE" segments "$tmp/ref" -i "$tmp/hyp" -m bleu chrf
rm -f "$tmp/ref" "$tmp/hyp"
cols=uedin-nmt.4722.txt
i=1; while [ $i -lt 40 ]; do cols="$cols uedin-nmt.4722.txt"; i=$((i + 1)); done
paste $cols > "$tmp/stdin"
echo "   standard input: 40 copies of a system, $(wc -c < "$tmp/stdin" | awk '{printf "%.0f MB", $1/1e6}'), $(( 40 * $(wc -l < uedin-nmt.4722.txt) )) segments"
/usr/bin/time -f '%M %e' -o "$tmp/time" "$SACRE" segments ref.txt -m bleu chrf < "$tmp/stdin" > /dev/null
awk '{printf "  %-44s %7.0f MiB peak   %7.2f s\n", "sacre segments ref.txt -m bleu chrf < STDIN", $1/1024, $2}' "$tmp/time"
rm -f "$tmp/stdin"
repeat ref.txt "$LONG_MB" | tr '\n' ' ' > "$tmp/ref1"; echo >> "$tmp/ref1"
repeat uedin-nmt.4722.txt "$LONG_MB" | tr '\n' ' ' > "$tmp/hyp1"; echo >> "$tmp/hyp1"
long=$(cat "$tmp/ref1" "$tmp/hyp1" | wc -c)
echo "3. one line against one line: $(wc -c < "$tmp/ref1" | awk '{printf "%.0f MB", $1/1e6}') and $(wc -c < "$tmp/hyp1" | awk '{printf "%.0f MB", $1/1e6}')"
echo "$LONG_METRICS" | tr ',' '\n' | while read -r opts; do
	if /usr/bin/time -f '%M %e' -o "$tmp/time" "$SACRE" "$tmp/ref1" -i "$tmp/hyp1" -m $opts -b > /dev/null 2> "$tmp/err"; then status=""; else status="   (refused: $(head -c 100 "$tmp/err"))"; fi
	tail -1 "$tmp/time" | awk -v l="sacre REF -i HYP -m $opts -b" -v c="$long" -v s="$status" '{printf "  %-44s %7.0f MiB peak   %7.2f s   %4.1f bytes per input byte%s\n", l, $1/1024, $2, $1*1024/c, s}'
done
ADV_MB=${ADV_MB:-20}
/usr/bin/python3 -c "
import random, sys
for name, seed in (('ref2', 1), ('hyp2', 2)):
    r, out, size = random.Random(seed), [], 0
    while size < $ADV_MB * 1000000:
        w = format(r.getrandbits(40), 'x')
        out.append(w)
        size += len(w) + 1
    open(sys.argv[1] + '/' + name, 'w').write(' '.join(out) + '\n')
" "$tmp"
adv=$(cat "$tmp/ref2" "$tmp/hyp2" | wc -c)
echo "4. one line of random words against another (no n-gram repeats): $(wc -c < "$tmp/ref2" | awk '{printf "%.0f MB", $1/1e6}') and $(wc -c < "$tmp/hyp2" | awk '{printf "%.0f MB", $1/1e6}')"
for opts in "bleu" "chrf" "ter"; do
	/usr/bin/time -f '%M %e' -o "$tmp/time" "$SACRE" "$tmp/ref2" -i "$tmp/hyp2" -m $opts -b > /dev/null 2>&1 || true
	tail -1 "$tmp/time" | awk -v l="sacre REF -i HYP -m $opts -b" -v c="$adv" '{printf "  %-44s %7.0f MiB peak   %7.2f s   %4.1f bytes per input byte\n", l, $1/1024, $2, $1*1024/c}'
done
