package pycodec

import (
	"strconv"
	"strings"
)

// The ISO-2022 decoders follow CPython's _codecs_iso2022.c: escape sequences designate
// character sets into G0, G1 (shifted in by SO) or G2 (one character after ESC N); a line feed
// shifts back to G0; control bytes pass through; an ESC that starts no ISO-2022 sequence is
// kept with what follows it, as Latin-1, up to a final byte. The tables of each set are
// Python's, probed by gen.py.

const (
	esc        = 0x1B
	so         = 0x0E
	si         = 0x0F
	asciiMark  = 'B'
	maxEscLen  = 16
	dbcsMark   = 0x80
	errIllegal = "illegal multibyte sequence"
	errShort   = "incomplete multibyte sequence"
)

type iso2022 struct {
	name                   string
	noShift, useG2, jisExt bool
	designates             map[byte]bool
	sets                   map[byte]*table
	g2                     map[byte]*table
}

func newISO2022(name string) (*iso2022, error) {
	ix, err := loadIndex()
	if err != nil {
		return nil, err
	}
	h := ix.iso[name]
	c := &iso2022{name: name, noShift: strings.Contains(h.flags, "s"), useG2: strings.Contains(h.flags, "2"),
		jisExt: strings.Contains(h.flags, "x"), designates: map[byte]bool{},
		sets: map[byte]*table{}, g2: map[byte]*table{}}
	for _, m := range h.marks {
		c.designates[m] = true
		if m == asciiMark {
			continue
		}
		if c.sets[m], err = getTable(name + ":" + strconv.FormatUint(uint64(m), 16)); err != nil {
			return nil, err
		}
	}
	if c.useG2 {
		for _, m := range h.marks {
			if m&dbcsMark != 0 {
				continue
			}
			if t, err := getTable(name + ":g2:" + strconv.FormatUint(uint64(m), 16)); err == nil {
				c.g2[m] = t
			}
		}
	}
	return c, nil
}

func isEscEnd(c byte) bool { return c >= 'A' && c <= 'Z' || c == '@' }

func isISO2022Esc(c byte) bool { return c == '(' || c == ')' || c == '$' || c == '.' || c == '&' }

func (c *iso2022) decode(raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw))
	g := [3]byte{asciiMark, asciiMark, asciiMark}
	shifted, through := false, false
	for i := 0; i < len(raw); {
		ch := raw[i]
		if through {
			b.WriteRune(rune(ch)) // as Latin-1
			i++
			through = !isEscEnd(ch)
			continue
		}
		switch ch {
		case esc:
			if i+1 >= len(raw) {
				return b.String(), &Error{Offset: i, Reason: errShort}
			}
			switch c2 := raw[i+1]; {
			case isISO2022Esc(c2):
				n, des, set, reason := c.escape(raw[i:])
				if reason != "" {
					return b.String(), &Error{Offset: i, Reason: reason}
				}
				g[des] = set
				i += n
			case c.useG2 && c2 == 'N':
				if i+2 >= len(raw) {
					return b.String(), &Error{Offset: i, Reason: errShort}
				}
				t := c.g2[g[2]]
				if t == nil {
					return b.String(), &Error{Offset: i, Reason: "internal codec error"}
				}
				s, r, n := t.lookup(raw[i+2 : i+3])
				if n == 0 {
					return b.String(), &Error{Offset: i, Reason: errIllegal}
				}
				writeDecoded(&b, s, r)
				i += 3
			default:
				b.WriteByte(esc)
				through = true
				i++
			}
		case si, so:
			if !c.noShift {
				shifted = ch == so
			} else {
				b.WriteByte(ch)
			}
			i++
		case '\n':
			shifted = false
			b.WriteByte('\n')
			i++
		default:
			set := g[0]
			if shifted {
				set = g[1]
			}
			switch {
			case ch < 0x20 || ch < 0x80 && set == asciiMark:
				b.WriteByte(ch)
				i++
				continue
			case ch >= 0x80:
				return b.String(), &Error{Offset: i, Reason: errIllegal}
			}
			width := 1
			if set&dbcsMark != 0 {
				width = 2
			}
			if i+width > len(raw) {
				return b.String(), &Error{Offset: i, Reason: errShort}
			}
			t := c.sets[set]
			if t == nil {
				return b.String(), &Error{Offset: i, Reason: errIllegal}
			}
			s, r, n := t.lookup(raw[i : i+width])
			if n != width {
				return b.String(), &Error{Offset: i, Reason: errIllegal}
			}
			writeDecoded(&b, s, r)
			i += width
		}
	}
	return b.String(), nil
}

