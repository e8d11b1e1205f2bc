#!/usr/bin/python3
"""Writes cases.jsonl: SacreBLEU 2.6.0 scoring files in other encodings than UTF-8 (-e).

References: cpython/*.txt, CPython's own test texts for its CJK codecs (Lib/test/cjkencodings
of Python 3.11.2, Debian's libpython3.11-testsuite, copied unchanged), and WMT17 German for
single-byte and Unicode codecs. Hypotheses: the same text, changed (words dropped and swapped,
lines reversed), encoded with the same codec. Then the hypothesis with a byte the codec cannot
decode put into line 3: SacreBLEU fails (exit 1), and sacre must say which file and line.

Run: SACREBLEU=sacrebleu260 /usr/bin/python3 gen.py (SacreBLEU 2.6.0 on PATH as $SACREBLEU).
"""
import codecs, json, os, random, subprocess

SACREBLEU = os.environ.get('SACREBLEU', 'sacrebleu')
rng = random.Random(12)
HERE = os.path.dirname(os.path.abspath(__file__))


def change(lines):
    out = []
    for i, line in enumerate(lines):
        w = line.split(' ')
        if len(w) > 3:
            w = [x for k, x in enumerate(w) if k % 4 != 1]
            k = rng.randrange(len(w) - 1)
            w[k], w[k + 1] = w[k + 1], w[k]
        elif len(line) > 3:
            k = rng.randrange(len(line) - 1)
            line = line[:k] + line[k + 1:]
            w = [line]
        out.append(' '.join(w))
    return out


BAD = {'utf_16': b'\x00\xd8', 'utf_16_le': b'\x00\xd8', 'utf_16_be': b'\xd8\x00', 'utf_32': b'\x00\x00\x11\x00',
       'utf_7': b'\x80', 'unicode_escape': b'\\x4', 'raw_unicode_escape': b'\\u12'}


def bad_byte(codec):
    if codec in BAD:
        return BAD[codec]
    for b in [0x81, 0x80, 0xFF, 0x8E, 0xA0]:
        try:
            codecs.decode(bytes([b]), codec)
        except UnicodeDecodeError:
            return bytes([b])
    return None  # every byte decodes


def encode_lines(lines, codec):
    # A stateful codec (ISO-2022, HZ) returns to ASCII at each line's end, as Python's encoder does.
    return ''.join(l + '\n' for l in lines).encode(codec)


def encodes(line, codec):
    try:
        line.encode(codec)
        return True
    except UnicodeEncodeError:
        return False


def run(refs, hyp, codec, extra):
    p = subprocess.run([SACREBLEU] + refs + ['-i', hyp, '-e', codec] + extra, capture_output=True, text=True)
    return p.returncode, p.stdout


def main():
    os.chdir(HERE)
    cases = []
    sets = []
    for f in sorted(os.listdir('cpython')):
        codec = f[:-4]
        text = open('cpython/' + f, 'rb').read().decode(codec)
        sets.append((codec, 'cpython/' + f, text.split('\n')[:-1] if text.endswith('\n') else text.split('\n')))
    german = open('../wmt17-en-de/ref.txt', encoding='utf-8').read().split('\n')[:120]
    for codec in ['cp1252', 'latin_1', 'iso8859_15', 'cp850', 'mac_roman', 'utf_16', 'utf_16_be', 'utf_32',
                  'utf_7', 'utf_8_sig', 'charmap', 'unicode_escape', 'raw_unicode_escape']:
        lines = [l for l in german if encodes(l, codec)]
        data = encode_lines(lines, codec)
        name = 'wmt17.' + codec + '.txt'
        open(name, 'wb').write(data)
        sets.append((codec, name, lines))
    os.makedirs('hyp', exist_ok=True)
    for codec, ref, lines in sets:
        hyp_lines = change(lines)
        hyp = 'hyp/' + os.path.basename(ref).replace('.txt', '.' + codec + '.hyp.txt')
        data = encode_lines(hyp_lines, codec)
        open(hyp, 'wb').write(data)
        for extra in (['-m', 'bleu', 'chrf', 'ter', '-b'], ['-m', 'bleu', '-tok', 'char', '-b']):
            rc, out = run([ref], hyp, codec, extra)
            cases.append({'refs': [ref], 'hyp': hyp, 'codec': codec, 'args': extra, 'rc': rc, 'stdout': out})
        if bad_byte(codec) is None or len(hyp_lines) < 4:
            continue
        # A byte the codec cannot decode, in line 3.
        bad = hyp.replace('.hyp.txt', '.bad.txt')
        if codec in ('utf_16', 'utf_16_be', 'utf_32'):
            unit = 2 if codec.startswith('utf_16') else 4
            enc = codec if codec != 'utf_16' and codec != 'utf_32' else codec + '_le'
            good = encode_lines(hyp_lines[:2], enc)
            start = (unit if codec in ('utf_16', 'utf_32') else 0) + len(good)
            data = data[:start] + bad_byte(codec) + data[start:]
            open(bad, 'wb').write(data)
        else:
            nl = b'\\n' if codec == 'unicode_escape' else b'\n'  # it writes a line feed as "\n"
            parts = data.split(nl)
            parts[2] = parts[2][:4] + bad_byte(codec) + parts[2][4:]
            open(bad, 'wb').write(nl.join(parts))
        rc, out = run([ref], bad, codec, ['-b'])
        cases.append({'refs': [ref], 'hyp': bad, 'codec': codec, 'args': ['-b'], 'rc': rc, 'stdout': out,
                      'bad_line': 3})
    with open('cases.jsonl', 'w', encoding='utf-8') as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + '\n')
    print(len(cases), 'cases')


main()
