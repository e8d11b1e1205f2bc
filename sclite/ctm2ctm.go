package sclite

import (
	"fmt"
	"sort"
)

// ScoreCTM aligns a ctm hypothesis with a ctm reference as `sclite -r REF ctm -h HYP ctm
// [TITLE]` does (align_ctm_to_ctm), and returns the System its SGML report shows.
//
// Both files are walked one file (conversation) at a time, which must come in the same order.
// A file has one or two channels (the first two runs of tokens of the file, whatever their
// names; a third is left out), each cut into chunks of about 50 tokens a side where the two
// sides' times leave a common gap (chopChunk), and each chunk is one path: id
// "(file-channel-NNNN)" numbered within the channel, speaker "file-channel", both from the
// chunk's first reference token, the reference and hypothesis words' times and, for a side
// whose ctm has confidences, their confidences. The insertions and deletions of a path are
// put in time order between its other pairs. opt.TimeAlign (-T) makes the alignment's cost
// the distance between the words' times; -c does not apply (sclite aligns words here).
//
// sclite prints no warnings here: the []string returned is always empty. Files out of step,
// one file ending first or a second channel missing from one side are errors, as in sclite;
// errors wrap ErrInput or ErrUsage. opt.Progress receives sclite's standard output meanwhile.
func ScoreCTM(ref, hyp *CTM, title string, opt TimedOptions) (*System, []string, error) {
	if err := opt.checkTimed(); err != nil {
		return nil, nil, err
	}
	o := opt.Options
	o.CharAlign = false // network_dp_align_texts is given no character alignment here
	sc := &ctmScorer{
		sys:  newTimedSystem(ref.Name, hyp.Name, title, &opt.Options),
		ref:  wtoke{ctm: ref, cur: ctmCursor{ctm: ref}},
		hyp:  wtoke{ctm: hyp, cur: ctmCursor{ctm: hyp}},
		opt:  &opt,
		o:    &o,
		spk:  map[string]*Speaker{},
		fb:   newFeedback(opt.Progress),
		mode: "Word",
	}
	if opt.TimeAlign {
		sc.mode = "Time-mediated"
	}
	for sc.ref.s < len(ref.Tokens) || sc.hyp.s < len(hyp.Tokens) {
		if err := sc.file(); err != nil {
			return nil, nil, err
		}
	}
	if err := sc.fb.error(); err != nil {
		return nil, nil, err
	}
	return sc.sys, nil, nil
}

// wtoke is one side's ctm as sclite's table of tokens (WTOKE_STR1) holds it: s is the first
// token of the file being aligned; tokens outside the table read as zero, as its slot 0 (never
// written) and the fresh memory past its end do in sclite.
type wtoke struct {
	ctm     *CTM
	cur     ctmCursor
	s       int
	hasConf bool
}

func (w *wtoke) tok(i int) *Token { return w.cur.at(i) }

func (w *wtoke) t1(i int) float64 {
	if t := w.tok(i); t != nil {
		return t.T1
	}
	return 0
}

func (w *wtoke) end(i int) float64 {
	if t := w.tok(i); t != nil {
		return t.T1 + t.Dur
	}
	return 0
}

// durAt is the duration of the token in slot i - base + 1 of this side's table for token i of
// the other side's table (whose head is otherBase): sclite 2.4.10's chop_WTOKE_2 reads the
// reference's duration at the hypothesis's index once (fixed in SCTK in 2022).
func (w *wtoke) durAt(i, otherBase int) float64 {
	if t := w.cur.slot(i - otherBase + 1); t != nil {
		return t.Dur
	}
	return 0
}

func (w *wtoke) alt(i int) bool {
	t := w.tok(i)
	return t != nil && t.Alternate
}

// load is fill_WTOKE_structure at the start of a file.
func (w *wtoke) load() { w.hasConf = w.cur.hasConfAt(w.s) }

// boundary is locate_boundary: the last token from start of the same file (and channel, with
// byChan) among those loaded; the last loaded when start is past them.
func (w *wtoke) boundary(start int, byChan bool) int {
	last := w.cur.loaded - 1
	if start >= last {
		return last
	}
	toks := w.ctm.Tokens
	for i := start + 1; i <= last; i++ {
		if toks[i].File != toks[start].File || (byChan && toks[i].Channel != toks[start].Channel) {
			return i - 1
		}
	}
	return last
}

// ctmScorer is align_ctm_to_ctm's state.
type ctmScorer struct {
	sys      *System
	ref, hyp wtoke
	opt      *TimedOptions
	o        *Options
	spk      map[string]*Speaker
	fb       *feedback
	mode     string
	al       aligner
	paths    int
}

