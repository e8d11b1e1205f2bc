#!/bin/sh
# Regenerates the case of sacre -m wer --wer-align sclite against sclite (SCTK 2.4.10, Debian's
# sctk): the first 300 lines of the WMT17 en-de reference and of C-3MA.4959's output, lower-cased,
# '"' removed, white space collapsed, as utterances of 25 speakers; sclite's raw summary of them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
wmt=$here/../../wmt17-en-de
trn() {
	awk 'BEGIN {m = 0} {l[m++] = $0} END {
		for (i = 0; i < 300; i++) {
			s = tolower(l[i]); gsub(/"/, "", s); gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
			printf "%s (spk%02d_%06d)\n", s, i % 25, i
		}
	}' "$1"
}
trn "$wmt/ref.txt" > "$here/ref.trn"
trn "$wmt/C-3MA.4959.txt" > "$here/hyp.trn"
(cd "$here" && sctk sclite -r ref.trn trn -h hyp.trn trn -i rm -o rsum stdout > sclite.raw)
