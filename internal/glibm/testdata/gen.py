#!/usr/bin/env python3
"""Generate exp.txt and log.txt: glibc libm oracle vectors for package glibm.

Run from internal/glibm on x86-64 Linux with glibc 2.36 and a CPU with FMA
and AVX2 (glibc then selects its FMA variants of exp and log):

    python3 testdata/gen.py

Each output line is "input output" as 16 hex digits of the IEEE 754 bits.
The oracle is the system libm called through ctypes, which is what Python's
math.exp and math.log call; the script checks that they agree wherever
Python returns a value instead of raising. Only the standard library is
used, plus `go run ./testdata/gomath` to learn where Go's math.Exp and
math.Log disagree with glibc, so that a good share of the vectors are such
inputs (which ones depends on the GOARCH running the generator).
"""

import ctypes
import ctypes.util
import math
import os
import random
import struct
import subprocess
import sys

TARGET = 25000  # lines per file
POOL = 40000  # random candidates per category

libm = ctypes.CDLL(ctypes.util.find_library("m"))
for name in ("exp", "log"):
    getattr(libm, name).restype = ctypes.c_double
    getattr(libm, name).argtypes = [ctypes.c_double]


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def flt(b):
    return struct.unpack("<d", struct.pack("<Q", b & (1 << 64) - 1))[0]


def ulps(x, n):
    """x and its n neighbours on each side (same sign)."""
    b = bits(x)
    return [flt(b + d) for d in range(-n, n + 1) if 0 <= b + d < 1 << 64]


def rand_exp(rng, elo, ehi, signed):
    """Random mantissa with biased exponent in [elo, ehi]."""
    b = rng.randint(elo, ehi) << 52 | rng.getrandbits(52)
    if signed and rng.getrandbits(1):
        b |= 1 << 63
    return flt(b)


NANS = [0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001,
        0xFFF4000000000123, 0x7FFFFFFFFFFFFFFF, 0x7FF8DEADBEEF0000]
SPECIALS = [0.0, -0.0, math.inf, -math.inf, 1.0, -1.0, 5e-324, -5e-324,
            2.2250738585072014e-308, 1.7976931348623157e308,
            -1.7976931348623157e308] + [flt(b) for b in NANS]


def exp_structured():
    xs = list(SPECIALS)
    # Overflow, subnormal-result and underflow thresholds; the 512 and 1024
    # branch points; the |x| < 2^-54 shortcut.
    for t in (709.782712893384, -708.3964185322641, -745.1332191019411,
              -744.4400719213812, 512.0, -512.0, 1024.0, -1024.0,
              2.0**-54, -2.0**-54):
        xs += ulps(t, 40)
    xs += [float(i) for i in range(-746, 711)]
    return xs


def exp_random(rng):
    ln2n = math.log(2) / 128
    return {
        "random bit patterns": lambda: flt(rng.getrandbits(64)),
        "uniform [-50, 5] (BLEU log-precision sums)": lambda: rng.uniform(-50, 5),
        "1 - r, r in [1, 10] (brevity penalty)": lambda: 1 - rng.uniform(1, 10),
        "uniform [-746, 710]": lambda: rng.uniform(-746, 710),
        "subnormal results [-745.2, -707]": lambda: rng.uniform(-745.2, -707),
        "near overflow [708, 710]": lambda: rng.uniform(708, 710),
        "|x| in [2^-70, 2^11), log-uniform": lambda: rand_exp(rng, 1023 - 70, 1033, True),
        "tiny |x| < 2^-50, incl. subnormal": lambda: rand_exp(rng, 0, 1023 - 51, True),
        "k*ln2/128 +- 4 ulps (table boundaries)": lambda: flt(
            bits(rng.randint(-140800, 140800) * ln2n) + rng.randint(-4, 4)),
    }


def log_structured():
    xs = list(SPECIALS) + [-x for x in (2.5, 100.0, math.pi)]
    for e in range(-1074, 1024):  # powers of two and their neighbours
        xs += ulps(math.ldexp(1.0, e), 1)
    xs += ulps(1.0, 64)
    # Edges of the near-1 polynomial interval [1 - 2^-4, 1 + 0x1.09p-4).
    xs += ulps(1 - 2**-4, 8) + ulps(1 + 0x109 / 2**12, 8)
    xs += [float(i) for i in range(1, 1001)]
    return xs


def log_random(rng):
    def ratio():
        j = rng.randint(1, 100000)
        return rng.randint(1, j) / j

    return {
        "random bit patterns": lambda: flt(rng.getrandbits(64)),
        "uniform (0, 100]": lambda: 100 * (1 - rng.random()),
        "integers 1..10^6": lambda: float(rng.randint(1, 10**6)),
        "ratios i/j, j <= 10^5 (n-gram precisions)": ratio,
        "near 1 [1-2^-4, 1+0x1.09p-4] +- 1e-3": lambda: rng.uniform(
            1 - 2**-4 - 1e-3, 1 + 0x109 / 2**12 + 1e-3),
        "1 +- up to 2^20 ulps": lambda: flt(bits(1.0) + rng.randint(-2**20, 2**20)),
        "positive finite bit patterns": lambda: flt(rng.randrange(0x7FF0000000000000)),
        "subnormal": lambda: flt(rng.randrange(1, 1 << 52)),
        "positive, log-uniform over all exponents": lambda: rand_exp(rng, 0, 2046, False),
    }


def oracle(name, xs):
    f, pyf = getattr(libm, name), getattr(math, name)
    out = []
    for x in xs:
        y = f(x)
        try:
            py = pyf(x)
        except (OverflowError, ValueError):
            py = None
        if py is not None and bits(py) != bits(y) and not (y != y and py != py):
            sys.exit(f"ctypes {name} and math.{name} disagree at {x!r}")
        out.append(bits(y))
    return out


def gomath(name, xs):
    inp = "".join(f"{bits(x):016x}\n" for x in xs)
    res = subprocess.run(["go", "run", "./testdata/gomath", name], input=inp,
                         capture_output=True, text=True, check=True)
    return [int(s, 16) for s in res.stdout.split()]


def generate(name, structured, random_cats, seed):
    rng = random.Random(seed)
    sections = [("structured cases", structured)]
    cats = random_cats(rng)
    quota = (TARGET - len(structured)) // len(cats)
    for title, gen in cats.items():
        pool = [gen() for _ in range(POOL)]
        want, got = oracle(name, pool), gomath(name, pool)
        differ = [x for x, w, g in zip(pool, want, got) if w != g]
        agree = [x for x, w, g in zip(pool, want, got) if w == g]
        # Up to half the quota where Go differs (more if Go rarely agrees);
        # fill with the rest.
        n = min(len(differ), max(quota // 2, quota - len(agree)))
        pick = rng.sample(differ, n)
        pick += rng.sample(agree, quota - len(pick))
        sections.append((f"{title}: {len(pick)} ({len(differ)}/{POOL} of the pool differ from Go)", pick))

    with open(os.path.join("testdata", name + ".txt"), "w") as out:
        out.write(f"# glibc 2.36 libm {name} (x86-64, FMA variant) oracle vectors, made by testdata/gen.py.\n")
        out.write("# input output, IEEE 754 bits in hex.\n")
        for title, xs in sections:
            out.write(f"# {title}\n")
            for x, y in zip(xs, oracle(name, xs)):
                out.write(f"{bits(x):016x} {y:016x}\n")


def main():
    if not os.path.isdir("testdata/gomath"):
        sys.exit("run from internal/glibm")
    generate("exp", exp_structured(), exp_random, 1)
    generate("log", log_structured(), log_random, 2)


if __name__ == "__main__":
    main()
