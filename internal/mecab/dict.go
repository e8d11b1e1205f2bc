package mecab

import (
	"errors"
	"fmt"
	"strings"
)

// ErrDictionary reports dictionary data that cannot be used as MeCab would use it.
var ErrDictionary = errors.New("mecab: bad dictionary")

// maxGroupingSize is MeCab's DEFAULT_MAX_GROUPING_SIZE; neither ipadic's nor mecab-ko-dic's
// dicrc sets max-grouping-size.
const maxGroupingSize = 24

// maxLookup is the 65535 bytes beyond which Tokenizer::lookup does not look ahead.
const maxLookup = 65535

// token is what the lattice needs of a dictionary entry (MeCab's Token).
type token struct {
	left, right uint16 // lcAttr, rcAttr: context ids into the connection matrix
	cost        int16  // wcost
	// spacePenalty is mecab-ko's left-space penalty of the entry's part of speech, added
	// to its cost when it follows a space (Connector::get_space_penalty_cost); 0 for MeCab.
	spacePenalty int16
}

// extra is a dictionary entry the double array does not hold under MeCab's surface.
type extra struct {
	surface string
	tokens  []token
}

// Dict is a compiled MeCab system dictionary, immutable once built and safe for concurrent use.
type Dict struct {
	da []daNode // surface -> index of its first token (kagome's double array)
	// count[i] is the number of entries sharing the surface whose first entry is tokens[i]
	// (kagome's Dup plus one); 0 hides a surface MeCab's dictionary does not have.
	count   []uint16
	tokens  []token
	extras  []extra                      // surfaces added on top of the double array (see ipadic.go)
	extra1  [charTableSize/64 + 1]uint64 // bit set of the extras' first characters
	matrix  []int16                      // connection costs: matrix[left.right + lsize*right.left]
	lsize   int                          // first dimension of matrix.def
	unk     [][]token                    // unknown-word entries per character category, in unk.def order
	chars   *charTable
	version string
}

// parseUnkDef reads unk.def ("CATEGORY,left,right,cost,features") into per-category lists in
// file order: MeCab stable-sorts unk.dic by category name, which keeps that order.
func parseUnkDef(text string, chars *charTable) ([][]token, error) {
	unk := make([][]token, len(chars.names))
	for n, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		col := strings.SplitN(line, ",", 5)
		if len(col) < 4 {
			return nil, fmt.Errorf("%w: unk.def:%d: %q", ErrDictionary, n+1, line)
		}
		cat := chars.category(col[0])
		if cat < 0 {
			return nil, fmt.Errorf("%w: unk.def:%d: unknown category %q", ErrDictionary, n+1, col[0])
		}
		unk[cat] = append(unk[cat], token{left: uint16(atoi(col[1])), right: uint16(atoi(col[2])), cost: int16(atoiSigned(col[3]))})
	}
	for i, u := range unk {
		if len(u) == 0 {
			return nil, fmt.Errorf("%w: unk.def has no entry for %s", ErrDictionary, chars.names[i])
		}
	}
	return unk, nil
}

func atoiSigned(s string) int {
	if strings.HasPrefix(s, "-") {
		return -atoi(s[1:])
	}
	return atoi(s)
}

// connect returns the cost of moving from an entry whose right context is r to one whose
// left context is l (Connector::cost without the word cost).
func (d *Dict) connect(r, l uint16) int32 {
	return int32(d.matrix[int(r)+d.lsize*int(l)])
}

// match is one result of a common-prefix search: a surface length and its entries.
type match struct {
	length int
	tokens []token
}

// prefixes appends to ms the entries whose surface is a prefix of s[from:end], shortest first,
// as Darts' commonPrefixSearch returns them.
func (d *Dict) prefixes(ms []match, s string, from, end int) []match {
	da := d.da
	p, q := 0, 0
	for i := from; i < end; i++ {
		c := s[i]
		if c == 0 { // kagome's terminator; MeCab never sees a NUL either (see Tagger)
			break
		}
		p, q = q, int(da[q].base)+int(c)
		if q >= len(da) || q < 0 || int(da[q].check) != p {
			break
		}
		a := int(da[q].base)
		if a >= 0 && a < len(da) && int(da[a].check) == q && da[a].base <= 0 {
			id := int(-da[a].base)
			if n := int(d.count[id]); n > 0 {
				ms = append(ms, match{length: i + 1 - from, tokens: d.tokens[id : id+n]})
			}
		}
	}
	if len(d.extras) > 0 && d.mayHaveExtra(s, from, end) {
		ms = d.addExtras(ms, s[from:end])
	}
	return ms
}

// addExtra adds an entry under a surface the double array does not have.
func (d *Dict) addExtra(surface string, toks []token) {
	d.extras = append(d.extras, extra{surface: surface, tokens: toks})
	c, _ := decode(surface, 0, len(surface))
	d.extra1[c/64] |= 1 << (c % 64)
}

// mayHaveExtra reports whether an extra surface could start at s[from:end].
func (d *Dict) mayHaveExtra(s string, from, end int) bool {
	if from >= end {
		return false
	}
	c, _ := decode(s, from, end)
	return d.extra1[c/64]&(1<<(c%64)) != 0
}

// addExtras inserts the extra surfaces that prefix s, keeping ms ordered by length.
func (d *Dict) addExtras(ms []match, s string) []match {
	for _, e := range d.extras {
		if !strings.HasPrefix(s, e.surface) {
			continue
		}
		m := match{length: len(e.surface), tokens: e.tokens}
		i := len(ms)
		for i > 0 && ms[i-1].length > m.length {
			i--
		}
		ms = append(ms, match{})
		copy(ms[i+1:], ms[i:])
		ms[i] = m
	}
	return ms
}
