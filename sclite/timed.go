package sclite

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Match is one stm segment with the ctm tokens sclite gives it: the reference and hypothesis
// of one aligned utterance.
type Match struct {
	Seg *Segment
	// Hyp is the tokens matched to the segment, alternation markers included.
	Hyp []Token
	// Drop marks the tokens -m hyp leaves out (nil without -m hyp). They still take their
	// place when tokens are given to segments.
	Drop []bool
	// HasConf is sclite's has_conf when the segment is aligned: some ctm token read so far had
	// a confidence. sclite then gives every word its confidence (0 when it had none) and the
	// path the h_conf word_aux.
	HasConf bool
}

// Matching is the outcome of matching a ctm to an stm.
type Matching struct {
	Matches  []Match
	Warnings []string // what sclite prints on stderr meanwhile, as it prints them
}

// MatchCTM assigns the ctm's tokens to the stm's segments as sclite's align_ctm_to_stm_dp and
// segment_hyp_for_utt do, so that each Match can be aligned on its own.
//
// Both files are walked in step, one file-and-channel block at a time (sclite never sorts):
//   - when the blocks name the same file and channel, the tokens are given to the segments in
//     order: a segment takes the following tokens while their midpoint (begin + duration/2) is
//     before its end time. Nothing tests the begin time, so tokens before a segment (in a gap,
//     or before the first) go to the next segment, and the last segment of the channel takes
//     every remaining token, however late. An alternation counts with its latest midpoint.
//   - when they differ, the reference block is scored against no words ("File identifiers do
//     not match but continuing") and the same ctm block is compared with the next one;
//   - a ctm that ends first leaves the remaining segments against no words; a ctm with blocks
//     left after the stm's last is an error, as in sclite ("Hyp file has more data than ref
//     file").
//
// Segments whose text contains IGNORE_TIME_SEGMENT_IN_SCORING take their tokens as usual and
// are dropped with them. reduceRef and reduceHyp are sclite's -m ref and -m hyp.
//
// The Matching's warnings are sclite's standard error meanwhile, in its order: the stm's reading
// warnings come as sclite reads the file, by blocks, among the matching's own. With an error,
// the Matching holds the warnings printed before it.
func MatchCTM(stm *STM, ctm *CTM, reduceRef, reduceHyp bool) (*Matching, error) {
	return matchCTM(stm, ctm, reduceRef, reduceHyp, nil)
}

// matchCTM is MatchCTM, printing sclite's feedback to fb.
func matchCTM(stm *STM, ctm *CTM, reduceRef, reduceHyp bool, fb *feedback) (*Matching, error) {
	m := &Matching{}
	cur := ctmCursor{ctm: ctm}
	ref := stmCursor{stm: stm, max: stmBlock}
	segs, toks := stm.Segments, ctm.Tokens
	hs, rs := 0, 0
	for hs < len(toks) || rs < len(segs) {
		m.Warnings = ref.fill(rs, m.Warnings)
		hasConf := cur.hasConfAt(hs)
		hend := blockEnd(len(toks), hs, func(i int) bool { return sameChannel(&toks[i], &toks[hs]) })
		rend := blockEnd(len(segs), rs, func(i int) bool {
			return segs[i].File == segs[rs].File && segs[i].Channel == segs[rs].Channel
		})
		file := "(null)" // C's printf of the NULL past the stm's last segment
		if rs < len(segs) {
			file = segs[rs].File
		}
		fb.printf("    Performing alignments for file '%s'.\n", file)
		switch {
		case hs >= len(toks):
			m.warnf("Hyp files ends before ref but continuing for ref file/channel '%s' '%s'.",
				segs[rs].File, segs[rs].Channel)
		case rs >= len(segs):
			return m, fmt.Errorf("%w: %s:%d: the hypothesis has more data than the reference, from file/channel '%s' '%s' on (sclite: \"Hyp file has more data than ref file\")",
				ErrInput, ctm.Name, toks[hs].Line, toks[hs].File, toks[hs].Channel)
		case toks[hs].File != segs[rs].File || toks[hs].Channel != segs[rs].Channel:
			m.warnf("File identifiers do not match but continuing. ref file/channel '%s' '%s', next hyp '%s' '%s'.",
				segs[rs].File, segs[rs].Channel, toks[hs].File, toks[hs].Channel)
			hend = hs
		}
		m.matchChannel(segs[rs:rend], toks[hs:hend], hasConf, reduceRef, reduceHyp, fb)
		hs, rs = hend, rend
	}
	return m, nil
}

