#!/usr/bin/env python3
"""Writes ter_corpus.json: SacreBLEU 2.6.0's corpus-level TER on WMT17 en-de and on test_ter.py.

Run with SacreBLEU 2.6.0 importable, from this directory:
    PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen_ter_corpus.py > ter_corpus.json
Files are read as SacreBLEU's command line reads them (split at "\\n", each line right-stripped).
"wmt17" holds every system with the default options; "options" holds uedin-nmt.4722 under the
16 option combinations (bits: normalized, no_punct, asian_support, case_sensitive); "multiref"
scores it against three references (ref.txt, online-A.0.txt, online-B.0.txt), whose fractional
average lengths make the order of the float sum matter; "cases" holds test_ter.py's cases
(hypotheses, one reference stream). Each result has the score's repr, num_edits and ref_length's repr,
and the signature.
"""
import json
import os
import sys

from sacrebleu.metrics import TER

WMT = os.path.join("..", "..", "testdata", "wmt17-en-de")

# SacreBLEU's test/test_ter.py: (hypotheses, references, expected score / 100).
TEST_TER_CASES = [
    (['aaaa bbbb cccc dddd'], ['aaaa bbbb cccc dddd'], 0),  # perfect match
    (['dddd eeee ffff'], ['aaaa bbbb cccc'], 1),  # no overlap
    ([''], ['a'], 1),  # corner case, empty hypothesis
    (['a'], [''], 1),  # corner case, empty reference
    ([''], [''], 0),  # corner case, both reference and hypothesis empty, we define it as 0.0
    (['d e f g h a b c'], ['a b c d e f g h'], 1 / 8),  # a single shift fixes MT
    (
        [
            'wählen Sie " Bild neu berechnen , " um beim Ändern der Bildgröße Pixel hinzuzufügen oder zu entfernen , damit das Bild ungefähr dieselbe Größe aufweist wie die andere Größe .',
            'wenn Sie alle Aufgaben im aktuellen Dokument aktualisieren möchten , wählen Sie im Menü des Aufgabenbedienfelds die Option " Alle Aufgaben aktualisieren . "',
            'klicken Sie auf der Registerkarte " Optionen " auf die Schaltfläche " Benutzerdefiniert " und geben Sie Werte für " Fehlerkorrektur-Level " und " Y / X-Verhältnis " ein .',
            'Sie können beispielsweise ein Dokument erstellen , das ein Auto über die Bühne enthält .',
            'wählen Sie im Dialogfeld " Neu aus Vorlage " eine Vorlage aus und klicken Sie auf " Neu . "',
        ],
        [
            'wählen Sie " Bild neu berechnen , " um beim Ändern der Bildgröße Pixel hinzuzufügen oder zu entfernen , damit die Darstellung des Bildes in einer anderen Größe beibehalten wird .',
            'wenn Sie alle Aufgaben im aktuellen Dokument aktualisieren möchten , wählen Sie im Menü des Aufgabenbedienfelds die Option " Alle Aufgaben aktualisieren . "',
            'klicken Sie auf der Registerkarte " Optionen " auf die Schaltfläche " Benutzerdefiniert " und geben Sie für " Fehlerkorrektur-Level " und " Y / X-Verhältnis " niedrigere Werte ein .',
            'Sie können beispielsweise ein Dokument erstellen , das ein Auto enthalt , das sich über die Bühne bewegt .',
            'wählen Sie im Dialogfeld " Neu aus Vorlage " eine Vorlage aus und klicken Sie auf " Neu . "',
        ],
        0.136  # realistic example from WMT dev data (2019)
    ),
]


def read(name):
    with open(os.path.join(WMT, name), encoding="utf-8", newline="\n") as f:
        return [line.rstrip() for line in f]


def score(metric, hyps, refs):
    s = metric.corpus_score(hyps, refs)
    return {"score": repr(s.score), "num_edits": s.num_edits, "ref_length": repr(float(s.ref_length)),
            "signature": str(metric.get_signature())}


def options(k):
    return dict(normalized=bool(k & 1), no_punct=bool(k & 2), asian_support=bool(k & 4), case_sensitive=bool(k & 8))


def main():
    ref = read("ref.txt")
    systems = sorted(n for n in os.listdir(WMT) if n.endswith(".txt") and n != "ref.txt")
    out = {"wmt17": {}, "options": [], "multiref": None, "cases": []}
    for name in systems:
        out["wmt17"][name] = score(TER(), read(name), [ref])
    hyps = read("uedin-nmt.4722.txt")
    for k in range(16):
        out["options"].append(score(TER(**options(k)), hyps, [ref]))
    refs3 = [ref, read("online-A.0.txt"), read("online-B.0.txt")]
    out["multiref"] = score(TER(), hyps, refs3)
    for hyps, refs, _ in TEST_TER_CASES:
        out["cases"].append(dict(hyps=hyps, refs=refs, **score(TER(), hyps, [refs])))
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    print()


if __name__ == "__main__":
    main()
