#!/usr/bin/python3
"""Writes testdata/cases.jsonl.gz: inputs for every codec and what Python makes of them when
SacreBLEU opens a file with it (open(path, encoding=codec, newline="\\n").read()): the text's
SHA-256, or an error. Valid text from each codec's repertoire, then corrupted: bytes inserted,
replaced and cut, escape and shift sequences put in. Run with /usr/bin/python3 gen_cases.py."""
import base64, codecs, encodings.aliases, gzip, hashlib, json, os, random, tempfile
import gen

rng = random.Random(2026)
WORDS = ['the', 'cat', 'sat', 'on', 'mat', 'Hello', 'world', '42', '.', ',', '!', ' ', '  ', '\t']


def python_reads(data, codec):
    with tempfile.NamedTemporaryFile(delete=False) as f:
        f.write(data)
    try:
        with open(f.name, encoding=codec, newline='\n') as g:
            text = g.read()
        return {'sha256': hashlib.sha256(text.encode('utf-8', 'surrogatepass')).hexdigest(),
                'surrogate': any(0xD800 <= ord(c) < 0xE000 for c in text)}
    except (UnicodeError, RuntimeError, LookupError) as e:
        return {'error': type(e).__name__}
    finally:
        os.unlink(f.name)


def corrupt(data, extra):
    data = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        k = rng.random()
        pos = rng.randint(0, len(data))
        if k < 0.3:
            data[pos:pos] = bytes([rng.randrange(256)])
        elif k < 0.5 and data:
            data[min(pos, len(data) - 1)] = rng.randrange(256)
        elif k < 0.6 and data:
            del data[rng.randrange(len(data)):]
        else:
            data[pos:pos] = rng.choice(extra)
    return bytes(data)


def words(n):
    return ''.join(rng.choice(WORDS) + (' ' if rng.random() < 0.7 else '\n') for _ in range(n))


def from_table(t, n):
    seqs = list(t)
    out = bytearray()
    for _ in range(n):
        if rng.random() < 0.3:
            out += rng.choice(WORDS).encode()
        elif rng.random() < 0.05:
            out += b'\n'
        else:
            out += rng.choice(seqs)
    return bytes(out)


def text_cases(codec, chars, extra, count=24, big=False):
    """Random text of chars and ASCII words, encoded by Python, then corrupted."""
    out = []
    for i in range(count):
        s = []
        for _ in range(rng.randint(0, 60)):
            s.append(rng.choice(chars) if chars and rng.random() < 0.5 else rng.choice(WORDS))
            if rng.random() < 0.1:
                s.append('\n')
        data = ''.join(s).encode(codec, 'ignore')
        out.append(data if i % 3 == 0 else corrupt(data, extra))
    if big:
        s = ''.join(rng.choice(chars) if chars and rng.random() < 0.3 else rng.choice(WORDS) for _ in range(6000))
        data = s.encode(codec, 'ignore')
        out += [data, corrupt(data, extra)]
    return out