func (m *Matching) warnf(format string, a ...any) {
	m.Warnings = append(m.Warnings, "align_ctm_to_stm: "+fmt.Sprintf(format, a...))
}

func sameChannel(a, b *Token) bool { return a.File == b.File && a.Channel == b.Channel }

// blockEnd returns the end (exclusive) of the run of items from start for which same is true.
func blockEnd(n, start int, same func(int) bool) int {
	i := start
	for i < n && same(i) {
		i++
	}
	return i
}

// matchChannel is sclite's align_one_channel: the segments of one file and channel take their
// tokens in order. It prints sclite's feedback for each segment, then a new line.
func (m *Matching) matchChannel(segs []Segment, toks []Token, hasConf, reduceRef, reduceHyp bool, fb *feedback) {
	keep := keptSegments(segs, toks, reduceRef)
	var drop []bool
	skippedWords := 0
	if reduceHyp {
		drop = droppedTokens(segs, keep, toks)
		for i := range toks {
			if drop[i] && !toks[i].IsAltMarker() {
				skippedWords++
			}
		}
	}
	next, skipped, ignoredSegs, ignoredWords := 0, 0, 0, 0
	ignoredNote := func() {
		if ignoredSegs > 0 {
			fb.printf(" (%d Ignored Segments, %d Ignored Hyp Words.)    ", ignoredSegs, ignoredWords)
		}
	}
	for i := range segs {
		if reduceRef || reduceHyp {
			if !keep[i] {
				skipped++
			}
			fb.reduced(i+1, len(segs), reduceRef, reduceHyp, skipped, skippedWords)
			if !keep[i] {
				// A segment left out by -m takes no tokens: they go to the next one.
				ignoredNote()
				continue
			}
		} else {
			fb.printf("\r        %d of %d Segments For Channel %s. ", i+1, len(segs), segs[i].Channel)
		}
		end := len(toks)
		if i < len(segs)-1 {
			end = segmentEnd(toks, next, segs[i].T2)
		}
		ignored := segs[i].Ignored()
		if ignored {
			ignoredSegs++
			ignoredWords += end - next
		}
		if ignoredSegs > 0 {
			ignoredNote()
		} else {
			fb.printf("    ")
		}
		if !ignored {
			mt := Match{Seg: &segs[i], Hyp: toks[next:end:end], HasConf: hasConf}
			if drop != nil {
				mt.Drop = drop[next:end:end]
			}
			m.Matches = append(m.Matches, mt)
		}
		next = end
	}
	fb.printf("\n")
}

// segmentEnd returns the end (exclusive) of the tokens from next on whose midpoint is before t2;
// an alternation is taken or left whole, by its latest midpoint.
func segmentEnd(toks []Token, next int, t2 float64) int {
	for next < len(toks) {
		mid, after := toks[next].Mid(), next+1
		if toks[next].Alternate {
			mid, after = alternationMid(toks, next)
		}
		if mid >= t2 {
			break
		}
		next = after
	}
	return next
}

// alternationMid returns the latest midpoint of the words of the alternation starting at i
// (0 when it has none, as sclite starts from 0) and the index after its "<ALT_END>".
func alternationMid(toks []Token, i int) (mid float64, after int) {
	j := i
	for ; j < len(toks) && !strings.EqualFold(toks[j].Text, "<ALT_END>"); j++ {
		if !toks[j].IsAltMarker() {
			mid = max(mid, toks[j].Mid())
		}
	}
	return mid, min(j+1, len(toks))
}

// keptSegments returns which segments are scored: all, unless -m ref drops those that end
// before the channel's first token begins or begin after its last token ends.
func keptSegments(segs []Segment, toks []Token, reduceRef bool) []bool {
	keep := make([]bool, len(segs))
	for i := range segs {
		keep[i] = true
		if reduceRef && len(toks) > 0 {
			last := &toks[len(toks)-1]
			keep[i] = !(toks[0].T1 >= segs[i].T2 || last.T1+last.Dur <= segs[i].T1)
		}
	}
	return keep
}

