package sclite

import (
	"fmt"
	"time"

	"github.com/sacre-mt/sacre/internal/par"
)

// Score aligns every utterance of hyp with the reference utterance of the same id, as
// `sclite -r REF trn -h HYP trn TITLE -i ...` does, and returns the System its SGML report
// shows: speakers in the order the hypothesis first names them, each with its paths in
// hypothesis order.
//
// As sclite does: reference utterances the hypothesis lacks are left out silently; an
// utterance of the hypothesis that the reference lacks, an id twice in the hypothesis, or
// two different texts for one id in the reference (unless the second is a prefix of the
// first) is an error. Ids and texts are lower-cased unless opt.CaseSense, ids included. An
// rm-style id without '-' or '_' keeps the previous utterance's speaker (sclite prints an
// error and goes on). Errors wrap ErrInput (or ErrUsage for options) and name file:line.
func Score(ref, hyp *TRN, title string, opt Options) (*System, error) {
	it, err := opt.check()
	if err != nil {
		return nil, err
	}
	refs, err := matchRefs(ref, hyp, &opt)
	if err != nil {
		return nil, err
	}
	sys := newSystem(ref, hyp, title, &opt)
	paths, err := alignAll(refs, hyp, &opt)
	if err != nil {
		return nil, err
	}
	spk, bySpk := "", map[string]*Speaker{}
	for k, u := range hyp.Utts {
		id := fold(u.ID, &opt)
		if s, ok := speakerOf(id, it); ok {
			spk = s
		}
		p := paths[k]
		p.ID, p.Sequence = id, opt.Sequence+k
		sp := bySpk[spk]
		if sp == nil {
			sp = &Speaker{ID: spk}
			bySpk[spk] = sp
			sys.Speakers = append(sys.Speakers, sp)
		}
		sp.Paths = append(sp.Paths, p)
	}
	return sys, nil
}

// alignAll aligns every hypothesis utterance with its reference text, on all cores (an aligner
// per range of utterances); the error of the first utterance that fails is the one returned.
func alignAll(refs map[string]string, hyp *TRN, opt *Options) ([]*Path, error) {
	paths := make([]*Path, len(hyp.Utts))
	errs := make([]error, len(hyp.Utts))
	par.Range(len(hyp.Utts), 64, func(lo, hi int) {
		var al aligner
		for k := lo; k < hi; k++ {
			u := hyp.Utts[k]
			p, err := al.path(refs[fold(u.ID, opt)], fold(u.Text, opt), opt)
			if err != nil {
				errs[k] = fmt.Errorf("%s:%d: utterance %s: %w", hyp.Name, u.Line, u.ID, err)
				return
			}
			paths[k] = p
		}
	})
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return paths, nil
}

// fold lower-cases unless -s.
func fold(s string, o *Options) string {
	if o.CaseSense {
		return s
	}
	return foldCase(s)
}

func newSystem(ref, hyp *TRN, title string, o *Options) *System {
	created := o.Created
	if created == "" {
		created = time.Now().Format("Mon Jan _2 15:04:05 2006")
	}
	// sclite reads the hypothesis's comments first, then the reference's.
	return &System{
		Title: title, RefFile: ref.Name, HypFile: hyp.Name, Created: created, Format: "2.4",
		FragCorr: o.FragCorr, OptDel: o.OptDel,
		Labels:     addLabels(addLabels(nil, hyp.Labels), ref.Labels),
		Categories: addLabels(addLabels(nil, hyp.Categories), ref.Categories),
	}
}

// matchRefs is sclite's load_refs: the reference text of every hypothesis id, folded.
func matchRefs(ref, hyp *TRN, o *Options) (map[string]string, error) {
	lines := make(map[string]int, len(hyp.Utts))
	for _, u := range hyp.Utts {
		id := fold(u.ID, o)
		if l, dup := lines[id]; dup {
			return nil, fmt.Errorf("%w: %s:%d: utterance %s is already on line %d", ErrInput, hyp.Name, u.Line, u.ID, l)
		}
		lines[id] = u.Line
	}
	refs := make(map[string]string, len(hyp.Utts))
	for _, u := range ref.Utts {
		id := fold(u.ID, o)
		if _, want := lines[id]; !want {
			continue
		}
		text := fold(u.Text, o)
		if old, seen := refs[id]; seen {
			// sclite compares only as many bytes as the later text has.
			if len(text) > len(old) || old[:len(text)] != text {
				return nil, fmt.Errorf("%w: %s:%d: double reference text for id '%s'", ErrInput, ref.Name, u.Line, id)
			}
			continue
		}
		refs[id] = text
	}
	for _, u := range hyp.Utts {
		if _, ok := refs[fold(u.ID, o)]; !ok {
			return nil, fmt.Errorf("%w: %s:%d: utterance %s is not in the reference %s", ErrInput, hyp.Name, u.Line, u.ID, ref.Name)
		}
	}
	return refs, nil
}

// path aligns one utterance.
func (al *aligner) path(refText, hypText string, o *Options) (*Path, error) {
	rs, rw, err := buildSide(refText, o, al.refWords, &al.refSide)
	if err != nil {
		return nil, err
	}
	al.refWords = rw
	hs, hw, err := buildSide(hypText, o, al.hypWords, &al.hypSide)
	if err != nil {
		return nil, err
	}
	al.hypWords = hw
	pairs, err := al.align(rs, hs, o.maxCells())
	if err != nil {
		return nil, err
	}
	p := &Path{Pairs: make([]Pair, len(pairs))}
	if o.CaseSense {
		p.Attr |= CaseSense
	}
	if o.CharAlign {
		p.Attr |= CharAlign
	}
	words := make([]Word, 0, 2*len(pairs))
	conv := func(w *word) *Word {
		if w == nil {
			return nil
		}
		words = append(words, w.public())
		return &words[len(words)-1]
	}
	for i, q := range pairs {
		p.Pairs[i] = Pair{Eval: q.eval, Ref: conv(q.r), Hyp: conv(q.h)}
	}
	return p, nil
}

// public is the word as the SGML shows it: trn words have sclite's weight -1 and
// confidence 0; the empty word of an optional deletion has weight 0.
func (w *word) public() Word {
	if w.empty {
		return Word{}
	}
	return Word{
		Text: w.value, Weight: -1, Optional: w.optDel, Fragment: w.frag,
		Tag1: w.tag1, Tag2: w.tag2, Tagged: w.tagged,
	}
}
