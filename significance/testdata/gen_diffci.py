"""Writes diffci_oracle.json: the difference of every pair of systems' scores over SacreBLEU
2.6.0's paired bootstrap resamples, with its mean and central 95% interval taken as SacreBLEU's
estimate_ci takes a score's (sorted values at n//40 and n - n//40 - 1, mean of the sorted
values): the oracle of significance.Pairs.Diff.

SacreBLEU prints no such interval; this script takes each system's resampled scores from
SacreBLEU's own _paired_bs_test (seed 12345, 1000 resamples: the same resamples for every
system), capturing the array it passes to estimate_ci, and computes the differences with NumPy.

Run from the repository root with SacreBLEU 2.6.0 importable and Debian's Python:
  PYTHONPATH=/path/to/sacrebleu-2.6.0 /usr/bin/python3 significance/testdata/gen_diffci.py
"""
import json
import os

import numpy as np
from sacrebleu import significance as sig
from sacrebleu.metrics import BLEU, CHRF, TER

HERE = os.path.dirname(os.path.abspath(__file__))
WMT17 = os.path.join(os.path.dirname(os.path.dirname(HERE)), "testdata", "wmt17-en-de")
SYSTEMS = ["LIUM-NMT.4900.txt", "KIT.4950.txt", "online-B.0.txt", "xmu.4910.txt", "uedin-nmt.4722.txt"]


def lines(name):
    with open(os.path.join(WMT17, name), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


captured = []
_estimate_ci = sig.estimate_ci


def capture(scores):
    captured.append(np.array(scores))
    return _estimate_ci(scores)


sig.estimate_ci = capture

refs = [lines("ref.txt")]
metrics = {"BLEU": BLEU(), "chrF2": CHRF(), "TER": TER()}
hyps = [lines(s) for s in SYSTEMS]
baseline = {}
for name, m in metrics.items():
    stats = m._extract_corpus_statistics(hyps[0], refs)
    baseline[name] = (stats, sig.Result(m._aggregate_and_compute(stats).score))
# resampled[s][k]: system s's scores under metric k on the seed's resamples.
resampled = []
for s, h in enumerate(hyps):
    captured.clear()
    sig._paired_bs_test(baseline, SYSTEMS[s], h, refs, metrics, n_samples=1000, seed=12345)
    resampled.append(list(captured))
out = {"systems": SYSTEMS, "metrics": list(metrics), "samples": 1000, "seed": 12345, "diff": {}}
for k, name in enumerate(metrics):
    rows = []
    for i in range(len(SYSTEMS)):
        row = []
        for j in range(len(SYSTEMS)):
            d = np.sort(resampled[i][k] - resampled[j][k])
            lo = len(d) // 40
            row.append([float(d.mean()), float(d[lo]), float(d[len(d) - lo - 1])])
        rows.append(row)
    out["diff"][name] = rows
print(json.dumps(out, indent=1))
