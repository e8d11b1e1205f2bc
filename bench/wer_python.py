"""A pure-Python word-level Levenshtein WER, the kind SacreBLEU's pull request #300 adds
(lib_wer.py: a plain dynamic program over words, no dependency): the speed baseline of
bench/wer_vs_python.sh. Prints the corpus WER in percent (edits over reference words)."""
import sys


def distance(ref, hyp):
    prev = list(range(len(hyp) + 1))
    for i in range(1, len(ref) + 1):
        cur = [i] + [0] * len(hyp)
        r = ref[i - 1]
        for j in range(1, len(hyp) + 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r != hyp[j - 1]))
        prev = cur
    return prev[-1]


def main(ref_path, *hyp_paths):
    with open(ref_path, encoding="utf-8") as f:
        refs = [[w for w in line.rstrip("\n").split(" ") if w] for line in f]
    for path in hyp_paths:
        with open(path, encoding="utf-8") as f:
            hyps = [[w for w in line.rstrip("\n").split(" ") if w] for line in f]
        edits = sum(distance(r, h) for r, h in zip(refs, hyps))
        words = sum(len(r) for r in refs)
        print(f"{path}\t{100 * edits / words:.4f}")


if __name__ == "__main__":
    main(*sys.argv[1:])
