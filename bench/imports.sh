#!/bin/sh
# What each package of the module imports from the module (go list, tests left out), with the
# module's prefix removed: the lists of docs/library.md.
set -eu
. "$(dirname "$0")/lib.sh"
header
echo
cd "$(dirname "$0")/.."
module=$(go list -m)
go list -f '{{.ImportPath}}: {{join .Imports " "}}' ./... |
	awk -v m="$module/" '{
		out = substr($1, length(m) + 1)
		for (i = 2; i <= NF; i++) if (index($i, m) == 1) out = out " " substr($i, length(m) + 1)
		print out
	}'
