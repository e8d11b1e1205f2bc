#!/usr/bin/env python3
"""Write the oracle files in this directory from Whisper's own normalizers.

Run with Debian 12's CPython 3.11 (unicodedata 14.0.0) with the packages
python3-regex and python3-more-itertools, from this directory, on a checkout of
openai/whisper at the commit named in ../doc.go:

    git --git-dir=WHISPER.git --work-tree=/tmp/whisper checkout COMMIT -- \
        whisper/normalizers data/meanwhile.json tests/test_normalizer.py notebooks/LibriSpeech.ipynb
    /usr/bin/python3 gen_oracle.py /tmp/whisper ../../../../shared/data/wmt17-en-de

The normalizers are imported from the checkout's whisper/ directory as the
package `normalizers`, without whisper/__init__.py (which needs torch). The
output is deterministic (fixed random seed). Files written:

  oracle.jsonl.gz   {"input", "basic", "english"} per line: BasicTextNormalizer()
                    and EnglishTextNormalizer() of the input
  raises.jsonl.gz   {"input", "basic", "raises"}: inputs on which EnglishTextNormalizer
                    raises, with BasicTextNormalizer's output and the exception
  unicode14.txt.gz  per-code-point facts the Go code must reproduce
  meanwhile.txt     the caption lines of data/meanwhile.json, for benchmarks
"""

import gzip
import hashlib
import html
import io
import json
import os
import random
import re
import sys
import unicodedata

SEED = 20250625
MAX_DIGITS = sys.get_int_max_str_digits()

if len(sys.argv) != 3:
    sys.exit(__doc__)
WHISPER, WMT = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(WHISPER, "whisper"))
import normalizers  # noqa: E402  (the checkout's whisper/normalizers)
from normalizers.english import EnglishNumberNormalizer  # noqa: E402

BASIC = normalizers.BasicTextNormalizer()
ENGLISH = normalizers.EnglishTextNormalizer()
NUMBERS = EnglishNumberNormalizer()
SPELLING = json.load(open(os.path.join(WHISPER, "whisper/normalizers/english.json")))
rng = random.Random(SEED)


def check_embedded_copy():
    """The Go package embeds a copy of english.json: it must be Whisper's, byte for byte."""
    theirs = open(os.path.join(WHISPER, "whisper/normalizers/english.json"), "rb").read()
    ours = open("../data/english.json", "rb").read()
    if hashlib.sha256(theirs).digest() != hashlib.sha256(ours).digest():
        sys.exit("../data/english.json differs from the checkout's english.json")


# ---------------------------------------------------------------- real text


def whisper_tests():
    """The string arguments of std(...) in Whisper's tests/test_normalizer.py."""
    src = open(os.path.join(WHISPER, "tests/test_normalizer.py")).read()
    return [json.loads('"%s"' % s) for s in re.findall(r'std\(\s*"((?:[^"\\]|\\.)*)"\s*\)', src)]


def meanwhile():
    """Caption lines, and whole segments with their newlines, of data/meanwhile.json:
    The Late Show with Stephen Colbert, labelled by OpenAI for Whisper's paper."""
    data = json.load(open(os.path.join(WHISPER, "data/meanwhile.json")))
    lines = []
    for seg in data.values():
        text = seg["text"]
        lines.append(text)
        lines.extend(text.split("\n"))
        lines.append(text.replace("\n", " ").capitalize())
    return lines


def librispeech_notebook():
    """The hypothesis and reference cells shown in notebooks/LibriSpeech.ipynb."""
    nb = json.load(open(os.path.join(WHISPER, "notebooks/LibriSpeech.ipynb")))
    cells = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            page = "".join(out.get("data", {}).get("text/html", []))
            cells.extend(html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", page, re.S))
    return cells


def wmt(n):
    """n lines drawn from the WMT17 en-de system outputs and reference (German)."""
    lines = []
    for name in sorted(os.listdir(WMT)):
        if name.endswith(".txt"):
            with open(os.path.join(WMT, name), encoding="utf-8", newline="") as f:
                lines.extend(f.read().split("\n"))
    return rng.sample(lines, n)


# ---------------------------------------------------------------- numbers

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10**12, "trillion"), (10**9, "billion"), (10**6, "million"), (1000, "thousand")]
ORDINAL = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
           "nine": "ninth", "twelve": "twelfth"}


