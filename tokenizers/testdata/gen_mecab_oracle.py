#!/usr/bin/env python3
"""Writes mecab_ja_oracle.jsonl: Japanese lines with MeCab's segmentation as SacreBLEU's ja-mecab prints it.

Run on Debian 12 with the packages that provide the oracle and the text:
    apt-get install mecab mecab-ipadic-utf8 python3-mecab \
        manpages-ja manpages-ja-dev debian-reference-ja maint-guide-ja developers-reference-ja debian-faq-ja
    /usr/bin/python3 gen_mecab_oracle.py KYOTO_DIR PARITY_INPUTS | gzip -9n > mecab_ja_oracle.jsonl.gz
KYOTO_DIR holds kyoto-test.hyp.ja and kyoto-test.ref.ja (github.com/MorinoseiMorizo/en-ja-translation-example,
the data of SacreBLEU's own ja-mecab test); PARITY_INPUTS is shared/parity/inputs (public.ja5.*).

Each output line is {"src": SOURCE, "in": LINE, "ja-mecab": OUTPUT} where OUTPUT is what SacreBLEU's
TokenizerJaMecab computes, MeCab.Tagger("-Owakati").parse(line.strip()).strip(), with Debian's MeCab 0.996
and mecab-ipadic-2.7.0-20070801 (which has one entry more than SacreBLEU's ipadic package: 令和).
Sources: man (Japanese man pages, roff markup stripped), doc (Debian's Japanese HTML manuals), mo (Japanese
message catalogs in /usr/share/locale/ja), kyoto, ja5, and stress (generated with a fixed seed: real lines
with inserted runs of characters of every category of char.def, random mixtures, whitespace, long lines).
"""
import glob
import gettext
import gzip
import html
import json
import os
import random
import re
import sys

import MeCab

JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ROFF_CHARS = {"em": "—", "en": "–", "bu": "•", "aq": "'", "dq": '"', "lq": "“", "rq": "”", "co": "©", "mu": "×"}


def sentences(text):
    out = []
    for para in re.split(r"\n\s*\n", text.replace("\r", "")):
        para = " ".join(l.strip() for l in para.split("\n") if l.strip())
        for s in re.split(r"(?<=[。！？])", para):
            s = s.strip()
            if JA.search(s) and len(s) >= 4:
                out.append(s)
    return out


def roff(path):
    try:
        raw = gzip.open(path).read().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    lines = []
    for l in raw.split("\n"):
        if l.startswith('.\\"') or l.startswith("'\\\""):
            continue
        if l[:1] in (".", "'"):
            m = re.match(r"[.'](\w+)\s*(.*)", l)
            if not m:
                lines.append("")
                continue
            mac, rest = m.groups()
            if mac in ("SH", "SS", "PP", "P", "LP", "TP", "IP", "br", "sp", "RS", "RE", "nf", "fi", "TH"):
                lines.append("")
            if mac in ("B", "I", "BR", "IR", "RB", "RI", "BI", "IB", "SM", "SB", "SH", "SS", "IP"):
                lines.append(rest.replace('"', ""))
            continue
        lines.append(l)
    t = "\n".join(lines)
    t = re.sub(r"\\f(\[[^\]]*\]|\(..|.)", "", t)
    t = re.sub(r"\\\((..)", lambda m: ROFF_CHARS.get(m.group(1), ""), t)
    for a, b in (("\\-", "-"), ("\\e", "\\"), ("\\&", ""), ("\\ ", " "), ("\\|", ""), ("\\^", ""), ("\\%", "")):
        t = t.replace(a, b)
    return sentences(t)


def htmlfile(path):
    raw = open(path, encoding="utf-8", errors="replace").read()
    raw = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", raw)
    raw = re.sub(r"(?i)<(br|p|div|li|h\d|tr|pre|dt|dd)[^>]*>", "\n\n", raw)
    return sentences(html.unescape(re.sub(r"<[^>]+>", "", raw)))


def mofile(path):
    try:
        catalog = gettext.GNUTranslations(open(path, "rb"))._catalog
    except OSError:
        return []
    return [l.strip() for v in catalog.values() for l in v.split("\n") if JA.search(l)]


def unique(lines):
    seen = set()
    return [l for l in lines if not (l in seen or seen.add(l))]


def sources(kyoto, parity):
    man = unique(s for p in sorted(glob.glob("/usr/share/man/ja/**/*.gz", recursive=True)) for s in roff(p))
    doc = unique(s for p in sorted(glob.glob("/usr/share/doc/*-ja/**/*.html", recursive=True)) for s in htmlfile(p))
    mo = unique(s for p in sorted(glob.glob("/usr/share/locale/ja/LC_MESSAGES/*.mo")) for s in mofile(p))
    read = lambda p: open(p, encoding="utf-8", newline="\n").read().split("\n")[:-1]
    ky = [l for n in ("hyp", "ref") for l in read(os.path.join(kyoto, f"kyoto-test.{n}.ja"))]
    ja5 = [l for n in ("hyp", "ref0") for l in read(os.path.join(parity, f"public.ja5.{n}.txt"))]
    return man, doc, mo, ky, ja5


