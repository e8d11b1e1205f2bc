package tokenizers

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

// appendRegexpSpans appends to dst the start and end in s of each token appendRegexpTokens
// makes of s: its tokens are pieces of s (the rules only insert spaces, and whitespace only
// separates). It makes appendRegexpTokens's decisions (see there) for 64 bytes at a time, as
// bit masks, without a branch per byte:
//
//   - each byte's classes (white space, rule 1's class, period or comma, dash, digit, the lead
//     byte of a possible non-ASCII space) are looked up in a table and gathered into one mask
//     per class;
//   - rule 2 splits off the periods and commas of a run at every other one, beginning with the
//     first unless a digit precedes it: the runs are told apart by the parity of their start
//     with one addition (a carry runs through a run and clears it);
//   - a byte is a token of its own (alone) by rule 1, rule 2 or 3, or rule 4; a token starts
//     at a byte that is not white space after white space or next to a byte alone, and ends
//     where the next starts or white space begins.
//
// What the block before leaves to the next (its last byte's classes) is carried in a few
// bits. Tests compare the spans with appendRegexpTokens's tokens on every string of up to five
// symbols that matter to the rules, on real text and fuzzed.
func appendRegexpSpans(dst []uint32, s string, pad bool) []uint32 {
	dst, _ = appendRegexpSpansMarked(dst, s, pad)
	return dst
}

// appendRegexpSpansMarked is appendRegexpSpans also reporting whether s has a byte that 13a's
// rewriting looks for ('&', '<' or a line break): without one, the rewriting leaves s as it is.
func appendRegexpSpansMarked(dst []uint32, s string, pad bool) ([]uint32, bool) {
	var marked uint64
	var c blockCarry
	c.space = true       // the start of the line counts as white space
	c.periodOK = pad     // rule 2 at the first byte: the padding space is no digit
	starts := len(dst)   // tokens started, as an index into dst
	ends := len(dst) + 1 // tokens ended, as an index into dst
	var spill uint64     // white space of a non-ASCII space that began in the block before
	var m blockMasks
	for off := 0; off < len(s); off += 64 {
		n := min(64, len(s)-off)
		marked |= classifyBlock(&m, s, off, n)
		m.space |= spill
		spill = 0
		for x := m.lead; x != 0; x &= x - 1 {
			j := bits.TrailingZeros64(x)
			if w := wideSpace(s[off+j:]); w > 0 {
				sp := uint64(1)<<w - 1
				m.space |= sp << j
				if j+w > 64 {
					spill = sp >> (64 - j)
				}
			}
		}
		valid := ^uint64(0)
		if n < 64 {
			valid = 1<<n - 1
		}
		// Rule 3 looks at the byte after a period or comma: beyond the line, the padding.
		nextDigit := !pad
		if off+n < len(s) {
			nextDigit = isDigit(s[off+n])
		}
		alone := c.rules(&m, n, nextDigit)
		word := valid &^ m.space
		boundary := m.space<<1 | alone | alone<<1
		if c.space {
			boundary |= 1
		}
		if c.alone {
			boundary |= 1
		}
		st := word & boundary
		en := (word<<1 | b2u(c.word)) & (m.space | alone | alone<<1 | b2u(c.alone)) & valid
		c.word = word>>63 != 0
		c.space = m.space>>63 != 0
		c.alone = alone>>63 != 0
		// Starts and ends alternate, so each goes to its own slot: start k at 2k, end k at 2k+1.
		if need := starts + 2*bits.OnesCount64(st); need > len(dst) {
			dst = slices.Grow(dst, need-len(dst))[:need]
		}
		for ; en != 0; en &= en - 1 {
			dst[ends] = uint32(off + bits.TrailingZeros64(en))
			ends += 2
		}
		for ; st != 0; st &= st - 1 {
			dst[starts] = uint32(off + bits.TrailingZeros64(st))
			starts += 2
		}
	}
	if ends < starts {
		dst[ends] = uint32(len(s)) // the last token ends with the line
	}
	return dst[:starts], marked != 0
}

// blockCarry is what a block leaves to the next: its last byte's classes and decisions.
type blockCarry struct {
	space    bool // white space (or the start of the line)
	word     bool // neither white space nor beyond the line
	alone    bool // a token of its own
	digit    bool // a digit
	periodOK bool // rule 2 would split off a period or comma after it
}

