#!/usr/bin/python3
"""Regenerates the SentencePiece oracle files of this directory.

    cd internal/sentencepiece/testdata
    /usr/bin/python3 gen.py --train   # retrain the models, then as below
    /usr/bin/python3 gen.py           # rewrite inputs.jsonl.gz and oracle.jsonl.gz

Needs Debian's sentencepiece (spm_train), python3-sentencepiece (0.1.97) and
python3-protobuf. Models are trained on text from the repository (WMT17,
the parity inputs) plus seeded random text; some are then edited through
sentencepiece_model_pb2 to reach options spm_train does not offer. The expected
output of every input line is " ".join(sp.EncodeAsPieces(line)), SacreBLEU's
tokenizer_spm. See README.md.
"""

import gzip
import json
import os
import random
import shlex
import subprocess
import sys
import tempfile

import sentencepiece as spm
from sentencepiece import sentencepiece_model_pb2 as pb

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
WMT = os.path.join(REPO, "testdata", "wmt17-en-de")
PARITY = os.path.join(REPO, "testdata", "parity", "inputs")

USER = "<sep>,@@,ﬁ,Ⅻ,foo bar,▁▁,中国"

# name -> spm_train flags (besides --input and --model_prefix).
MODELS = {
    "unigram_nfkc": "--vocab_size=2000 --self_test_sample_size=20",
    "bpe_nfkc": "--model_type=bpe --vocab_size=2000 --self_test_sample_size=20",
    "unigram_identity_bytes": "--normalization_rule_name=identity --byte_fallback=true "
    "--character_coverage=0.99 --vocab_size=1200",
    "bpe_identity_bytes_digits": "--model_type=bpe --normalization_rule_name=identity "
    "--byte_fallback=true --split_digits=true --character_coverage=0.98 --vocab_size=1200",
    "unigram_userdef": f"'--user_defined_symbols={USER}' --control_symbols=<ctl>,<2de> --vocab_size=1500",
    "bpe_userdef": f"--model_type=bpe --normalization_rule_name=identity "
    f"'--user_defined_symbols={USER}' --control_symbols=<ctl>,<2de> --vocab_size=1500",
    "unigram_suffix_keepspaces": "--treat_whitespace_as_suffix=true --remove_extra_whitespaces=false "
    "--normalization_rule_name=identity --vocab_size=1000",
    "bpe_suffix_nodummy_nfkc": "--model_type=bpe --treat_whitespace_as_suffix=true "
    "--add_dummy_prefix=false --normalization_rule_name=nfkc --vocab_size=1000",
    "unigram_nfkccf_lowcov": "--normalization_rule_name=nfkc_cf --character_coverage=0.98 "
    "--split_by_whitespace=false --vocab_size=800",
    "bpe_keepspaces_lowcov": "--model_type=bpe --remove_extra_whitespaces=false --character_coverage=0.98 "
    "--normalization_rule_name=identity --allow_whitespace_only_pieces=true --vocab_size=800",
    "word_identity": "--model_type=word --normalization_rule_name=identity --vocab_size=3000",
    "char_identity": "--model_type=char --normalization_rule_name=identity --character_coverage=0.995 "
    "--user_defined_symbols=<sep>,@@",
    "bpe_control": "--model_type=bpe --normalization_rule_name=identity --control_symbols=@,# --vocab_size=600",
}

# name -> (model it is derived from, edit function): options no spm_train flag sets.
def unused_noescape(m):
    m.normalizer_spec.escape_whitespaces = False
    m.normalizer_spec.add_dummy_prefix = False
    mark_unused(m, 7)


def unused(m):
    mark_unused(m, 5)


def mark_unused(m, every):
    """Marks every n-th NORMAL piece longer than one character UNUSED."""
    n = 0
    for p in m.pieces:
        if p.type == pb.ModelProto.SentencePiece.NORMAL and len(p.piece) > 1:
            n += 1
            if n % every == 0:
                p.type = pb.ModelProto.SentencePiece.UNUSED


