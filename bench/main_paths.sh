#!/bin/sh
# The main scoring paths, sacre against SacreBLEU 2.6.0 as whole commands, side by side on this
# machine: each command line runs RUNS times (default 5), SacreBLEU and sacre alternating; the
# table gives the median wall time of each and their ratio. Then what starting a process costs
# here (a Go "hello world" and `sacre --version`, best of 5).
#
# The command lines: the 16 WMT17 en-de systems (3004 segments each) with BLEU, chrF and
# chrF++; the paired bootstrap of 8 of them (BLEU, 1000 resamples); one system with TER; and a
# 10 MB reference against a 10 MB system (the WMT17 reference and uedin-nmt repeated 30 times)
# with 13a BLEU, whose input per second is printed too. Last, the first command line run by sacre
# alone, back to back. Each run is timed by bench/walltime, from the start of the command's
# process to its end; the timer's floor, /bin/true, is printed last.
#
# SACREBLEU is the command that runs SacreBLEU (default: python3 -m sacrebleu); here, for
# example, SACREBLEU='env PYTHONPATH=/work/oracle /usr/bin/python3 -m sacrebleu'. SACRE is the
# sacre binary (default: built from this checkout with CGO_ENABLED=0).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
SACREBLEU=${SACREBLEU:-python3 -m sacrebleu}
RUNS=${RUNS:-5}
echo "SacreBLEU: $SACREBLEU ($($SACREBLEU --version 2>&1 | tail -1))"
echo "runs:    $RUNS of each, alternating; medians"
echo
cd "$(dirname "$0")/../testdata/wmt17-en-de"
systems=$(ls *.txt | grep -v '^ref.txt$' | head -16)
eight=$(echo "$systems" | head -8)
i=0; while [ $i -lt 30 ]; do cat ref.txt; i=$((i + 1)); done > "$bench_tmp/ref10"
i=0; while [ $i -lt 30 ]; do cat uedin-nmt.4722.txt; i=$((i + 1)); done > "$bench_tmp/hyp10"
need_walltime
wall() { # seconds of one run of the command (bench/walltime: no shell, nothing else timed)
	"$WALLTIME" "$@" || { echo "FAIL: $*" >&2; exit 1; }
}
median() { sort -n | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
row() { # name, input bytes (0: not printed), then the arguments after the program
	name=$1; bytes=$2; shift 2
	: > "$bench_tmp/py"; : > "$bench_tmp/go"
	n=0; while [ $n -lt "$RUNS" ]; do
		wall $SACREBLEU "$@" >> "$bench_tmp/py"
		wall "$SACRE" "$@" >> "$bench_tmp/go"
		n=$((n + 1))
	done
	py=$(median < "$bench_tmp/py"); go=$(median < "$bench_tmp/go")
	echo "$name $py $go $bytes" | awk '{printf "%-40s SacreBLEU %7.3f s   sacre %7.1f ms   %5.0fx", $1, $2, $3*1000, $2/$3;
		if ($4 > 0) printf "   %5.0f MB/s (SacreBLEU %.1f MB/s)", $4/1e6/$3, $4/1e6/$2; printf "\n"}'
}
row "16_systems,13a_BLEU" 0 ref.txt -i $systems -m bleu
row "16_systems,chrF" 0 ref.txt -i $systems -m chrf
row "16_systems,chrF++" 0 ref.txt -i $systems -m chrf -cw 2
row "paired_bootstrap,8_systems,BLEU,1000" 0 ref.txt -i $eight -m bleu -pbs
row "one_system,TER" 0 ref.txt -i uedin-nmt.4722.txt -m ter
row "10_MB+10_MB,13a_BLEU" "$(cat "$bench_tmp/ref10" "$bench_tmp/hyp10" | wc -c)" "$bench_tmp/ref10" -i "$bench_tmp/hyp10" -m bleu
best() { # the best of 5 runs
	for _ in 1 2 3 4 5; do wall "$@"; done | sort -n | head -1
}
printf 'package main\n\nfunc main() { println("hello, world") }\n' > "$bench_tmp/hello.go"
(cd "$bench_tmp" && CGO_ENABLED=0 go build -o hello hello.go)
back=$(for _ in 1 2 3 4 5; do wall "$SACRE" ref.txt -i $systems -m bleu; done | median)
echo
echo "16 systems' BLEU, sacre alone, 5 runs back to back: median $(echo "$back" | awk '{printf "%.1f", $1*1000}') ms"
echo "process start: Go hello world $(best "$bench_tmp/hello" | awk '{printf "%.1f", $1*1000}') ms," \
	"sacre --version $(best "$SACRE" --version | awk '{printf "%.1f", $1*1000}') ms," \
	"/bin/true $(best /bin/true | awk '{printf "%.1f", $1*1000}') ms (best of 5)"
