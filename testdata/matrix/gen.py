#!/usr/bin/python3
"""Writes expected.jsonl.gz: SacreBLEU 2.6.0's sentence_score(a, [b]) for every line a of A
against every line b of B (40 WMT17 lines each), under BLEU (effective order, as -sl and
sentence_bleu), chrF, chrF++ and TER, as repr strings, with the options that configure the
same metric for `sacre matrix`; and a group file with SacreBLEU's scores within each group.

Run: PYTHONPATH=<SacreBLEU 2.6.0 source> /usr/bin/python3 gen.py
"""
import gzip, json, os
from sacrebleu.metrics import BLEU, CHRF, TER

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', 'wmt17-en-de')
N = 40


def read(name, n=N, start=0):
    with open(os.path.join(DATA, name), encoding='utf-8') as f:
        return [line.rstrip() for line in f][start:start + n]


CONFIGS = [
    (['-m', 'bleu'], lambda: BLEU(effective_order=True)),
    (['-m', 'bleu', '-tok', 'char'], lambda: BLEU(effective_order=True, tokenize='char')),
    (['-m', 'chrf'], lambda: CHRF()),
    (['-m', 'chrf', '-cw', '2'], lambda: CHRF(word_order=2)),
    (['-m', 'ter'], lambda: TER()),
]


def main():
    a, b = read('uedin-nmt.4722.txt'), read('ref.txt')
    # Files: A and B, so that the test reads the same lines.
    with open(os.path.join(HERE, 'a.txt'), 'w', encoding='utf-8') as f:
        f.write(''.join(l + '\n' for l in a))
    with open(os.path.join(HERE, 'b.txt'), 'w', encoding='utf-8') as f:
        f.write(''.join(l + '\n' for l in b))
    out = []
    for args, make in CONFIGS:
        m = make()
        out.append({'files': ['a.txt', 'b.txt'], 'args': args,
                    'rows': [[repr(m.sentence_score(x, [y]).score) for y in b] for x in a]})
        out.append({'files': ['a.txt'], 'args': args,
                    'rows': [[repr(m.sentence_score(x, [y]).score) for y in a] for x in a]})
    # Groups: the lines of four systems for the same 10 sources, as candidates.
    systems = ['uedin-nmt.4722.txt', 'KIT.4950.txt', 'online-B.0.txt', 'C-3MA.4959.txt']
    cands = [read(s, 10, 100) for s in systems]
    with open(os.path.join(HERE, 'groups.tsv'), 'w', encoding='utf-8') as f:
        for g in range(10):
            for c in cands:
                f.write('src%d\t%s\n' % (g, c[g]))
    for args, make in CONFIGS:
        m = make()
        groups = []
        for g in range(10):
            lines = [c[g] for c in cands]
            groups.append([[repr(m.sentence_score(x, [y]).score) for y in lines] for x in lines])
        out.append({'files': ['groups.tsv'], 'args': args + ['--groups'], 'groups': groups})
    with gzip.open(os.path.join(HERE, 'expected.jsonl.gz'), 'wt', compresslevel=9) as f:
        for rec in out:
            f.write(json.dumps(rec) + '\n')
    print(len(out), 'records')


main()
