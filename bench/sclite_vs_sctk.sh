#!/bin/sh
# sacre sclite against SCTK 2.4.10's sclite as whole commands, side by side on this machine: the
# same command line (-i rm -o sum stdout; then -o all dtl sgml to files) over trn files made from
# the WMT17 English-German reference and uedin-nmt's output (lower-cased, '"' removed, 25
# speakers): 300 utterances, then 100,000 (the 3004 lines repeated under new ids). Each command
# line runs RUNS times (default 5), sclite and sacre alternating; the table gives the median wall
# time of each and their ratio. sacre's output is compared with sclite's first: a difference
# stops the script. Then the peak memory of each on 100,000 utterances (GNU time's %M).
#
# Last, the WER of testdata/sclite/wer's transcripts (300 WMT17 lines, C-3MA.4959 against the
# reference) as sclite counts it, as sacre -m wer counts it with jiwer's alignment and with
# sclite's (--wer-align sclite).
#
# SCLITE is the command that runs sclite (default: sctk sclite, Debian's package sctk). SACRE is
# the sacre binary (default: built from this checkout with CGO_ENABLED=0).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
SCLITE=${SCLITE:-sctk sclite}
RUNS=${RUNS:-5}
echo "sclite:  $SCLITE ($($SCLITE 2>&1 | sed -n 2p))"
echo "runs:    $RUNS of each, alternating; medians"
echo
root=$(cd "$(dirname "$0")/.." && pwd)
data=$root/testdata/wmt17-en-de
# trn N SRC: the first N lines of SRC repeated as needed, as utterances of 25 speakers.
trn() {
	awk -v n="$1" 'BEGIN {m = 0} {l[m++] = $0} END {
		for (i = 0; i < n; i++) {
			s = tolower(l[i % m]); gsub(/"/, "", s); gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
			printf "%s (spk%02d_%06d)\n", s, i % 25, i
		}
	}' "$2"
}
wall() { # seconds of one run of the command
	s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
	echo "$s $e" | awk '{printf "%.4f\n", $2-$1}'
}
median() { sort -n | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
row() { # name, then the arguments after the program
	name=$1; shift
	: > "$bench_tmp/c"; : > "$bench_tmp/go"
	k=0; while [ $k -lt "$RUNS" ]; do
		wall $SCLITE "$@" >> "$bench_tmp/c"
		wall "$SACRE" sclite "$@" >> "$bench_tmp/go"
		k=$((k + 1))
	done
	c=$(median < "$bench_tmp/c"); go=$(median < "$bench_tmp/go")
	echo "$name $c $go" | awk '{printf "%-36s sclite %8.1f ms   sacre %8.1f ms   %6.1fx\n", $1, $2*1000, $3*1000, $2/$3}'
}
cd "$bench_tmp"
for n in 300 100000; do
	trn "$n" "$data/ref.txt" > "ref$n.trn"
	trn "$n" "$data/uedin-nmt.4722.txt" > "hyp$n.trn"
	$SCLITE -r "ref$n.trn" trn -h "hyp$n.trn" trn -i rm -o sum stdout > want.txt
	"$SACRE" sclite -r "ref$n.trn" trn -h "hyp$n.trn" trn -i rm -o sum stdout > got.txt
	cmp -s want.txt got.txt || { echo "sacre sclite's sum differs from sclite's on $n utterances"; diff want.txt got.txt | head; exit 1; }
	row "${n}_utterances,sum_stdout" -r "ref$n.trn" trn -h "hyp$n.trn" trn -i rm -o sum stdout
	mkdir -p out
	row "${n}_utterances,all_dtl_sgml_files" -r "ref$n.trn" trn -h "hyp$n.trn" trn -i rm -o all dtl sgml -O out
done
peak() { # the peak resident memory of one run, in MB (GNU time)
	/usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -1 | awk '{printf "%.0f", $1/1024}'
}
echo "peak memory, 100000 utterances, -o all dtl sgml: sclite $(peak $SCLITE -r ref100000.trn trn -h hyp100000.trn trn -i rm -o all dtl sgml -O out) MB, sacre $(peak "$SACRE" sclite -r ref100000.trn trn -h hyp100000.trn trn -i rm -o all dtl sgml -O out) MB"

echo
wer=$root/testdata/sclite/wer
sed 's/ ([^()]*)$//' "$wer/ref.trn" > ref.txt
sed 's/ ([^()]*)$//' "$wer/hyp.trn" > hyp.txt
(cd "$wer" && $SCLITE -r ref.trn trn -h hyp.trn trn -i rm -o rsum stdout) |
	awk -F'|' '$2 ~ /Sum/ {split($3, w, " "); split($4, c, " "); printf "WER of testdata/sclite/wer: sclite %d errors / %d words = %.2f\n", c[5], w[2], 100*c[5]/w[2]}'
echo "  sacre -m wer:                     $("$SACRE" ref.txt -i hyp.txt -m wer -f text -w 2)"
echo "  sacre -m wer --wer-align sclite:  $("$SACRE" ref.txt -i hyp.txt -m wer --wer-align sclite -f text -w 2)"
