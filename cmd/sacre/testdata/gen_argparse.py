#!/usr/bin/env python3
"""Writes argparse.jsonl: command lines with how SacreBLEU 2.6.0's argparse parser reads them.

    PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen_argparse.py > argparse.jsonl

Each line is {"args": [...], "result": {dest: value, ...}} for a parse, or
{"args": [...], "exit": 0 or 2} when argparse exits (help, version, or an error).
Inputs are hand-picked command lines plus random ones from a pool of tokens (fixed seed).
"""
import contextlib
import io
import json
import random
import sys

from sacrebleu import sacrebleu as cli

CASES = [
    ["ref.txt", "-i", "hyp.txt"],
    ["ref.txt", "-i", "hyp.txt", "-m", "bleu", "chrf", "ter"],
    ["-m", "bleu", "ref.txt", "-i", "hyp.txt"],
    ["-tok", "intl", "ref.txt", "-i", "hyp.txt"],
    ["-lc", "ref.txt", "-i", "hyp.txt"],
    ["-i", "hyp.txt", "-w", "2", "ref.txt"],
    ["-lc", "ref.txt", "-w", "2", "other.txt"],
    ["--tok", "intl", "--lower", "-w", "5", "ref.txt", "-i", "h"],
    ["-tokintl", "ref.txt"],
    ["-w2", "ref.txt", "-i", "h"],
    ["-w=3", "ref.txt", "-i", "h"],
    ["--width=3", "ref.txt", "-i", "h"],
    ["--wid=3", "ref.txt", "-i", "h"],
    ["-qb", "ref.txt", "-i", "h"],
    ["-qbw", "4", "ref.txt", "-i", "h"],
    ["-qbw4", "ref.txt", "-i", "h"],
    ["-qZ", "ref.txt"],
    ["--paired", "ref.txt"],
    ["--paired-bs", "--paired-ar", "r", "-i", "a", "b"],
    ["-pbs", "-pbs", "r", "-i", "a", "b"],
    ["-pb", "r"],
    ["-to", "x", "r"],
    ["-i"],
    ["r", "-i"],
    ["r", "-i", "--", "-x"],
    ["--", "-r1", "r2", "-i", "h"],
    ["r", "--", "-i", "h"],
    ["-m"],
    ["-m", "nosuch", "r"],
    ["-tok", "nosuch", "r"],
    ["-w", "x", "r"],
    ["-w", "-1", "r"],
    ["-w", " 7 ", "r"],
    ["-w", "1_0", "r"],
    ["-w", "٣", "r"],
    ["-w", "+3", "r"],
    ["-w", "3.0", "r"],
    ["-sv", "0.5", "r"],
    ["-sv", "1e-2", "r"],
    ["-sv", "inf", "r"],
    ["-sv", " .5 ", "r"],
    ["-sv", "1_0.5", "r"],
    ["-sv", "abc", "r"],
    ["-sv", "-1", "r"],
    ["-h"],
    ["r", "--help", "-w", "x"],
    ["-w", "x", "--version"],
    ["--version", "-w", "x"],
    ["-V"],
    ["--no-c", "r"],
    ["--no", "r"],
    ["--n", "r"],
    ["--c", "r"],
    ["--chrf-w", "2", "r"],
    ["--chrf-wo", "2", "r"],
    ["--in", "a", "b", "--", "r"],
    ["r", "--input=a", "b"],
    ["--echo", "src", "ref", "-t", "wmt14", "-l", "en-de"],
    ["-t", "wmt14,wmt15", "-l", "en-de", "-i", "h"],
    ["-nr", "2", "r", "-i", "h"],
    ["-e", "latin-1", "r", "-i", "h"],
    ["-f", "latex", "r"],
    ["-f", "html", "r"],
    ["-sl", "-m", "bleu", "r"],
    ["-s", "floor", "-sv", "0.2", "r"],
    ["-s", "add", "r"],
    ["-ci", "-cin", "200", "r"],
    ["-par", "-parn", "50", "-j", "0", "r", "-i", "a", "b"],
    ["r", "-x"],
    ["r", "x y"],
    ["r", "-x y"],
    ["r", "-"],
    ["r", ""],
    ["--cite", "-t", "wmt14"],
    ["--list"],
    ["-d", "-nc", "-sh", "r"],
    ["-ol", "en", "--subset", "news", "r"],
    ["--lowercase=x", "r"],
    ["-lc=", "r"],
    ["-b=1", "r"],
    ["r1", "r2", "-i", "h1", "h2", "-m", "ter", "--ter-normalized", "--ter-no-punct", "--ter-asian", "--ter-case"],
    ["--chrf-e", "--chrf-l", "--chrf-wh", "-cc", "4", "-cw", "2", "--chrf-beta", "3", "r"],
]

POOL = ["ref.txt", "r2", "-i", "h1", "h2", "-m", "bleu", "chrf", "ter", "-tok", "intl", "13a", "-lc", "-w", "2",
        "-b", "-f", "text", "--", "-sl", "--tok", "--lower", "-q", "-qb", "-w3", "--width=4", "-nr", "3", "-x",
        "--in", "-e", "utf8", "-s", "exp", "-sv", "0.5", "-pbs", "-par", "--paired", "-sh", "-", "--force", "-tokzh"]


def parse(args):
    sys.argv = ["sacrebleu"] + args
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            ns = cli.parse_args()
    except SystemExit as e:
        return {"args": args, "exit": e.code or 0}
    result = vars(ns)
    # Floats as their repr, which JSON cannot carry for inf and nan.
    for k, v in result.items():
        if isinstance(v, float):
            result[k] = repr(v)
    return {"args": args, "result": result}


def main():
    import os
    os.environ.pop("SACREBLEU_FORMAT", None)
    rng = random.Random(11)
    cases = list(CASES)
    for _ in range(1500):
        cases.append([rng.choice(POOL) for _ in range(rng.randint(0, 7))])
    for args in cases:
        print(json.dumps(parse(args), ensure_ascii=False))


if __name__ == "__main__":
    main()
