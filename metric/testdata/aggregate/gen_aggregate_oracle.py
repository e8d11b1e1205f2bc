#!/usr/bin/env python3
"""Writes aggregate_oracle.json: reference-aggregated MBR utilities from the reference code.

BLEU: mbrs (naist-nlp/mbrs, commit 6a6dc0b8) MetricBLEU.expected_scores_reference_aggregation,
run as it is, with SacreBLEU 2.6.0; mbrs's model imports (torch, COMET, ...) are stubbed, and
torch.zeros is a list, so the scores are the float64 values mbrs computes before it stores them
in a float32 tensor.

chrF: fastChrF (jvamvas/fastChrF, commit b59c927, src/lib.rs, fastchrf 0.1.0) aggregate_chrf.
Its Rust cannot be built here (no crates), so fastchrf_aggregate below transcribes chrf_aggregate line by
line: uint32 counts that wrap, float32 arithmetic (NumPy scalars) in its order of operations,
Rust's split_whitespace (Unicode White_Space) and f32::max (NaN gives the other argument).

Run from this directory, with mbrs's source and SacreBLEU 2.6.0 importable:
    PYTHONPATH=/path/to/mbrs:/path/to/sacrebleu-2.6.0 /usr/bin/python3 gen_aggregate_oracle.py \
        ../../../testdata/wmt17-en-de > aggregate_oracle.json
Inputs: "group K" is segment K of the 16 WMT17 en-de systems (files sorted by name, ref.txt
aside), candidates and pseudo-references at once (self) or split (first 8 systems as
candidates, the other 8 and ref.txt as pseudo-references); "lines" are lines 0..N-1 of
uedin-nmt.4722.txt against themselves; "edge" cases are written out.
"""
import importlib.abc
import importlib.machinery
import json
import math
import os
import sys
import types

import numpy as np

STUBBED = {"torch", "transformers", "comet", "bert_score", "bleurt_pytorch", "fastchrf", "tqdm", "simple_parsing", "tabulate", "huggingface_hub", "safetensors"}


