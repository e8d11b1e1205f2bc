#!/usr/bin/python3
"""Writes tables.gz: Python's own decoding tables for its stateless single- and multi-byte
codecs, and aliases.txt: Python's codec aliases. Run with the Python whose codecs sacre
reproduces (SacreBLEU opens files with Python's codecs):

    /usr/bin/python3 gen.py

Format of tables.gz (text, one record a line):
    codec NAME BASE        a codec; its table is BASE's (or empty when BASE is "-") changed by:
    r SEQ CP N             N sequences from SEQ (hex bytes; its last byte counting up) to CP, CP+1...
    m SEQ CP,CP            a sequence that decodes to several code points
    d SEQ                  a sequence of BASE that this codec does not decode
    g LIN CP N             gb18030 four-byte sequences: linear index LIN.. to CP..
    k XYZ CP               euc_kr's eight-byte make-up sequences (KS X 1001:1998 annex 3):
                           A4 D4 A4 X A4 Y A4 Z decodes to the Hangul syllable CP
    iso NAME FLAGS MARKS   an ISO-2022 codec: its flags (s: SO and SI are plain bytes, 2: ESC N
                           single shifts, x: ESC & @ prefixes) and the charsets it designates (hex
                           marks: final byte, plus 0x80 for double-byte sets); then for each set:
    cs MARK BASE           the set's table (one or two bytes), probed through G0, as changes from
                           the table named BASE (CODEC:MARK for a set, CODEC:g2:MARK, or a codec)
    g2 MARK BASE           the table of ESC N c when G2 holds MARK
    hz BASE                the HZ codec's GB table
"""
import codecs, encodings.aliases, gzip, sys

SINGLE = ['cp037', 'cp1006', 'cp1026', 'cp1125', 'cp1140', 'cp1250', 'cp1251', 'cp1252', 'cp1253',
          'cp1254', 'cp1255', 'cp1256', 'cp1257', 'cp1258', 'cp273', 'cp424', 'cp437', 'cp500', 'cp720',
          'cp737', 'cp775', 'cp850', 'cp852', 'cp855', 'cp856', 'cp857', 'cp858', 'cp860', 'cp861',
          'cp862', 'cp863', 'cp864', 'cp865', 'cp866', 'cp869', 'cp874', 'cp875', 'hp_roman8',
          'iso8859_10', 'iso8859_11', 'iso8859_13', 'iso8859_14', 'iso8859_15', 'iso8859_16',
          'iso8859_2', 'iso8859_3', 'iso8859_4', 'iso8859_5', 'iso8859_6', 'iso8859_7', 'iso8859_8',
          'iso8859_9', 'koi8_r', 'koi8_t', 'koi8_u', 'kz1048', 'mac_arabic', 'mac_croatian',
          'mac_cyrillic', 'mac_farsi', 'mac_greek', 'mac_iceland', 'mac_latin2', 'mac_roman',
          'mac_romanian', 'mac_turkish', 'palmos', 'ptcp154', 'tis_620']
MULTI = ['euc_jp', 'shift_jis', 'cp932', 'euc_jis_2004', 'euc_jisx0213', 'shift_jis_2004',
         'shift_jisx0213', 'euc_kr', 'cp949', 'johab', 'gb2312', 'gbk', 'gb18030', 'big5', 'cp950',
         'big5hkscs']


def table(name):
    dec = codecs.getdecoder(name)
    t = {}

    def ok(seq):
        try:
            s, n = dec(seq)
        except UnicodeDecodeError:
            return None
        return s if n == len(seq) else None

    singles = set()
    for a in range(256):
        s = ok(bytes([a]))
        if s is not None:
            t[bytes([a])] = s
            singles.add(a)
    if name in SINGLE:
        return t, []
    for a in range(256):
        if a in singles:
            continue
        for b in range(256):
            s = ok(bytes([a, b]))
            if s is not None:
                t[bytes([a, b])] = s
    if name.startswith('euc_j'):
        for b in range(256):
            for c in range(256):
                s = ok(bytes([0x8F, b, c]))
                if s is not None:
                    t[bytes([0x8F, b, c])] = s
    four = []
    if name == 'euc_kr':
        for x in range(0xA1, 0xBF):
            for y in range(0xBF, 0xD4):
                for z in [0xD4] + list(range(0xA1, 0xBF)):
                    s = ok(bytes([0xA4, 0xD4, 0xA4, x, 0xA4, y, 0xA4, z]))
                    if s is not None:
                        four.append(('k', bytes([x, y, z]), ord(s)))
    if name == 'gb18030':
        for a in range(0x81, 0xFF):
            for b in range(0x30, 0x3A):
                for c in range(0x81, 0xFF):
                    for d in range(0x30, 0x3A):
                        s = ok(bytes([a, b, c, d]))
                        if s is not None:
                            lin = (((a - 0x81) * 10 + b - 0x30) * 126 + c - 0x81) * 10 + d - 0x30
                            assert len(s) == 1
                            four.append((lin, ord(s)))
    # Decoding is greedy by lead byte: no valid sequence may be the prefix of another.
    for seq in t:
        for k in range(1, len(seq)):
            assert seq[:k] not in t, (name, seq)
    return t, four


ISO = ['iso2022_jp', 'iso2022_jp_1', 'iso2022_jp_2', 'iso2022_jp_2004', 'iso2022_jp_3',
       'iso2022_jp_ext', 'iso2022_kr']
ESC = b'\x1b'


