package pycodec

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"
)

// errSurrogate: Python decodes some inputs to strings holding a lone surrogate; a Go string
// cannot hold one, so sacre refuses them.
const errSurrogate = "decodes to a lone surrogate, which sacre cannot represent"

// decodeUTF16 decodes UTF-16 as Python's codecs do, strict about odd lengths and unpaired
// surrogates. With order nil ("utf-16"), a byte order mark must start the text: Python's file
// reader (its incremental decoder) raises "UTF-16 stream does not start with BOM" otherwise.
func decodeUTF16(raw []byte, order binary.ByteOrder) (string, *Error) {
	start := 0
	if order == nil {
		switch {
		case len(raw) >= 2 && raw[0] == 0xFF && raw[1] == 0xFE:
			order, start = binary.LittleEndian, 2
		case len(raw) >= 2 && raw[0] == 0xFE && raw[1] == 0xFF:
			order, start = binary.BigEndian, 2
		case len(raw) >= 2:
			return "", &Error{Reason: "UTF-16 stream does not start with BOM"}
		default:
			order = binary.LittleEndian
		}
	}
	var b strings.Builder
	b.Grow(len(raw))
	for i := start; i < len(raw); i += 2 {
		if i+2 > len(raw) {
			return b.String(), &Error{Offset: i, Reason: "truncated data"}
		}
		u := rune(order.Uint16(raw[i:]))
		switch {
		case u < 0xD800 || u > 0xDFFF:
			b.WriteRune(u)
		case u >= 0xDC00:
			return b.String(), &Error{Offset: i, Reason: "illegal encoding"}
		case i+4 > len(raw):
			return b.String(), &Error{Offset: i, Reason: "unexpected end of data"}
		default:
			lo := rune(order.Uint16(raw[i+2:]))
			if lo < 0xDC00 || lo > 0xDFFF {
				return b.String(), &Error{Offset: i, Reason: "illegal UTF-16 surrogate"}
			}
			b.WriteRune(0x10000 + (u-0xD800)<<10 + (lo - 0xDC00))
			i += 2
		}
	}
	return b.String(), nil
}

// decodeUTF32 decodes UTF-32 as Python does (order nil: a byte order mark must start the text).
func decodeUTF32(raw []byte, order binary.ByteOrder) (string, *Error) {
	start := 0
	if order == nil {
		switch {
		case len(raw) >= 4 && raw[0] == 0xFF && raw[1] == 0xFE && raw[2] == 0 && raw[3] == 0:
			order, start = binary.LittleEndian, 4
		case len(raw) >= 4 && raw[0] == 0 && raw[1] == 0 && raw[2] == 0xFE && raw[3] == 0xFF:
			order, start = binary.BigEndian, 4
		case len(raw) >= 4:
			return "", &Error{Reason: "UTF-32 stream does not start with BOM"}
		default:
			order = binary.LittleEndian
		}
	}
	var b strings.Builder
	b.Grow(len(raw) / 2)
	for i := start; i < len(raw); i += 4 {
		if i+4 > len(raw) {
			return b.String(), &Error{Offset: i, Reason: "truncated data"}
		}
		c := order.Uint32(raw[i:])
		switch {
		case c > utf8.MaxRune:
			return b.String(), &Error{Offset: i, Reason: "code point not in range(0x110000)"}
		case c >= 0xD800 && c < 0xE000:
			return b.String(), &Error{Offset: i, Reason: "code point in surrogate code point range(0xd800, 0xe000)"}
		}
		b.WriteRune(rune(c))
	}
	return b.String(), nil
}

func isBase64(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/'
}

func fromBase64(c byte) uint32 {
	switch {
	case c >= 'A' && c <= 'Z':
		return uint32(c - 'A')
	case c >= 'a' && c <= 'z':
		return uint32(c-'a') + 26
	case c >= '0' && c <= '9':
		return uint32(c-'0') + 52
	case c == '+':
		return 62
	}
	return 63
}

// decodeUTF7 decodes UTF-7 (RFC 2152) as CPython's PyUnicode_DecodeUTF7Stateful does, strictly.
func decodeUTF7(raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw))
	inShift := false
	var buf, bits uint32
	var surrogate rune
	shiftStart := 0
	for i := 0; i < len(raw); {
		ch := raw[i]
		if inShift {
			if isBase64(ch) {
				buf = buf<<6 | fromBase64(ch)
				bits += 6
				i++
				if bits < 16 {
					continue
				}
				u := rune(buf >> (bits - 16))
				bits -= 16
				buf &= 1<<bits - 1
				if surrogate != 0 {
					if u >= 0xDC00 && u <= 0xDFFF {
						b.WriteRune(0x10000 + (surrogate-0xD800)<<10 + (u - 0xDC00))
						surrogate = 0
						continue
					}
					return b.String(), &Error{Offset: shiftStart, Reason: errSurrogate}
				}
				switch {
				case u >= 0xD800 && u <= 0xDBFF:
					surrogate = u
				case u >= 0xDC00 && u <= 0xDFFF:
					return b.String(), &Error{Offset: shiftStart, Reason: errSurrogate}
				default:
					b.WriteRune(u)
				}
				continue
			}
			// Leaving a base-64 section.
			inShift = false
			if bits >= 6 {
				return b.String(), &Error{Offset: shiftStart, Reason: "partial character in shift sequence"}
			}
			if bits > 0 && buf != 0 {
				return b.String(), &Error{Offset: shiftStart, Reason: "non-zero padding bits in shift sequence"}
			}
			if surrogate != 0 && ch <= 127 {
				return b.String(), &Error{Offset: shiftStart, Reason: errSurrogate}
			}
			surrogate = 0
			if ch == '-' {
				i++
			}
			continue
		}
		switch {
		case ch == '+':
			shiftStart = i
			i++
			switch {
			case i < len(raw) && raw[i] == '-':
				i++
				b.WriteByte('+')
			case i < len(raw) && !isBase64(raw[i]):
				return b.String(), &Error{Offset: shiftStart, Reason: "ill-formed sequence"}
			default:
				inShift, surrogate, bits, buf = true, 0, 0, 0
			}
		case ch <= 127:
			b.WriteByte(ch)
			i++
		default:
			return b.String(), &Error{Offset: i, Reason: "unexpected special character"}
		}
	}
	if inShift && (surrogate != 0 || bits >= 6 || bits > 0 && buf != 0) {
		return b.String(), &Error{Offset: shiftStart, Reason: "unterminated shift sequence"}
	}
	return b.String(), nil
}