// file aligns the file (conversation) the two sides are at, channel by channel.
func (sc *ctmScorer) file() error {
	ref, hyp := &sc.ref, &sc.hyp
	hyp.load()
	ref.load()
	rt, ht := ref.ctm.Tokens, hyp.ctm.Tokens
	switch {
	case hyp.s >= len(ht):
		return fmt.Errorf("%w: the hypothesis %s ends before file '%s' of the reference %s (sclite: \"premature EOF in hyp file\")",
			ErrInput, hyp.ctm.Name, rt[ref.s].File, ref.ctm.Name)
	case ref.s >= len(rt):
		return fmt.Errorf("%w: the reference %s ends before file '%s' of the hypothesis %s (sclite: \"premature EOF in ref file\")",
			ErrInput, ref.ctm.Name, ht[hyp.s].File, hyp.ctm.Name)
	case rt[ref.s].File != ht[hyp.s].File:
		return fmt.Errorf("%w: %s:%d, %s:%d: the files are out of step at reference file '%s', hypothesis file '%s' (sclite: \"file strings out of synchronization\")",
			ErrInput, ref.ctm.Name, rt[ref.s].Line, hyp.ctm.Name, ht[hyp.s].Line, rt[ref.s].File, ht[hyp.s].File)
	}
	rConv, hConv := ref.boundary(ref.s, false), hyp.boundary(hyp.s, false)
	rEnd1, hEnd1 := ref.boundary(ref.s, true), hyp.boundary(hyp.s, true)
	// A second channel counts when it starts before the last token loaded (sclite's test is
	// strict: a second channel of one token at the end is not seen).
	channels := 1
	rEnd2, hEnd2 := -1, -1
	if rEnd1+1 < ref.cur.loaded-1 && rt[rEnd1+1].File == rt[ref.s].File {
		rEnd2, channels = ref.boundary(rEnd1+1, true), 2
	}
	if hEnd1+1 < hyp.cur.loaded-1 && ht[hEnd1+1].File == ht[hyp.s].File {
		hEnd2, channels = hyp.boundary(hEnd1+1, true), 2
	}
	if channels == 2 {
		if hEnd2 == -1 {
			return fmt.Errorf("%w: the hypothesis %s lacks the second channel of file '%s' (sclite: \"Hyp is missing second channel\")",
				ErrInput, hyp.ctm.Name, rt[ref.s].File)
		}
		if rEnd2 == -1 {
			return fmt.Errorf("%w: the reference %s lacks the second channel of file '%s' (sclite: \"ref is missing second channel\")",
				ErrInput, ref.ctm.Name, ht[hyp.s].File)
		}
	}
	sc.fb.printf("    Performing %s alignments for file '%s'.\n", sc.mode, rt[ref.s].File)
	for ch := range channels {
		rb, re, hb, he := ref.s, rEnd1, hyp.s, hEnd1
		if ch == 1 {
			rb, re, hb, he = rEnd1+1, rEnd2, hEnd1+1, hEnd2
		}
		for chunk := 0; rb <= re || hb <= he; chunk++ {
			rc, hc := sc.chop(rb, hb, re, he)
			if err := sc.chunk(rb, rc, hb, hc, chunk); err != nil {
				return err
			}
			rb, hb = rc+1, hc+1
		}
	}
	ref.s, hyp.s = rConv+1, hConv+1
	return nil
}

// chop is align_ctm_to_ctm's loop around chop_WTOKE_2: it asks for chunks of 50 tokens a side,
// doubling until one is found.
func (sc *ctmScorer) chop(rb, hb, re, he int) (rc, hc int) {
	for n := 50; ; n *= 2 {
		if rc, hc, ok := chopChunk(&sc.ref, &sc.hyp, rb, hb, re, he, n); ok {
			return rc, hc
		}
	}
}

// chunk aligns reference tokens rb..rc with hypothesis tokens hb..hc (inclusive) as one path.
func (sc *ctmScorer) chunk(rb, rc, hb, hc, chunk int) error {
	ref, hyp := &sc.ref, &sc.hyp
	file, channel := "(null)", "(null)" // what C's printf makes of the NULL past the table
	var p Path
	if t := ref.tok(rb); t != nil {
		file, channel = t.File, t.Channel
		p.File, p.Channel = t.File, t.Channel
	}
	rs, rtimes, err := tokenSideOf(ref.ctm.Tokens[rb:ref.cur.loaded], rc+1-rb, nil, ref.hasConf, sc.o)
	if err != nil {
		return err
	}
	hs, htimes, err := tokenSideOf(hyp.ctm.Tokens[hb:hyp.cur.loaded], hc+1-hb, nil, hyp.hasConf, sc.o)
	if err != nil {
		return err
	}
	sc.al.times = nil
	if sc.opt.TimeAlign {
		sc.al.times = make(map[*word]timed, len(rtimes)+len(htimes))
		for w, t := range rtimes {
			sc.al.times[w] = t
		}
		for w, t := range htimes {
			sc.al.times[w] = t
		}
	}
	pairs, err := sc.al.align(rs, hs, sc.o.maxCells())
	if err != nil {
		return fmt.Errorf("%s:%d: %w", ref.ctm.Name, ref.ctm.Tokens[min(rb, len(ref.ctm.Tokens)-1)].Line, err)
	}
	sortTimeMarks(pairs, rtimes, htimes)
	p.ID = fmt.Sprintf("(%s-%s-%04d)", file, channel, chunk)
	p.Sequence = sc.opt.Sequence + sc.paths
	p.Attr = RefWordTimes | HypWordTimes
	if ref.hasConf {
		p.Attr |= RefConf
	}
	if hyp.hasConf {
		p.Attr |= HypConf
	}
	if sc.o.CaseSense {
		p.Attr |= CaseSense
	}
	p.Pairs = timedPairs(pairs, rtimes, htimes)
	id := file + "-" + channel
	sp := sc.spk[id]
	if sp == nil {
		sp = &Speaker{ID: id}
		sc.spk[id] = sp
		sc.sys.Speakers = append(sc.sys.Speakers, sp)
	}
	sp.Paths = append(sp.Paths, &p)
	sc.paths++
	return nil
}

