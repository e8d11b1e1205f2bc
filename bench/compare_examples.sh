#!/bin/sh
# The outputs of sacre compare that README.md and docs/compare.md show, printed by the
# commands they show (from the repository's root, on its test data: WMT25's automatic scores of
# ten en-cs systems and WMT24's ESA ratings of waves 2 and 3).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
cd "$(dirname "$0")/.."
show() { # prints a command as typed (arguments with a pattern quoted) and its output
	echo
	printf '$ sacre'
	for a in "$@"; do
		case $a in *'*'*) printf " '%s'" "$a" ;; *) printf ' %s' "$a" ;; esac
	done
	echo
	"$SACRE" "$@"
}
show compare --scores 'XCOMET-XL=compare/testdata/wmt25/*.jsonl' --test bs
gunzip -c compare/testdata/wmt24/esa_waves23.tsv.gz > esa_waves23.tsv
trap 'rm -f esa_waves23.tsv; rm -rf "$bench_tmp"' EXIT
show compare --scores ESA=esa_waves23.tsv --test wmt24 --lp en-hi
show compare --scores 'MetricX-24-Hybrid-XL=compare/testdata/wmt25/*.jsonl' --test wilcoxon -f md
show compare testdata/wmt17-en-de/ref.txt -i testdata/wmt17-en-de/uedin-nmt.4722.txt testdata/wmt17-en-de/online-B.0.txt testdata/wmt17-en-de/KIT.4950.txt -m bleu chrf --test bs ttest

# docs/verify.md: a compare table verified, then misprinted and checked against changed files.
cd "$bench_tmp" && ln -s "$OLDPWD/compare" compare
show compare --scores 'XCOMET-XL=compare/testdata/wmt25/*.jsonl' --test bs ttest -f json -o table.json
show verify --claim table.json --scores 'XCOMET-XL=compare/testdata/wmt25/*.jsonl' || true
"$SACRE" compare --scores 'XCOMET-XL=compare/testdata/wmt25/*.jsonl' --test bs > table.txt
sed -i 's/0\.5647/0.5674/' table.txt
mkdir copy && cp compare/testdata/wmt25/*.jsonl copy/
sed -i '1s/0\.[0-9]/0.0/' copy/NLLB.jsonl
show verify --claim table.txt --scores 'XCOMET-XL=copy/*.jsonl' || true

# docs/manifests.md: expected values of score files in a manifest.
cd "$OLDPWD"
show check manifest/testdata/wmt25-xcomet.yaml
