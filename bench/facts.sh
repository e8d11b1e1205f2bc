#!/bin/sh
# The counts the documentation quotes, read from the files the tests read (all committed, so a
# fresh clone prints the same): parity and oracle cases, each package's oracle data, the test-set
# registry, the sizes of a few pieces of code. No timing; the header is there all the same.
# Needs a Python 3 for reading the JSON files (PYTHON, default python3; standard library only).
set -eu
. "$(dirname "$0")/lib.sh"
header
echo
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
lines() { wc -l < "$1" | tr -d ' '; }
zlines() { gzip -dc "$1" | wc -l | tr -d ' '; }
go_lines() { cat $(ls "$1"/*.go | grep -v '_test\.go$') | wc -l | tr -d ' '; }

echo "Data (testdata/wmt17-en-de, WMT17 English-German news):"
echo "  systems: $(ls testdata/wmt17-en-de/*.txt | grep -vc '/ref.txt$'), segments each: $(lines testdata/wmt17-en-de/ref.txt)"
echo
echo "Command lines with SacreBLEU 2.6.0's output:"
echo "  parity cases (testdata/parity/cases.jsonl):             $(lines testdata/parity/cases.jsonl)"
echo "  oracle cases (testdata/oracle/cases.jsonl):             $(lines testdata/oracle/cases.jsonl)"
echo "  argparse parses (cmd/sacre/testdata/argparse.jsonl):    $(lines cmd/sacre/testdata/argparse.jsonl)"
echo "  encoding cases scored (testdata/encodings/cases.jsonl): $(lines testdata/encodings/cases.jsonl)"
echo
echo "Oracle data per package:"
echo "  tokenizers 13a/intl/zh/char, lines (tokenizers/testdata/oracle.jsonl.gz):  $(zlines tokenizers/testdata/oracle.jsonl.gz)"
echo "  tercom tokenizer, lines x 16 option sets (tokenizers/testdata/tercom_oracle.jsonl.gz): $(zlines tokenizers/testdata/tercom_oracle.jsonl.gz)"
echo "  ja-mecab (MeCab 0.996, ipadic), lines (tokenizers/testdata/mecab_ja_oracle.jsonl.gz): $(zlines tokenizers/testdata/mecab_ja_oracle.jsonl.gz)"
echo "  SentencePiece models (internal/sentencepiece/testdata/*.model):            $(ls internal/sentencepiece/testdata/*.model | wc -l | tr -d ' ')"
echo "  SentencePiece lines per model (internal/sentencepiece/testdata/inputs.jsonl.gz): $(zlines internal/sentencepiece/testdata/inputs.jsonl.gz)"
echo "  Python codecs, inputs decoded (internal/textio/pycodec/testdata/cases.jsonl.gz): $(zlines internal/textio/pycodec/testdata/cases.jsonl.gz)"
echo "  Whisper normalizers, lines (normalize/whisper/testdata/oracle.jsonl.gz):   $(zlines normalize/whisper/testdata/oracle.jsonl.gz)"
echo "  jiwer/RapidFuzz pairs (internal/editdist/testdata/oracle.jsonl.gz + large.jsonl.gz): $(( $(zlines internal/editdist/testdata/oracle.jsonl.gz) + $(zlines internal/editdist/testdata/large.jsonl.gz) ))"
echo "  real signatures and claims (verify/testdata/wild/claims.jsonl):          $(lines verify/testdata/wild/claims.jsonl)"
$PYTHON - <<'PY'
import gzip, json
rows = [json.loads(l) for l in gzip.open('metric/testdata/ter_oracle.jsonl.gz', 'rt')]
print("  lib_ter word sequence pairs (metric/testdata/ter_oracle.jsonl.gz):        %d, %d reaching the 1000-candidate cap"
      % (len(rows), sum(1 for r in rows if r[6] >= 1000)))
d = json.load(open('internal/nprand/testdata/numpy.json'))
print("  NumPy draws (internal/nprand/testdata/numpy.json):                        %d values in %d cases"
      % (sum(o['count'] for c in d['cases'] for o in c['ops']), len(d['cases'])))
bs = json.load(open('significance/testdata/wmt17_bs2000.json'))
print("  SacreBLEU's paired tests (significance/testdata/wmt17_*.json):            %d WMT17 systems" % len(bs))
m = [json.loads(l) for l in gzip.open('testdata/matrix/expected.jsonl.gz', 'rt')]
pairs = sum(len(r) for x in m for r in x.get('rows', []))
pairs += sum(len(r) for x in m for g in x.get('groups', []) for r in g)
print("  sentence_score pairs (testdata/matrix/expected.jsonl.gz):                 %d in %d configurations" % (pairs, len(m)))
s = [json.loads(l) for l in gzip.open('testdata/segments/expected.jsonl.gz', 'rt')]
print("  segment scores (testdata/segments/expected.jsonl.gz):                     %d: %d systems x %d runs (metric options, references)"
      % (sum(len(x['scores']) for x in s), len({x['system'] for x in s}), len({(tuple(x['refs']), tuple(x['args'])) for x in s})))
r = json.load(open('datasets/registry.json'))
print()
print("Test sets (datasets/registry.json, SacreBLEU 2.6.0's):")
print("  sets: %d, (set, language pair) entries: %d, formats (dataset classes): %d"
      % (len(r['sets']), sum(len(x['langpairs']) for x in r['sets']), len({x['class'] for x in r['sets']})))
PY
echo
echo "SCTK 2.4.10's outputs (sclite, sc_stats; testdata/sclite, testdata/scstats):"
echo "  trn alignment cases (testdata/sclite/align/*/sgml):               $(ls testdata/sclite/align/*/sgml | wc -l | tr -d ' '), utterances: $(cat testdata/sclite/align/*/hyp.trn | wc -l | tr -d ' ')"
echo "  stm/ctm and ctm/ctm cases (testdata/sclite/timed/cases.txt):      $(grep -v '^#' testdata/sclite/timed/cases.txt | grep -c .) ($(grep -v '^#' testdata/sclite/timed/cases.txt | awk '$3 == "stm"' | wc -l | tr -d ' ') stm, $(grep -v '^#' testdata/sclite/timed/cases.txt | awk '$3 == "ctm"' | wc -l | tr -d ' ') ctm)"
echo "  sum/rsum/sgml report cases (testdata/sclite/reports/*.sys):       $(ls testdata/sclite/reports/*.sys | wc -l | tr -d ' ')"
echo "  pra, dtl, lur report files (testdata/sclite/reports):             $(ls testdata/sclite/reports/*.pra | wc -l | tr -d ' '), $(ls testdata/sclite/reports/*.dtl | wc -l | tr -d ' '), $(ls testdata/sclite/reports/*.lur | wc -l | tr -d ' ')"
echo "  one-run report sequences (testdata/sclite/session):              $(ls testdata/sclite/session/*.cmd 2>/dev/null | wc -l | tr -d ' ')"
echo "  whole command lines (testdata/sclite/cli/*.args):                 $(ls testdata/sclite/cli/*.args | wc -l | tr -d ' ')"
echo "  snt/spk command lines (testdata/sclite/snt/*.args):               $(ls testdata/sclite/snt/*.args 2>/dev/null | wc -l | tr -d ' ')"
echo "  sc_stats runs (testdata/scstats/*.out):                           $(ls testdata/scstats/*.out | wc -l | tr -d ' ')"
echo
echo "Code:"
echo "  internal/svgplot, lines of Go without tests: $(go_lines internal/svgplot)"
echo "  report/assets/page.js, lines of JavaScript:  $(lines report/assets/page.js)"
echo "  report/assets/explore.js, lines of JavaScript: $(lines report/assets/explore.js)"
echo "  cmd/sacre, lines of Go without tests:        $(go_lines cmd/sacre)"
echo "  public packages in the API snapshot (internal/apisnap/testdata): $(ls internal/apisnap/testdata/*.txt | wc -l | tr -d ' ')"
