#!/usr/bin/env python3
"""Long segments with many distinct characters (sacre's numbered n-gram path), and the scores
SacreBLEU 2.6.0 gives them: PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen.py (in this folder)."""
import json, random, subprocess, sys
rng = random.Random(20261124)
chars = [chr(c) for c in range(0x4e00, 0x4e00 + 5000)] + list(" .,()!") * 50
def line(n):
    return "".join(rng.choice(chars) for _ in range(n))
with open("ref.txt", "w") as r, open("ref2.txt", "w") as r2, open("hyp.txt", "w") as h:
    for n in (20000, 1, 0, 5000, 12000):
        base = line(n)
        r.write(base + "\n")
        r2.write(line(n // 2) + "\n")
        cut = [c if rng.random() < 0.7 else rng.choice(chars) for c in base]
        h.write("".join(cut) + "\n")
cases = []
for args in (["-m", "chrf"], ["-m", "chrf", "-cw", "2"], ["-m", "chrf", "-cc", "50", "--chrf-whitespace"],
             ["-m", "chrf", "-cc", "3", "-cw", "7", "--chrf-eps-smoothing"], ["-m", "bleu", "-tok", "char"],
             ["-m", "bleu", "-tok", "intl"], ["-m", "ter"]):
    for refs in (["ref.txt"], ["ref.txt", "ref2.txt"]):
        cmd = [sys.executable, "-m", "sacrebleu", *refs, "-i", "hyp.txt", *args, "-b", "-w", "10"]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip()
        cases.append({"refs": refs, "args": args, "score": out})
json.dump(cases, open("expected.json", "w"), indent=1)