// sortTimeMarks is sort_PATH_time_marks: each run of insertions and deletions is put in the
// order of its words' begin times, keeping the order of equal times (sclite bubble-sorts).
func sortTimeMarks(pairs []pair, rtimes, htimes map[*word]timed) {
	isID := func(q *pair) bool { return q.eval == Del || q.eval == Ins }
	t1 := func(q *pair) float64 {
		if q.eval == Del {
			return rtimes[q.r].t1
		}
		return htimes[q.h].t1
	}
	for i := 0; i < len(pairs); {
		if !isID(&pairs[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(pairs) && isID(&pairs[j]) {
			j++
		}
		run := pairs[i:j]
		sort.SliceStable(run, func(a, b int) bool { return t1(&run[a]) < t1(&run[b]) })
		i = j
	}
}

// overlap is the overlap of two time spans (negative: the gap between them), as chop_WTOKE_2
// computes it; of its cases only the last two decide.
func overlap(s1t1, s1t2, s2t1, s2t2 float64) float64 {
	if s1t1 < s2t1 {
		if s1t2 < s2t2 {
			return s1t2 - s2t1
		}
		return s2t2 - s2t1
	}
	if s1t2 < s2t2 {
		return s1t2 - s1t1
	}
	return s2t2 - s1t1
}

// chopChunk is chop_WTOKE_2: the ends (inclusive) of the next chunk of reference tokens from
// rs and hypothesis tokens from hs, re and he being the channel's last tokens. When both
// remain within max tokens, it takes them all. Otherwise it starts max tokens on, steps the
// reference back out of any alternation, brings the two ends together in time, and searches
// back for a place where the gaps after both ends overlap. ok is false when it finds none.
// It follows sclite 2.4.10, whose search reads one hypothesis word's end time with the
// duration of the reference token at the same place in its table (see wtoke.durAt).
func chopChunk(ref, hyp *wtoke, rs, hs, re, he, max int) (rEnd, hEnd int, ok bool) {
	if rs > re && hs > he {
		return 0, 0, false
	}
	if re-rs < max && he-hs < max {
		return re, he, true
	}
	r, h := min(rs+max, re), min(hs+max, he)
	apart := func() bool { return overlap(ref.t1(r), ref.end(r), hyp.t1(h), hyp.end(h)) < 0.0 }
	// backRef steps the reference end back one token and out of an alternation, reporting
	// whether it skipped alternation tokens.
	backRef := func() (skipped bool) {
		for r--; r >= rs && ref.alt(r); r-- {
			skipped = true
		}
		return skipped
	}
	for r >= rs && ref.alt(r) {
		r--
	}
	for skipped := true; skipped; {
		skipped = false
		if ref.t1(r) > hyp.t1(h) {
			for !skipped && r >= rs && ref.t1(r) > hyp.t1(h) && apart() {
				skipped = backRef()
			}
		} else if ref.t1(r) < hyp.t1(h) {
			for h >= hs && ref.t1(r) < hyp.t1(h) && apart() {
				h--
			}
		}
	}
	for r > rs && h > hs {
		rg1, rg2 := ref.end(r), 999999.99
		if r != re {
			rg2 = ref.t1(r + 1)
		}
		hg1, hg2 := hyp.end(h), 999999.99
		if h != he {
			hg2 = hyp.t1(h + 1)
		}
		if overlap(rg1, rg2, hg1, hg2) >= 0.0 {
			return r, h, true
		}
		for skipped := true; skipped; {
			skipped = false
			if ref.t1(r) > hyp.t1(h) {
				if r > rs {
					skipped = backRef()
				}
				for !skipped && h >= hs && ref.t1(r) < hyp.t1(h) && apart() {
					h--
				}
			} else if ref.t1(r) <= hyp.t1(h) {
				if h > hs {
					h--
				}
				for !skipped && r >= rs && ref.t1(r) > hyp.t1(h) &&
					overlap(ref.t1(r), ref.end(r), hyp.t1(h), hyp.t1(h)+ref.durAt(h, hyp.cur.base)) < 0.0 {
					skipped = backRef()
				}
			}
		}
	}
	if r > rs || h > hs {
		return r, h, true
	}
	return 0, 0, false
}
