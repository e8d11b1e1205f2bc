#!/usr/bin/python3
"""Write the oracle of internal/editdist: what jiwer 4.0.0 reports on RapidFuzz.

Every case goes through jiwer.process_words or jiwer.process_characters (default
transforms) twice, and both runs must agree or the script stops:

  - on RapidFuzz's own Python implementation (RAPIDFUZZ_IMPLEMENTATION=python),
  - on rapidfuzz-cpp, the C++ core that RapidFuzz's compiled wheels call, through
    rfshim.cpp (levenshtein_editops with score_hint=None, then Opcodes(editops)).

A third run on an older rapidfuzz-cpp (the one RapidFuzz 3.9.7, jiwer 4's minimum,
vendors) is compared as well when LIBRFSHIM_OLD is set. Inputs too large for the
Python implementation (the "gen" rows, which exercise the Hirschberg split of the
C++ core) are compared between the two C++ builds only.

Run with Debian's /usr/bin/python3 (no pip needed):

  JIWER=.../jiwer@v4.0.0/src RAPIDFUZZ=.../RapidFuzz@v3.14.5/src \\
  LIBRFSHIM=.../librfshim.so LIBRFSHIM_OLD=.../librfshim_old.so \\
  /usr/bin/python3 gen.py ../../../../testdata/wmt17-en-de ..

Output, gzip JSONL, one case a line (fields are described in oracle_test.go):
oracle.jsonl.gz (jiwer's examples, whitespace, random small cases, WMT17 segments,
a few large generated ones) and large.jsonl.gz (3000 generated pairs of 1 to 4500
tokens, where the C++ core's Hirschberg split and banded matrices choose the
alignment; the Python implementation, which has neither, is not run on them).
"""

import ctypes
import gzip
import hashlib
import json
import os
import random
import sys

os.environ["RAPIDFUZZ_IMPLEMENTATION"] = "python"
sys.path[:0] = [os.environ["JIWER"], os.environ["RAPIDFUZZ"]]

import jiwer  # noqa: E402
import rapidfuzz  # noqa: E402
from rapidfuzz.distance import Levenshtein  # noqa: E402

PY_OPCODES = Levenshtein.opcodes
TAGS = {0: "equal", 1: "replace", 2: "insert", 3: "delete"}
MASK = (1 << 64) - 1


def cpp_opcodes(libpath):
    lib = ctypes.CDLL(libpath)
    fn = lib.rf_opcodes
    fn.restype = ctypes.c_size_t
    u64p, i64p = ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_int64)
    fn.argtypes = [u64p, ctypes.c_size_t, u64p, ctypes.c_size_t, i64p, ctypes.c_size_t]

    def opcodes(s1, s2):
        a = (ctypes.c_uint64 * max(1, len(s1)))(*s1)
        b = (ctypes.c_uint64 * max(1, len(s2)))(*s2)
        cap = len(s1) + len(s2) + 1
        out = (ctypes.c_int64 * (5 * cap))()
        n = fn(a, len(s1), b, len(s2), out, cap)
        assert n <= cap
        return [(TAGS[out[5 * i]], *out[5 * i + 1 : 5 * i + 5]) for i in range(n)]

    return opcodes


CPP = cpp_opcodes(os.environ["LIBRFSHIM"])
CPP_OLD = cpp_opcodes(os.environ["LIBRFSHIM_OLD"]) if os.environ.get("LIBRFSHIM_OLD") else None


def run(kind, ref, hyp, impl):
    Levenshtein.opcodes = impl  # jiwer looks it up at every call
    try:
        if kind == "words":
            out = jiwer.process_words(ref, hyp)
            measures = {"wer": out.wer, "mer": out.mer, "wil": out.wil, "wip": out.wip}
        else:
            out = jiwer.process_characters(ref, hyp)
            measures = {"cer": out.cer}
    finally:
        Levenshtein.opcodes = PY_OPCODES
    row = {"H": out.hits, "S": out.substitutions, "D": out.deletions, "I": out.insertions}
    row.update(measures)
    row["ops"] = [
        [[c.type, c.ref_start_idx, c.ref_end_idx, c.hyp_start_idx, c.hyp_end_idx] for c in sent]
        for sent in out.alignments
    ]
    row["tokens"] = [out.references, out.hypotheses]
    return row


