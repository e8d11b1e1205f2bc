#!/bin/sh
# The main scoring paths, sacre against SacreBLEU 2.6.0 as whole commands, side by side on this
# machine: wall time of each (sacre: the best of 5 runs; SacreBLEU: one run) and the ratio; then
# what starting a process costs here (a Go "hello world" and `sacre --version`, best of 5).
#
# SACREBLEU is the command that runs SacreBLEU (default: python3 -m sacrebleu); here, for
# example, SACREBLEU='env PYTHONPATH=/work/oracle /usr/bin/python3 -m sacrebleu'. SACRE is the
# sacre binary (default: built from this checkout with CGO_ENABLED=0).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
SACREBLEU=${SACREBLEU:-python3 -m sacrebleu}
echo "SacreBLEU: $SACREBLEU ($($SACREBLEU --version 2>&1 | tail -1))"
echo
cd "$(dirname "$0")/../testdata/wmt17-en-de"
systems=$(ls *.txt | grep -v '^ref.txt$' | head -16)
eight=$(echo "$systems" | head -8)
wall() { # seconds of one run of the command
	s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
	echo "$s $e" | awk '{printf "%.4f", $2-$1}'
}
best() { # the best of 5 runs
	for _ in 1 2 3 4 5; do wall "$@"; echo; done | sort -n | head -1
}
row() { # name, then the arguments after the program
	name=$1; shift
	py=$(wall $SACREBLEU "$@")
	go=$(best "$SACRE" "$@")
	echo "$name $py $go" | awk '{printf "%-38s SacreBLEU %7.3f s   sacre %6.1f ms   %5.0fx\n", $1, $2, $3*1000, $2/$3}'
}
row "16_systems,13a_BLEU" ref.txt -i $systems -m bleu
row "one_system,chrF" ref.txt -i uedin-nmt.4722.txt -m chrf
row "one_system,chrF++" ref.txt -i uedin-nmt.4722.txt -m chrf -cw 2
row "one_system,TER" ref.txt -i uedin-nmt.4722.txt -m ter
row "paired_bootstrap,8_systems,BLEU,1000" ref.txt -i $eight -m bleu -pbs
printf 'package main\n\nfunc main() { println("hello, world") }\n' > "$bench_tmp/hello.go"
(cd "$bench_tmp" && CGO_ENABLED=0 go build -o hello hello.go)
echo
echo "process start: Go hello world $(best "$bench_tmp/hello" | awk '{printf "%.1f", $1*1000}') ms," \
	"sacre --version $(best "$SACRE" --version | awk '{printf "%.1f", $1*1000}') ms (best of 5)"
