#!/usr/bin/env python3
"""Write the oracle files in this directory from Python's own str methods.

Run with CPython 3.11 (unicodedata 14.0.0, as used by SacreBLEU 2.6.0) from
this directory:

    python3 gen_oracle.py [path/to/wmt17-en-de/ref.txt]

Standard library only. The output is deterministic (fixed random seed).
"""

import json
import random
import sys
import unicodedata

MAX = 0x110000
SIGMA = "\u03a3"


def code_points():
    """Every code point except the surrogates, which a Go string cannot hold."""
    return (c for c in range(MAX) if not 0xD800 <= c <= 0xDFFF)


def hexseq(s):
    return " ".join("%04X" % ord(ch) for ch in s)


def write_mapping(path, method, title):
    """One line 'CP<TAB>MAPPED' per code point whose mapping is not itself."""
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write("# %s; code points not listed map to themselves.\n" % title)
        f.write("# Python %s, unicodedata %s\n" % (sys.version.split()[0], unicodedata.unidata_version))
        for c in code_points():
            ch = chr(c)
            out = method(ch)
            if out != ch:
                f.write("%04X\t%s\n" % (c, hexseq(out)))


def write_space(path):
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write("# Code points c with chr(c).isspace(); 'a'+c+'b' splits in two exactly for these.\n")
        for c in code_points():
            ch = chr(c)
            assert ch.isspace() == (len(("a" + ch + "b").split()) == 2)
            if ch.isspace():
                f.write("%04X\n" % c)


def sigma_code(ch):
    """The lowered sigma in the contexts ch+Σ, A+ch+Σ and A+Σ+ch: 's' for σ, 'f' for ς."""
    outs = [(ch + SIGMA).lower()[-1], ("A" + ch + SIGMA).lower()[-1], ("A" + SIGMA + ch).lower()[1]]
    return "".join("f" if o == "\u03c2" else "s" for o in outs)


def write_sigma_contexts(path):
    """Ranges of code points whose sigma code differs from the default 'ssf'."""
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write("# FIRST LAST CODE: lower() of c+S, A+c+S, A+S+c (S = U+03A3) gives sigma s=U+03C3 or f=U+03C2.\n")
        f.write("# Code points not listed (and not U+03A3 itself) give 'ssf'.\n")
        run = None
        for c in code_points():
            if c == 0x3A3:
                continue
            code = sigma_code(chr(c))
            if code == "ssf":
                code = None
            if run and code == run[2] and c == run[1] + 1:
                run[1] = c
                continue
            if run:
                f.write("%04X %04X %s\n" % tuple(run))
            run = [c, c, code] if code else None
        if run:
            f.write("%04X %04X %s\n" % tuple(run))


# Characters that matter around a capital sigma: cased letters, case-ignorable
# marks and punctuation (some also cased), spaces, digits, new-in-15.0 marks.
SIGMA_NEIGHBOURS = [
    "A", "a", "\u0391", "\u03b1", "\u03a3", "\u03c3", "\u03c2", "\u0130", "\u01c5", "\u13a0",
    "\u0345", "\u0307", "\u0301", "'", "\u2019", ".", ":", "\u00b7", "\u00ad", "\u200b", "\u200d",
    "\u02b0", "\u00b4", "\u1d2c", "\u24b6", "\u2160", "\u00aa",
    " ", "\t", "\u00a0", "1", "-", ",", "\u4e2d", "\U00011f00", "\U0001e030", "\U0010ffff",
]


def write_sigma_strings(path, rng, n):
    with open(path, "w", encoding="ascii", newline="\n") as f:
        for _ in range(n):
            left = "".join(rng.choice(SIGMA_NEIGHBOURS) for _ in range(rng.randint(0, 4)))
            right = "".join(rng.choice(SIGMA_NEIGHBOURS) for _ in range(rng.randint(0, 4)))
            s = left + SIGMA * rng.randint(1, 2) + right
            f.write(json.dumps({"in": s, "lower": s.lower(), "casefold": s.casefold()}) + "\n")
        # Long runs of case-ignorables: CPython scans without a limit.
        for k in (0, 1, 29, 30, 31, 32, 40, 100):
            for s in ("A" + SIGMA + "\u0301" * k + "B", "A" + "'" * k + SIGMA, "A" + SIGMA + "." * k):
                f.write(json.dumps({"in": s, "lower": s.lower(), "casefold": s.casefold()}) + "\n")


SPLIT_ALPHABET = [
    " ", " ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\xa0",
    "\u1680", "\u2000", "\u200a", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff",
    "a", "b", "Z", "\u00e9", "\u4e2d", "\U0001f600", "\x00", "\x7f", "\u180e",
]


def write_split_strings(path, rng, n):
    with open(path, "w", encoding="ascii", newline="\n") as f:
        for _ in range(n):
            s = "".join(rng.choice(SPLIT_ALPHABET) for _ in range(rng.randint(0, 12)))
            rec = {"in": s, "split": s.split(), "strip": s.strip(), "rstrip": s.rstrip()}
            f.write(json.dumps(rec) + "\n")


def main():
    rng = random.Random(20240601)
    write_space("space.txt")
    write_mapping("lower.txt", str.lower, "str.lower() of each single code point")
    write_mapping("casefold.txt", str.casefold, "str.casefold() of each single code point")
    write_sigma_contexts("sigma_contexts.txt")
    write_sigma_strings("sigma_strings.jsonl", rng, 600)
    write_split_strings("split_strings.jsonl", rng, 600)
    if len(sys.argv) > 1:
        with open(sys.argv[1], encoding="utf-8", newline="\n") as src:
            lines = [next(src) for _ in range(2000)]
        with open("wmt17-ref-2000.txt", "w", encoding="utf-8", newline="\n") as dst:
            dst.writelines(lines)


if __name__ == "__main__":
    main()
