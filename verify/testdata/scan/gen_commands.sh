#!/bin/sh
# Writes commands.tsv: sacrebleu commands as a text may print them, and the signature SacreBLEU
# 2.6.0 prints when run with their options (on two lines of German), for TestCommandConfig.
# Usage: PYTHONPATH=DIR-WITH-SACREBLEU-2.6.0 sh gen_commands.sh > commands.tsv
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'Das ist ein Test.\nNoch ein Satz.\n' > "$dir/ref"
printf 'Das ist Test.\nNoch ein Satz hier.\n' > "$dir/hyp"
while IFS='	' read -r option opts; do
	sig=$(cd "$dir" && /usr/bin/python3 -m sacrebleu ref -i hyp $opts | sed -n 's/.*"signature": "\([^"]*\)".*/\1/p')
	printf '%s\tsacrebleu ref -i hyp %s\t%s\n' "$option" "$opts" "$sig"
done <<'LIST'
bleu	-w 1
bleu	-l en-zh
bleu	--tokenize=intl -lc -w 2
bleu	-s floor -sv 0.2
bleu	-tok char --lowercase
chrf	-m chrf --chrf-word-order 2
chrf	-m chrf -cc 4 -cw 1 --chrf-whitespace
ter	-m ter --ter-case-sensitive
ter	-m ter --ter-normalized --ter-asian-support
LIST
