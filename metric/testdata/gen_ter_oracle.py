#!/usr/bin/env python3
"""Writes ter_oracle.jsonl.gz: SacreBLEU 2.6.0's lib_ter.translation_edit_rate on word sequences.

Run with SacreBLEU 2.6.0 importable, from this directory:
    PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen_ter_oracle.py | gzip -9n > ter_oracle.jsonl.gz
Each line is a JSON array [category, hyp, ref, edits, ref_len, shifts, checked]: hyp and ref are
space-joined words, (edits, ref_len) is translation_edit_rate's result, shifts the number of shifts
it applied and checked its final count of checked shift candidates (read by wrapping lib_ter._shift;
at 1000 or more the search stopped at the cap). Every case comes from a fixed seed, so the file
is reproducible. The cases aim at the algorithm's corners: small vocabularies (many repeats and
ties), block moves (many shifts), long repetitive pairs (the 1000-candidate cap), extreme
length ratios (the widened beam and the band), and long pairs with many rounds of shifts.
"""
import json
import multiprocessing
import random
import sys

from sacrebleu.metrics import lib_ter

VOCAB = list("abcdefghijklmnopqrstuvwxyz") + ["é", "ß", "中", "the", "a.", "ab", "Ab"]

_log = []
_orig_shift = lib_ter._shift


def _recording_shift(words_h, words_r, cached_ed, checked):
    delta, words, checked = _orig_shift(words_h, words_r, cached_ed, checked)
    _log.append((delta, checked))
    return delta, words, checked


lib_ter._shift = _recording_shift


def run(case):
    cat, hyp, ref = case
    del _log[:]
    edits, length = lib_ter.translation_edit_rate(hyp, ref)
    shifts = sum(1 for delta, checked in _log if checked < 1000 and delta > 0)
    checked = _log[-1][1] if _log else 0
    return json.dumps([cat, " ".join(hyp), " ".join(ref), edits, length, shifts, checked],
                      ensure_ascii=False, separators=(",", ":"))


def words(rng, n, v):
    return [VOCAB[rng.randrange(v)] for _ in range(n)]


def block_moves(rng, ref, moves, subs, v):
    hyp = list(ref)
    for _ in range(moves):
        if len(hyp) < 2:
            break
        size = rng.randint(1, min(12, len(hyp) - 1))
        start = rng.randrange(len(hyp) - size + 1)
        block = hyp[start:start + size]
        del hyp[start:start + size]
        at = rng.randrange(len(hyp) + 1)
        hyp[at:at] = block
    for _ in range(subs):
        op = rng.randrange(3)
        if op == 0 and hyp:
            hyp[rng.randrange(len(hyp))] = VOCAB[rng.randrange(v)]
        elif op == 1 and hyp:
            del hyp[rng.randrange(len(hyp))]
        else:
            hyp.insert(rng.randint(0, len(hyp)), VOCAB[rng.randrange(v)])
    return hyp


def cases():
    rng = random.Random(20260101)
    for _ in range(12000):  # random pairs, small vocabularies
        v = rng.choice([1, 2, 3, 4, 6, 10, 26])
        yield "random", words(rng, rng.randint(0, 60), v), words(rng, rng.randint(0, 60), v)
    for _ in range(6000):  # block moves: many shifts
        v = rng.choice([3, 5, 8, 15, 33])
        ref = words(rng, rng.randint(1, 60), v)
        yield "moves", block_moves(rng, ref, rng.randint(1, 6), rng.randint(0, 4), v), ref
    for _ in range(1500):  # near the cap: medium lengths, few words
        v = rng.choice([2, 3, 4, 5])
        n = rng.randint(30, 90)
        yield "nearcap", words(rng, n, v), words(rng, n + rng.randint(-10, 10), v)
    for _ in range(400):  # extreme length ratios: widened beam, band effects
        v = rng.choice([2, 5, 26])
        short, long_ = words(rng, rng.randint(1, 6), v), words(rng, rng.randint(60, 400), v)
        yield "ratio", *((short, long_) if rng.random() < 0.5 else (long_, short))
    for _ in range(300):  # moderate ratios, long pairs with moves (band shape)
        v = rng.choice([5, 20, 33])
        ref = words(rng, rng.randint(60, 200), v)
        hyp = block_moves(rng, ref, rng.randint(0, 8), rng.randint(0, 40), v)
        yield "long", hyp, ref
    for _ in range(30):  # long repetitive pairs: the 1000-candidate cap
        n = rng.randint(100, 300)
        yield "cap", words(rng, n, 5), words(rng, n + rng.randint(-30, 30), 5)
    for _ in range(8):  # long pairs of many distinct words: many rounds of shifts
        ref = ["w%d" % rng.randrange(600) for _ in range(rng.randint(300, 1000))]
        hyp = block_moves(rng, ref, rng.randint(10, 40), rng.randint(0, 60), 26)
        yield "longmoves", hyp, ref


def main():
    with multiprocessing.Pool() as pool:
        for line in pool.imap(run, cases(), chunksize=16):
            sys.stdout.write(line + "\n")


if __name__ == "__main__":
    main()
