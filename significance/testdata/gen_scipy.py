#!/usr/bin/env python3
"""Writes the SciPy oracle of sacre's paired t-test, Wilcoxon test, WMT24 Stouffer
combination and the special functions behind them, computed by the reference environment
(Debian 12: Python 3.11, SciPy 1.10.1, NumPy 1.24.2, pandas 1.5.3):

    /usr/bin/python3 significance/testdata/gen_scipy.py \
        [--wmt24 DIR] [--wmt25 DIR] [--wmt17 DIR]

from the repository's root. It writes, as gzipped JSON lines with floats as float.hex():

- significance/testdata/scipy/ttest.jsonl.gz: scipy.stats.ttest_rel(a, b);
- significance/testdata/scipy/wilcoxon.jsonl.gz: scipy.stats.wilcoxon(d, alternative=...);
- significance/testdata/scipy/wmt24.jsonl.gz: humeval/tools.py's
  weighted_wilcoxon_signed_rank_test (macro_avg=True), run from that file's own source,
  and its Stouffer combination of given p-values;
- internal/special/testdata/special.jsonl.gz: scipy.special's ndtr, ndtri, stdtr, and
  ncfdtr(dfn, dfd, 0, f), whose cdflib path is bratio (the incomplete beta behind stdtr).

The data are per-segment scores of real systems: WMT24 ESA human ratings (git repository
wmt-conference/wmt24-news-systems, humeval/esa_generalMT2024_wave{2,3}.csv, domains from
txt/documents), WMT25 automatic metrics (wmt-conference/wmt25-general-mt,
data/automatic_scores/*.jsonl) and a unigram F1 of WMT17 en-de systems against the
reference (../shared/data/wmt17-en-de). The WMT repositories are read with git show HEAD.
"""
import argparse
import ast
import collections
import csv
import gzip
import io
import json
import math
import os
import random
import subprocess
import warnings

import numpy as np
import pandas as pd
import scipy
import scipy.special as sc
from scipy import stats

warnings.filterwarnings("ignore")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def hx(v):
    return float(v).hex()


def hxs(a):
    return [hx(v) for v in a]


def git_show(repo, path):
    return subprocess.run(["git", "-C", repo, "show", "HEAD:" + path], check=True,
                          capture_output=True).stdout.decode("utf-8")


def write(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=9) as f:
            for r in rows:
                f.write((json.dumps(r, separators=(",", ":")) + "\n").encode())
    print(f"{path}: {len(rows)} rows")


# ---------------------------------------------------------------- real data


ISO1 = {"eng": "en", "ces": "cs", "jpn": "ja", "zho": "zh", "hin": "hi"}


def esa_pairs(repo):
    """WMT24 ESA ratings: {lp: {system: {segment key: (mean rating, domain)}}}."""
    docs = {}
    out = collections.defaultdict(lambda: collections.defaultdict(dict))
    for wave in (2, 3):
        text = git_show(repo, f"humeval/esa_generalMT2024_wave{wave}.csv")
        ratings = collections.defaultdict(list)
        for row in csv.reader(io.StringIO(text)):
            user, system, seg, kind, src, tgt, score, doc = row[:8]
            if kind != "TGT" or "tutorial" in system or "#incomplete" in doc or "#dup" in doc:
                continue
            lp = f"{ISO1[src]}-{ISO1[tgt]}"
            ratings[(lp, system, doc, seg)].append(float(score))
        for (lp, system, doc, seg), scores in ratings.items():
            lp2 = lp
            if lp2 not in docs:
                docs[lp2] = [l.split("\t") for l in git_show(repo, f"txt/documents/{lp2}.docs").splitlines()]
            i = int(seg) + 1  # tools.py's attach_resources: the canary line comes first
            if i >= len(docs[lp2]) or docs[lp2][i][1] != doc:
                continue
            key = f"{doc}-{seg}-{lp2}-w{wave}"
            out[lp2][system][key] = (sum(scores) / len(scores), docs[lp2][i][0])
    return out


