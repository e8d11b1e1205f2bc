#!/usr/bin/env python3
"""Writes stm references and ctm hypotheses from WMT17 en-de text with synthetic times.

The reference segments are lines of ../../wmt17-en-de/ref.txt, the hypothesis words the same
lines of a system's output ('"' removed, case kept: sclite folds it). Times are synthetic but
fixed (a seeded generator), chosen to exercise sclite's matching of ctm words to stm segments:
words spread beyond their segment's bounds (so midpoints cross into neighbours), words in the
gaps between segments, before the first and after the last, empty segments, ignored segments,
labels, several files and channels, channels in a different case in the ctm, alternations in
the ctm, and confidences on some files only.

It also writes each stm's reference as a ctm (wmt_*_ref.ctm), for scoring a ctm against a
ctm: the words of each segment spread evenly over it, with (in some files) alternations,
optionally deletable words, fragments and confidences.

Usage: python3 gen.py (from this directory); writes wmt_*.stm and wmt_*.ctm.
"""
import random

WMT = "../../wmt17-en-de/"


def lines(name, first, count):
    with open(WMT + name, encoding="utf-8") as fh:
        out = fh.read().split("\n")[first - 1:first - 1 + count]
    return [" ".join(l.replace('"', "").split()) for l in out]


class Writer:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.stm = []
        self.ctm = []
        self.refctm = []
        self.comments = {}  # stm line index -> comment lines written before it

    def channel(self, file, chan, ref, hyp, speakers, conf=False, alts=False, hyp_chan=None,
                ref_marks=False, ref_conf=False):
        """One file/channel: a segment per line, the hypothesis words timed around it.

        The reference ctm gets the segment's words spread evenly over it; with ref_marks some
        are alternations, optionally deletable or fragments, with ref_conf they have
        confidences."""
        rng = self.rng
        t = round(rng.uniform(0, 3), 2)
        for i, (r, h) in enumerate(zip(ref, hyp)):
            spk = speakers[i % len(speakers)]
            words = r.split()
            dur = round(0.3 * len(words) + 0.5, 2)
            t1, t2 = t, round(t + dur, 2)
            labels = "<O,%s> " % ("L" if len(words) > 15 else "S")
            text = r
            if i % 11 == 5:
                text = "IGNORE_TIME_SEGMENT_IN_SCORING"
            if i % 13 == 7:
                text = ""  # a segment without reference words
            if i % 4 == 3:
                labels = ""
            self.stm.append("%s %s %s %.2f %.2f %s%s" % (file, chan, spk, t1, t2, labels, text))
            if i % 11 != 5:
                self.ref_words(file, chan, text.split(), t1, t2, ref_marks, ref_conf)
            self.words(file, hyp_chan or chan, h.split(), t1, t2, conf, alts)
            gap = rng.choice([0, 0, 0.01, 0.5, 2.0])
            if gap == 2.0:  # hypothesis words in the gap, in no segment
                self.words(file, hyp_chan or chan, ["uh", "um"], t2 + 0.3, t2 + 1.7, conf, False)
            t = round(t2 + gap, 2)
        # words after the last segment's end
        self.words(file, hyp_chan or chan, ["okay", "bye"], t + 1, t + 2, conf, False)

    def words(self, file, chan, words, t1, t2, conf, alts):
        rng = self.rng
        if not words:
            return
        # spread beyond the segment by up to 0.6 s on each side
        a, b = t1 - rng.uniform(0, 0.6), t2 + rng.uniform(0, 0.6)
        a = max(a, 0)
        step = (b - a) / len(words)
        for k, w in enumerate(words):
            s = a + k * step
            d = step * rng.uniform(0.5, 0.95)
            c = " %.3f" % rng.uniform(0, 1) if conf else ""
            if alts and k % 9 == 4:
                self.ctm.append("%s %s * * <ALT_BEGIN>" % (file, chan))
                self.ctm.append("%s %s %.2f %.2f %s%s" % (file, chan, s, d, w, c))
                self.ctm.append("%s %s * * <ALT>" % (file, chan))
                self.ctm.append("%s %s %.2f %.2f %s%s" % (file, chan, s, d, w.lower() + "s", c))
                self.ctm.append("%s %s * * <ALT_END>" % (file, chan))
                continue
            self.ctm.append("%s %s %.2f %.2f %s%s" % (file, chan, s, d, w, c))

    def ref_words(self, file, chan, words, t1, t2, marks, conf):
        """The reference words of a segment, evenly over [t1, t2]."""
        if not words:
            return
        step = (t2 - t1) / len(words)
        for k, w in enumerate(words):
            s, d = t1 + k * step, step * 0.9
            c = " %.2f" % ((k % 10) / 10 + 0.05) if conf else ""
            line = "%s %s %.2f %.2f %%s%s" % (file, chan, s, d, c)
            if marks and k % 17 == 6:  # an optional word as an alternation with an empty branch
                self.refctm += ["%s %s * * <ALT_BEGIN>" % (file, chan), line % w,
                                "%s %s * * <ALT>" % (file, chan), "%s %s * * <ALT_END>" % (file, chan)]
            elif marks and k % 19 == 9:  # two spellings
                self.refctm += ["%s %s * * <ALT_BEGIN>" % (file, chan), line % w,
                                "%s %s * * <ALT>" % (file, chan), line % (w.lower() + "e"),
                                "%s %s * * <ALT_END>" % (file, chan)]
            elif marks and k % 7 == 3:
                self.refctm.append(line % ("(%s)" % w))
            elif marks and k % 13 == 11:
                self.refctm.append(line % (w[:max(1, len(w) // 2)] + "-"))
            else:
                self.refctm.append(line % w)

    def write(self, name):
        with open(name + ".stm", "w", encoding="utf-8") as f:
            f.write(";; generated by gen.py from WMT17 en-de (ref.txt and a system's output)\n")
            f.write(';; LABEL "O" "Overall" "All segments"\n')
            f.write(';; LABEL "L" "Long" "More than 15 words"\n')
            f.write(';; LABEL "S" "Short" "15 words or fewer"\n')
            f.write(";; CATEGORY \"0\" \"\" \"\"\n")
            for i, l in enumerate(self.stm):
                f.write("".join(c + "\n" for c in self.comments.get(i, [])))
                f.write(l + "\n")
            f.write("".join(c + "\n" for c in self.comments.get(len(self.stm), [])))
        with open(name + ".ctm", "w", encoding="utf-8") as f:
            f.write(";; generated by gen.py\n")
            f.write("".join(l + "\n" for l in self.ctm))
        with open(name + "_ref.ctm", "w", encoding="utf-8") as f:
            f.write(";; generated by gen.py: the reference of %s.stm\n" % name)
            f.write("".join(l + "\n" for l in self.refctm))


def wmt_basic():
    """Two files of two channels, speakers shared across channels, alternations in the ctm."""
    w = Writer(1)
    ref, hyp = lines("ref.txt", 1, 80), lines("online-B.0.txt", 1, 80)
    w.channel("talk1", "A", ref[0:20], hyp[0:20], ["spk1", "spk2"], alts=True, ref_marks=True)
    w.channel("talk1", "B", ref[20:40], hyp[20:40], ["spk3"], hyp_chan="b", ref_marks=True)
    w.channel("talk2", "A", ref[40:60], hyp[40:60], ["spk1"])
    w.channel("talk2", "B", ref[60:80], hyp[60:80], ["spk4", "Spk4"])
    w.write("wmt_basic")


def wmt_conf():
    """Over 5,000 ctm words; only the second file has confidences, read with the first's."""
    w = Writer(2)
    ref, hyp = lines("ref.txt", 101, 330), lines("uedin-nmt.4722.txt", 101, 330)
    w.channel("f1", "1", ref[0:150], hyp[0:150], ["a", "b"])
    w.channel("f2", "1", ref[150:160], hyp[150:160], ["c"], conf=True, ref_conf=True)
    w.channel("f3", "1", ref[160:330], hyp[160:330], ["d"])
    w.write("wmt_conf")


def wmt_conf_late():
    """Confidences only in a later file, beyond the first block sclite reads: the first file's
    paths have none, the later ones all have them."""
    w = Writer(4)
    ref, hyp = lines("ref.txt", 501, 330), lines("online-G.0.txt", 501, 330)
    w.channel("g1", "1", ref[0:200], hyp[0:200], ["a"])
    w.channel("g2", "1", ref[200:290], hyp[200:290], ["b"])
    w.channel("g2", "2", ref[290:300], hyp[290:300], ["b2"], conf=True)
    w.channel("g3", "1", ref[300:330], hyp[300:330], ["c"])
    w.write("wmt_conf_late")


def wmt_missing():
    """The ctm lacks a channel in the middle and has one the stm lacks at its end."""
    w = Writer(3)
    ref, hyp = lines("ref.txt", 401, 40), lines("online-A.0.txt", 401, 40)
    w.channel("m1", "1", ref[0:10], hyp[0:10], ["x"])
    w.channel("m2", "1", ref[10:20], hyp[10:20], ["y"])
    w.channel("m3", "1", ref[20:30], hyp[20:30], ["z"])
    # drop m2's words from the ctm
    w.ctm = [l for l in w.ctm if not l.startswith("m2 ")]
    w.write("wmt_missing")


def wmt_warn():
    """Over 400 segments, with lines starting with a single ';' (sclite warns, and reads them
    as segments) before and past its first block of 200 segments and at the end, and a channel
    missing from the ctm: sclite prints the stm's warnings as it reads the file, block by
    block, among its matching's. (The lines are short: with a copy of a long segment line,
    sclite 2.4.10 crashes on this file.)"""
    w = Writer(5)
    ref, hyp = lines("ref.txt", 1001, 450), lines("online-F.0.txt", 1001, 450)
    w.channel("w1", "1", ref[0:150], hyp[0:150], ["a"])
    w.channel("w2", "1", ref[150:250], hyp[150:250], ["b"])
    w.channel("w3", "1", ref[250:450], hyp[250:450], ["c"])
    w.ctm = [l for l in w.ctm if not l.startswith("w2 ")]
    for at in (150, 250, 420):
        w.comments[at] = ["; %s 0 1 short line %d" % (w.stm[at][:4], at)]
    w.comments[450] = [";;", "; w9 1 0 1 last words"]
    w.write("wmt_warn")


def ctm_edges():
    """Small ctm pairs for align_ctm_to_ctm's edges, from WMT words with regular times.

    ctmtail: the hypothesis runs 120 words past the reference's end, so that a chunk has
    no reference token: sclite names it after the token past the table, which is none (its
    id and speaker print C's "(null)"). ctmtail2: the same with a second channel after, whose
    first token names the chunk. ctmlast: a second channel of one token that ends both files
    (sclite does not see it) and a file with three channels (the third is left out)."""
    rng = random.Random(7)
    words = lines("ref.txt", 2001, 40)
    words = " ".join(words).split()

    def toks(file, chan, n, t0, shift, sub):
        out = []
        for i in range(n):
            w = words[(i * 7 + len(file)) % len(words)]
            if sub and i % 5 == 0:
                w = rng.choice(words)
            out.append("%s %s %.2f 0.20 %s" % (file, chan, t0 + i * 0.3 + shift, w))
        return out

    ref = toks("f1", "A", 60, 0, 0, False)
    hyp = toks("f1", "A", 60, 0, 0.02, True) + toks("f1", "A", 120, 18, 0, True)
    save("ctmtail_ref.ctm", ref)
    save("ctmtail_hyp.ctm", hyp)
    save("ctmtail2_ref.ctm", ref + toks("f1", "B", 30, 0, 0, False))
    save("ctmtail2_hyp.ctm", hyp + toks("f1", "B", 30, 0, 0.01, True))
    ref = (toks("f1", "A", 40, 0, 0, False) + toks("f1", "B", 20, 0, 0, False) +
           toks("f1", "C", 20, 0, 0, False) + toks("f2", "A", 70, 0, 0, False) +
           toks("f2", "B", 1, 30, 0, False))
    hyp = (toks("f1", "A", 45, 0, 0.03, True) + toks("f1", "B", 18, 0, 0, True) +
           toks("f1", "C", 5, 0, 0, True) + toks("f2", "A", 65, 0, 0.05, True) +
           toks("f2", "B", 1, 30, 0, True))
    save("ctmlast_ref.ctm", ref)
    save("ctmlast_hyp.ctm", hyp)


def save(name, lines_):
    with open(name, "w", encoding="utf-8") as f:
        f.write("".join(l + "\n" for l in lines_))


if __name__ == "__main__":
    wmt_basic()
    wmt_conf()
    wmt_conf_late()
    wmt_missing()
    wmt_warn()
    ctm_edges()
