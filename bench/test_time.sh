#!/bin/sh
# The test suite's wall time, the number README quotes: `go test -count=1 ./...` run twice with
# the build cache warm, after the date, the machine and its load (the 2-core machine is shared, so
# the load says how far to trust the times). Each run also lists its slowest packages. With the
# argument "long", one more run with SACRE_LONG=1: the full oracle campaigns (docs/tests.md).
# Exits non-zero if a run fails.
set -eu
cd "$(dirname "$0")/.."
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc) CPUs, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "go:      $(go version)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5 and 15 minute averages, before the runs)"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
go test -count=1 -run '^$' ./... > /dev/null # the build cache: every test binary compiled once
failed=0
run() { # label, then environment assignments for go test
	label=$1; shift
	start=$(date +%s.%N)
	status=ok
	env "$@" go test -count=1 ./... > "$out" 2>&1 || { status=FAIL; failed=1; }
	end=$(date +%s.%N)
	awk -v l="$label" -v s="$start" -v e="$end" -v st="$status" 'BEGIN {printf "%-22s %6.1f s wall (%s)\n", l, e-s, st}'
	# The slowest packages, as go test reports each one's time.
	awk '$1 == "ok" && $3 ~ /s$/ {t = $3; sub(/s$/, "", t); printf "    %6.2f s  %s\n", t, $2}' "$out" |
		sed 's|github.com/sacre-mt/sacre/||' | sort -rn | head -8
	grep -E '^(FAIL|--- FAIL)' "$out" | head -20 || true
}
run "go test ./... (1)"
run "go test ./... (2)"
if [ "${1:-}" = long ]; then
	run "SACRE_LONG=1 (full)" SACRE_LONG=1
fi
exit $failed
