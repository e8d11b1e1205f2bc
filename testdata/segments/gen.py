#!/usr/bin/python3
"""Writes expected.jsonl.gz: SacreBLEU 2.6.0's sentence-level scores (metric.sentence_score, as
sacrebleu -sl computes them: BLEU with effective order) of WMT17 systems under several metric
configurations, with one and two references, as repr strings. Each record gives the command-line
options that configure the same metric for `sacre segments`.

Run: PYTHONPATH=<SacreBLEU 2.6.0 source> /usr/bin/python3 gen.py
"""
import gzip, json, os
from sacrebleu.metrics import BLEU, CHRF, TER

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', 'wmt17-en-de')
N = 1500  # segments of each system


def read(name):
    with open(os.path.join(DATA, name), encoding='utf-8') as f:
        return [line.rstrip() for line in f][:N]


CONFIGS = [
    (['-m', 'bleu'], lambda: BLEU(effective_order=True)),
    (['-m', 'bleu', '-tok', 'intl'], lambda: BLEU(effective_order=True, tokenize='intl')),
    (['-m', 'bleu', '-tok', 'char'], lambda: BLEU(effective_order=True, tokenize='char')),
    (['-m', 'bleu', '-tok', 'zh'], lambda: BLEU(effective_order=True, tokenize='zh')),
    (['-m', 'bleu', '-tok', 'none'], lambda: BLEU(effective_order=True, tokenize='none')),
    (['-m', 'ter', '--ter-asian-support'], lambda: TER(asian_support=True)),
    (['-m', 'bleu', '-lc', '-s', 'floor'], lambda: BLEU(effective_order=True, lowercase=True, smooth_method='floor')),
    (['-m', 'bleu', '-s', 'add-k', '-sv', '2'], lambda: BLEU(effective_order=True, smooth_method='add-k', smooth_value=2)),
    (['-m', 'chrf'], lambda: CHRF()),
    (['-m', 'chrf', '-cw', '2'], lambda: CHRF(word_order=2)),
    (['-m', 'chrf', '--chrf-whitespace', '--chrf-eps-smoothing', '--chrf-beta', '1'],
     lambda: CHRF(whitespace=True, eps_smoothing=True, beta=1)),
    (['-m', 'ter'], lambda: TER()),
    (['-m', 'ter', '--ter-normalized', '--ter-case-sensitive', '--ter-no-punct'],
     lambda: TER(normalized=True, case_sensitive=True, no_punct=True)),
]
SYSTEMS = ['uedin-nmt.4722.txt', 'KIT.4950.txt', 'online-B.0.txt']


def main():
    ref = read('ref.txt')
    second = read('online-A.0.txt')  # a second reference stream, for the two-reference cases
    out = []
    for refs_name, refs in [(['ref.txt'], [ref]), (['ref.txt', 'online-A.0.txt'], [ref, second])]:
        for args, make in CONFIGS:
            if len(refs) == 2 and '-tok' in args:
                continue
            m = make()
            for sys in SYSTEMS:
                hyps = read(sys)
                scores = [repr(m.sentence_score(h, [r[i] for r in refs]).score) for i, h in enumerate(hyps)]
                out.append({'refs': refs_name, 'system': sys, 'args': args, 'metric': m.__class__.__name__,
                            'scores': scores})
    with gzip.open(os.path.join(HERE, 'expected.jsonl.gz'), 'wt', compresslevel=9) as f:
        for rec in out:
            f.write(json.dumps(rec) + '\n')
    print(len(out), 'records')


main()
