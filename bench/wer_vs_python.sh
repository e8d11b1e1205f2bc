#!/bin/sh
# WER side by side: a pure-Python word-level Levenshtein WER (bench/wer_python.py, the plain
# dynamic program of SacreBLEU's pull request #300) and sacre (-m wer --wer-norm none: words
# split at single spaces, as the Python splits them; the numbers agree, the WER being the same
# for every alignment). Wall time (sacre: best of 5), the ratio and sacre's MB/s of hypothesis
# and reference text.
#   1. Sentences: the 16 WMT17 en-de systems, 3004 segments each (about 20 words).
#   2. Paragraphs: 4 of them with every 10 segments joined (300 segments of about 200 words),
#      as long-form transcripts are scored.
# PYTHON is a Python 3 (default: python3); SACRE the sacre binary (default: built from this
# checkout).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
PYTHON=${PYTHON:-python3}
echo "python:  $PYTHON ($($PYTHON --version 2>&1))"
echo
cd "$(dirname "$0")/../testdata/wmt17-en-de"
systems=$(ls *.txt | grep -v '^ref.txt$')
wall() {
	s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
	echo "$s $e" | awk '{printf "%.4f", $2-$1}'
}
best() {
	for _ in 1 2 3 4 5; do wall "$@"; echo; done | sort -n | head -1
}
row() { # name, reference, systems...
	name=$1; ref=$2; shift 2
	py=$(wall $PYTHON "$bench/wer_python.py" "$ref" "$@")
	go=$(best "$SACRE" "$ref" -i "$@" -m wer --wer-norm none -f text)
	bytes=$(cat "$ref" "$@" | wc -c)
	echo "$name $py $go $bytes" | awk '{printf "%-11s Python %7.2f s   sacre %6.4f s   %5.0fx   sacre %5.1f MB/s\n", $1, $2, $3, $2/$3, $4/$3/1e6}'
	$PYTHON "$bench/wer_python.py" "$ref" "$@" | cut -f2 > "$tmp/py"
	"$SACRE" "$ref" -i "$@" -m wer --wer-norm none -f json -w 4 2>/dev/null |
		$PYTHON -c 'import json,sys; d=json.load(sys.stdin); d=d if isinstance(d,list) else [{"WER":d["score"]}]; [print("%.4f" % float(s["WER"])) for s in d]' > "$tmp/go"
	if cmp -s "$tmp/py" "$tmp/go"; then echo "            the same WER for every system"; else echo "WER differs:"; paste "$tmp/py" "$tmp/go"; fi
}
bench=$(cd ../../bench && pwd)
tmp=$bench_tmp
row sentences ref.txt $systems
join10() { awk '{printf "%s%s", (NR%10==1 ? "" : " "), $0} NR%10==0 {print ""} END {if (NR%10) print ""}' "$1"; }
join10 ref.txt > "$tmp/ref.txt"
four=""
for s in $(echo "$systems" | head -4); do join10 "$s" > "$tmp/$s"; four="$four $tmp/$s"; done
row paragraphs "$tmp/ref.txt" $four