class _Stub(type):
    """Any attribute, call or subscript of a stubbed module is another stub class."""

    def __getattr__(cls, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Stub(name, (), {})

    def __call__(cls, *args, **kwargs):
        return cls

    def __getitem__(cls, key):
        return cls

    def __or__(cls, other):
        return cls


class _StubModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Stub(name, (), {})


class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in STUBBED:
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None

    def create_module(self, spec):
        m = _StubModule(spec.name)
        m.__path__ = []
        return m

    def exec_module(self, module):
        if module.__name__ == "torch":
            module.zeros = lambda shape: [0.0] * shape[0]


sys.meta_path.insert(0, _Finder())

from mbrs.metrics.bleu import MetricBLEU  # noqa: E402

# Unicode's White_Space property, which Rust's char::is_whitespace tests.
WHITE_SPACE = set(range(0x9, 0xE)) | {0x20, 0x85, 0xA0, 0x1680} | set(range(0x2000, 0x200B)) | {
    0x2028, 0x2029, 0x202F, 0x205F, 0x3000}
U32 = 0xFFFFFFFF


def extract_all_char_ngrams(line, max_order, remove_whitespace):
    if remove_whitespace:
        chars = [c for c in line if ord(c) not in WHITE_SPACE]
    else:
        chars = list(line)
    counters = []
    for order in range(1, max_order + 1):
        counts = {}
        for i in range(len(chars) - order + 1):
            g = "".join(chars[i:i + order])
            counts[g] = (counts.get(g, 0) + 1) & U32
        counters.append(counts)
    return counters


def get_match_statistics(hyp, ref):
    ref_total = sum(ref.values()) & U32
    if ref_total == 0:
        return 0, 0, 0
    hyp_total = sum(hyp.values()) & U32
    inter = sum(min(c, ref[k]) for k, c in hyp.items() if k in ref) & U32
    return hyp_total, ref_total, inter


def f32max(a, b):
    return b if np.isnan(a) else (a if np.isnan(b) else max(a, b))


def fastchrf_aggregate(hyps, refs, char_order=6, beta=2.0, remove_whitespace=True, eps_smoothing=False):
    f32 = np.float32
    n_refs = len(refs) & U32
    agg = [{} for _ in range(char_order)]
    for r in refs:
        for n, counts in enumerate(extract_all_char_ngrams(r, char_order, remove_whitespace)):
            for k, v in counts.items():
                agg[n][k] = (agg[n].get(k, 0) + v) & U32
    eps = f32(1e-16)
    factor = f32(beta) * f32(beta)
    out = []
    for h in hyps:
        hyp = [{k: (v * n_refs) & U32 for k, v in m.items()} for m in extract_all_char_ngrams(h, char_order, remove_whitespace)]
        score, eff, avg_prec, avg_rec = f32(0), 0, f32(0), f32(0)
        for n in range(char_order):
            n_hyp, n_ref, n_match = get_match_statistics(hyp[n], agg[n])
            prec = f32(n_match) / f32(n_hyp)
            rec = f32(n_match) / f32(n_ref)
            denom = factor * prec + rec
            score += f32max((f32(1) + factor) * prec * rec / denom, eps)
            if n_hyp > 0 and n_ref > 0:
                avg_prec += prec
                avg_rec += rec
                eff += 1
        if eps_smoothing:
            out.append(float(f32(100) * score / f32(char_order)))
            continue
        if eff == 0:
            avg_prec, avg_rec = f32(0), f32(0)
        else:
            avg_prec /= f32(eff)
            avg_rec /= f32(eff)
        value = f32(0)
        if avg_prec + avg_rec > f32(0):
            score = (f32(1) + factor) * avg_prec * avg_rec
            score /= (factor * avg_prec) + avg_rec
            value = f32(100) * score
        out.append(float(value))
    return out


def mbrs_bleu(hyps, refs, **cfg):
    metric = MetricBLEU(MetricBLEU.Config(**cfg))
    return [float(x) for x in metric.expected_scores_reference_aggregation(hyps, refs)]


EDGE = [
    ("empty and one-character lines", ["", "a", "ab", "a a a"], ["a", "", "b a"]),
    ("whitespace Rust keeps and drops", ["a\x1cb c", "a\u00a0b\u3000c", "a b c"], ["a\x1cb c", "abc", "a  b\tc"]),
    ("no reference characters", ["abc", "x"], ["", " "]),
    ("repeats", ["la la la la la la", "la la", "lalala"], ["la la la", "la", "la la la la la la la la"]),
]

CHRF = [
    ("chrF2", {}),
    ("beta 3", {"beta": 3.0}),
    ("whitespace kept", {"remove_whitespace": False}),
    ("eps smoothing", {"eps_smoothing": True}),
    ("char order 4", {"char_order": 4}),
]

BLEU = [
    ("BLEU 13a exp", {}),
    ("lowercase", {"lowercase": True}),
    ("floor", {"smooth_method": "floor"}),
    ("add-k", {"smooth_method": "add-k"}),
    ("none", {"smooth_method": "none"}),
    ("char tokenizer", {"tokenize": "char"}),
    ("intl tokenizer", {"tokenize": "intl"}),
]


def inputs(wmt):
    names = sorted(f for f in os.listdir(wmt) if f.endswith(".txt") and f != "ref.txt")
    systems = [open(os.path.join(wmt, f), encoding="utf-8").read().split("\n")[:-1] for f in names]
    ref = open(os.path.join(wmt, "ref.txt"), encoding="utf-8").read().split("\n")[:-1]
    uedin = systems[names.index("uedin-nmt.4722.txt")]
    cases = []
    for k in range(0, 3000, 75):  # 40 segments
        group = [s[k] for s in systems]
        cases.append(({"group": k, "self": True}, group, group))
        cases.append(({"group": k, "self": False}, group[:8], group[8:] + [ref[k]]))
    cases.append(({"lines": 256}, uedin[:256], uedin[:256]))
    return cases


def check_transcription():
    """fastChrF's own numbers: its README's example (printed to 8 significant digits) and its
    tests' cases (tests/test_fastchrf_aggregate.py, to 1e-4)."""
    hyps = ["The cat sat on the mat.", "The cat sat on the hat."]
    refs = ["The cat sat on the mat.", "The fat cat sat on the mat.", "A cat sat on a mat."]
    got = fastchrf_aggregate(hyps, refs)
    assert [round(x, 6) for x in got] == [78.563896, 63.371937], got
    for h, r, want, kw in [
        ("aa", "ab", 8.3333, {"beta": 3, "eps_smoothing": True}),
        ("a b c", "abc", 50.0, {"beta": 3, "eps_smoothing": True}),
        ("aa", "ab", 25.0, {"beta": 3}),
        ("Die Beziehung zwischen Obama und Netanjahu ist nicht gerade freundlich.",
         "Das Verh\u00e4ltnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich.",
         67.3481606, {"beta": 3, "remove_whitespace": False}),
        (" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. ",
         "Das Verh\u00e4ltnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich.",
         64.1302698, {"beta": 3, "eps_smoothing": True}),
    ]:
        got = fastchrf_aggregate([h], [r], **kw)[0]
        assert abs(got - want) < 1e-4, (h, got, want)


def main():
    np.seterr(all="ignore")  # fastChrF divides 0 by 0 for orders without n-grams
    check_transcription()
    cases = inputs(sys.argv[1])
    rows = []
    for metric, variants, fn in (("chrf", CHRF, fastchrf_aggregate), ("bleu", BLEU, mbrs_bleu)):
        for vname, cfg in variants:
            # Every variant on a quarter of the groups, the default on all of them.
            chosen = cases if vname in ("chrF2", "BLEU 13a exp") else cases[::8]
            for inp, hyps, refs in chosen:
                rows.append({"metric": metric, "variant": vname, "config": cfg, "input": inp, "scores": fn(hyps, refs, **cfg)})
            for ename, hyps, refs in EDGE:
                rows.append({"metric": metric, "variant": vname, "config": cfg,
                             "input": {"edge": ename, "hyps": hyps, "refs": refs}, "scores": fn(hyps, refs, **cfg)})
    json.dump(rows, sys.stdout, ensure_ascii=False, indent=0)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
