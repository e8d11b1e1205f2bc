//go:build amd64 && !purego

package tokenizers

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// nibbleTables are blockClass for classifyAVX2, which looks up 32 bytes at once by their low
// nibble (VPSHUFB): a byte below 0x80 is in class k when bit h of in[k][lo] is set for its high
// nibble h and low nibble lo; a byte of 0x80 and above has only the lead class, with bit h-8.
// Every table is repeated in both 16-byte lanes.
type nibbleTables struct {
	low    [32]byte    // 0x0F
	hiBit  [32]byte    // 1<<h for a high nibble h below 8
	hiBit2 [32]byte    // 1<<(h-8) for h of 8 and above
	in     [7][32]byte // space, punct, period, dash, digit, lead, rewrite
}

//go:noescape
func classifyAVX2(m *blockMasks, p *byte, t *nibbleTables) (marked uint64)

// avx2Tables are blockClass's nibble tables, nil where classifyAVX2 cannot run: a CPU without
// AVX2, or classes it cannot express (a class other than lead with bytes of 0x80 and above).
var avx2Tables = func() *nibbleTables {
	if !cpu.X86.HasAVX2 {
		return nil
	}
	return newNibbleTables()
}()

func newNibbleTables() *nibbleTables {
	t := new(nibbleTables)
	classes := [7]uint8{clSpace, clPunct, clPeriod, clDash, clDigit, clLead, clRewrite}
	for lane := 0; lane < 32; lane += 16 {
		for i := range 16 {
			t.low[lane+i] = 0x0F
			if i < 8 {
				t.hiBit[lane+i] = 1 << i
			} else {
				t.hiBit2[lane+i] = 1 << (i - 8)
			}
		}
	}
	for c := range 256 {
		hi, lo := c>>4, c&15
		for k, cl := range classes {
			if blockClass[c]&cl == 0 {
				continue
			}
			if (hi >= 8) != (cl == clLead) {
				return nil
			}
			t.in[k][lo] |= 1 << (hi & 7)
			t.in[k][16+lo] |= 1 << (hi & 7)
		}
	}
	return t
}

// classifyBlock is classify for the n bytes of s at off (n at most 64): 64 bytes at once
// when the CPU has AVX2. A last block shorter than 64 bytes is classified as the 64 bytes
// that end s, its masks shifted down, or, in a line shorter than that, copied after zeros.
func classifyBlock(m *blockMasks, s string, off, n int) uint64 {
	t := avx2Tables
	switch {
	case t == nil:
		return classify(m, s[off:off+n])
	case n == 64:
		return classifyAVX2(m, unsafe.StringData(s[off:]), t)
	case len(s) >= 64:
		marked := classifyAVX2(m, unsafe.StringData(s[len(s)-64:]), t)
		m.shift(uint(64 - n))
		return marked
	}
	var b [64]byte
	copy(b[:], s[off:off+n])
	return classifyAVX2(m, &b[0], t)
}

// shift drops the masks' lowest k bits.
func (m *blockMasks) shift(k uint) {
	m.space >>= k
	m.punct >>= k
	m.period >>= k
	m.dash >>= k
	m.digit >>= k
	m.lead >>= k
}