// droppedTokens is -m hyp: tokens that end before the first kept segment begins or begin after
// the last one ends are left out, but an alternation is kept whole when any of its words is in.
// sclite keeps the two bounds in C floats, so they are rounded to float32 here too.
func droppedTokens(segs []Segment, keep []bool, toks []Token) []bool {
	bt, et := float32(9999999), float32(-999999)
	for i := range segs {
		if keep[i] {
			if float64(bt) > segs[i].T1 {
				bt = float32(segs[i].T1)
			}
			if float64(et) < segs[i].T2 {
				et = float32(segs[i].T2)
			}
		}
	}
	drop := make([]bool, len(toks))
	for i := range toks {
		if !toks[i].IsAltMarker() {
			drop[i] = toks[i].T1 > float64(et) || toks[i].T1+toks[i].Dur < float64(bt)
		}
	}
	for i := range toks {
		if strings.EqualFold(toks[i].Text, "<ALT_BEGIN>") {
			keepAlternation(toks, drop, i)
		}
	}
	return drop
}

// keepAlternation sets the flags of the alternation starting at i (up to, not including, its
// "<ALT_END>") to whether none of its words is kept.
func keepAlternation(toks []Token, drop []bool, i int) {
	end, usable := i, false
	for ; end < len(toks) && !strings.EqualFold(toks[end].Text, "<ALT_END>"); end++ {
		usable = usable || (!toks[end].IsAltMarker() && !drop[end])
	}
	for j := i; j < end; j++ {
		drop[j] = !usable
	}
}

// stmBlock is the number of segments sclite's alloc_STM makes room for at first.
const stmBlock = 200

// stmCursor follows how sclite reads the stm as it aligns (fill_STM_structure and fill_STM),
// so that the warnings it prints while reading come where sclite prints them.
type stmCursor struct {
	stm    *STM
	loaded int // segments read
	base   int // the segment at the head of sclite's table
	max    int // the table's size
	eof    bool
	warned int // warnings printed
}

// fill makes sure that the file of segment start is loaded, as fill_STM_structure does with its
// table starting at start, and appends the warnings printed meanwhile to w.
func (c *stmCursor) fill(start int, w []string) []string {
	justRead := false
	for !c.eof && c.fileRunsOn(start) {
		if justRead {
			c.max *= 2 // expand_STM
		}
		if start-c.base > 1 { // fill_STM moves the table down only then
			c.base = start
		}
		for !c.eof && c.loaded-c.base+1 < c.max {
			w = c.read(w)
		}
		justRead = true
	}
	return w
}

// fileRunsOn reports whether the file of segment start runs to the end of what is loaded
// (locate_STM_boundary by file finds no end).
func (c *stmCursor) fileRunsOn(start int) bool {
	segs := c.stm.Segments
	for i := start; i < c.loaded; i++ {
		if segs[i].File != segs[start].File {
			return false
		}
	}
	return true
}

// read is one read_stm_line: the lines up to the next segment, or to the end of the file.
func (c *stmCursor) read(w []string) []string {
	st := c.stm
	k := c.loaded
	for c.warned < len(st.Warnings) && st.warnSeg[c.warned] <= k {
		w = append(w, st.Warnings[c.warned])
		c.warned++
	}
	if k < len(st.Segments) {
		c.loaded++
		c.eof = c.loaded == len(st.Segments) && st.lastAtEOF
	} else {
		c.eof = true
	}
	return w
}

// feedback writes what sclite prints on standard output as it aligns (feedback level 1).
type feedback struct {
	w   io.Writer
	err error
}

func newFeedback(w io.Writer) *feedback {
	if w == nil {
		return nil
	}
	return &feedback{w: w}
}

func (f *feedback) printf(format string, a ...any) {
	if f == nil || f.err != nil {
		return
	}
	_, f.err = fmt.Fprintf(f.w, format, a...)
}