def rr(rng, a, b):
    return chr(rng.randint(a, b))


POOLS = [
    (0x3041, 0x3096), (0x30A1, 0x30FA), (0xFF66, 0xFF9F), (0x4E00, 0x9FA5), (0x3400, 0x4DB5), (0xF900, 0xFA6A),
    (0x20000, 0x2A6D6), (0x9FA6, 0x9FFF), (0xFF10, 0xFF19), (0xFF21, 0xFF3A), (0xFF41, 0xFF5A), (0xFF01, 0xFF0F),
    (0xFF5B, 0xFF65), (0xFFE0, 0xFFEE), (0x30, 0x39), (0x41, 0x5A), (0x61, 0x7A), (0x21, 0x2F), (0x3A, 0x40),
    (0x5B, 0x60), (0x7B, 0x7E), (0xA1, 0xBF), (0xC0, 0xFF), (0x100, 0x24F), (0x370, 0x3FF), (0x400, 0x52F),
    (0xAC00, 0xD7A3), (0x2000, 0x206F), (0x2070, 0x218F), (0x2190, 0x2BFF), (0x3000, 0x303F), (0x3200, 0x33FF),
    (0xFE30, 0xFE6B), (0x1F300, 0x1FAFF), (0xE000, 0xF8FF), (0x0E00, 0x0E7F), (0x0600, 0x06FF), (0x0900, 0x097F),
]
CHOICES = [
    list("ー一二三四五六七八九十百千万億兆〇"),
    ["\uffff", "\ufffe", "\ufeff", "\ufffd", "\u00d0", "\u200b", "\u200d", "\u0301", "\u3099", "\u309a"],
    [" ", "  ", "\t", "\u3000", "\u00a0", "\x0b", "\x0c", "\r", "\x1c", "\x1f", "\x85", "\u2028", "\u2009", " \t "],
    ["〜", "～", "−", "－", "‖", "∥", "£", "￡", "¢", "￠", "¬", "￢", "令和", "平成", "昭和"],
]


def stress(real):
    """Lines that exercise unknown words, categories, grouping limits, whitespace and length."""
    rng = random.Random(20240601)

    def run():
        k = rng.randrange(len(POOLS) + len(CHOICES))
        f = (lambda: rr(rng, *POOLS[k])) if k < len(POOLS) else (lambda: rng.choice(CHOICES[k - len(POOLS)]))
        return "".join(f() for _ in range(rng.choice([1, 1, 2, 3, 5, 8, 20, 24, 25, 26, 30])))

    def noisy(s):
        out = list(s)
        for _ in range(rng.randint(1, 6)):
            i = rng.randint(0, len(out))
            out[i:i] = run()
        return "".join(out)

    ws = lambda: rng.choice([" ", "  ", "\t", "\u3000", " \u3000 ", "\u00a0", "\x0b", "\u3000\u3000"])
    lines = [noisy(rng.choice(real)) for _ in range(2000)]
    lines += ["".join(run() for _ in range(rng.randint(1, 8))) for _ in range(1200)]
    for _ in range(1200):
        s = rng.choice(real)
        parts = s.split(" ") if " " in s else list(s)
        lines.append(ws() + ws().join(parts) + ws())
    lines += ["".join(rng.choice(real) for _ in range(rng.randint(5, 60))) for _ in range(40)]
    for n in (25, 26, 50, 300):
        for c in ("a", "ア", "ｱ", "1", "１", "あ", "漢", "!", "😀", "\uffff", "Ω", "Ж", "〇", "一", "\u3000"):
            lines += [c * n, "今日は" + c * n + "です。"]
    lines.append("あ" * 22000 + "今日は良い天気です。")  # more than MeCab's 65535-byte look-ahead
    lines.append("今日は" + " " * 65540 + "良い天気")  # 65535+ spaces: rlength wraps around
    return lines


def main():
    man, doc, mo, ky, ja5 = sources(sys.argv[1], sys.argv[2])
    real = man + doc + mo
    rng = random.Random(6)
    picked = [("man", l) for l in rng.sample(man, 11000)] + [("doc", l) for l in rng.sample(doc, 3000)]
    picked += [("mo", l) for l in rng.sample(mo, 4000)] + [("kyoto", l) for l in ky] + [("ja5", l) for l in ja5]
    picked += [("stress", l) for l in stress(real)]
    tagger = MeCab.Tagger("-Owakati")
    for src, line in picked:
        assert "\n" not in line and "\x00" not in line
        out = tagger.parse(line.strip()).strip()
        print(json.dumps({"src": src, "in": line, "ja-mecab": out}, ensure_ascii=False))


if __name__ == "__main__":
    main()
