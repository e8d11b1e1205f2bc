"""Oracle for compare.ThresholdFor and Threshold.Accuracy: MT-Thresholds' own python-tool
(github:kocmitom/MT-Thresholds, python-tool/mt_thresholds.py, commit 2905992), imported from a
directory given as the argument:

  /usr/bin/python3 compare/testdata/gen_thresholds.py DIR > compare/testdata/thresholds.json

Names go through the normalization of its command line (cmd_entry), then accuracy(delta, key)
for deltas in the units of the fit. The accuracies are percentages, as accuracy() returns them.
"""
import json
import re
import sys

sys.path.insert(0, sys.argv[1])
import mt_thresholds as mt

RE_YEAR = re.compile(r"\d+")


def normalize(name):
    # cmd_entry's normalization, statement for statement.
    m = name.removeprefix("Unbabel/").lower().strip()
    m = m.replace("-", "")
    if m not in mt.METRICS and "comet" in m:
        m = m.replace("da", "")
        if "wmt" in m:
            m = m.replace("wmt", "")
        if match := RE_YEAR.match(m):
            year = match.group()
            m = m[:match.start()] + m[match.end():] + year
        if "qe" in m:
            m = m.replace("qe", "") + "qe"
    return m if m in mt.METRICS else None


names = ["BLEU", "chrF", "Unbabel/wmt22-comet-da", "COMET-22", "wmt20-comet-da", "Unbabel/wmt22-cometkiwi-da",
         "wmt21-comet-qe-da", "spBLEU101", "spBLEU200", "BertScore", "xCOMETXL", "TER", "ESA"]
deltas = [0, 0.01, 0.1, 0.25, 0.5, 1, 2, 5, -1]
out = {"normalized": {n: normalize(n) for n in names}, "accuracy": []}
for key in sorted(mt.METRICS):
    for d in deltas:
        out["accuracy"].append([key, d, mt.accuracy(d, key)])
json.dump(out, sys.stdout, indent=0)
