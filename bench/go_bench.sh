#!/bin/sh
# The in-process figures the documentation quotes, from the packages' own benchmarks
# (go test -bench, as each benchmark's comment describes it): the command line without the
# process's start, the metrics, pairwise scoring, paired tests, verify's diagnosis, the report,
# the tokenizers, the alignment of the error rates, the UTF-8 check and Whisper's normalizers.
# BENCHTIME and COUNT are go test's -benchtime and -count (default 1s and 1); with an argument,
# only the packages whose path contains it run (e.g. bench/go_bench.sh metric).
set -eu
. "$(dirname "$0")/lib.sh"
header
echo "GOMAXPROCS: ${GOMAXPROCS:-$(nproc)}, -benchtime ${BENCHTIME:-1s}, -count ${COUNT:-1}"
cd "$(dirname "$0")/.."
status=0
bench() { # package, benchmark pattern
	case $1 in *"${only:-}"*) ;; *) return 0 ;; esac
	echo
	echo "go test $1 -bench '$2'"
	go test "$1" -run '^$' -bench "$2" -benchmem=false -benchtime "${BENCHTIME:-1s}" -count "${COUNT:-1}" > "$bench_tmp/out" 2>&1 || status=1
	grep -E '^(Benchmark|FAIL|---)' "$bench_tmp/out" | sed 's/-[0-9]*\([[:space:]]\)/\1/' || cat "$bench_tmp/out"
}
only=${1:-}
bench ./cmd/sacre '^(BenchmarkCLI16Systems|BenchmarkCLIMainPaths|BenchmarkCLIWER|BenchmarkReport)$'
bench ./metric '^(BenchmarkCorpusBLEU|BenchmarkCorpusCHRF|BenchmarkCorpusCHRFPlusPlus|BenchmarkCHRF|BenchmarkCHRFPlusPlus|BenchmarkTER|BenchmarkTERLong|BenchmarkPairwise.*)$'
bench ./significance '^BenchmarkPaired'
bench ./verify '^BenchmarkDiagnosis$'
bench ./tokenizers '^Benchmark13a(Spans)?$'
bench ./tokenizers/mecab '^BenchmarkJaMecab$'
bench ./internal/sentencepiece '^BenchmarkTokenize(Cold)?$'
bench ./internal/editdist '^BenchmarkWMTWords$'
bench ./internal/textio '^BenchmarkValidUTF8$'
bench ./normalize/whisper '^Benchmark(Basic|English)$'
exit $status
