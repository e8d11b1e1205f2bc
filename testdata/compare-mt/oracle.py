"""Writes oracle.json: compare-mt 0.2.11's numbers for the analyses of package analysis.

Run from this directory with compare-mt (and the packages it imports: nltk, numpy,
matplotlib, sacrebleu) importable, e.g.

    PYTHONPATH=/path/to/compare-mt:/path/to/sacrebleu /usr/bin/python3 oracle.py > oracle.json

Every number comes from compare-mt's own report functions, called with the keyword
arguments compare_mt_main passes for the given profile strings; floats are written with
repr() (json), so they round-trip exactly.

compare-mt orders n-grams of equal salience by the iteration order of a set of tuples of
strings, which depends on Python's per-process hash seed. So for each direction the file
holds every n-gram whose salience ties with or beats the last one shown (report_length),
sorted by salience and then by n-gram, which is the same in every run.
"""
import contextlib
import json
import os
import sys
import tempfile

from compare_mt import __version__
from compare_mt import arg_utils, corpus_utils, reporters
from compare_mt import compare_mt_main as cm

SENTENCE_PROFILES = [
    'bucket_type=length,statistic_type=score,score_measure=bleu',  # compare-mt's default
    'bucket_type=lengthdiff',  # compare-mt's default: statistic_type=count
    'bucket_type=lengthdiff,statistic_type=score,score_measure=bleu',
]


WMT24_SYSTEMS = ['GPT-4', 'ONLINE-B', 'Llama3-70B']


def sentence_buckets(ref, outs, profile):
    rep = cm.generate_sentence_bucketed_report(ref, outs, None, **arg_utils.parse_profile(profile))
    # The number of sentences per bucket and system, as the report's buckets hold them.
    sents = [[len(b[0]) for b in rep.bucketer.create_bucketed_corpus(out, ref=ref)] for out in outs]
    return {
        'profile': profile,
        'labels': rep.bucketer.bucket_strs,
        'stats': [[float(s) for s in stat] for stat in rep.sys_stats],
        'sentences': sents,
    }


def word_accuracy(ref, outs, profile):
    rep = cm.generate_word_accuracy_report(ref, outs, **arg_utils.parse_profile(profile))
    systems = []
    for stat in rep.statistics:
        systems.append([{'match': int(m), 'ref': int(r), 'out': int(o), 'rec': float(rec),
                         'prec': float(prec), 'fmeas': float(f)} for (m, r, o, rec, prec, f) in stat])
    return {'profile': profile, 'labels': rep.bucketer.bucket_strs, 'systems': systems}


def side(scorelist, rep, left, right, k):
    if not scorelist:
        return []
    edge = scorelist[min(k, len(scorelist)) - 1][1]
    rows = [(v, ng) for ng, v in scorelist if v >= edge]
    return [{'ngram': list(ng), 'salience': v, 'left': rep.matches[left][ng], 'right': rep.matches[right][ng]}
            for v, ng in rows]


def ngrams(ref, outs, profile):
    rep = cm.generate_ngram_report(ref, outs, **arg_utils.parse_profile(profile))
    (left, right), = rep.compare_directions
    scores = rep.scorelist[0]
    k = rep.report_length
    top = side(scores, rep, left, right, k)
    top.sort(key=lambda r: (-r['salience'], r['ngram']))
    flipped = [(ng, -v) for ng, v in reversed(scores)]
    bottom = side(flipped, rep, left, right, k)
    for r in bottom:
        r['salience'] = -r['salience']
    bottom.sort(key=lambda r: (r['salience'], r['ngram']))
    return {'profile': profile, 'left': left, 'right': right, 'report_length': k,
            'total': len(scores), 'top': top, 'bottom': bottom}


