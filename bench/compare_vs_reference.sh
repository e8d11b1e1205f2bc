#!/bin/sh
# sacre compare against the reference implementations, side by side on this machine:
#  1. 10 systems x 2,000 segments (SacreBLEU's sentence chrF of WMT17 systems as score files),
#     all 45 pairs, 10,000 paired-bootstrap resamples: sacre compare --test bs as a whole
#     command, and SacreBLEU 2.6.0's _paired_bs_test run on each pair with the mean of the
#     segment scores as the statistic (compare/testdata/gen_compare.py's oracle);
#  2. the same files with SciPy 1.10's ttest_rel and wilcoxon on each ordered pair (90);
#  3. WMT24's human ranking of the ESA ratings of waves 2 and 3 (4 language pairs):
#     sacre compare --test wmt24, and humeval/tools.py's get_pvalues, get_ranks and
#     get_clusters with calculate_clusters.py's macro average.
#
# PYTHON imports SacreBLEU, NumPy, SciPy and pandas (default: python3); here, for example,
# PYTHON='env PYTHONPATH=/work/oracle /usr/bin/python3'. HUMEVAL is a directory holding
# wmt24-news-systems' humeval/tools.py. SACRE is the sacre binary (default: built from this
# checkout).
set -eu
. "$(dirname "$0")/lib.sh"
header
need_sacre
PYTHON=${PYTHON:-python3}
: "${HUMEVAL:?HUMEVAL must name a directory holding wmt24-news-systems humeval/tools.py}"
echo "Python:  $PYTHON ($($PYTHON -c 'import sacrebleu, scipy, numpy, pandas; print("SacreBLEU", sacrebleu.__version__, "SciPy", scipy.__version__, "NumPy", numpy.__version__, "pandas", pandas.__version__)'))"
echo
cd "$(dirname "$0")/.."
tmp=$bench_tmp
files=""
for s in online-B.0 LIUM-NMT.4900 KIT.4950 xmu.4910 uedin-nmt.4722 C-3MA.4959 FBK.4870 SYSTRAN.4847 TALP-UPC.4834 online-A.0; do
	files="$files${files:+,}$tmp/$s.chrf"
done
$PYTHON - "$tmp" <<'PY'
import os, sys
from sacrebleu.metrics import CHRF
tmp = sys.argv[1]
ref = open("testdata/wmt17-en-de/ref.txt", encoding="utf-8").read().splitlines()[:2000]
for s in "online-B.0 LIUM-NMT.4900 KIT.4950 xmu.4910 uedin-nmt.4722 C-3MA.4959 FBK.4870 SYSTRAN.4847 TALP-UPC.4834 online-A.0".split():
    hyp = open("testdata/wmt17-en-de/%s.txt" % s, encoding="utf-8").read().splitlines()[:2000]
    chrf = CHRF()
    with open(os.path.join(tmp, s + ".chrf"), "w") as f:
        f.write("".join(repr(chrf.sentence_score(h, [r]).score) + "\n" for h, r in zip(hyp, ref)))
PY

# seconds runs a command (its output discarded) and prints the seconds it took; a failure
# stops the script.
seconds() {
	start=$(date +%s.%N)
	"$@" > /dev/null || { echo "failed: $*" >&2; kill $$; }
	end=$(date +%s.%N)
	echo "$start $end" | awk '{printf "%.3f", $2 - $1}'
}

best() { # the fastest of three runs of a command
	for i in 1 2 3; do seconds "$@"; echo; done | sort -n | head -1
}

ours=$(best "$SACRE" compare --scores "chrF=$files" --test bs --samples 10000 -f json)
ref=$(seconds $PYTHON compare/testdata/gen_compare.py --bench-bs "$tmp" 10000)
echo "bs, 10 systems x 2000 segments, 45 pairs, 10000 resamples: SacreBLEU ${ref} s   sacre ${ours} s   $(echo "$ref $ours" | awk '{printf "%.0fx", $1/$2}')"

ours=$(best "$SACRE" compare --scores "chrF=$files" --test ttest wilcoxon -f json)
ref=$(seconds $PYTHON compare/testdata/gen_compare.py --bench-scipy "$tmp")
echo "ttest + wilcoxon, the same files, 90 ordered pairs each: SciPy ${ref} s   sacre ${ours} s   $(echo "$ref $ours" | awk '{printf "%.0fx", $1/$2}')"

gunzip -c compare/testdata/wmt24/esa_waves23.tsv.gz > "$tmp/esa.tsv"
ours=$(best "$SACRE" compare --scores "ESA=$tmp/esa.tsv" --test wmt24 -f json)
ref=$(seconds $PYTHON compare/testdata/gen_compare.py --bench-wmt24 "$HUMEVAL" "$tmp/esa.tsv")
echo "wmt24, ESA waves 2-3, 4 language pairs (24,503 ratings): tools.py ${ref} s   sacre ${ours} s   $(echo "$ref $ours" | awk '{printf "%.0fx", $1/$2}')"