EDITS = {
    "unigram_unused_noescape": ("unigram_identity_bytes", unused_noescape),
    "bpe_unused": ("bpe_identity_bytes_digits", unused),
}

POOLS = {
    "latin": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßéèêàçñøåæœÄÖÜÉ",
    "digits": "0123456789٠١٢٣४५६０１２３",
    "punct": ".,;:!?\"'()[]{}<>-–—…«»„“”‘’/\\@#$%^&*_+=|~`§¶",
    "space": " \t\u3000\u00a0\u2009\u200b\u202f\u2028\x0b\x0c\r\u0085\u1680",
    "cjk": "中国人民政府今天天气很好北京上海发展我们的是在了不",
    "kana": "ひらがなカタカナですねもいい日本語ｶﾀｶﾅﾞﾟ",
    "hangul": "한국어안녕하세요서울감사합니다ㄱㄴㄷㅏ",
    "cyrillic": "приветмирЁЖЗ",
    "greek": "ΟΔΟΣαβγςΣ",
    "arabic": "مرحبابالعالم؟،ﷺﻻ",
    "indic": "नमस्तेहिन्दीக்ஷ",
    "thai": "สวัสดีครับ",
    "emoji": "😀👍🏽👨\u200d👩\u200d👧❤️☃✨🇩🇪",
    "combining": "e\u0301a\u0308o\u0303\u0323\u0336\u20dd",
    "compat": "ﬁﬂ①⑩Ⅻ㎏㍻™℡½¼ＡＢＣａｂｃ",
    "control": "\x00\x01\x07\x1b\x1f\x7f\u200e\u200f\u202e\ufeff\u00ad",
    "odd": "▁\ufffd\U00012000\U0001F9FF\U000E0001",
}
WORDS = ["<unk>", "<s>", "</s>", "<0xE3>", "<sep>", "@@", "foo bar", "▁▁", "<ctl>", "<2de>", "中国", "Ⅻ"]


def random_line(rng, max_tokens):
    tokens = []
    for _ in range(rng.randint(0, max_tokens)):
        if rng.random() < 0.05:
            tokens.append(rng.choice(WORDS))
            continue
        pool = POOLS[rng.choice(list(POOLS))]
        tokens.append("".join(rng.choice(pool) for _ in range(rng.randint(1, 8))))
    seps = [" "] * 12 + ["  ", "\t", "\u3000", "", "   "]
    return "".join(t + rng.choice(seps) for t in tokens)


HOSTILE = [
    "", " ", "   ", "\t", "\u3000", "\u3000\u3000a\u3000", " a ", "a  b", "a \t b", "\u00a0x\u00a0",
    "▁", "▁▁", "a▁", "▁a", "a ▁ b", "▁▁▁ x ▁▁▁", "<unk>", "<s> </s>", "<0xE3><0x81>", "<sep>x<sep>",
    "@@@@@", "foo bar", "foo  bar", "ﬁ ﬁnal", "Ⅻ Ⅻ", "中国中国人", "😀", "😀😀😀", "👨\u200d👩\u200d👧\u200d👦",
    "e\u0301\u0301\u0301", "\u0301", "a\u0308\u0323", "\x00", "a\x00b", "\x01\x02\x03", "\x7f", "\r", "a\rb",
    "\u2028", "a\u2029b", "\u0085", "\ufeffBOM", "\u200b", "\u200bx\u200b", "\ufffd", "\U0010FFFF", "\U000E0001",
    "𒀀𒀁𒀂", "ꙮ", "ﷺ", "ﷺﷺ", "㍻", "①②③", "ＡＢＣ１２３", "ｶﾞｷﾞ", "ㄱㅏ", "\u1100\u1161\u11a8",
    "1234567890", "3.14159", "1,000,000", "2019.", "$5", "a" * 300, "ab" * 500, "中" * 400, "😀" * 200,
    " ".join(["x"] * 1000), "\t".join(["y"] * 200), "Hello, World!", "HELLO world", "İstanbul", "ΟΔΟΣ",
    "Straße STRASSE", "naïve café", "don't can't won't", "l'homme", "e-mail", "www.example.com",
    "user@example.com", "#hashtag @mention", "<b>bold</b>", "&amp; &lt; &gt;", "C++ & C#", "x² + y³",
]