// reduced is align_one_channel's line for a segment under -m: the segments and words left out
// so far, and always "Channel 1" (sclite prints its channel counter, which stays 0, plus one).
func (f *feedback) reduced(n, of int, reduceRef, reduceHyp bool, segs, words int) {
	if f == nil {
		return
	}
	f.printf("\r        %d of %d Segments (", n, of)
	if reduceRef {
		f.printf("%d skipped segs", segs)
	}
	if reduceRef && reduceHyp {
		f.printf(", ")
	}
	if reduceHyp {
		f.printf("%d skipped words", words)
	}
	f.printf(") For Channel %d. ", 1)
}

func (f *feedback) error() error {
	if f == nil {
		return nil
	}
	return f.err
}

// TimedOptions are the options of sclite's stm and ctm scoring beyond Options (whose IDType is
// not needed here).
type TimedOptions struct {
	Options
	ReduceRef bool // -m ref: leave out segments outside the ctm channel's time span
	ReduceHyp bool // -m hyp: leave out ctm words outside the stm channel's time span
	// TimeAlign is -T, for a ctm reference only (sclite ignores it for stm): the cost of
	// pairing two words is the distance between their times, not their spellings.
	TimeAlign bool
	// Progress, when set, receives what sclite prints on standard output while it aligns at
	// its default feedback level (-f 1): everything after its "Begin alignment of Ref File"
	// line and before the reports' "Writing ..." lines. On an error it has received what
	// sclite printed before it failed, or part of it.
	Progress io.Writer
}

// ScoreSTM aligns a ctm hypothesis with an stm reference as `sclite -r REF stm -h HYP ctm
// [TITLE]` does, and returns the System its SGML report shows: one path per scored segment,
// id "(speaker-NNN)" numbered within the speaker, speakers in the order their first scored
// segment comes, the segment's labels, file, channel and times (R_T1, R_T2), each hypothesis
// word's times and, when the ctm has confidences, its confidence. Warnings are what sclite
// prints on standard error, in its order: the stm's reading warnings and the matching's (see
// MatchCTM), then those of reading both files again for their labels. With an ErrInput error
// about the files' data, warnings are those sclite printed before it failed. Errors wrap
// ErrInput or ErrUsage. opt.Progress receives sclite's standard output meanwhile.
func ScoreSTM(ref *STM, hyp *CTM, title string, opt TimedOptions) (sys *System, warnings []string, err error) {
	if err := opt.checkTimed(); err != nil {
		return nil, nil, err
	}
	fb := newFeedback(opt.Progress)
	m, err := matchCTM(ref, hyp, opt.ReduceRef, opt.ReduceHyp, fb)
	if err != nil {
		return nil, m.Warnings, err
	}
	sys = newTimedSystem(ref.Name, hyp.Name, title, &opt.Options)
	sys.Labels = addLabels(addLabels(nil, ref.Labels), hyp.Labels)
	sys.Categories = addLabels(addLabels(nil, ref.Categories), hyp.Categories)
	var al aligner
	spk := map[string]*Speaker{}
	for k := range m.Matches {
		mt := &m.Matches[k]
		sp := spk[mt.Seg.Speaker]
		if sp == nil {
			sp = &Speaker{ID: mt.Seg.Speaker}
			spk[sp.ID] = sp
			sys.Speakers = append(sys.Speakers, sp)
		}
		p, err := al.segmentPath(mt, &opt.Options)
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %w", ref.Name, mt.Seg.Line, err)
		}
		p.ID = fmt.Sprintf("(%s-%03d)", sp.ID, len(sp.Paths))
		p.Sequence = opt.Sequence + k
		sp.Paths = append(sp.Paths, p)
	}
	if err := fb.error(); err != nil {
		return nil, nil, err
	}
	warnings = append(append(m.Warnings, ref.labelWarnings...), hyp.labelWarnings...)
	return sys, warnings, nil
}

// checkTimed validates the options as proc_args does for stm and ctm input: no -i needed.
func (o *TimedOptions) checkTimed() error {
	c := o.Options
	if c.IDType == "" {
		c.IDType = "sp"
	}
	_, err := c.check()
	return err
}