def case(name, ref_file, out_files, freq_profiles, directions, tokenize=None):
    """One case; with tokenize, a SacreBLEU tokenizer's name, of the files pre-tokenized by it."""
    files = {f: f for f in [ref_file, *out_files]}
    runs = {p: p for p in freq_profiles}
    if tokenize:
        tmp = tempfile.mkdtemp()
        files = {f: pretokenize(f, tokenize, tmp) for f in files}
        # The profile run names the pre-tokenized freq_corpus_file; the one recorded, the text.
        for p in freq_profiles:
            prof = arg_utils.parse_profile(p)
            if 'freq_corpus_file' in prof:
                f = prof['freq_corpus_file']
                prof['freq_corpus_file'] = files.get(f) or pretokenize(f, tokenize, tmp)
                runs[p] = ','.join(f'{k}={v}' for k, v in prof.items())
    ref = corpus_utils.load_tokens(files[ref_file])
    outs = [corpus_utils.load_tokens(files[f]) for f in out_files]
    reporters.sys_names = [f'sys{i+1}' for i in range(len(outs))]
    words = []
    for shown, run in runs.items():
        w = word_accuracy(ref, outs, run)
        w['profile'] = shown
        words.append(w)
    return {
        'name': name,
        'tokenize': tokenize or '',
        'ref': ref_file,
        'systems': out_files,
        'sentence_buckets': [sentence_buckets(ref, outs, p) for p in SENTENCE_PROFILES],
        'word_accuracy': words,
        # One report per direction: compare-mt's defaultdicts would otherwise carry keys
        # of zero count from one direction into the next.
        'ngrams': [ngrams(ref, outs, f'compare_type=match,compare_directions={d}') for d in directions],
    }


def pretokenize(path, name, tmp):
    """Writes path's lines tokenized by SacreBLEU's tokenizer name to a file in tmp, as a user
    pre-tokenizes text for compare-mt, and returns the file's path."""
    from sacrebleu.tokenizers.tokenizer_char import TokenizerChar
    from sacrebleu.tokenizers.tokenizer_zh import TokenizerZh
    tok = {'zh': TokenizerZh, 'char': TokenizerChar, 'ja-mecab': JaMecab}[name]()
    out = os.path.join(tmp, os.path.basename(path))
    with open(path, encoding='utf-8') as f, open(out, 'w', encoding='utf-8') as w:
        for line in f:
            w.write(tok(line.removesuffix('\n')) + '\n')
    return out


class JaMecab:
    """SacreBLEU's TokenizerJaMecab (strip, MeCab -Owakati, strip) with Debian's MeCab 0.996 and
    mecab-ipadic-utf8 (python3-mecab): SacreBLEU's pip package ipadic is not installed here, and
    Debian's dictionary holds one entry more than it (392,127 against 392,126: "あ〜"), which
    SacreBLEU's own size check would refuse. sacre's ja-mecab holds SacreBLEU's dictionary; the
    Go test fails if the two tokenize any of these lines apart."""

    def __init__(self):
        import MeCab
        self.tagger = MeCab.Tagger('-r /etc/mecabrc -d /var/lib/mecab/dic/ipadic-utf8 -Owakati')

    def __call__(self, line):
        return self.tagger.parse(line.strip()).strip()


def main():
    with contextlib.redirect_stdout(sys.stderr):
        cases = [
            case('ted', 'ted.ref.eng', ['ted.sys1.eng', 'ted.sys2.eng'],
                 ['bucket_type=freq', 'bucket_type=freq,freq_count_file=ted.train.counts',
                  'bucket_type=freq,freq_corpus_file=ted.sys1.eng'],
                 ['0-1']),
            case('small', 'small.ref', ['small.sys1', 'small.sys2', 'small.sys3'],
                 ['bucket_type=freq', 'bucket_type=freq,freq_count_file=small.counts',
                  'bucket_type=freq,freq_corpus_file=small.sys2'],
                 ['0-1', '0-2', '1-2', '2-1']),
            # WMT24's Chinese and Japanese, pre-tokenized as BLEU tokenizes them: zh, and for
            # Japanese char.
            case('wmt24-en-zh', 'wmt24.en-zh.ref', [f'wmt24.en-zh.{s}' for s in WMT24_SYSTEMS],
                 ['bucket_type=freq', 'bucket_type=freq,freq_corpus_file=wmt24.en-zh.GPT-4'],
                 ['0-1', '2-0'], tokenize='zh'),
            case('wmt24-en-ja', 'wmt24.en-ja.ref', [f'wmt24.en-ja.{s}' for s in WMT24_SYSTEMS],
                 ['bucket_type=freq', 'bucket_type=freq,freq_corpus_file=wmt24.en-ja.GPT-4'],
                 ['0-1'], tokenize='char'),
            # And as BLEU tokenizes Japanese by default (-l en-ja): ja-mecab.
            case('wmt24-en-ja-mecab', 'wmt24.en-ja.ref', [f'wmt24.en-ja.{s}' for s in WMT24_SYSTEMS],
                 ['bucket_type=freq', 'bucket_type=freq,freq_corpus_file=wmt24.en-ja.GPT-4'],
                 ['0-1', '1-2'], tokenize='ja-mecab'),
        ]
    json.dump({'compare_mt_version': __version__, 'cases': cases}, sys.stdout, indent=1, ensure_ascii=False)
    print()


if __name__ == '__main__':
    main()
