# Sourced by the scripts of bench/ (not run by itself): what every measurement prints first, and
# the sacre binary they time.

# header prints the script, the date, the machine, the Go toolchain, the commit and the load
# (the 2-core machine is shared: the load says how far to trust a time).
header() {
	echo "script:  bench/$(basename "$0")"
	echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
	echo "machine: $(nproc) CPUs, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(awk '/^MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo) RAM"
	echo "go:      $(go version)"
	echo "commit:  $(git -C "$(dirname "$0")" describe --always --dirty 2>/dev/null || echo unknown)"
	echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5 and 15 minute averages, before the runs)"
}

# need_sacre sets SACRE to an absolute path: the binary SACRE names, else one built from this
# checkout into a temporary directory (removed on exit, with everything under $bench_tmp).
need_sacre() {
	if [ -n "${SACRE:-}" ]; then
		SACRE=$(cd "$(dirname "$SACRE")" && pwd)/$(basename "$SACRE")
	else
		SACRE=$bench_tmp/sacre
		(cd "$(dirname "$0")/.." && CGO_ENABLED=0 go build -o "$SACRE" ./cmd/sacre)
	fi
	echo "sacre:   $SACRE ($("$SACRE" --version))"
}

bench_root=$(cd "$(dirname "$0")/.." && pwd)
bench_tmp=$(mktemp -d)
trap 'rm -rf "$bench_tmp"' EXIT

# need_walltime builds bench/walltime into $bench_tmp and sets WALLTIME to it: the timer of the
# whole-command comparisons, which runs a command without a shell and prints its seconds.
need_walltime() {
	WALLTIME=$bench_tmp/walltime
	(cd "$bench_root" && go build -o "$WALLTIME" ./bench/walltime)
}