// rules returns the bytes of the block (n bytes, classes m) that are tokens of their own,
// and updates the carry's digit and period state.
func (c *blockCarry) rules(m *blockMasks, n int, nextDigit bool) uint64 {
	const even = 0x5555555555555555
	// Rule 4: a dash after a digit.
	out := m.punct | m.dash&(m.digit<<1|b2u(c.digit))
	if d := m.period; d != 0 {
		// Rule 2: a period or comma whose run of periods and commas begins after no digit
		// is split off at even offsets in the run, one after a digit at odd ones. A run that
		// continues the block before is taken as beginning here, after no digit when rule 2
		// would split off its next byte.
		st := d &^ (d << 1)
		afterDigit := st & (m.digit<<1 | b2u(!c.periodOK))
		evenRuns := d &^ (d + st&even)
		atEven := evenRuns&even | (d&^evenRuns)&^even
		digitRuns := d &^ (d + afterDigit)
		m2 := atEven ^ digitRuns
		// Rule 3: a period or comma that rule 2 split off, or before no digit.
		notDigitNext := ^(m.digit>>1 | b2u(nextDigit)<<(n-1))
		out |= d & (m2 | notDigitNext)
		last := uint64(1) << 63
		c.periodOK = m.digit&last == 0 && !(d&last != 0 && m2&last != 0)
	} else {
		c.periodOK = m.digit>>63 == 0
	}
	c.digit = m.digit>>63 != 0
	return out
}

// blockMasks are the classes of up to 64 bytes, bit i for byte i.
type blockMasks struct {
	space, punct, period, dash, digit, lead uint64
}

// The classes of blockClass, one bit each.
const (
	clSpace   = 1 << iota // ASCII white space of Python's str.split()
	clPunct               // rule 1's class, but the space
	clPeriod              // a period or comma
	clDash                // a dash
	clDigit               // a digit
	clLead                // the lead byte of a possible non-ASCII space (spaceClass 2)
	clRewrite             // also: a byte 13a's rewriting looks for ('&', '<', '\n')
)

var blockClass = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		switch {
		case spaceClass[b] == 1:
			t[c] = clSpace
		case spaceClass[b] == 2:
			t[c] = clLead
		case mtevalPunct[b]:
			t[c] = clPunct
		case b == '.' || b == ',':
			t[c] = clPeriod
		case b == '-':
			t[c] = clDash
		case isDigit(b):
			t[c] = clDigit
		}
		if b == '&' || b == '<' || b == '\n' {
			t[c] |= clRewrite
		}
	}
	return t
}()

// classify gathers the classes of s's bytes (at most 64) into m, and returns non-zero if one
// of them is clRewrite.
func classify(m *blockMasks, s string) (marked uint64) {
	*m = blockMasks{}
	for w := 0; w < len(s); w += 8 {
		var x uint64
		if w+8 <= len(s) {
			v := binary.LittleEndian.Uint64([]byte(s[w : w+8]))
			t := &blockClass
			x = uint64(t[byte(v)]) | uint64(t[byte(v>>8)])<<8 | uint64(t[byte(v>>16)])<<16 |
				uint64(t[byte(v>>24)])<<24 | uint64(t[byte(v>>32)])<<32 | uint64(t[byte(v>>40)])<<40 |
				uint64(t[byte(v>>48)])<<48 | uint64(t[byte(v>>56)])<<56
		} else {
			for i := len(s) - 1; i >= w; i-- {
				x = x<<8 | uint64(blockClass[s[i]])
			}
		}
		if x == 0 {
			continue
		}
		marked |= x & (0x0101010101010101 * clRewrite)
		m.space |= gather(x) << w
		m.punct |= gather(x>>1) << w
		m.digit |= gather(x>>4) << w
		if x&(0x0101010101010101*(clPeriod|clDash|clLead)) != 0 {
			m.period |= gather(x>>2) << w
			m.dash |= gather(x>>3) << w
			m.lead |= gather(x>>5) << w
		}
	}
	return marked
}

// gather packs bit 0 of each of x's 8 bytes into 8 bits, byte i's at bit i.
func gather(x uint64) uint64 {
	return (x & 0x0101010101010101) * 0x0102040810204080 >> 56
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