func newTimedSystem(refName, hypName, title string, o *Options) *System {
	created := o.Created
	if created == "" {
		created = time.Now().Format("Mon Jan _2 15:04:05 2006")
	}
	if title == "" {
		title = hypName
	}
	return &System{Title: title, RefFile: refName, HypFile: hypName, Created: created, Format: "2.4",
		FragCorr: o.FragCorr, OptDel: o.OptDel}
}

// segmentPath aligns one segment's text with its tokens, as align_one_channel does.
func (al *aligner) segmentPath(mt *Match, o *Options) (*Path, error) {
	rs, rw, err := buildSide(mt.Seg.Text, o, al.refWords, nil)
	if err != nil {
		return nil, err
	}
	al.refWords = rw
	hs, times, err := tokenSide(mt.Hyp, mt.Drop, mt.HasConf, o)
	if err != nil {
		return nil, err
	}
	pairs, err := al.align(rs, hs, o.maxCells())
	if err != nil {
		return nil, err
	}
	p := &Path{Labels: mt.Seg.Labels, File: mt.Seg.File, Channel: mt.Seg.Channel,
		Attr: HypWordTimes | RefTimes, RefT1: mt.Seg.T1, RefT2: mt.Seg.T2}
	if o.CaseSense {
		p.Attr |= CaseSense
	}
	if o.CharAlign {
		p.Attr |= CharAlign
	}
	if mt.HasConf {
		p.Attr |= HypConf
	}
	p.Pairs = timedPairs(pairs, nil, times)
	return p, nil
}

// timed is the times and confidence sclite's WORD keeps for a ctm word.
type timed struct{ t1, t2, conf float64 }

// timedPairs converts aligned pairs, giving the words from ctm tokens their times.
func timedPairs(pairs []pair, refTimes, hypTimes map[*word]timed) []Pair {
	out := make([]Pair, len(pairs))
	words := make([]Word, 0, 2*len(pairs))
	conv := func(w *word, times map[*word]timed) *Word {
		if w == nil {
			return nil
		}
		pw := w.public()
		if t, ok := times[w]; ok {
			pw.T1, pw.T2, pw.Conf = t.t1, t.t2, t.conf
		}
		words = append(words, pw)
		return &words[len(words)-1]
	}
	for i, q := range pairs {
		out[i] = Pair{Eval: q.eval, Ref: conv(q.r, refTimes), Hyp: conv(q.h, hypTimes)}
	}
	return out
}

// tokenSide is sclite's Network_create_from_WTOKE followed by what network_dp_align_texts does
// to a network (-D, -F, -c): the tokens as a chain, with each alternation as parallel branches.
// It returns the side and the times of its words.
func tokenSide(toks []Token, drop []bool, hasConf bool, o *Options) (*side, map[*word]timed, error) {
	return tokenSideOf(toks, len(toks), drop, hasConf, o)
}

// tokenSideOf is tokenSide for the first n of toks: sclite reads on past a range's end into
// the tokens that follow where an alternation is cut by it.
func tokenSideOf(toks []Token, n int, drop []bool, hasConf bool, o *Options) (*side, map[*word]timed, error) {
	b := &tokenNet{toks: toks, n: n, drop: drop, hasConf: hasConf, o: o, times: map[*word]timed{}}
	for i := range n {
		if toks[i].Alternate && !b.dropped(i) {
			return b.networkSide()
		}
	}
	return b.chainSide()
}

type tokenNet struct {
	toks    []Token
	n       int // the tokens of the range: toks[:n]
	drop    []bool
	hasConf bool
	o       *Options
	times   map[*word]timed
}

func (b *tokenNet) dropped(i int) bool { return b.drop != nil && b.drop[i] }

// text returns token i's text, or "" beyond the range (sclite reads on into whatever follows).
func (b *tokenNet) text(i int) string {
	if i < 0 || i >= len(b.toks) {
		return ""
	}
	return b.toks[i].Text
}

// newWord is new_WORD_parseText for token i: begin, begin+duration, and the confidence when the
// ctm has any (sclite's -1 otherwise).
func (b *tokenNet) newWord(i int) *word {
	t := &b.toks[i]
	w := parseWord(t.Text)
	conf := -1.0
	if b.hasConf {
		conf = t.Conf
	}
	b.times[&w] = timed{t1: t.T1, t2: t.T1 + t.Dur, conf: conf}
	return &w
}