PARITY_FILES = ["public.zh4.hyp.txt", "public.zh4.ref0.txt", "public.ja5.hyp.txt", "public.ja5.ref0.txt",
                "public.wild2.hyp.txt", "public.wild2.ref0.txt", "public.wild3.hyp.txt", "public.en0.hyp.txt",
                "public.edge.long.hyp.txt", "public.edge.spaces.hyp.txt", "public.edge.paper.hyp.txt"]


def inputs(seed=1):
    lines = list(HOSTILE)
    for name, take in [("ref.txt", 400), ("online-A.0.txt", 100)]:
        with open(os.path.join(WMT, name), encoding="utf-8") as f:
            lines += f.read().split("\n")[:take]
    for name in PARITY_FILES:
        with open(os.path.join(PARITY, name), encoding="utf-8", newline="") as f:
            text = f.read()
        lines += text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")
    with open(os.path.join(WMT, "ref.txt"), encoding="utf-8") as f:
        ref = f.read().split("\n")
    # Long lines of real text: the unigram search then sums large scores.
    lines += [" ".join(ref[i:i + 60]) for i in (1000, 1100, 1200)]
    rng = random.Random(seed)
    lines += [random_line(rng, 40) for _ in range(300)]
    lines += [random_line(rng, 1500) for _ in range(1)]
    return lines


def training_text(path):
    rng = random.Random(2)
    with open(path, "w", encoding="utf-8") as out:
        for name in sorted(os.listdir(WMT)):
            if name.endswith(".txt"):
                with open(os.path.join(WMT, name), encoding="utf-8") as f:
                    out.write(f.read())
        for name in sorted(os.listdir(PARITY)):
            if name.startswith("public.") and name.endswith(".txt"):
                with open(os.path.join(PARITY, name), encoding="utf-8") as f:
                    out.write(f.read().replace("\r", ""))
        for _ in range(3000):
            out.write(random_line(rng, 30).replace("\r", "").replace("\n", "") + "\n")


def train():
    with tempfile.TemporaryDirectory() as tmp:
        text = os.path.join(tmp, "train.txt")
        training_text(text)
        for name, flags in MODELS.items():
            args = ["spm_train", f"--input={text}", f"--model_prefix={os.path.join(tmp, name)}",
                    "--minloglevel=2", "--num_threads=2", "--input_sentence_size=60000"] + shlex.split(flags)
            subprocess.run(args, check=True)
            os.replace(os.path.join(tmp, name + ".model"), os.path.join(HERE, name + ".model"))
    for name, (base, edit) in EDITS.items():
        m = pb.ModelProto()
        with open(os.path.join(HERE, base + ".model"), "rb") as f:
            m.ParseFromString(f.read())
        m.self_test_data.Clear()
        edit(m)
        with open(os.path.join(HERE, name + ".model"), "wb") as f:
            f.write(m.SerializeToString())


def oracle():
    lines = inputs()
    names = sorted(list(MODELS) + list(EDITS))
    procs = {}
    for name in names:
        procs[name] = spm.SentencePieceProcessor()
        procs[name].Load(os.path.join(HERE, name + ".model"))
    with gzip.GzipFile(os.path.join(HERE, "inputs.jsonl.gz"), "wb", mtime=0) as f:
        for line in lines:
            f.write((json.dumps(line, ensure_ascii=False) + "\n").encode("utf-8"))
    with gzip.GzipFile(os.path.join(HERE, "oracle.jsonl.gz"), "wb", mtime=0) as f:
        for line in lines:
            row = {name: " ".join(procs[name].EncodeAsPieces(line)) for name in names}
            f.write((json.dumps(row, ensure_ascii=False) + "\n").encode("utf-8"))
    print(f"{len(lines)} lines x {len(names)} models", file=sys.stderr)


if __name__ == "__main__":
    if "--train" in sys.argv[1:]:
        train()
    oracle()