func writeDecoded(b *strings.Builder, s string, r rune) {
	if r >= 0 {
		b.WriteRune(r)
	} else {
		b.WriteString(s)
	}
}

// escape reads the escape sequence at in[0] (ESC): its length, the register it designates and
// the set, or why it cannot be read.
func (c *iso2022) escape(in []byte) (n, des int, set byte, reason string) {
	esclen := 0
	for i := 1; i < maxEscLen; i++ {
		if i >= len(in) {
			return 0, 0, 0, errShort
		}
		if isEscEnd(in[i]) {
			esclen = i + 1
			break
		} else if c.jisExt && i+1 < len(in) && in[i] == '&' && in[i+1] == '@' {
			i += 2
		}
	}
	switch esclen {
	case 3:
		if in[1] == '$' {
			set = in[2] | dbcsMark
		} else {
			set = in[2]
			switch {
			case in[1] == '(':
			case in[1] == ')':
				des = 1
			case c.useG2 && in[1] == '.':
				des = 2
			default:
				return 0, 0, 0, errIllegal
			}
		}
	case 4:
		if in[1] != '$' {
			return 0, 0, 0, errIllegal
		}
		set = in[3] | dbcsMark
		switch in[2] {
		case '(':
		case ')':
			des = 1
		default:
			return 0, 0, 0, errIllegal
		}
	case 6:
		if !c.jisExt || in[3] != esc || in[4] != '$' || in[5] != 'B' {
			return 0, 0, 0, errIllegal
		}
		set = 'B' | dbcsMark
	default:
		return 0, 0, 0, errIllegal
	}
	if set != asciiMark && !c.designates[set] {
		return 0, 0, 0, errIllegal
	}
	return esclen, des, set, ""
}

// decodeHZ decodes HZ (RFC 1843) as CPython does: "~{" enters GB 2312, "~}" leaves it; in
// ASCII mode "~~" is "~" and "~" before a line feed joins lines.
func decodeHZ(gb *table, raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw))
	gbMode := false
	for i := 0; i < len(raw); {
		ch := raw[i]
		if ch == '~' {
			if i+1 >= len(raw) {
				return b.String(), &Error{Offset: i, Reason: errShort}
			}
			switch c2 := raw[i+1]; {
			case c2 == '~' && !gbMode:
				b.WriteByte('~')
			case c2 == '{' && !gbMode:
				gbMode = true
			case c2 == '\n' && !gbMode:
			case c2 == '}' && gbMode:
				gbMode = false
			default:
				return b.String(), &Error{Offset: i, Reason: errIllegal}
			}
			i += 2
			continue
		}
		if ch >= 0x80 {
			return b.String(), &Error{Offset: i, Reason: errIllegal}
		}
		if !gbMode {
			b.WriteByte(ch)
			i++
			continue
		}
		if i+2 > len(raw) {
			return b.String(), &Error{Offset: i, Reason: errShort}
		}
		s, r, n := gb.lookup(raw[i : i+2])
		if n != 2 {
			return b.String(), &Error{Offset: i, Reason: errIllegal}
		}
		writeDecoded(&b, s, r)
		i += 2
	}
	return b.String(), nil
}
