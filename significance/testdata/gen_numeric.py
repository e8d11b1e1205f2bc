#!/usr/bin/env python3
"""Writes numeric.jsonl: float arrays (as hex) with NumPy's sum and mean and Python's
statistics.mean of each, printed by the reference environment (NumPy 1.24, Python 3.11).

    python3 gen_numeric.py | gzip -9n > numeric.jsonl.gz
"""
import json
import random
import statistics

import numpy as np

rng = random.Random(7)
for n in [1, 2, 3, 7, 8, 9, 15, 16, 17, 100, 127, 128, 129, 130, 200, 255, 1000, 1001, 2000, 8193, 16390]:
    for kind in ("uniform", "scores", "tiny")[: 1 if n > 2000 else 3]:
        if kind == "uniform":
            a = [rng.uniform(0, 100) for _ in range(n)]
        elif kind == "scores":
            a = [round(rng.gauss(25, 3), rng.randint(3, 17)) for _ in range(n)]
        else:
            a = [rng.uniform(-1e-3, 1e-3) * 10 ** rng.randint(-20, 20) for _ in range(n)]
        arr = np.array(a)
        print(json.dumps({"a": [x.hex() for x in a], "sum": float(arr.sum()).hex(),
                          "mean": float(arr.mean()).hex(), "pymean": statistics.mean(a).hex()}))
