#!/bin/sh
# The outputs of sacre verify --scan that README.md and docs/verify.md show, printed by the
# commands they show, on excerpts of SacreBLEU 2.0.0's README (verify/testdata/scan/examples).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
cd "$(dirname "$0")/../verify/testdata/scan/examples"
ln -s "$(cd ../../../.. && pwd)/testdata" "$bench_tmp/testdata"
cp sacrebleu-2.0.0-readme-api.md "$bench_tmp/api.md"
cp sacrebleu-2.0.0-readme-metrics.md "$bench_tmp/metrics.md"
cd "$bench_tmp"
echo
echo '$ sacre verify --scan api.md'
"$SACRE" verify --scan api.md
echo
echo '$ sacre verify testdata/wmt17-en-de/ref.txt --scan metrics.md -i testdata/wmt17-en-de/online-A.0.txt'
"$SACRE" verify testdata/wmt17-en-de/ref.txt --scan metrics.md -i testdata/wmt17-en-de/online-A.0.txt
