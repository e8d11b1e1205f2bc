package sentencepiece

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// A span is one piece of a segmentation: the bytes [start, end) of the
// normalized text and the piece id.
type span struct{ start, end, id int32 }

// state is the scratch space of one encoding, pooled so that encoding
// allocates little and a Processor can serve many goroutines.
type state struct {
	norm  []byte
	out   []byte
	spans []span
	// unigram
	best     []bestNode
	exact    []exactNode
	ops      []uniOp
	path     []pathPiece
	uniCache wordCache[pathPiece]
	// bpe
	syms     []symbol
	agenda   []symPair
	word     []span
	bpeCache wordCache[span]
}

func (p *Processor) getState() *state {
	if st, ok := p.scratch.Get().(*state); ok {
		return st
	}
	return &state{}
}

// putState returns st to the pool unless one huge line made it huge.
func (p *Processor) putState(st *state) {
	if cap(st.norm) <= 1<<16 {
		p.scratch.Put(st)
	}
}

// segment normalizes line and segments it with the model's algorithm,
// leaving the pieces in st.spans. It returns the normalized text, which the
// spans index and which st owns.
func (p *Processor) segment(st *state, line string) []byte {
	st.norm = p.norm.normalize(st.norm[:0], line)
	st.spans = st.spans[:0]
	norm := st.norm
	if len(norm) == 0 {
		return norm
	}
	switch p.typ {
	case BPE:
		p.encodeBPE(st, norm)
	case Word:
		p.encodeWords(st, norm)
	case Char:
		p.encodeChars(st, norm)
	default:
		p.encodeUnigram(st, norm)
	}
	return norm
}

// How SentencePieceProcessor's PopulateSentencePieceText turns a piece of
// the segmentation into output pieces.
const (
	emitPiece = iota // the piece's text, as a piece of its own
	emitGlued        // the text appended to the previous piece: runs of unknown pieces merge
	emitBytes        // one byte piece per byte: an unknown piece under byte fallback
)

// emitting returns what to do with a piece of kind kind after one that was
// unknown or not.
func (p *Processor) emitting(kind pieceType, prevUnk bool) int {
	switch {
	case kind != pieceUnknown:
		return emitPiece
	case p.byteFallback:
		return emitBytes
	case prevUnk:
		return emitGlued
	}
	return emitPiece
}

// consumesAll reports whether the spans hold no control piece. Only BPE,
// word and char models produce one, when a symbol spells a control piece; it
// keeps its text but consumes none of the input, which the C++ code then
// reports as an error, and EncodeAsPieces returns no pieces at all.
func (p *Processor) consumesAll(spans []span) bool {
	for _, s := range spans {
		if p.kinds[s.id] == pieceControl {
			return false
		}
	}
	return true
}

// Pieces returns the pieces of line, as SentencePieceProcessor's
// EncodeAsPieces does. Lines that are empty or only whitespace have none.
func (p *Processor) Pieces(line string) []string {
	st := p.getState()
	defer p.putState(st)
	norm := p.segment(st, line)
	pieces := make([]string, 0, len(st.spans))
	if !p.consumesAll(st.spans) {
		return pieces
	}
	prevUnk := false
	for _, s := range st.spans {
		w, kind := norm[s.start:s.end], p.kinds[s.id]
		switch p.emitting(kind, prevUnk) {
		case emitBytes:
			for _, b := range w {
				pieces = append(pieces, byteNames()[b])
			}
		case emitGlued:
			pieces[len(pieces)-1] += string(w)
		default:
			pieces = append(pieces, string(w))
		}
		prevUnk = kind == pieceUnknown
	}
	return pieces
}

// Tokenize returns the pieces of line joined by single spaces, as SacreBLEU's
// " ".join(sp.EncodeAsPieces(line)) does.
func (p *Processor) Tokenize(line string) string {
	st := p.getState()
	defer p.putState(st)
	st.out = p.appendTokenized(st.out[:0], st, line)
	return string(st.out)
}

// AppendTokenized appends Tokenize(line) to dst.
func (p *Processor) AppendTokenized(dst []byte, line string) []byte {
	st := p.getState()
	defer p.putState(st)
	return p.appendTokenized(dst, st, line)
}

func (p *Processor) appendTokenized(dst []byte, st *state, line string) []byte {
	norm := p.segment(st, line)
	if !p.consumesAll(st.spans) {
		return dst
	}
	dst = slices.Grow(dst, len(norm)+len(st.spans))
	n, prevUnk := len(dst), false
	for _, s := range st.spans {
		w, kind := norm[s.start:s.end], p.kinds[s.id]
		switch p.emitting(kind, prevUnk) {
		case emitBytes:
			for _, b := range w {
				dst = append(appendSep(dst, n), byteNames()[b]...)
			}
		case emitGlued:
			dst = append(dst, w...)
		default:
			dst = append(appendSep(dst, n), w...)
		}
		prevUnk = kind == pieceUnknown
	}
	return dst
}

// appendSep adds the space between two pieces, unless dst holds none yet
// (beyond its first n bytes, which are the caller's).
func appendSep(dst []byte, n int) []byte {
	if len(dst) > n {
		dst = append(dst, ' ')
	}
	return dst
}

// selfTest encodes the model's self-test samples and compares them with
// their expected segmentations, as SentencePieceProcessor::Load does.
func (p *Processor) selfTest(samples []sample) error {
	failed, example := 0, ""
	for _, s := range samples {
		got := p.Tokenize(s.input)
		if got == s.expected || p.equivalent(s.expected, got) {
			continue
		}
		if failed++; failed == 1 {
			example = fmt.Sprintf("%q: expected %q, got %q", s.input, s.expected, got)
		}
	}
	if failed > 0 {
		return fmt.Errorf("self-test failures: %d/%d samples did not pass the test, e.g. %s",
			failed, len(samples), example)
	}
	return nil
}

// equivalent mirrors unigram::Model::VerifyOutputsEquivalent: two
// segmentations of a unigram model pass when their scores agree; other
// models need identical output.
func (p *Processor) equivalent(expected, actual string) bool {
	if p.typ != Unigram {
		return false
	}
	return math.Abs(float64(p.pathScore(expected)-p.pathScore(actual))) <= 1e-7
}

func (p *Processor) pathScore(segmentation string) float32 {
	var total float32
	for _, w := range strings.Split(segmentation, " ") {
		id := p.pieceToID([]byte(w))
		switch {
		case id == p.unkID:
			total += p.minScore - unkPenalty
		case p.kinds[id] == pieceUserDefined:
			total = float32(float64(total) + float64(float32(len(w))*p.maxScore) - 0.1)
		default:
			total += p.pieces[id].score
		}
	}
	return total
}