// chainSide builds the side of tokens without alternations, expanding words into characters
// for -c with sclite's times: each character gets an equal share of the word's duration.
func (b *tokenNet) chainSide() (*side, map[*word]timed, error) {
	s := &side{words: []*word{nil}}
	for i := range b.n {
		if b.dropped(i) {
			continue
		}
		w := b.newWord(i)
		decodeWord(w, b.o)
		if !b.o.CharAlign {
			s.words = append(s.words, w)
			continue
		}
		chars, keep, err := charWords(*w, b.o)
		if err != nil {
			return nil, nil, err
		}
		if keep {
			s.words = append(s.words, w)
			continue
		}
		s.words = append(s.words, b.charTimes(chars, b.times[w])...)
	}
	s.chain()
	return s, b.times, nil
}

// charTimes is expand_words_to_chars's set_word_duration and set_word_start.
func (b *tokenNet) charTimes(chars []word, t timed) []*word {
	dur := (t.t2 - t.t1) / float64(len(chars))
	start := t.t1
	out := make([]*word, len(chars))
	for i := range chars {
		b.times[&chars[i]] = timed{t1: start, t2: dur + start, conf: t.conf}
		start += dur
		out[i] = &chars[i]
	}
	return out
}

// networkSide builds the network of tokens with alternations as Network_create_from_WTOKE does,
// index moves included, so that a malformed alternation gives what sclite gives.
func (b *tokenNet) networkSide() (*side, map[*word]timed, error) {
	marks := 0
	net := &network{start: &node{}, marks: &marks}
	for i := 0; i < b.n; i++ {
		switch {
		case b.dropped(i):
		case b.toks[i].Alternate:
			var alt *network
			alt, i = b.alternation(i, &marks)
			replaceTail(net, alt)
		default:
			net.addToTail(b.newWord(i))
		}
	}
	if net.stop != nil {
		if err := net.depthFirst(func(a *arc) error { decodeWord(a.w, b.o); return nil }); err != nil {
			return nil, nil, err
		}
		if b.o.CharAlign {
			if err := net.depthFirst(net.expandChars(b.o)); err != nil {
				return nil, nil, err
			}
		}
	}
	net.insertAfter(net.start, nil)
	return net.number(), b.times, nil
}

// alternation builds the alternatives starting at token i as parallel branches, an empty one
// as "@", and returns them with the index of the token that ends them.
func (b *tokenNet) alternation(i int, marks *int) (*network, int) {
	for i < b.n && strings.EqualFold(b.text(i), "<ALT_BEGIN>") {
		i++
	}
	var out *network
	for {
		alt := &network{start: &node{}, marks: marks}
		n := 0
		for ; i < b.n && !b.toks[i].IsAltMarker(); i, n = i+1, n+1 {
			alt.addToTail(b.newWord(i))
		}
		if n == 0 {
			alt.addToTail(b.nullWord(i))
			i++
		}
		if out == nil {
			out = alt
		} else {
			merge(out.start, out.stop, alt)
		}
		if !(strings.EqualFold(b.text(i), "<ALT>") && strings.EqualFold(b.text(i+1), "<ALT_END>")) &&
			!strings.EqualFold(b.text(i), "<ALT_END>") {
			i++
		}
		if i >= b.n || strings.EqualFold(b.text(i), "<ALT_END>") {
			return out, i
		}
	}
}

// nullWord is the "@" sclite puts for an empty alternative, with the confidence of the token
// where it stands.
func (b *tokenNet) nullWord(i int) *word {
	w := &word{value: "@"}
	conf := -1.0
	if b.hasConf && i < len(b.toks) {
		conf = b.toks[i].Conf
	}
	b.times[w] = timed{conf: conf}
	return w
}

// replaceTail is Network_add_net_to_tail: an empty arc is added at the end, sub is merged in
// parallel to it, and the empty arc is deleted.
func replaceTail(net *network, sub *network) {
	net.addToTail(nil)
	replace(net.stop.in[0], sub)
}
