#!/usr/bin/env python3
"""Writes oracle.jsonl: lines with the output of SacreBLEU 2.6.0's tokenizers for each.

Run with SacreBLEU 2.6.0 importable and the `regex` module 2022.10.31 (Unicode 15.0), e.g.
    PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen_oracle.py ../../testdata/parity/inputs | gzip -9n > oracle.jsonl.gz
Each output line is {"in": LINE, "13a": ..., "intl": ..., "zh": ..., "char": ...}.
The inputs are the parity inputs' lines plus random lines drawn from an alphabet of hard
characters (fixed seed), so the file is reproducible.
"""
import json
import os
import random
import sys

from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a
from sacrebleu.tokenizers.tokenizer_intl import TokenizerV14International
from sacrebleu.tokenizers.tokenizer_zh import TokenizerZh
from sacrebleu.tokenizers.tokenizer_char import TokenizerChar

TOKENIZERS = {"13a": Tokenizer13a(), "intl": TokenizerV14International(), "zh": TokenizerZh(),
              "char": TokenizerChar()}

PIECES = (
    list("abcXYZ019 .,-'\"&;:!?()[]{}<>/\\|@#$%^*_+=~`\t")
    + ["&amp;", "&quot;", "&lt;", "&gt;", "&apos;", "&amp;lt;", "<skipped>", "-\n", "\n", "\r",
       "1,000", "3.14", "2019.", "U.S.", "e-mail", "9-5", "...", " . ", " , "]
    + list("“”‘’—–…€£¥©®™°±×÷§¶•‰′″‹›«»¡¿")
    + list("\u001c\u001d\u001e\u001f\u0085\u00a0\u1680\u2000\u2007\u200a\u200b\u2028\u2029\u202f\u205f\u3000\ufeff")
    + list("²³¹¼½¾ⅠⅫ①⑳٠١٢۳߀०१௧๑０１２３ＡＢＣ")
    + list("中文測試汉字。，、；：？！「」『』（）《》〈〉【】〔〕・ー")
    + list("かなカナｶﾅ한국어")
    + list("\u0301\u0308\u0327\u20dd\u0345\u0307")
    + list("İıΣσςΟΔΟΣßẞǅ")
    + list("😀👍🏽🇩🇪\U0001F6DC\U00011F43\U00020000\U0002A6D6\U0002F800\u2FFC\u31EF\u2001\u2A6D\u2A6E\u2F81\u2FA1\u2FA2")
    + list("\u2600\u27bf\u27c0\u2e80\u303f\u3040\u31c0\ufe10\ufe30\ufe4f\uff00\uffef\ufff0\u2000")
)


def random_line(rng):
    n = rng.randint(0, 40)
    return "".join(rng.choice(PIECES) for _ in range(n))


def main():
    inputs_dir = sys.argv[1]
    lines = []
    seen = set()
    for name in sorted(os.listdir(inputs_dir)):
        if not name.startswith("public.") or ".en" in name:
            continue
        with open(os.path.join(inputs_dir, name), encoding="utf-8", newline="\n") as f:
            for line in f:
                line = line.rstrip()
                if line not in seen:
                    seen.add(line)
                    lines.append(line)
    rng = random.Random(20261121)
    for _ in range(3000):
        line = random_line(rng)
        if line not in seen:
            seen.add(line)
            lines.append(line)
    for line in lines:
        row = {"in": line}
        for name, tok in TOKENIZERS.items():
            row[name] = tok(line)
        print(json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