def main():
    cases = []

    def add(codec, inputs):
        for data in inputs:
            cases.append({'codec': codec, 'input': base64.b64encode(data).decode(), **python_reads(data, codec)})

    ESC = b'\x1b'
    for name in gen.SINGLE + gen.MULTI:
        t, four = gen.table(name)
        inputs = [from_table(t, rng.randint(1, 80)) for _ in range(12)]
        inputs += [corrupt(from_table(t, rng.randint(1, 80)), [bytes([rng.randrange(256)])]) for _ in range(18)]
        inputs += [bytes(range(256)), bytes(rng.randrange(256) for _ in range(64))]
        inputs += [b'\xa4\xd4\xa4\xbb\xa4\xd0\xa4\xbb', b'\x81\x30\x81\x30', b'\x8f\xa2\xaf', b'\x8e\xa6']
        if name == 'euc_kr':
            makeup = [bytes([0xA4, 0xD4, 0xA4, x, 0xA4, y, 0xA4, z]) for _, (x, y, z), _ in four]
            inputs += [b''.join(rng.choice(makeup) + rng.choice([b'', b' ', b'\n']) for _ in range(30)) for _ in range(4)]
            inputs += [bytes([0xA4, 0xD4, 0xA4, rng.randrange(0xA0, 0xC0), 0xA4, rng.randrange(0xBE, 0xD5),
                              0xA4, rng.choice([0xD4, 0xA0, 0xA1, 0xBE, 0xBF, 0xD5])]) for _ in range(40)]
            inputs += [b'\xa4\xd4', b'\xa4\xd4\xa4\xbb', b'\xa4\xd4\xa4\xbb\xa4\xd0\xa4', b'\xa4\xd4\xa4\xbb\xa4\xd0\xa3\xd4']
        if name == 'gb18030':
            inputs += [b''.join(codecs.encode(chr(rng.randrange(0x80, 0x10FFFF)), 'gb18030', 'ignore') for _ in range(40))
                       for _ in range(4)]
        add(name, inputs)
    esc = [ESC + s for s in [b'(B', b'$B', b'(J', b'$@', b'$(D', b'$)C', b'N!', b'NA', b'.A', b'.F', b'(I',
                             b'&@' + ESC + b'$B', b'(', b'$', b'x', b'$(Q', b'$(P', b'$A', b'$(C', b'.J']]
    esc += [b'\x0e', b'\x0f', b'\n', b'\x80', ESC]
    jp = [chr(c) for c in range(0x3041, 0x3097)] + list('日本語漢字テスト한국어中文ｱｲｳ©éΩ') + [chr(0x20B9F)]
    for name in gen.ISO:
        add(name, text_cases(name, jp, esc, 40, big=True))
    add('hz', text_cases('hz', list('中文汉字测试') + ['~'], [b'~{', b'~}', b'~\n', b'~~', b'~', b'\x80', b'{'], 40, big=True))
    uni = ['é', 'Ω', '中', '😀', '\u200b', '\ufeff', 'ß', '\U0010FFFF', '\x00']
    for name in ['utf_16', 'utf_16_le', 'utf_16_be', 'utf_32', 'utf_32_le', 'utf_32_be']:
        extra = [b'\x00\xd8', b'\xd8\x00', b'\x00\xdc', b'\xdc\x00', b'\xff\xfe', b'\xfe\xff',
                 b'\x00\x00\x11\x00', b'\x00\x00\xd8\x00', b'\x00\xd8\x00\x00', b'\xff\xfe\x00\x00']
        add(name, text_cases(name, uni, extra, 30, big=True))
    add('utf_7', text_cases('utf_7', uni + ['+', '-', '~', '\\'], [b'+', b'-', b'+-', b'+A', b'+AAA-', b'+2D3-',
                                                                   b'+2D3cAA-', b'+AGE', b'\x80', b'+/v8-'], 40, big=True))
    pieces = [b'\\x41', b'\\x4', b'\\u00e9', b'\\u00E9', b'\\U0001F600', b'\\U00110000', b'\\N{LATIN SMALL LETTER A}',
              b'\\N{BOGUS NAME}', b'\\N{cjk unified ideograph-4e00}', b'\\N{CJK UNIFIED IDEOGRAPH-4E00}',
              b'\\N{CJK UNIFIED IDEOGRAPH-4e00}', b'\\N{HANGUL SYLLABLE GAG}', b'\\N{hangul syllable gag}',
              b'\\N{Latin Capital Letter A With Macron}', b'\\N{}', b'\\N', b'\\N{A', b'\\101', b'\\7777', b'\\q',
              b'\\\n', b'\\', b'\\\\', b'\\\\u0041', b'\\\\\\u0041', b'\xe9', b'\\ud800', b'\\uDC00', b'\\t', b'\\a',
              b'\\N{HANGUL SYLLABLE PWILH}', b'\\N{GRINNING FACE}', b'\\u004', b'\\U0001F60']
    for name in ['unicode_escape', 'raw_unicode_escape']:
        inputs = []
        for i in range(60):
            s = b''.join(rng.choice(pieces) if rng.random() < 0.4 else rng.choice(WORDS).encode()
                         for _ in range(rng.randint(0, 12)))
            inputs.append(s)
        add(name, inputs)
    for name in ['ascii', 'latin_1', 'charmap', 'utf_8', 'utf_8_sig', 'idna', 'undefined']:
        inputs = [b'', words(20).encode(), 'caf\u00e9 na\u00efve\n'.encode('utf-8'),
                  b'\xef\xbb\xbfhello\n', b'a.b..c.\nxn--abc. XN--abc\n', b'xn--mnchen-3ya.de\n',
                  b'\xed\xa0\x80', b'\xc0\x80', b'\xf4\x90\x80\x80', b'ok\n\xff\n']
        add(name, inputs + [corrupt(words(10).encode(), [b'\x80', b'\xe9', b'\xef\xbb\xbf']) for _ in range(10)])
    for name in ['utf_16', 'utf_16_le', 'utf_16_be', 'utf_32', 'utf_32_le', 'utf_32_be']:
        base = name.replace('_le', '').replace('_be', '')
        add(name, ['hello\n'.encode(base + '_le'), 'hello\n'.encode(base + '_be'), b'\xff', b'\xff\xfe',
                   b'\xff\xfe\x00', b'\x00\x00\xfe\xff', b'\xfe\xff\x00h\xfe\xff\x00i',
                   '\ufeffhi\ufeff'.encode(base + '_le')])
    # Escapes and shift sequences across Python's 8 KB reading chunks.
    for k in range(8180, 8195):
        add('unicode_escape', [b'a' * k + b'\\x41\\N{GRINNING FACE}\\u00e9\n'])
        add('raw_unicode_escape', [b'a' * k + b'\\\\u0041\\U0001F600\n'])
        add('iso2022_jp', [b'a' * k + b'\x1b$B$3$s\x1b(Bx\n'])
        add('utf_7', [b'a' * k + b'+ZeVnLIqe-x+AGE\n'])
        add('hz', [b'a' * k + b'~{VP~}~~x~\ny\n'])
    # Names of encodings: Python's aliases and spellings of them.
    names = sorted(set(encodings.aliases.aliases) | set(encodings.aliases.aliases.values()))
    names += ['UTF8', 'utf 8', 'Utf-8', ' utf-8 ', 'utf--8', 'utf.8', 'UTF-8-SIG', 'Latin-1', 'latin 1',
              'ISO-8859-1', 'iso_8859_1:1987', 'cp-1252', 'CP1252', 'windows-1252', 'Shift-JIS', 'sjis',
              'EUC-JP', 'x', '', 'mbcs', 'oem', 'base64', 'rot13', 'rot_13', 'hex', 'zlib', 'undefined',
              'utf-8\u00e9', '\u00e9utf8', 'u\u00e9tf8', 'utf8.', '.utf8', 'utf_8.', 'latin.1', 'iso8859.1',
              'tis-620', 'koi8-r', 'KOI8_U', 'gb-18030', 'hz-gb-2312', 'ISO-2022-JP', 'csiso2022jp',
              'unicode-escape', 'Raw Unicode Escape', 'utf-7', 'U7', 'idna', 'punycode', 'charmap', 'us-ascii',
              'ANSI_X3.4-1968', '646', 'utf-16', 'UTF16LE', 'utf-32be', 'cp65001', 'johab', 'big5-hkscs']
    for name in names:
        cases.append({'name': name, **python_reads(b'hi\n', name)})
    with gzip.open('testdata/cases.jsonl.gz', 'wt', compresslevel=9) as f:
        for c in cases:
            f.write(json.dumps(c) + '\n')
    print(len(cases), 'cases')


main()
