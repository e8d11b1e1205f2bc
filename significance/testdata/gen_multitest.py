"""Writes multitest_oracle.json: p-values corrected for multiple comparisons by statsmodels'
multipletests (Holm's step-down method and Bonferroni's), the oracle of significance.Holm and
significance.Bonferroni. The p-values are SacreBLEU 2.6.0's paired-test p-values of WMT17
en-de systems kept in this directory (each metric's, against the baseline), and edge cases.

Run with Debian's Python and python3-statsmodels: /usr/bin/python3 gen_multitest.py
"""
import json
import statsmodels
from statsmodels.stats.multitest import multipletests

cases = []
for name in ["wmt17_bs2000.json", "wmt17_ar10000.json", "allpairs_bs1000.json", "allpairs_ar2000.json"]:
    rows = json.load(open(name))
    metrics = [k for k in rows[0] if k != "system"]
    for m in metrics:
        ps = [r[m]["p_value"] for r in rows if r[m].get("p_value") is not None]
        if len(ps) >= 2:
            cases.append({"source": f"{name} {m}", "p": ps})
cases += [
    {"source": "edge: ties and ones", "p": [0.01, 0.01, 0.04, 1.0, 0.5]},
    {"source": "edge: one value", "p": [0.03]},
    {"source": "edge: descending", "p": [0.9, 0.5, 0.2, 0.05, 0.001]},
    {"source": "edge: SacreBLEU's floor 1/1001", "p": [1 / 1001, 1 / 1001, 0.000999000999000999, 0.3]},
]
for c in cases:
    for method in ["holm", "bonferroni"]:
        c[method] = [float(x) for x in multipletests(c["p"], method=method)[1]]
json.dump({"statsmodels": statsmodels.__version__, "cases": cases}, open("multitest_oracle.json", "w"), indent=1)
print(len(cases), "cases")