def case(kind, src, ref, hyp, tokens=False, python=True):
    """One oracle row; ref and hyp are jiwer inputs (a string or a list of strings).

    With python=False the Python implementation is not run; with python=None it is,
    and whether it agrees is recorded rather than required."""
    row = run(kind, ref, hyp, CPP)
    if CPP_OLD and run(kind, ref, hyp, CPP_OLD) != row:
        sys.exit(f"rapidfuzz-cpp versions disagree on {kind} {src}: {ref!r} {hyp!r}")
    agrees = python is False or run(kind, ref, hyp, PY_OPCODES) == row
    if python and not agrees:
        sys.exit(f"implementations disagree on {kind} {src}: {ref!r} {hyp!r}")
    toks = row.pop("tokens")
    if python is None:
        row["python_agrees"] = agrees
    out = {"kind": kind, "src": src, "ref": ref, "hyp": hyp}
    if tokens:
        out["ref_tokens"], out["hyp_tokens"] = toks
    out.update(row)
    return out


# Documented examples: jiwer's README and docstrings, and its tests at v4.0.0.
DOCUMENTED = [
    ("README.md", "hello world", "hello duck"),
    ("README.md", "", ""),
    ("README.md", "", "silence"),
    ("README.md", "", "peaceful silence"),
    ("README.md", "", "now defined behaviour"),
    ("README.md", "", "a"),
    ("README.md", "", "abcde"),
    ("src/jiwer/alignment.py", ["short one here", "quite a bit of longer sentence"],
     ["shoe order one", "quite bit of an even longest sentence here"]),
    ("src/jiwer/alignment.py",
     "This is a very  long sentence that is much longer than the previous one or the one before that",
     "This is a very loong sentence that is not much longer than the previous one or one before that"),
    ("tests/test_alignment.py", "this is a", "this is a test"),
    ("tests/test_alignment.py", "this is a test", "this is a"),
    ("tests/test_alignment.py", "this is a test", "this was a test"),
    ("tests/test_alignment.py", "this is a test", "this iz a test"),
    ("tests/test_alignment.py", "this is a test of skill", "this was a messy test"),
    ("tests/test_alignment.py", "this test will  have a high word error rate", "no it will not"),
    ("tests/test_alignment.py", "empty", ""),
    ("tests/test_alignment.py", ["one", "two"], ["1", "2"]),
    ("tests/test_alignment.py", ["perfect", "one", "two", "three"], ["perfect", "1", "2", "three"]),
    ("tests/test_alignment.py", "", "inserted"),
    ("tests/test_alignment.py", "this sentence could be split", "this sentence will be split by ai"),
    ("tests/test_count_errors.py", ["sub", "sub", "sub", "sub", "sub", "this was", "del", "hit"],
     ["bus", "bus", "bus", "usb", "bsu", "this was ins", "", "hit"]),
    ("tests/test_measures.py", "This is a test", "This is a test"),
    ("tests/test_measures.py", "This is a test", ""),
    ("tests/test_measures.py", "This is a test", "This test"),
    ("tests/test_measures.py", "X", "X"),
    ("tests/test_measures.py", "X", "X X Y Y"),
    ("tests/test_measures.py", "X Y X", "X Z"),
    ("tests/test_measures.py", "X", "Y"),
    ("tests/test_measures.py", "X", "Y Z"),
    ("tests/test_measures.py", ["i", "am i good"], ["i am", "i good"]),
    ("tests/test_measures.py", ["am i good", "i"], ["i good", "i am"]),
    ("tests/test_measures.py", "i am a short ground truth",
     "i am a considerably longer and very much incorrect hypothesis"),
    ("tests/test_empty_ref.py", "", "hello"),
    ("tests/test_empty_ref.py", "hello", ""),
    ("tests/test_empty_ref.py", ["hello world", ""], ["hello world", "done"]),
    ("tests/test_empty_ref.py", ["hello world", ""], ["hello world", ""]),
    ("tests/test_empty_ref.py", [""] * 3, [""] * 3),
    ("tests/test_empty_ref.py", "", "0 1 2 3 4 5 6 7 8 9"),
    ("tests/test_empty_ref.py", "abc", ""),
    ("tests/test_empty_ref.py", "", "abd"),
    ("tests/test_large_vocab.py", ["same"] * 50 + ["ref_only"] * 50, ["same"] * 50 + ["hyp_only"] * 50),
]