def say(n, conj=True, hyphen=False):
    """English words for 0 <= n < 10**15, British 'and' optional."""
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + (("-" if hyphen else " ") + ONES[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return ONES[h] + " hundred" + ((" and " if conj else " ") + say(r, conj, hyphen) if r else "")
    for scale, name in SCALES:
        if n >= scale:
            q, r = divmod(n, scale)
            tail = ""
            if r:
                tail = (" and " if conj and r < 100 else " ") + say(r, conj, hyphen)
            return say(q, conj, hyphen) + " " + name + tail
    raise ValueError(n)


def say_ordinal(n, hyphen=False):
    words = say(n, conj=rng.random() < 0.5, hyphen=hyphen)
    head, sep, last = words.rpartition("-" if hyphen and "-" in words.split()[-1] else " ")
    if last in ORDINAL:
        last = ORDINAL[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return head + sep + last


def say_year(y):
    if 2000 <= y < 2010:
        return say(y, conj=rng.random() < 0.5)
    hi, lo = divmod(y, 100)
    if lo == 0:
        return say(hi) + " hundred"
    if lo < 10:
        return say(hi) + " oh " + ONES[lo]
    return say(hi) + " " + say(lo)


NUMBER_WORDS = sorted(NUMBERS.words)
DIGIT_FORMS = ["0", "00", "007", "1", "5", "12", "1,000", "1,000,000", "12,34,567", "3.14", "0.5", "3.0",
               "3.50", "20.00", "$20", "$20.50", "$0.36", "$0.5", "$0.05", "£3", "£3.5", "€1.5", "€52.4",
               "¢7", "¢07", "10%", "5.5%", "100 %", "1st", "2nd", "3rd", "4th", "21st", "22nd", "101st",
               "1960s", "80s", "'90s", "10 th", "3 s", "b747", "rc232", "a4", "4x4", "10km", "10mm", "1.2.3.4",
               "192.168.0.1", "-5", "+5", "−5", "5-10", "1/2", "3/4", "½", "¾", "²", "①", "١٢٣", "٣.٥",
               "१२", "１２３", "𝟏𝟐", "٠", "1.", ".5", "1..2", "1,2,3", "1, 2", "$ 5", "5 $", "5$",
               "$5 and ¢7", "$5 ¢07", "£2 and ¢99", "€0.9", "$0x5", "$0 5", "1s", "1's", "one's", "ones"]
FILLER = ["the", "a", "and", "of", "it", "was", "about", "i", "paid", "in", "on", "point", "and a half",
          "per", "cent", "per cent", "percent", "dollars", "pounds", "euros", "cents", "minus", "plus",
          "negative", "positive", "double", "triple", "oh", "o", "zero", "half", "a quarter", "quarter",
          "quarters", "thirds", "a third", "st", "nd", "rd", "th", "s", "x", "one", "ones", "hundreds"]


def number_lines():
    lines = []
    for n in list(range(0, 130)) + [rng.randrange(10**k) for k in range(2, 16) for _ in range(25)]:
        conj = rng.random() < 0.5
        hyphen = rng.random() < 0.3
        lines.append(say(n, conj, hyphen))
        lines.append("I counted %s of them." % say(n, conj, hyphen))
        if n < 10**12:
            lines.append("the %s time" % say_ordinal(n + 1, hyphen))
    for y in [1066, 1900, 1905, 1950, 1960, 1999, 2000, 2001, 2008, 2010, 2019, 2020, 2021, 2024]:
        lines.append("in %s" % say_year(y))
        lines.append("the %ss" % say_year(y).rsplit(" ", 1)[0] if y % 10 == 0 else say_year(y))
        lines.append("back in %d, and %d's" % (y, y))
    for a in range(0, 25):
        w = say(a)
        lines += ["%s point %s" % (w, " ".join(ONES[rng.randrange(10)] for _ in range(rng.randrange(1, 4)))),
                  "%s and a half" % w, "%s and a half million" % w, "%s and a half dollars" % w,
                  "%s dollars and %s cents" % (w, say(rng.randrange(100))),
                  "%s pounds %s" % (w, say(rng.randrange(100))),
                  "%s euros and %s cent" % (w, say(rng.randrange(3))),
                  "%s percent" % w, "%s per cent" % w, "%s per" % w,
                  "minus %s" % w, "negative %s point five" % w, "plus %s" % w, "positive %s" % w,
                  "double %s" % w, "triple %s" % w, "%s double oh seven" % w, "%s quarters" % w,
                  "a quarter of %s" % w, "%s and a quarter" % w, "%s halves" % w, "half of %s" % w,
                  "%s thousandth" % w, "%s millionths" % w, "%s hundreds" % w, "%s sixes" % w]
    for _ in range(900):
        k = rng.randrange(1, 9)
        lines.append(" ".join(rng.choice([rng.choice(NUMBER_WORDS), rng.choice(DIGIT_FORMS), rng.choice(FILLER)])
                              for _ in range(k)))
    for _ in range(300):
        lines.append(" ".join(rng.choice(NUMBER_WORDS) for _ in range(rng.randrange(1, 12))))
    for form in DIGIT_FORMS:
        lines += [form, "it costs %s today" % form, form.upper() + " million", "%s thousand dollars" % form,
                  "about %s." % form, "(%s)" % form, "%s%%" % form]
    for phone in ["oh one two three four five", "zero two zero seven nine four six double one",
                  "triple nine", "double oh seven", "one oh one", "o two", "nine one one",
                  "five five five oh one double two three", "one two three point four five six"]:
        lines += [phone, "call %s now" % phone, phone.upper()]
    return lines


# ---------------------------------------------------------------- English rules

REPLACED = ["won't", "can't", "let's", "ain't", "y'all", "wanna", "gotta", "gonna", "i'ma", "imma", "woulda",
            "coulda", "shoulda", "ma'am", "mr", "mrs", "st", "dr", "prof", "capt", "gov", "ald", "gen", "sen",
            "rep", "pres", "rev", "hon", "asst", "assoc", "lt", "col", "jr", "sr", "esq", "he'd been",
            "she's been", "they'd gone", "it's gone", "we'd done", "she's got", "don't", "isn't", "you're",
            "it's", "he'd", "we'll", "'tis", "can't've", "i've", "i'm", "o'clock", "rock'n'roll", "'s",
            "'d", "'ll", "'re", "'ve", "'m", "'t", "n't"]
WRAP = ["%s", "%s.", "%s,", "(%s)", "'%s'", "\"%s\"", "%s's", "%s-%s", "x%s", "%sx", "%s1", "1%s", "_%s",
        "%s_", "%s\u2019s", "%s\u00e9", "\u00e9%s", "%s %s", "%s.%s", " %s ", "\t%s\n"]
FILLERS = ["hmm", "mm", "mhm", "mmm", "uh", "um", "hmmm", "umm", "uhh", "uh-huh", "um's", "20mm", "mm2",
           "umbrella", "Uh", "UM", "Hmm...", "mm-hmm", "um,", "(um)", "[uh]", "<hmm>", "ümm", "um\u0301"]


def english_rule_lines():
    lines = []
    for word in REPLACED + FILLERS:
        for wrap in WRAP:
            lines.append(wrap.replace("%s", word))
        for case in (str.upper, str.capitalize):
            lines.append("%s said %s" % (case(word), word))
        lines.append("So %s %s, and %s." % (word, rng.choice(REPLACED), rng.choice(FILLERS)))
        lines.append("he %s" % word.replace("'", " '"))
        lines.append("he %s" % word.replace("'", " \u00a0 '"))
    for title in ["Mr.", "Mrs.", "Dr.", "St.", "Prof.", "Capt.", "Gov.", "Ald.", "Gen.", "Sen.", "Rep.",
                  "Pres.", "Rev.", "Hon.", "Asst.", "Assoc.", "Lt.", "Col.", "Jr.", "Sr.", "Esq."]:
        lines.append("%s Smith met %s Jones at 5 p.m. on %s James St." % (title, title.lower(), title))
    keys = sorted(SPELLING)
    rng.shuffle(keys)
    for i in range(0, len(keys), 4):
        chunk = keys[i:i + 4]
        lines.append(" ".join(chunk))
        lines.append("The %s, %s; %s! (%s)" % tuple((chunk + ["colour"] * 4)[:4]))
        lines.append(" ".join(w.upper() if j % 2 else w.capitalize() for j, w in enumerate(chunk)))
    lines += ["flyer / flier", "colour's", "colours'", "colour-blind", "the centre.", "analyse?"]
    for s in ["[inaudible]", "<silence>", "(laughs)", "()", "( )", "[]", "<>", "[<]>", "<a[b>c]", "<<a>>",
              "[a [b] c]", "(a (b) c)", "((a))", "(a", "a)", "[a", "a]", "<a", "a>", "a > b < c", "(\n)",
              "[\n]", "(a)(b)", "x(y)z", "[a](b)<c>", "(]", "[)", "<(>)", ")(", "(((", ")))", "([{<>}])"]:
        lines += [s, "so %s we left" % s, "%s %s" % (s, s)]
    for s in ["a.b", "a..b", "a. .b", "end.", "end..", "3.14", "3.", ".5", "a.5", "e.g. this", "U.S.A.",
              "1,000", "1,000,000", "1, 000", "a,b", "1,a", "١,٢", "1,٢", "$.", "$5.", ".$", "£.5", "%",
              "5%", "a%", "%%", "5%%", "a%%%", "¢", "¢5", "€ 5", "$ $ $", "... ...", ". . .", "50% off.",
              "the $ sign", "$$5", "5$$", "5.5.5", "1.$5"]:
        lines += [s, "x %s y" % s, s + "\n"]
    return lines


# ---------------------------------------------------------------- Unicode

POOLS = {
    "latin": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789     ",
    "diacritics": "àáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćČčĎďĒēĘęĚěĞğİıĲĳĽľŁłŃńŇňŐőŒœŘřŚśŞşŠšŢţŤťŮůŰűŸŹźŻżŽžǅǈǋǲȘșȚțḀḁẞẛẞỳỹ",
    "additional": "œŒøØæÆßẞđĐðÐþÞłŁ",
    "marks": "\u0300\u0301\u0302\u0303\u0308\u030a\u0316\u0323\u0327\u0328\u0331\u0345\u034f\u0360\u0361"
             "\u0483\u0488\u0489\u05b0\u05bc\u0610\u064b\u0651\u0670\u093c\u094d\u0e31\u0e48\u1ab0\u1dc0"
             "\u20d0\u20dd\u20e3\u302a\u3099\u309a\ufe0f\ufe20\U0001d165\U0001d167\U000e0100\u0903\u093e",
    "cjk": "中文字漢語日本語の平仮名カタカナ한국어조선말一二三四五六七八九十百千万億兆〇零",
    "hangul": "한국어가각갂갃간힣각",
    "arabic": "العربية ١٢٣٤٥٦٧٨٩٠ ۱۲۳ ،؛؟ ـ ﻻ ﷺ ﷽ \u064e\u064f\u0650 \u200f",
    "indic": "हिन्दी १२३ । ॥ தமிழ் ௧௨ বাংলা ৳ ਪੰਜਾਬੀ ೧",
    "other_scripts": "ελληνικάΣΑΣ ς ΐ русский ЁЙ עברית ქართული Հայերեն ไทย ๑๒ ລາວ བོད་ ሰላም ᏣᎳᎩ ꭰ",
    "punct": ".,;:!?¡¿'\"«»‹›„“”‘’‚—–-‐‑‒―…·•‧、。「」『』《》〈〉【】〔〕〖〗・～﹏！？，．：；（）［］｛｝"
             "⁅⁆⁽⁾₍₎❨❩«»؟،।॥፧፨჻᠂᠃⸮⹁%‰‱#&*@§¶†‡/\\|_()[]{}<>",
    "symbols": "$¢£¤¥€₹₽₩₪₫₱₿+−±×÷=≠≈<>^`~©®™°℃℉№℗℠℡℮⅍ⅎ←→↑↓⇒∀∂∃∅∇∈∑√∞∧∨∩∪∫≤≥⊂⊃■□▲△●○★☆♠♣♥♦♪♫☃☺",
    "compat": "ﬁﬂﬀﬃﬄﬅﬆ①②⑳⑴⒈⓪½¼¾⅓⅞²³¹⁰⁴ⁿ₀₁₂ℌℍℕℙℚℝℤℂℊℎℏℓ℔№™㎏㎞㎡㍻㋿㈱㈠ⅠⅡⅢⅣⅫⅰⅱⅻＡＢＣａｂｃ０１９ｶﾞﾊﾟ"
              "¨¯´¸ˆ˜˘˙˚˛˝᾽῀῁ǅǈ…‥․ĳǆ\u00a0\u2002\u2009\u202f\u3000\U0001e030\U0001e06d",
    "emoji": "😀😂🥲👍🏽👨‍👩‍👧‍👦🏳️‍🌈🇩🇪🇺🇸❤️✨🔥🎉🙏🏿☕⌚⭐©️#️⃣",
    "digits": "0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳०१२३০১০１２３𝟎𝟏𝟐𝟘𝟙𝟶𝟷᠐᠑൧൨๐๑߀߁",
    "space": " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u200a\u2028\u2029\u202f\u205f\u3000"
             "\u200b\ufeff\u180e",
    "control": "\x00\x01\x07\x08\x1b\x7f\x80\x9f\u00ad\u200c\u200d\u200e\u2060\u2066\u2069\ufff9\ue000\U000f0000"
               "\ufffe\uffff\U0010ffff\ufffd\U000e0001",
    # Unassigned in Unicode 14.0 (so category Cn for Python 3.11) but assigned in 15.0, Go's version.
    "new15": "\u0ece\U00010efd\U00010eff\U00011241\U00011f00\U00011f03\U00011f36\U00011f41\U00011f50"
             "\U00011f59\U00013439\U00013455\U0001e030\U0001e04f\U0001e06d\U0001e08f\U0001e4eb\U0001e4f0"
             "\U0001e4f9\U0001f6dc\U0001f774\U0001fa75\U00031350\U000323af\U0001b132\U0001d2c0\U0001df25",
    "sigma": "ΣΑΣ ΟΔΟΣ Σ ΣΣ İI ıi ǅ ẞ ß ﬃ ŉ ǰ ΐ",
}


def unicode_lines():
    lines = []
    names = sorted(POOLS)
    for _ in range(1400):
        mix = rng.sample(names, rng.randrange(1, 4))
        pool = "".join(POOLS[m] for m in mix) + " abc xyz"
        lines.append("".join(rng.choice(pool) for _ in range(rng.randrange(1, 60))))
    for name in names:
        lines.append(POOLS[name])
        lines.append("word " + " ".join(POOLS[name]) + " end")
    # Runs of combining marks around and beyond 30 non-starters (Go's stream-safe limit), some of which
    # only compose with the base when the run is reordered.
    bases = "aeiouAEIOUnNcCsSzZyYwWxX\u1100\u3131\u0915\u0627\u03b1\u0438"
    for n in [1, 2, 3, 5, 10, 20, 28, 29, 30, 31, 32, 33, 40, 60, 100]:
        for _ in range(8):
            marks = "".join(rng.choice(POOLS["marks"] + "\u0301\u0308\u0323\u0327\u0316")
                            for _ in range(n))
            lines.append(rng.choice(bases) + marks + rng.choice(["", "\u0301", "\u0323\u0302", "b"]) + " end")
        lines.append("a" + "\u0316" * n + "\u0301 b")
        lines.append("a" + "\u0301" * n + "\u0316 b")
        lines.append("a" + "\u0345" * n + "\u0301" + "\u0300" + " \u03b1" + "\u0313" * n + "\u0342\u0345")
        lines.append("\u1100" + "\u0316" * n + "\u1161\u11a8 " + "\u1100\u1161" + "\u0300" * n + "\u11a8")
        lines.append("e" + "\u0301" * n + "\U00010efd\u0301 \u0915" + "\u093c" * n)
    for s in ["", " ", "  ", "\t", "\n", "\r\n", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\u2028", "\u3000",
              " \u00a0 ", "\u200b", "\ufeff", "\x00", ".", "..", "'", "''", "-", "--", "a", "A", "I", "O", "oh",
              "Ω", "Ǆ", "İ", "Σ", "ΑΣ", "ﬁ", "½", "한", "ᄒ", "\u0301", "\u0301a", "a\u0301", "ǅ\u0301"]:
        lines += [s, " %s " % s, "x%sy" % s, s * 3]
    lines.append(" ".join(POOLS["compat"]))
    lines.append("\U0001e030 \U0001e030\u0301 a\U00010efd\u0301 a\u0301\U00010efd \u0ece\u0e48")
    return lines


def random_code_point_lines():
    """Random code points over all of Unicode, weighted to marks, decomposable characters, Hangul and
    code points new in Unicode 15.0; and long runs of random combining marks."""
    marks = [c for c in range(0x300, 0x20000) if unicodedata.category(chr(c))[0] == "M"]
    combining = [c for c in marks if unicodedata.combining(chr(c))]
    decomposable = [c for c in range(0x80, 0x30000) if unicodedata.decomposition(chr(c))]
    new15 = [ord(c) for c in POOLS["new15"]]

    def code_point():
        k = rng.random()
        if k < 0.3:
            return rng.choice(marks)
        if k < 0.5:
            return rng.choice(decomposable)
        if k < 0.6:
            return rng.randrange(0x20, 0x80)
        if k < 0.7:
            return rng.choice(new15)
        if k < 0.8:
            return rng.randrange(0xAC00, 0xD7A4)
        c = rng.randrange(0x110000)
        return 0x20 if 0xD800 <= c <= 0xDFFF else c

    lines = ["".join(chr(code_point()) for _ in range(rng.randrange(1, 25))) for _ in range(800)]
    for _ in range(200):
        base = rng.choice("aeoAEnNcCsSzZ\u1100\u0915\u0627\u03b1\u0438\u304b\u0b47")
        lines.append(base + "".join(chr(rng.choice(combining)) for _ in range(rng.randrange(25, 60))))
    return lines


def long_lines():
    words = "the quick brown fox jumps over the lazy dog twenty one point five colours mr it's".split()
    lines = []
    for n in [1000, 5000, 20000]:
        lines.append(" ".join(rng.choice(words) for _ in range(n)))
    lines.append("x" * 100000)
    lines.append("\u0301" * 5000)
    lines.append("one " * 3000)
    lines.append("nine " * 4299 + "million")   # digit strings near Python's 4300-digit limit
    lines.append("nine " * 4300 + "million")
    lines.append("nine " * 4301 + "million")
    lines.append("one " * 4300 + "point five million")
    lines.append("9" * 4300)
    lines.append("9" * 4300 + " point 5")
    lines.append("(" * 1000 + ")" * 1000)
    lines.append("[" * 1000 + "<x>" + "]" * 1000)
    lines.append(" " * 1000)
    lines.append("\u00e9" * 10000)
    lines.append("한국어 " * 3000)
    lines.append("1," * 3000 + "1")
    lines.append("." * 3000)
    lines.append("$" * 100 + "5" + "%" * 100)
    return lines


def raising_lines():
    """Inputs on which Whisper raises: numbers past Python's 4300-digit int/str conversion limit."""
    return ["9" * (MAX_DIGITS + 1), "$" + "1" * (MAX_DIGITS + 5), "1" * 4300 + " point 5 million",
            "one " * 4300 + "thousand", "1" * 4298 + ".5 thousand"]


# ---------------------------------------------------------------- unicode14.txt.gz


def hexseq(s):
    return " ".join("%04X" % ord(c) for c in s)


def write_unicode14(path):
    """'R FIRST LAST CATEGORY CCC' ranges over all code points but surrogates;
    'Z CP' for every decimal digit zero (the Nd digits run from 0 to 9 from there);
    'D CP NFKD;NFKC' for every code point whose NFKD or NFKC is not itself."""
    with gzip.GzipFile(path, "wb", mtime=0) as raw:
        f = open_text(raw)
        f.write("# Python %s, unicodedata %s\n" % (sys.version.split()[0], unicodedata.unidata_version))
        run = None
        cps = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
        for c in cps:
            ch = chr(c)
            key = (unicodedata.category(ch), unicodedata.combining(ch))
            if run and run[2:] == list(key) and c == run[1] + 1:
                run[1] = c
                continue
            if run:
                f.write("R %04X %04X %s %d\n" % tuple(run))
            run = [c, c, key[0], key[1]]
        f.write("R %04X %04X %s %d\n" % tuple(run))
        for c in cps:
            ch = chr(c)
            if unicodedata.category(ch) == "Nd" and unicodedata.decimal(ch) == 0:
                f.write("Z %04X\n" % c)
        for c in cps:
            ch = chr(c)
            d, k = unicodedata.normalize("NFKD", ch), unicodedata.normalize("NFKC", ch)
            if d != ch or k != ch:
                f.write("D %04X %s;%s\n" % (c, hexseq(d), hexseq(k)))
        f.flush()


def open_text(raw):
    return io.TextIOWrapper(raw, encoding="ascii", newline="\n")


# ---------------------------------------------------------------- main


def run(line):
    return {"input": line, "basic": BASIC(line), "english": ENGLISH(line)}


def main():
    check_embedded_copy()
    sources = [whisper_tests(), meanwhile(), librispeech_notebook(), number_lines(), english_rule_lines(),
               unicode_lines(), random_code_point_lines(), long_lines(), wmt(2500)]
    seen, rows, raised = set(), [], []
    for line in (ln for src in sources for ln in src):
        if line in seen:
            continue
        seen.add(line)
        try:
            rows.append(run(line))
        except (ValueError, AssertionError) as e:
            raised.append({"input": line, "basic": BASIC(line), "raises": type(e).__name__})
    for line in raising_lines():
        try:
            run(line)
            sys.exit("expected an exception from %r..." % line[:40])
        except (ValueError, AssertionError) as e:
            raised.append({"input": line, "basic": BASIC(line), "raises": type(e).__name__})
    with gzip.GzipFile("oracle.jsonl.gz", "wb", mtime=0) as raw:
        f = open_text(raw)
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
        f.flush()
    with gzip.GzipFile("raises.jsonl.gz", "wb", mtime=0) as raw:
        f = open_text(raw)
        for row in raised:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
        f.flush()
    write_unicode14("unicode14.txt.gz")
    with open("meanwhile.txt", "w", encoding="utf-8", newline="\n") as f:
        for seg in json.load(open(os.path.join(WHISPER, "data/meanwhile.json"))).values():
            f.write(seg["text"].rstrip("\n") + "\n")
    report_idempotence(rows)
    print("%d oracle lines, %d raising" % (len(rows), len(raised)), file=sys.stderr)


def again(norm, s):
    try:
        return norm(s)
    except (ValueError, AssertionError) as e:
        return type(e).__name__


def report_idempotence(rows):
    """Print how often normalizing twice differs from once: the fuzz test's idempotence claims rest on it."""
    for name, norm in (("basic", BASIC), ("english", ENGLISH)):
        bad = [r[name] for r in rows if again(norm, r[name]) != r[name]]
        print("%s: %d of %d outputs change when normalized again" % (name, len(bad), len(rows)), file=sys.stderr)
        for b in bad[:8]:
            print("   %r -> %r" % (b[:80], again(norm, b)[:80]), file=sys.stderr)


if __name__ == "__main__":
    main()
