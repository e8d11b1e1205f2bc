#!/usr/bin/env python3
"""Writes tercom_oracle.jsonl.gz: SacreBLEU 2.6.0's TercomTokenizer under its 16 option combinations.

Run with SacreBLEU 2.6.0 importable, from this directory:
    PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen_tercom_oracle.py | gzip -9n > tercom_oracle.jsonl.gz
The inputs are the "in" lines of oracle.jsonl.gz (see gen_oracle.py), then lines aimed at tercom's
own rules (line breaks, possessives, the CJK and kana ranges and their bounds), hand-written and
random with a fixed seed. Each output line is {"in": LINE, "out": [16 outputs]}, where output k
is TercomTokenizer(normalized=k&1, no_punct=k&2, asian_support=k&4, case_sensitive=k&8)(LINE).
"""
import gzip
import json
import random

from sacrebleu.tokenizers.tokenizer_ter import TercomTokenizer

TOKENIZERS = [TercomTokenizer(normalized=bool(k & 1), no_punct=bool(k & 2), asian_support=bool(k & 4),
                              case_sensitive=bool(k & 8)) for k in range(16)]

HAND = [
    "He's John's, (friend) \"X\".", "Jim's car.", "it's", "'s", "x's's y", "IT'S HIS", "'S 's",
    "a\n-b", "a-\nb", "a\n\n--b", "\n-", "line\nbreak\r\nx", "A&amp;B", "&QUOT;x&quot;", "&amp;lt;",
    "4.2", "4.2.", "x.,y", "9-5 a-b", "美众院公布对特", "りの拳銃を持", "ひらがな", "カタカナ", "ㇰㇱ",
    "中文，测试。カタカナ", "「引用」『二重』（括弧）", "ｶﾀｶﾅ｡｢｣､･", "全角．，？：；！＂（）", "ａｂｃ＃＄",
    "㈱㍻㋿", "㐀䶿一鿿", "豈﫿︰﹏", "⺀⻿㇀㇯", "かな漢字カナ", "A Σ ΟΔΟΣ İ", "  lead and trail  ",
    "\u3000全角空白\u3000", "a\u0085b\u001cc",
]

BOUNDS = [0x2E7F, 0x2E80, 0x2EFF, 0x2F00, 0x3000, 0x3001, 0x3002, 0x3003, 0x3007, 0x3008, 0x3011,
          0x3012, 0x3013, 0x3014, 0x301F, 0x3020, 0x303F, 0x3040, 0x309F, 0x30A0, 0x30FA, 0x30FB,
          0x30FC, 0x30FF, 0x31BF, 0x31C0, 0x31EF, 0x31F0, 0x31FF, 0x3200, 0x32FF, 0x3300, 0x33FF,
          0x3400, 0x3F22, 0x3F23, 0x4DBF, 0x4DC0, 0x4DFF, 0x4E00, 0x9FFF, 0xA000, 0xF8FF, 0xF900,
          0xFAFF, 0xFB00, 0xFE2F, 0xFE30, 0xFE4F, 0xFE50, 0xFF00, 0xFF01, 0xFF02, 0xFF03, 0xFF07,
          0xFF08, 0xFF09, 0xFF0A, 0xFF0B, 0xFF0C, 0xFF0D, 0xFF0E, 0xFF0F, 0xFF10, 0xFF19, 0xFF1A,
          0xFF1B, 0xFF1C, 0xFF1E, 0xFF1F, 0xFF20, 0xFF21, 0xFF60, 0xFF61, 0xFF65, 0xFF66, 0xFFEF]

PIECES = (list("aZ09 .,-'s\"&;:!?()[]{}<>/@#$%^*_+=~`\t\n\r") + ["'s ", "'S", "&amp;", "&quot;", "&lt;",
          "&gt;", "\n-", "-\n", "3.14", "1,000", "U.S.", "9-"] + [chr(c) for c in BOUNDS]
          + list("İΣßẞ\u0085\u00a0\u2028\u3000\u001f"))


def main():
    lines, seen = [], set()
    with gzip.open("oracle.jsonl.gz", "rt", encoding="utf-8") as f:
        for row in f:
            lines.append(json.loads(row)["in"])
    rng = random.Random(20260211)
    extra = HAND + ["".join(chr(c) for c in BOUNDS)]
    extra += ["".join(rng.choice(PIECES) for _ in range(rng.randint(1, 30))) for _ in range(2000)]
    for line in lines + extra:
        if line in seen:
            continue
        seen.add(line)
        print(json.dumps({"in": line, "out": [tok(line) for tok in TOKENIZERS]}, ensure_ascii=False))


if __name__ == "__main__":
    main()
