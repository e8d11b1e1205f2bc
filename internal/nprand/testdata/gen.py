"""Records NumPy's random draws as the oracle for package nprand.

Run from internal/nprand with the reference NumPy (1.24.2):

    python3 testdata/gen.py

It writes testdata/numpy.json; see testdata/README.md.
"""

import hashlib
import json
import random
import sys

import numpy as np

OUT = "testdata/numpy.json"

# Seeds: SacreBLEU's default, small ones, word boundaries of the uint32 split,
# seeds longer than the 4-word pool, and deterministic random large ones.
_r = random.Random(20240601)
SEEDS = [12345, 0, 1, 7, 2**32 - 1, 2**32, 2**40 + 3, 2**64 + 5, 2**96,
         2**128 + 17, 2**160 + 2**31] + [_r.getrandbits(k) for k in (48, 127, 128, 200, 521)]

# Bounds: the 32-bit Lemire path (with thresholds rejecting ~0%, ~25%, ~50%),
# its edge 2**32 (plain next_uint32), and the 64-bit Lemire path.
NS = [1, 2, 3, 60, 3004, 2**31 - 1, 2**31 + 1, 3 * 2**30, 2**32 - 1, 2**32,
      2**32 + 1, 10**12, 2**62 + 1, 3 * 2**61, 2**63 - 1]

LONG_EDGE = 16  # values kept at each end of a hashed run


def new(seed):
    return np.random.default_rng(seed)


def end_state(rng):
    s = rng.bit_generator.state
    return {"state": hex(s["state"]["state"]), "inc": hex(s["state"]["inc"]),
            "has_uint32": bool(s["has_uint32"]), "uinteger": int(s["uinteger"])}


def op_choice(rng, n, count, full=True):
    vals = rng.choice(n, size=count)  # even for n == 0, count == 0, which NumPy allows
    assert vals.dtype == np.int64  # choice with replacement is integers(0, n) in int64
    op = {"op": "choice", "n": n, "count": count}
    return record(op, vals.astype("<i8"), full, lambda v: [int(x) for x in v])


def op_bools(rng, count, full=True):
    vals = rng.integers(2, size=count, dtype=bool)
    op = {"op": "bools", "count": count}
    return record(op, vals.astype(np.uint8), full, lambda v: "".join("01"[x] for x in v))


def record(op, vals, full, fmt):
    if full:
        op["values"] = fmt(vals)
    else:
        op["sha256"] = hashlib.sha256(vals.tobytes()).hexdigest()
        op["head"] = fmt(vals[:LONG_EDGE])
        op["tail"] = fmt(vals[-LONG_EDGE:])
    return op


def op_uint32(rng, count):
    bg = rng.bit_generator
    vals = [int(bg.ctypes.next_uint32(bg.ctypes.state)) for _ in range(count)]
    return {"op": "uint32", "count": count, "values": vals}


def op_uint64(rng, count):
    vals = rng.bit_generator.random_raw(count)  # next_raw is next_uint64 for PCG64
    return {"op": "uint64", "count": count, "values": [int(x) for x in vals]}


def case(name, reason, seed, steps):
    rng = new(seed)
    ops = [step(rng) for step in steps]
    return {"name": name, "reason": reason, "seed": str(seed), "ops": ops, "end": end_state(rng)}


def seed_rows():
    rows = []
    for seed in SEEDS:
        ss = np.random.SeedSequence(seed)
        rng = new(seed)
        rows.append({"seed": str(seed),
                     "pool": [int(x) for x in ss.pool],
                     "words": [int(x) for x in ss.generate_state(4, np.uint64)],
                     "start": end_state(rng)})
    return rows


def choice_cases():
    out = []
    for seed in SEEDS:
        for n in NS:
            count = 101 if seed in (12345, 0) else 33  # odd: ends with a kept half
            out.append(case(f"choice/{seed}/{n}", "one choice call on a fresh generator", seed,
                            [lambda r, n=n, c=count: op_choice(r, n, c)]))
    return out


def bool_cases():
    out = []
    for seed in SEEDS:
        out.append(case(f"bools/{seed}", "bool calls of 1, 31, 32, 33 share next_uint32's kept half", seed,
                        [lambda r, c=c: op_bools(r, c) for c in (1, 31, 32, 33)]))
        out.append(case(f"bools-30040/{seed}", "one bool call of 10 rows of 3004", seed,
                        [lambda r: op_bools(r, 30040, full=seed == 12345)]))
    return out


def interleaved_cases():
    steps = [
        lambda r: op_bools(r, 33),
        lambda r: op_choice(r, 3004, 7),
        lambda r: op_choice(r, 3004, 5),
        lambda r: op_uint32(r, 3),
        lambda r: op_uint64(r, 2),
        lambda r: op_choice(r, 2**40, 3),
        lambda r: op_uint32(r, 1),
        lambda r: op_choice(r, 2**32, 3),
        lambda r: op_choice(r, 1, 5),
        lambda r: op_choice(r, 0, 0),
        lambda r: op_bools(r, 0),
        lambda r: op_choice(r, 60, 9),
        lambda r: op_bools(r, 5),
        lambda r: op_choice(r, 3 * 2**30, 11),
        lambda r: op_uint32(r, 1),
    ]
    return [case(f"interleaved/{seed}", "mixed calls on one generator carry the 32-bit half", seed, steps)
            for seed in (12345, 0, 7, 2**40 + 3, 2**128 + 17)]


def long_cases():
    return [
        case("bootstrap-2000x3004", "SacreBLEU paired bootstrap: choice(3004, (2000, 3004))", 12345,
             [lambda r: op_choice(r, 3004, 2000 * 3004, full=False)]),
        case("pref-1000x60", "SacreBLEU bootstrap of a 60-line test set", 12345,
             [lambda r: op_choice(r, 60, 1000 * 60, full=False)]),
        case("ar-10000x3004", "SacreBLEU approximate randomization masks, then choice on the same generator", 12345,
             [lambda r: op_bools(r, 10000 * 3004, full=False),
              lambda r: op_choice(r, 3004, 1000 * 3004, full=False)]),
        case("long-2^40", "many 64-bit Lemire draws", 7,
             [lambda r: op_choice(r, 2**40, 100001, full=False)]),
    ]


def main():
    assert np.__version__ == "1.24.2", f"NumPy {np.__version__}: the oracle must come from 1.24.2"
    data = {"numpy": np.__version__, "seeds": seed_rows(),
            "cases": choice_cases() + bool_cases() + interleaved_cases() + long_cases()}
    with open(OUT, "w") as f:
        f.write("{\n")
        f.write(f'"numpy": {json.dumps(data["numpy"])},\n')
        for key in ("seeds", "cases"):
            rows = ",\n".join(json.dumps(row, separators=(",", ":")) for row in data[key])
            f.write(f'"{key}": [\n{rows}\n]' + (",\n" if key == "seeds" else "\n"))
        f.write("}\n")
    n = sum(op["count"] for c in data["cases"] for op in c["ops"])
    print(f"{OUT}: {len(data['cases'])} cases, {n} values", file=sys.stderr)


if __name__ == "__main__":
    main()