# Whitespace as jiwer's default transforms see it: RemoveMultipleSpaces (re \s\s+ -> " "),
# Strip, split(" ") for words; Strip and list() for characters.
WHITESPACE = [
    "a\tb c", "a\t b", " a  b ", "\ta b\t", "a\u00a0b c", "a\u00a0\u00a0b", "a\x1cb \x1c\x1cc",
    "a\u2028b", "a\u200bb c", "a\u3000\u3000b", "\u00a0a b\u00a0", "a \nb", "a\r\nb", "  ",
    "\t", "a  \u0085b", "x\x1fy", "\ufeffa b", "a\x0bb", "a\x0b\x0bb c",
]


def splitmix(seed):
    state = seed & MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def generate(spec):
    """Token ids of a "gen" row; oracle_test.go's generate is the same function."""
    rnd = splitmix(spec["seed"])
    ref = [next(rnd) % spec["vocab"] for _ in range(spec["n"])]
    if spec["edits"] < 0:
        return ref, [next(rnd) % spec["vocab"] for _ in range(spec["m"])]
    hyp = list(ref)
    for _ in range(spec["edits"]):
        op = next(rnd) % 3
        if op == 1:
            hyp.insert(next(rnd) % (len(hyp) + 1), next(rnd) % spec["vocab"])
        elif hyp and op == 0:
            hyp[next(rnd) % len(hyp)] = next(rnd) % spec["vocab"]
        elif hyp:
            del hyp[next(rnd) % len(hyp)]
    return ref, hyp


def gen_case(spec, python=None):
    """A large case: counts and a digest of the opcodes, not the tokens. The Python
    implementation runs (python=None) up to 25M cells, and whether it agrees is kept."""
    ref, hyp = generate(spec)
    words = lambda ids: " ".join(f"w{t}" for t in ids)  # noqa: E731
    if len(ref) * len(hyp) > 25_000_000:
        python = False
    row = case("words", "gen", words(ref), words(hyp), python=python)
    ops = row.pop("ops")[0]
    del row["ref"], row["hyp"]
    row["gen"] = spec
    row["nops"] = len(ops)
    text = "".join(f"{t} {a} {b} {c} {d}\n" for t, a, b, c, d in ops)
    row["ops_sha256"] = hashlib.sha256(text.encode()).hexdigest()
    return row


def random_cases(rng):
    for n in range(3000):
        vocab = "ab" if n % 3 == 0 else "abc" if n % 3 == 1 else "abcde"
        r = [rng.choice(vocab) for _ in range(rng.randrange(0, 16))]
        if n % 2:
            h = [rng.choice(vocab) for _ in range(rng.randrange(0, 16))]
        else:  # a few edits of the reference: near ties of every kind
            h = list(r)
            for _ in range(rng.randrange(0, 5)):
                p = rng.randrange(0, len(h) + 1)
                h[p:p + rng.randrange(0, 2)] = [rng.choice(vocab)] * rng.randrange(0, 2)
        yield case("words", "random", " ".join(r), " ".join(h))
        alphabet = "ab" if n % 3 == 0 else "abc" if n % 3 == 1 else "ab cd"
        r = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 24)))
        h = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 24)))
        yield case("chars", "random", r, h)
    for n in range(40):  # corpus-level measures, some references empty
        size = rng.randrange(1, 6)
        r = [" ".join(rng.choice("ab") for _ in range(rng.randrange(0, 4))) for _ in range(size)]
        h = [" ".join(rng.choice("abc") for _ in range(rng.randrange(0, 4))) for _ in range(size)]
        yield case("words", "random corpus", r, h)
        yield case("chars", "random corpus", r, h)


