"""Oracle for compare.Run on real per-segment scores: every test by its reference code.

  bs, ar    SacreBLEU 2.6.0's _paired_bs_test / _paired_ar_test with the mean of the segment
            scores as the statistic, held in float64 (as significance/testdata/gen_means.py)
  ttest     scipy.stats.ttest_rel(a, b)
  wilcoxon  scipy.stats.wilcoxon(a - b)
  wmt24     humeval/tools.py's get_pvalues (macro over domains), with calculate_clusters.py's
            per-domain means and macro average
  and for every test, rank ranges and clusters by tools.py's get_ranks and get_clusters.

Run from the repository root with Debian's Python (numpy, scipy 1.10, pandas):
  PYTHONPATH=/path/to/sacrebleu-2.6.0 /usr/bin/python3 compare/testdata/gen_compare.py HUMEVAL_DIR
where HUMEVAL_DIR holds wmt24-news-systems' humeval/tools.py (see testdata/wmt24/README.md).
It writes compare/testdata/compare_oracle.json.
"""
import gzip
import json
import os
import sys
import types
from collections import OrderedDict

import numpy as np
import pandas as pd
import scipy
import scipy.stats

HERE = os.path.dirname(os.path.abspath(__file__))
WMT25_SYSTEMS = ["CUNI-MH-v2", "Claude-4", "CommandA", "DeepSeek-V3", "EuroLLM-9B", "GPT-4.1",
                 "Gemini-2.5-Pro", "Gemma-3-27B", "NLLB", "ONLINE-B"]


def load_tools(humeval):
    sys.modules["ipdb"] = types.ModuleType("ipdb")
    sys.path.insert(0, humeval)
    import tools
    return tools


def sacrebleu_tests():
    import sacrebleu
    from sacrebleu import significance as sig

    class _NP:
        def __getattr__(self, name):
            return getattr(np, name)

        def array(self, obj, dtype=None, **kw):
            return np.array(obj, dtype="float64" if dtype == "float32" else dtype, **kw)

    sig.np = _NP()

    class Mean:
        def __init__(self, table, n):
            self.table, self.n = table, n

        def _extract_corpus_statistics(self, hyps, refs):
            return np.array([[self.table[h]] for h in hyps], dtype="float64")

        def _compute_score_from_stats(self, stats):
            return sacrebleu.metrics.base.Score("MEAN", float(stats[0]) / self.n)

        def _aggregate_and_compute(self, stats):
            return self._compute_score_from_stats(np.array(stats).sum(0))

    def run(test, a, b, xa, xb, samples):
        """SacreBLEU's test of system b against baseline a: p, and b's mean and ci."""
        n = len(xa)
        table = {("a", k): v for k, v in enumerate(xa)}
        table.update({("b", k): v for k, v in enumerate(xb)})
        m = Mean(table, n)
        bl_stats = m._extract_corpus_statistics([("a", k) for k in range(n)], None)
        bl = sig.Result(m._aggregate_and_compute(bl_stats).score)
        fn = sig._paired_bs_test if test == "bs" else sig._paired_ar_test
        _, res = fn({"M": (bl_stats, bl)}, "b", [("b", k) for k in range(n)], None, {"M": m},
                    n_samples=samples, seed=12345)
        return res["M"]
    return run


def table(tools, paired, systems, test, samples):
    """systems: name -> list of (item, domain, score) in item order, every system the same items."""
    names = list(systems)
    scores = {s: np.array([v for _, _, v in systems[s]], dtype="float64") for s in names}
    ci = {}
    if test == "wmt24":
        rows = [(s, item, dom, v) for s in names for item, dom, v in systems[s]]
        df = pd.DataFrame(rows, columns=["system_id", "orig_segment_id", "domain_name", "overall"])
        per_domain = df.groupby(["system_id", "domain_name"])["overall"].mean().reset_index()
        overall = per_domain.groupby("system_id")["overall"].mean()
        pvalues = tools.get_pvalues(df, True)
    else:
        overall = pd.Series({s: float(np.mean(scores[s])) for s in names})
        pvalues = {}
        for i, a in enumerate(names):
            for b in names:
                if a == b:
                    continue
                if test == "ttest":
                    pvalues[(a, b)] = float(scipy.stats.ttest_rel(scores[a], scores[b]).pvalue)
                elif test == "wilcoxon":
                    pvalues[(a, b)] = float(scipy.stats.wilcoxon(scores[a] - scores[b]).pvalue)
                elif names.index(b) > i:
                    r = paired(test, a, b, scores[a], scores[b], samples)
                    pvalues[(a, b)] = pvalues[(b, a)] = r.p_value
                    if test == "bs":
                        ci[b] = [r.mean - r.ci, r.mean + r.ci]
        if test == "bs":
            r = paired("bs", names[1], names[0], scores[names[1]], scores[names[0]], samples)
            ci[names[0]] = [r.mean - r.ci, r.mean + r.ci]
    avg = pd.DataFrame({"system_id": list(overall.index), "overall": list(overall.values)})
    avg = avg.set_index("system_id", drop=False).sort_values("overall", ascending=False)
    ranks, wins, losses = tools.get_ranks(pvalues, avg)
    clusters = tools.get_clusters(pvalues, avg)
    out = {"test": test, "systems": [], "pvalues": [[a, b, p] for (a, b), p in pvalues.items()]}
    for s in avg["system_id"]:
        out["systems"].append({"name": s, "score": float(avg.loc[s, "overall"]), "ci": ci.get(s),
                               "rank": list(ranks[s]), "wins": wins[s], "losses": losses[s],
                               "cluster": clusters[s]})
    return out


