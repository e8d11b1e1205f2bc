package dictgen

import "encoding/binary"

var le = binary.LittleEndian

// encode writes the sections ids of t as one file.
func (t *tables) encode(ids ...int) []byte {
	secs := make([][]byte, len(ids))
	for i, id := range ids {
		secs[i] = t.section(id)
	}
	b := le.AppendUint64([]byte(Magic), uint64(len(ids)))
	off := align8(len(b) + 24*len(ids))
	for i, id := range ids {
		b = le.AppendUint64(b, uint64(id))
		b = le.AppendUint64(b, uint64(off))
		b = le.AppendUint64(b, uint64(len(secs[i])))
		off = align8(off + len(secs[i]))
	}
	for _, s := range secs {
		b = append(b, make([]byte, align8(len(b))-len(b))...)
		b = append(b, s...)
	}
	return append(b, make([]byte, align8(len(b))-len(b))...)
}

func align8(n int) int { return (n + 7) &^ 7 }

// section encodes one section of t.
func (t *tables) section(id int) []byte {
	var b []byte
	switch id {
	case SecLsize:
		b = le.AppendUint64(b, uint64(t.lsize))
	case SecDA:
		for _, n := range t.da {
			b = le.AppendUint32(le.AppendUint32(b, uint32(n.Base)), uint32(n.Check))
		}
	case SecTokens:
		b = appendTokens(b, t.tokens)
	case SecCount:
		for _, c := range t.count {
			b = le.AppendUint16(b, c)
		}
	case SecMatrix:
		for _, m := range t.matrix {
			b = le.AppendUint16(b, uint16(m))
		}
	case SecExtras:
		b = appendExtras(b, t.extras)
	case SecHidden:
		b = appendExtras(b, t.hidden)
	default:
		panic("dictgen: unknown section")
	}
	return b
}

func appendTokens(b []byte, toks []token) []byte {
	for _, t := range toks {
		b = le.AppendUint16(le.AppendUint16(b, t.left), t.right)
		b = le.AppendUint16(le.AppendUint16(b, uint16(t.cost)), uint16(t.space))
	}
	return b
}

func appendExtras(b []byte, es []extra) []byte {
	for _, e := range es {
		b = le.AppendUint32(le.AppendUint32(b, uint32(len(e.surface))), uint32(len(e.tokens)))
		b = appendTokens(append(b, e.surface...), e.tokens)
	}
	return b
}