def wmt_cases(wmt):
    def lines(name):
        with open(os.path.join(wmt, name), encoding="utf-8", newline="\n") as f:
            return f.read().split("\n")[:3004]

    refs = lines("ref.txt")
    systems = sorted(f for f in os.listdir(wmt) if f.endswith(".txt") and f != "ref.txt")
    outputs = {s: lines(s) for s in systems}
    for i in range(0, len(refs)):
        s = systems[i % len(systems)]
        yield case("words", f"wmt17-en-de:{s}:{i + 1}", refs[i], outputs[s][i])
        if i % 3 == 0:
            yield case("chars", f"wmt17-en-de:{s}:{i + 1}", refs[i], outputs[s][i])
    for i in range(0, 300, 30):  # corpus-level measures over 30 lines of one system
        s = systems[i // 30 % len(systems)]
        yield case("words", f"wmt17-en-de:{s}:{i + 1}-{i + 30}", refs[i:i + 30], outputs[s][i:i + 30])
        yield case("chars", f"wmt17-en-de:{s}:{i + 1}-{i + 30}", refs[i:i + 30], outputs[s][i:i + 30])


def gen_specs():
    seed = 1
    # Up to 2048 x 2048 the C++ core aligns one (possibly banded) bit matrix; from
    # n*m >= 4 Mi cells it splits at the middle of the hypothesis (Hirschberg).
    for n, m, vocab, edits in [
        (100, 100, 4, -1), (130, 70, 2, -1), (64, 3000, 3, -1), (3000, 9, 3, -1),
        (2100, 2100, 4, -1), (2100, 2100, 4, 10), (2100, 2100, 4, 40), (2100, 2100, 2, 300),
        (3000, 2500, 3, -1), (3000, 3000, 8, 25), (3000, 3000, 50, 200), (2500, 2500, 2, 1200),
        (4000, 3000, 5, -1), (5000, 5000, 3, 60), (5000, 5000, 1000, 500), (8000, 8000, 4, 2000),
        (20000, 20000, 6, 300), (20000, 20000, 30, 5000), (100000, 100000, 50, 100),
    ]:
        for _ in range(3 if n * m <= 25_000_000 else 1):
            yield {"seed": seed, "n": n, "m": m, "vocab": vocab, "edits": edits}
            seed += 1


def large_specs():
    rng = random.Random(20250214)
    for _ in range(3000):
        n = rng.randrange(2048, 4500) if rng.random() < 0.5 else rng.randrange(1, 2100)
        m = max(0, n + rng.randrange(-300, 300)) if rng.random() < 0.7 else rng.randrange(0, 4500)
        edits = -1 if rng.random() < 0.3 else rng.choice([1, 5, 20, 60, 200, 1000])
        yield {"seed": rng.randrange(1 << 40), "n": n, "m": m, "vocab": rng.choice([2, 3, 4, 8, 50]), "edits": edits}


def write(path, rows):
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as f:
        for row in rows:
            f.write((json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n").encode())
    print(f"{path}: {len(rows)} rows", file=sys.stderr)


def main():
    wmt, out = sys.argv[1], sys.argv[2]
    rng = random.Random(20250202)
    rows = []
    for src, r, h in DOCUMENTED:
        rows += [case("words", "jiwer " + src, r, h), case("chars", "jiwer " + src, r, h)]
    for s in WHITESPACE:
        for other in ["a b", "", s]:
            rows += [case(k, "whitespace", s, other, tokens=True) for k in ("words", "chars")]
    rows += random_cases(rng)
    rows += wmt_cases(wmt)
    rows += [gen_case(spec) for spec in gen_specs()]
    write(os.path.join(out, "oracle.jsonl.gz"), rows)
    large = [gen_case(spec, python=False) for spec in large_specs()]
    write(os.path.join(out, "large.jsonl.gz"), large)
    print(f"rapidfuzz {rapidfuzz.__version__}, jiwer from {jiwer.__file__}", file=sys.stderr)


if __name__ == "__main__":
    main()
