#!/usr/bin/python3
"""Writes the .npy files that internal/npy's tests compare their bytes with: what numpy.save
writes for a few float64 arrays. Run once from this directory (Debian's python3-numpy):

    /usr/bin/python3 gen.py

Each array's values are known to the Go test: value i (in C order) of the arange cases is
(i + 1) / 7 - 3; "specials" holds the values listed below; "wmt17" holds, for the first 6
lines of online-B and the first 5 of the reference of testdata/wmt17-en-de, the ratio of their
numbers of words (str.split()), a matrix of real data.
"""
import struct

import numpy as np

cases = {
    "vector": (5,),  # 1-D: "(5,)"
    "matrix": (3, 4),
    "cube": (2, 3, 4),
    "scalar": (),  # 0-D: no spare space after the header
    "empty": (0,),
    "empty_middle": (3, 0, 2),
    # 14 dimensions: the header's text and its spare space make 117 bytes, 128 with the
    # preamble and the newline, and numpy pads an aligned header with 64 more spaces, not none.
    "aligned": (1,) * 12 + (10, 10),
}

for name, shape in cases.items():
    n = int(np.prod(shape))
    np.save(name + ".npy", np.array([(i + 1) / 7 - 3 for i in range(n)], dtype="<f8").reshape(shape))

nan = struct.unpack("<d", bytes.fromhex("000000000000f87f"))[0]  # 0x7ff8000000000000
specials = [-0.0, float("inf"), float("-inf"), nan, 5e-324, 1.7976931348623157e308, 0.1, 1 / 3]
np.save("specials.npy", np.array(specials, dtype="<f8").reshape(2, 4))

with open("../../../testdata/wmt17-en-de/online-B.0.txt", encoding="utf-8") as f:
    hyps = [next(f) for _ in range(6)]
with open("../../../testdata/wmt17-en-de/ref.txt", encoding="utf-8") as f:
    refs = [next(f) for _ in range(5)]
np.save("wmt17.npy", np.array([[len(h.split()) / len(r.split()) for r in refs] for h in hyps], dtype="<f8"))