def wmt25_scores(repo, systems, lp):
    """WMT25 per-segment metric scores: {system: {(doc, i): (domain, {metric: score})}}."""
    out = {}
    for s in systems:
        rows = [json.loads(l) for l in git_show(repo, f"data/automatic_scores/{s}.jsonl").splitlines()]
        segs = {}
        for r in rows:
            if r["language_pair"] != lp:
                continue
            ms = r["metric_scores"]
            n = len(next(iter(ms.values())))
            for i in range(n):
                segs[(r["document_id"], i)] = (r["domain"], {m: v[i] for m, v in ms.items() if v[i] is not None})
        out[s] = segs
    return out


def wmt17_f1(d):
    """Unigram F1 of each WMT17 system's segments against the reference."""
    def read(name):
        with open(os.path.join(d, name), encoding="utf-8") as f:
            return [l.split() for l in f.read().split("\n")[:3004]]
    ref = read("ref.txt")
    out = {}
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txt") or name == "ref.txt":
            continue
        f1 = []
        for h, r in zip(read(name), ref):
            m = sum((collections.Counter(h) & collections.Counter(r)).values())
            f1.append(0.0 if m == 0 else 2 * m / (len(h) + len(r)))
        out[name[:-4]] = f1
    return out


def paired(a, b):
    """Rows of two systems' {key: value} on their common keys, sorted as pandas' outer join
    sorts its index."""
    keys = sorted(set(a) & set(b))
    return keys, [a[k] for k in keys], [b[k] for k in keys]


# ---------------------------------------------------------------- cases


def wilcoxon_row(name, d):
    """scipy.stats.wilcoxon(d, alternative=alt) for every alternative (or its ValueError)."""
    d = [float(v) for v in d]
    row = {"name": name, "d": hxs(d), "exact": 0 < len(d) <= 50 and all(v != 0 and v == v for v in d)}
    for alt in ("two-sided", "greater", "less"):
        try:
            res = stats.wilcoxon(d, alternative=alt)
            row[alt] = [hx(res.statistic), hx(res.pvalue)]
        except ValueError as e:
            row["error"] = str(e)
    return row


def ttest_row(name, a, b):
    res = stats.ttest_rel(a, b)
    return {"name": name, "a": hxs(a), "b": hxs(b), "statistic": hx(res.statistic), "p": hx(res.pvalue)}


def tools_function(repo):
    """weighted_wilcoxon_signed_rank_test, compiled from humeval/tools.py's own source."""
    tree = ast.parse(git_show(repo, "humeval/tools.py"))
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "weighted_wilcoxon_signed_rank_test")
    ns = {"wilcoxon": stats.wilcoxon, "stats": stats, "np": np}
    exec(compile(ast.Module(body=[fn], type_ignores=[]), "tools.py", "exec"), ns)
    return ns["weighted_wilcoxon_signed_rank_test"]


def stouffer(pvalues):
    """tools.py's combination, on given per-domain p-values."""
    z_scores = [stats.norm.ppf(1 - p) for p in pvalues]
    combined_z_score = np.sum(z_scores) / np.sqrt(len(pvalues))
    return 1 - stats.norm.cdf(combined_z_score)


def wmt24_row(fn, name, x, y, domains):
    df = pd.DataFrame({"overall1": x, "overall2": y, "domain_name": domains})
    row = {"name": name, "x": hxs(x), "y": hxs(y), "domains": list(domains)}
    try:
        row["p"] = hx(fn(df, "overall1", "overall2", macro_avg=True))
    except ValueError as e:
        row["error"] = str(e)
    return row


def small_slices(name, d, rng):
    """Wilcoxon cases on slices of real differences: n from 1 to 60, with and without
    zeros (exact and approximate paths)."""
    rows = []
    nonzero = [v for v in d if v != 0]
    for n in (1, 2, 3, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 49, 50, 51, 60):
        start = rng.randrange(max(1, len(d) - n))
        rows.append(wilcoxon_row(f"{name} [{start}:+{n}]", d[start:start + n]))
        if len(nonzero) >= n:
            rows.append(wilcoxon_row(f"{name} nonzero[:{n}]", nonzero[:n]))
    return rows