def decoder(name):
    dec = codecs.getdecoder(name)

    def ok(seq):
        try:
            return dec(seq)[0]
        except (UnicodeDecodeError, RuntimeError):  # RuntimeError: "internal codec error"
            return None
    return ok


def based(lines, done, name, t):
    """Writes t as the changes from the previous table nearest to it."""
    best, best_cost = None, len(t)
    for other, ot in done.items():
        if abs(len(ot) - len(t)) >= best_cost:
            continue
        changed, gone = diff(t, ot)
        cost = len(changed) + len(gone)
        if cost < best_cost:
            best, best_cost = other, cost
    changed, gone = diff(t, done[best] if best else {})
    lines[-1] += ' ' + (best or '-')
    emit(lines, changed)
    for k in gone:
        lines.append('d %s' % k.hex())
    done[name] = t


def iso2022(name, lines, done):
    ok = decoder(name)
    flags = ''
    if ok(b'\x0e') == '\x0e':
        flags += 's'
    if ok(ESC + b'N' + b'A') == 'A':
        flags += '2'
    if ok(ESC + b'&@' + ESC + b'$B') == '':
        flags += 'x'
    marks = set()
    g2 = {0x42}
    for f in range(0x40, 0x5B):
        for pre in [b'(', b')', b'.', b'$', b'$(', b'$)']:
            if ok(ESC + pre + bytes([f])) == '':
                marks.add(f | (0x80 if pre.startswith(b'$') else 0))
                if pre == b'.':
                    g2.add(f)
    lines.append('iso %s %s %s' % (name, flags or '-', ','.join('%x' % m for m in sorted(marks))))
    for m in sorted(marks):
        if m == 0x42:
            continue  # ASCII
        t = {}
        if m & 0x80:
            esc = ESC + b'$(' + bytes([m & 0x7F])
            for a in range(0x20, 0x80):
                for b in range(256):
                    s = ok(esc + bytes([a, b]))
                    if s is not None:
                        t[bytes([a, b])] = s
        else:
            esc = ESC + b'(' + bytes([m])
            for a in range(0x20, 0x80):
                s = ok(esc + bytes([a]))
                if s is not None:
                    t[bytes([a])] = s
        lines.append('cs %x' % m)
        based(lines, done, '%s:%x' % (name, m), t)
    if '2' in flags:
        for m in sorted(g2):
            t = {}
            for c in range(256):
                s = ok(ESC + b'.' + bytes([m]) + ESC + b'N' + bytes([c]))
                if s is not None:
                    t[bytes([c])] = s
            lines.append('g2 %x' % m)
            based(lines, done, '%s:g2:%x' % (name, m), t)


def hz(lines, done):
    ok = decoder('hz')
    t = {}
    for a in range(0x80):
        if a == ord('~'):
            continue  # "~}" and the like are handled before the table
        for b in range(256):
            s = ok(b'~{' + bytes([a, b]))
            if s is not None:
                t[bytes([a, b])] = s
    lines.append('hz')
    based(lines, done, 'hz', t)


def emit(lines, items):
    for r in runs(items):
        if r[0] == 'r':
            lines.append('r %s %x %d' % (r[1].hex(), r[2], r[3]))
        else:
            lines.append('m %s %s' % (r[1].hex(), r[2]))


def runs(items):
    """Groups (seq, cps) sorted by seq into runs where the last byte and the code point count up."""
    out = []
    for seq, s in items:
        if len(s) == 1 and out and out[-1][0] == 'r':
            _, start, cp, n = out[-1]
            if len(start) == len(seq) and start[:-1] == seq[:-1] and start[-1] + n == seq[-1] and cp + n == ord(s):
                out[-1] = ('r', start, cp, n + 1)
                continue
        if len(s) == 1:
            out.append(('r', seq, ord(s), 1))
        else:
            out.append(('m', seq, ','.join('%x' % ord(c) for c in s)))
    return out


def diff(t, base):
    changed = sorted((k, v) for k, v in t.items() if base.get(k) != v)
    gone = sorted(k for k in base if k not in t)
    return changed, gone


def main():
    lines = []
    done = {}
    for name in SINGLE + MULTI:
        t, four = table(name)
        best, best_cost = None, len(t)
        for other, ot in done.items():
            changed, gone = diff(t, ot)
            cost = len(changed) + len(gone)
            if cost < best_cost:
                best, best_cost = other, cost
        base = done[best] if best else {}
        changed, gone = diff(t, base)
        lines.append('codec %s %s' % (name, best or '-'))
        emit(lines, changed)
        for k in gone:
            lines.append('d %s' % k.hex())
        prev = None
        for k in [f for f in four if f[0] == 'k']:
            lines.append('k %s %x' % (k[1].hex(), k[2]))
        for lin, cp in [f for f in four if f[0] != 'k']:
            if prev and prev[0] + prev[2] == lin and prev[1] + prev[2] == cp:
                prev[2] += 1
                continue
            if prev:
                lines.append('g %d %x %d' % tuple(prev))
            prev = [lin, cp, 1]
        if prev:
            lines.append('g %d %x %d' % tuple(prev))
        done[name] = t
    for name in ISO:
        iso2022(name, lines, done)
    hz(lines, done)
    with gzip.GzipFile('tables.gz', 'wb', mtime=0) as f:
        f.write(('\n'.join(lines) + '\n').encode())
    with open('aliases.txt', 'w') as f:
        f.write('# Python %s encodings.aliases: alias codec\n' % sys.version.split()[0])
        for k, v in sorted(encodings.aliases.aliases.items()):
            f.write('%s %s\n' % (k, v))


if __name__ == "__main__":
    main()
