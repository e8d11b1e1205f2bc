#!/bin/sh
# Program sizes: a program that imports only one library package (import _ "…", an empty main,
# as internal/depcheck builds it in each package's TestProgramSize), built with -trimpath and
# CGO_ENABLED=0; then examples/corpusbleu (corpus BLEU through metric) and the sacre command.
# Sizes in MB (10^6 bytes).
set -eu
. "$(dirname "$0")/lib.sh"
header
echo
cd "$(dirname "$0")/.."
module=$(go list -m)
size() { # the size of the program built from the package or file $1
	CGO_ENABLED=0 go build -trimpath -o "$bench_tmp/program" "$1"
	wc -c < "$bench_tmp/program" | awk '{printf "%.1f MB", $1/1e6}'
}
for pkg in signatures analysis metric significance verify render inputs report manifest evaluate; do
	printf 'package main\n\nimport _ "%s/%s"\n\nfunc main() {}\n' "$module" "$pkg" > "$bench_tmp/main.go"
	printf '  a program importing only %-14s %s\n' "$pkg:" "$(size "$bench_tmp/main.go")"
done
printf '  %-40s %s\n' "examples/corpusbleu (corpus BLEU):" "$(size ./examples/corpusbleu)"
printf '  %-40s %s\n' "cmd/sacre (every tokenizer's data):" "$(size ./cmd/sacre)"