def significance_cases(args):
    """The rows of wilcoxon.jsonl, ttest.jsonl and wmt24.jsonl (without Stouffer's)."""
    rng = random.Random(2024)
    wil, tt, w24 = [], [], []
    fn = tools_function(args.wmt24)
    esa_cases(args, fn, rng, wil, tt, w24)
    wmt25_cases(args, fn, rng, wil, tt, w24)
    wmt17_cases(args, fn, wil, tt, w24)
    edge_cases(wil, tt)
    return wil, tt, w24


def esa_cases(args, fn, rng, wil, tt, w24):
    """WMT24 ESA human ratings: integers 0-100 with many ties and zeros."""
    esa = esa_pairs(args.wmt24)
    for lp in sorted(esa):
        systems = sorted(esa[lp])
        pairs = [(systems[i], systems[j]) for i in range(len(systems)) for j in range(i + 1, len(systems))]
        rng.shuffle(pairs)
        for s1, s2 in pairs[:6]:
            keys, a, b = paired(esa[lp][s1], esa[lp][s2])
            x = [v for v, _ in a]
            y = [v for v, _ in b]
            doms = [dom for _, dom in a]
            name = f"ESA {lp} {s1}-{s2}"
            d = [p - q for p, q in zip(x, y)]
            wil.append(wilcoxon_row(name, d))
            tt.append(ttest_row(name, x, y))
            w24.append(wmt24_row(fn, name, x, y, doms))
            w24.append(wmt24_row(fn, name + " reversed", y, x, doms))
            for dom in dict.fromkeys(doms):
                wil.append(wilcoxon_row(f"{name} {dom}", [v for v, g in zip(d, doms) if g == dom]))
            wil.extend(small_slices(name, d, rng))
        s1 = systems[0]
        keys, a, _ = paired(esa[lp][s1], esa[lp][s1])
        x = [v for v, _ in a]
        doms = [dom for _, dom in a]
        wil.append(wilcoxon_row(f"ESA {lp} {s1} against itself", [0.0] * len(x)))
        tt.append(ttest_row(f"ESA {lp} {s1} against itself", x, x))
        tt.append(ttest_row(f"ESA {lp} {s1} against itself + 7", [v + 7 for v in x], x))
        w24.append(wmt24_row(fn, f"ESA {lp} {s1} against itself", x, x, doms))


def wmt25_cases(args, fn, rng, wil, tt, w24):
    """WMT25 automatic metrics: continuous scores (no ties) and GEMBA's integers."""
    systems = ["AyaExpanse-8B", "CUNI-MH-v2", "AyaExpanse-32B", "CUNI-DocTransformer", "CUNI-SFT"]
    sc25 = wmt25_scores(args.wmt25, systems, "en-cs_CZ")
    for metric in ("XCOMET-XL", "MetricX-24-Hybrid-XL", "CometKiwi-XL", "GEMBA-ESA-CMDA"):
        for s1, s2 in (("AyaExpanse-8B", "CUNI-MH-v2"), ("AyaExpanse-32B", "CUNI-DocTransformer"), ("CUNI-SFT", "CUNI-MH-v2")):
            a = {k: v for k, v in sc25[s1].items() if metric in v[1]}
            b = {k: v for k, v in sc25[s2].items() if metric in v[1]}
            keys = sorted(set(a) & set(b))
            x = [a[k][1][metric] for k in keys]
            y = [b[k][1][metric] for k in keys]
            doms = [a[k][0] for k in keys]
            name = f"WMT25 en-cs {metric} {s1}-{s2}"
            d = [p - q for p, q in zip(x, y)]
            wil.append(wilcoxon_row(name, d))
            tt.append(ttest_row(name, x, y))
            w24.append(wmt24_row(fn, name, x, y, doms))
            for dom in dict.fromkeys(doms):
                sel = [i for i, g in enumerate(doms) if g == dom]
                wil.append(wilcoxon_row(f"{name} {dom}", [d[i] for i in sel]))
                tt.append(ttest_row(f"{name} {dom}", [x[i] for i in sel], [y[i] for i in sel]))
            wil.extend(small_slices(name, d, rng))
            for n in (2, 3, 5, 10, 30):
                tt.append(ttest_row(f"{name} [:{n}]", x[:n], y[:n]))
            tt.append(ttest_row(f"{name} [:1]", x[:1], y[:1]))
            tt.append(ttest_row(f"{name} x+0.1 against x", [v + 0.1 for v in x], x))
    # Strongly different systems: tiny p-values.
    lp = "en-cs_CZ"
    sc25b = wmt25_scores(args.wmt25, ["AyaExpanse-8B", "CUNI-MH-v2", "Algharb", "COILD-BHO"], lp)
    for s1, s2 in (("AyaExpanse-8B", "COILD-BHO"), ("CUNI-MH-v2", "Algharb")):
        for metric in ("XCOMET-XL", "MetricX-24-Hybrid-XL"):
            if not sc25b.get(s2):
                continue
            a = {k: v for k, v in sc25b[s1].items() if metric in v[1]}
            b = {k: v for k, v in sc25b[s2].items() if metric in v[1]}
            keys = sorted(set(a) & set(b))
            if not keys:
                continue
            x = [a[k][1][metric] for k in keys]
            y = [b[k][1][metric] for k in keys]
            doms = [a[k][0] for k in keys]
            name = f"WMT25 {lp} {metric} {s1}-{s2}"
            d = [p - q for p, q in zip(x, y)]
            wil.append(wilcoxon_row(name, d))
            tt.append(ttest_row(name, x, y))
            w24.append(wmt24_row(fn, name, x, y, doms))


