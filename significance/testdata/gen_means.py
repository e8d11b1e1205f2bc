"""Oracle for significance.MeanPairs: SacreBLEU 2.6.0's own _paired_bs_test and
_paired_ar_test, run with a metric whose statistic is a segment's score and whose score is the
mean of the statistics, with the statistics held in float64 instead of SacreBLEU's float32.

Run from the repository root with SacreBLEU 2.6.0 importable (PYTHONPATH) and Debian's Python:
  PYTHONPATH=/path/to/sacrebleu-2.6.0 /usr/bin/python3 significance/testdata/gen_means.py
It writes significance/testdata/means/*.scores (SacreBLEU's sentence chrF of WMT17 systems,
one repr() float a line) and means_oracle.json.
"""
import json
import os
import sys

import numpy as np
import sacrebleu
from sacrebleu import significance as sig
from sacrebleu.metrics import CHRF

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WMT17 = os.path.join(ROOT, "testdata", "wmt17-en-de")
SYSTEMS = ["online-B.0", "LIUM-NMT.4900", "KIT.4950", "xmu.4910", "uedin-nmt.4722"]


class _NP:
    """numpy, except that the float32 arrays SacreBLEU makes of statistics are float64."""

    def __getattr__(self, name):
        return getattr(np, name)

    def array(self, obj, dtype=None, **kw):
        if dtype == "float32":
            dtype = "float64"
        return np.array(obj, dtype=dtype, **kw)


sig.np = _NP()


class Mean:
    """A metric whose statistic is the segment's score and whose score is their mean."""

    def __init__(self, scores):
        self.scores = scores

    def _extract_corpus_statistics(self, hyps, refs):
        return np.array([[self.scores[h]] for h in hyps], dtype="float64")

    def _compute_score_from_stats(self, stats):
        return sacrebleu.metrics.base.Score("MEAN", float(stats[0]) / self.n)

    def _aggregate_and_compute(self, stats):
        return self._compute_score_from_stats(np.array(stats).sum(0))


def chrf_scores():
    ref = open(os.path.join(WMT17, "ref.txt"), encoding="utf-8").read().splitlines()
    out = {}
    for name in SYSTEMS:
        hyp = open(os.path.join(WMT17, name + ".txt"), encoding="utf-8").read().splitlines()
        chrf = CHRF()
        out[name] = [chrf.sentence_score(h, [r]).score for h, r in zip(hyp, ref)]
        with open(os.path.join(HERE, "means", name + ".scores"), "w") as f:
            f.write("".join(repr(v) + "\n" for v in out[name]))
    return out


def run(test, scores, n_samples, seed):
    """Every pair (i, j), i < j, tested as SacreBLEU tests j against baseline i."""
    names = list(scores)
    n = len(scores[names[0]])
    pairs = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            # Hypotheses are keys (system, segment) into one table of scores.
            table = {(s, k): v for s in (a, b) for k, v in enumerate(scores[s])}
            m = Mean(table)
            m.n = n
            bl_hyps = [(a, k) for k in range(n)]
            bl_stats = m._extract_corpus_statistics(bl_hyps, None)
            bl = sig.Result(m._aggregate_and_compute(bl_stats).score)
            fn = sig._paired_bs_test if test == "bs" else sig._paired_ar_test
            _, res = fn({"MEAN": (bl_stats, bl)}, b, [(b, k) for k in range(n)], None,
                        {"MEAN": m}, n_samples=n_samples, seed=seed)
            r = res["MEAN"]
            pairs.append({"a": a, "b": b, "score_a": bl.score, "score_b": r.score,
                          "p": r.p_value, "mean_b": r.mean, "ci_b": r.ci})
    return {"test": test, "samples": n_samples, "seed": seed, "systems": names, "pairs": pairs}


def main():
    scores = chrf_scores()
    runs = [run("bs", scores, 1000, 12345), run("ar", scores, 10000, 12345), run("bs", scores, 1000, 7)]
    json.dump({"sacrebleu": sacrebleu.__version__, "numpy": np.__version__, "runs": runs},
              open(os.path.join(HERE, "means_oracle.json"), "w"), indent=1)


if __name__ == "__main__":
    sys.exit(main())
