package sentencepiece

import "bytes"

// encodeWords segments norm as word::Model does: a new word starts at the
// beginning and at every U+2581, which SplitIntoWords is called with its
// defaults for (whatever the model's treat_whitespace_as_suffix says).
func (p *Processor) encodeWords(st *state, norm []byte) {
	start := 0
	for {
		i := bytes.Index(norm[start+1:], []byte(spaceSymbol))
		if i < 0 {
			break
		}
		end := start + 1 + i
		st.spans = append(st.spans, span{int32(start), int32(end), p.pieceToID(norm[start:end])})
		start = end
	}
	st.spans = append(st.spans, span{int32(start), int32(len(norm)), p.pieceToID(norm[start:])})
}

// encodeChars segments norm as character::Model does: one piece per
// character, or per user-defined symbol.
func (p *Processor) encodeChars(st *state, norm []byte) {
	for i := 0; i < len(norm); {
		l, _ := p.matchSymbol(norm[i:])
		st.spans = append(st.spans, span{int32(i), int32(i + l), p.pieceToID(norm[i : i+l])})
		i += l
	}
}