def wmt25(metric):
    systems = OrderedDict()
    for s in WMT25_SYSTEMS:
        items = []
        for line in open(os.path.join(HERE, "wmt25", s + ".jsonl"), encoding="utf-8"):
            r = json.loads(line)
            for k, v in enumerate(r["metric_scores"].get(metric, [])):
                items.append(("%s#%d" % (r["document_id"], k), r["domain"], float(v)))
        systems[s] = items
    return systems


def esa(lp):
    systems = OrderedDict()
    with gzip.open(os.path.join(HERE, "wmt24", "esa_waves23.tsv.gz"), "rt", encoding="utf-8") as f:
        next(f)
        for line in f:
            system, item, score, domain, rater, l = line.rstrip("\n").split("\t")
            if l == lp:
                systems.setdefault(system, []).append((item, domain, float(score)))
    return systems


def bench(argv):
    """The reference side of bench/compare_vs_reference.sh: the same work as sacre compare."""
    if argv[0] == "--bench-wmt24":
        tools = load_tools(argv[1])
        df = pd.read_csv(argv[2], sep="\t", dtype=str, keep_default_na=False)
        df["overall"] = df["score"].astype(float)
        df = df.rename(columns={"system": "system_id", "item": "orig_segment_id", "domain": "domain_name"})
        for lp in sorted(df["lp"].unique()):
            d = df[df["lp"] == lp]
            per_domain = d.groupby(["system_id", "domain_name"])["overall"].mean().reset_index()
            overall = per_domain.groupby("system_id")["overall"].mean()
            avg = pd.DataFrame({"system_id": list(overall.index), "overall": list(overall.values)})
            avg = avg.set_index("system_id", drop=False).sort_values("overall", ascending=False)
            pvalues = tools.get_pvalues(d, True)
            tools.get_ranks(pvalues, avg)
            tools.get_clusters(pvalues, avg)
        return
    files = sorted(f for f in os.listdir(argv[1]) if f.endswith(".chrf"))
    scores = [np.array([float(x) for x in open(os.path.join(argv[1], f))]) for f in files]
    if argv[0] == "--bench-scipy":
        for a in scores:
            for b in scores:
                if a is not b:
                    scipy.stats.ttest_rel(a, b)
                    scipy.stats.wilcoxon(a - b)
        return
    paired = sacrebleu_tests()
    for i in range(len(scores)):
        for j in range(i + 1, len(scores)):
            paired("bs", "a", "b", scores[i], scores[j], int(argv[2]))


def main():
    if sys.argv[1].startswith("--bench"):
        return bench(sys.argv[1:])
    tools = load_tools(sys.argv[1])
    paired = sacrebleu_tests()
    cases = []
    for metric in ["XCOMET-XL", "GEMBA-ESA-CMDA", "MetricX-24-Hybrid-XL"]:
        data = wmt25(metric)
        for test in ["bs", "ar", "ttest", "wilcoxon", "wmt24"]:
            cases.append({"data": "wmt25", "metric": metric, "lp": "en-cs_CZ",
                          **table(tools, paired, data, test, {"bs": 1000, "ar": 10000}.get(test))})
    data = esa("en-hi")
    for test in ["bs", "ar", "ttest", "wilcoxon"]:
        cases.append({"data": "esa", "metric": "ESA", "lp": "en-hi",
                      **table(tools, paired, data, test, {"bs": 1000, "ar": 10000}.get(test))})
    json.dump({"versions": {"numpy": np.__version__, "scipy": scipy.__version__, "pandas": pd.__version__},
               "cases": cases}, open(os.path.join(HERE, "compare_oracle.json"), "w"), indent=0)


if __name__ == "__main__":
    main()
