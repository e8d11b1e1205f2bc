#!/bin/sh
# How the claim finder of sacre verify --scan reads the held-out strings of
# verify/testdata/scan (corpus.jsonl's held-out share and heldout2-8.jsonl): per set, the strings
# read right or rightly refused, those read wrong, and those printing a signature. The numbers
# docs/verify.md gives; each set's first measurement, before the rules it led to, is in
# verify/testdata/scan/README.md.
set -eu
. "$(dirname "$0")/lib.sh"
header
cd "$(dirname "$0")/.."
go test -count=1 -run '^TestScanHeldout$' -v ./verify | grep '^held-out'