def wmt17_cases(args, fn, wil, tt, w24):
    """WMT17 en-de: unigram F1 against the reference, 3004 segments."""
    f1 = wmt17_f1(args.wmt17)
    names = sorted(f1)
    for s1, s2 in (("uedin-nmt.4722", "online-B.0"), ("uedin-nmt.4722", "PROMT-Rule-based.4735"),
                   ("KIT.4950", "FBK.4870"), ("online-A.0", "online-G.0"), ("LIUM-NMT.4900", "C-3MA.4959")):
        x, y = f1[s1], f1[s2]
        name = f"WMT17 en-de unigram F1 {s1}-{s2}"
        d = [p - q for p, q in zip(x, y)]
        wil.append(wilcoxon_row(name, d))
        tt.append(ttest_row(name, x, y))
        # Four pseudo-domains by segment order (newstest2017 is a news set).
        doms = [("a", "b", "c", "d")[i * 4 // len(x)] for i in range(len(x))]
        w24.append(wmt24_row(fn, name + " in quarters", x, y, doms))
        for n in (100, 300, 1000):
            wil.append(wilcoxon_row(f"{name} [:{n}]", d[:n]))
            tt.append(ttest_row(f"{name} [:{n}]", x[:n], y[:n]))
    assert len(names) == 16
    # Real noise shifted to a chosen t: p-values near 1 and in the far tail (down to 0).
    x, y = f1["KIT.4950"][:1000], f1["FBK.4870"][:1000]
    d = np.array(x) - np.array(y)
    se = d.std(ddof=1) / math.sqrt(len(d))
    for target in (1e-4, 0.01, 20.0, 25.0, 30.0, 40.0, 48.0, 55.0, 60.0):
        c = float(target * se - d.mean())
        xs = [v + c for v in x]
        name = f"WMT17 en-de unigram F1 KIT.4950+{c:.6g}-FBK.4870 [:1000]"
        tt.append(ttest_row(name, xs, y))
        wil.append(wilcoxon_row(name, [p - q for p, q in zip(xs, y)]))


def edge_cases(wil, tt):
    """Constructed edge cases."""
    wil.append(wilcoxon_row("empty", []))
    wil.append(wilcoxon_row("one positive", [0.25]))
    wil.append(wilcoxon_row("one negative", [-3.0]))
    wil.append(wilcoxon_row("one zero", [0.0]))
    for n in (5, 20, 50):
        wil.append(wilcoxon_row(f"{n} positive", [float(i + 1) for i in range(n)]))
        wil.append(wilcoxon_row(f"{n} negative", [-float(i + 1) for i in range(n)]))
        wil.append(wilcoxon_row(f"{n} all tied", [1.5] * n))
        wil.append(wilcoxon_row(f"{n} symmetric", [float(i - n // 2) or 0.5 for i in range(n)]))
    wil.append(wilcoxon_row("3000 positive", [float(i % 17 + 1) for i in range(3000)]))
    wil.append(wilcoxon_row("corn (SciPy's docstring)", [6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]))
    tt.append(ttest_row("empty", [], []))
    tt.append(ttest_row("constant 1", [1.0, 2.0, 3.0], [0.0, 1.0, 2.0]))
    tt.append(ttest_row("constant -1", [0.0, 1.0, 2.0], [1.0, 2.0, 3.0]))
    tt.append(ttest_row("constant 0.1 rounded", [i + 1.1 for i in range(10)], [i + 1.0 for i in range(10)]))
    tt.append(ttest_row("two", [1.0, 2.0], [0.5, 0.25]))


def stouffer_cases(w24_rows):
    """Stouffer's combination of given p-value lists: real per-domain p-values, lists of 8
    and more (NumPy's pairwise sum), and p-values of 0 and 1."""
    rng = random.Random(7)
    fn_rows = []
    reals = []
    for r in w24_rows:
        if "error" in r:
            continue
        x = [float.fromhex(v) for v in r["x"]]
        y = [float.fromhex(v) for v in r["y"]]
        ps = []
        for dom in dict.fromkeys(r["domains"]):
            d = [p - q for p, q, g in zip(x, y, r["domains"]) if g == dom]
            ps.append(float(stats.wilcoxon(d).pvalue))
        reals.append(ps)
    lists = list(reals)
    flat = [p for ps in reals for p in ps]
    for k in (1, 2, 7, 8, 9, 15, 16, 17, 40, 130):
        lists.append(rng.sample(flat, min(k, len(flat))))
    lists += [[0.5], [1.0], [0.0], [1.0, 0.3], [0.0, 0.3], [0.0, 1.0], [1e-300, 0.5], [1e-17, 0.9],
              [0.999999999, 0.99], [0.05] * 9, [1 - 1e-16, 0.5]]
    for ps in lists:
        fn_rows.append({"name": "stouffer", "pvalues": hxs(ps), "p": hx(stouffer(ps))})
    return fn_rows


def special_cases():
    rng = random.Random(1)
    rows = []

    def add(fn, args, want):
        rows.append({"fn": fn, "args": hxs(args), "want": hx(want)})

    xs = [i / 10 for i in range(-400, 401)] + [rng.uniform(-12, 12) for _ in range(600)]
    xs += [-38.5, -38.4, -37.6, -37.5193, -37.5, -37, -30, -26.5, -20, -11.3137, -11.32, -8.5,
           -1.4142135623730951, -1.4142135623730950, -1.0, -1e-300, 0.0, -0.0, 1e-300, 5e-324,
           1.0, 1.4142135623730951, 8.5, 11.32, 38.5, 1e300, -1e300,
           math.inf, -math.inf, math.nan]
    for x in xs:
        add("ndtr", [x], sc.ndtr(x))
    ps = [10.0 ** -k for k in range(1, 324)] + [5e-324, 2.2e-308, 1e-310]
    ps += [1 - 10.0 ** -k for k in range(1, 17)] + [1 - 2 ** -53, 0.5, 0.5 + 2 ** -53, 0.0, 1.0, -0.1, 1.1, math.nan]
    e2 = math.exp(-2)
    ps += [e2, np.nextafter(e2, 0), np.nextafter(e2, 1), 1 - e2, np.nextafter(1 - e2, 1), math.exp(-32),
           np.nextafter(math.exp(-32), 0), np.nextafter(math.exp(-32), 1)]
    ps += [rng.random() for _ in range(600)] + [rng.random() ** 20 for _ in range(200)]
    for p in ps:
        add("ndtri", [p], sc.ndtri(p))
    dfs = [1, 2, 3, 4, 5, 6, 7, 9, 10, 14, 15, 19, 20, 29, 30, 31, 39, 40, 49, 50, 79, 80, 99, 100,
           101, 299, 1000, 2999, 1e4, 1e5, 1e6, 1e10, 1e15, 0.5, 1.5, 2.5, 0.1, 0.01, 1e-20,
           31.5, 80.5, 200.5, 0.0, -1.0, math.inf, -math.inf, math.nan]
    ts = [0.0, -0.0, 1e-10, 0.1, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0, 20.0, 50.0, 100.0, 1e3, 1e5,
          1e10, 1e100, 1e160, 1e200, math.inf, math.nan]
    for df in dfs:
        for t in ts + [rng.uniform(0, 8) for _ in range(8)]:
            add("stdtr", [df, t], sc.stdtr(df, t))
            if t != 0 and not math.isnan(t):
                add("stdtr", [df, -t], sc.stdtr(df, -t))
    for _ in range(1500):
        df = float(rng.randint(1, 3000))
        t = -abs(rng.gauss(0, 1)) * rng.choice([1, 2, 5, 20])
        add("stdtr", [df, t], sc.stdtr(df, t))
    # ncfdtr(dfn, dfd, 0, f) is cdflib's cumf: bratio(dfd/2, dfn/2, x, y) with general a, b.
    def ncf(dfn, dfd, f):
        add("ncfdtr0", [dfn, dfd, f], sc.ncfdtr(dfn, dfd, 0.0, f))
    for _ in range(1500):
        dfn = 10 ** rng.uniform(-2, 4)
        dfd = 10 ** rng.uniform(-2, 4)
        ncf(dfn, dfd, 10 ** rng.uniform(-3, 3))
    for _ in range(300):  # near the mean with large a, b: basym and bfrac
        dfn = 10 ** rng.uniform(2.3, 5)
        dfd = 10 ** rng.uniform(2.3, 5)
        ncf(dfn, dfd, rng.uniform(0.8, 1.25))
    for _ in range(200):  # a or b tiny: apser and fpser
        ncf(10 ** rng.uniform(-17, -14), 10 ** rng.uniform(-1, 2), 10 ** rng.uniform(-2, 2))
        ncf(10 ** rng.uniform(-1, 2), 10 ** rng.uniform(-17, -14), 10 ** rng.uniform(-2, 2))
    for _ in range(100):  # b tiny and x <= 0.5: fpser
        dfd = 10 ** rng.uniform(-1, 1)
        ncf(10 ** rng.uniform(-17, -15), dfd, dfd * 10 ** rng.uniform(16, 19))
    for _ in range(200):  # b = 1/2 and a = 1/2, as for t, in other arrangements
        ncf(1.0, 10 ** rng.uniform(-2, 4), 10 ** rng.uniform(-4, 4))
        ncf(10 ** rng.uniform(-2, 4), 1.0, 10 ** rng.uniform(-4, 4))
    for _ in range(300):  # a, b <= 2: bpser, bup and bgrat on small arguments
        ncf(rng.uniform(0.01, 4), rng.uniform(0.01, 4), 10 ** rng.uniform(-4, 4))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wmt24", default="/work/.mirror/wmt-conference+wmt24-news-systems/repo")
    ap.add_argument("--wmt25", default="/work/.mirror/wmt-conference+wmt25-general-mt/repo")
    ap.add_argument("--wmt17", default=os.path.join(ROOT, "..", "shared", "data", "wmt17-en-de"))
    args = ap.parse_args()
    assert scipy.__version__ == "1.10.1" and np.__version__.startswith("1.24"), (scipy.__version__, np.__version__)
    wil, tt, w24 = significance_cases(args)
    st = stouffer_cases(w24)
    out = os.path.join(ROOT, "significance", "testdata", "scipy")
    write(os.path.join(out, "wilcoxon.jsonl.gz"), wil)
    write(os.path.join(out, "ttest.jsonl.gz"), tt)
    write(os.path.join(out, "wmt24.jsonl.gz"), w24 + st)
    write(os.path.join(ROOT, "internal", "special", "testdata", "special.jsonl.gz"), special_cases())


if __name__ == "__main__":
    main()
