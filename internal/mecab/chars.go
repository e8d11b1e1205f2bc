package mecab

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
)

// charInfo is MeCab's CharInfo: the categories a character belongs to (a bit set), the first
// of them (default_type, which picks the unknown-word entries) and that first category's
// unknown-word settings from char.def.
type charInfo struct {
	types       uint32 // bit i set: the character belongs to category i
	defaultType uint8  // the first category listed for the character
	length      uint8  // LENGTH: unknown words of 1..length characters are added
	group       bool   // GROUP: a run of characters of the same category is one unknown word
	invoke      bool   // INVOKE: unknown words are added even when the dictionary has words here
}

// isKindOf mirrors CharInfo::isKindOf: the two characters share a category.
func (c charInfo) isKindOf(d charInfo) bool { return c.types&d.types != 0 }

// charTableSize is MeCab's table size, 0xffff: U+FFFF itself falls outside it (see charTable).
const charTableSize = 0xffff

// charTable maps every code point MeCab can decode (UCS-2) to its charInfo, and lists the
// category names in char.def order (their index is default_type).
type charTable struct {
	info  [charTableSize + 1]charInfo
	names []string
}

// at returns the charInfo of code point c. MeCab reads map_[0xffff] one entry past its
// table, where the mapped file is followed by the zero bytes of its last page: U+FFFF gets
// an all-zero charInfo that is of no kind at all. info[charTableSize] is that zero value.
func (t *charTable) at(c uint16) charInfo { return t.info[c] }

// category returns the index of a category name, or -1.
func (t *charTable) category(name string) int {
	for i, n := range t.names {
		if n == name {
			return i
		}
	}
	return -1
}

// charRange is one "0xLOW..0xHIGH CAT [CAT...]" line of char.def.
type charRange struct {
	low, high int
	cats      []string
}

// parseCharDef compiles char.def text the way CharProperty::compile does: categories are
// numbered in order of definition, every character starts as DEFAULT, and range lines are
// applied in file order, later lines overriding earlier ones.
func parseCharDef(text string) (*charTable, error) {
	t := &charTable{}
	cats := map[string]charInfo{}
	var ranges []charRange
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		col := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' })
		if len(col) < 2 {
			return nil, fmt.Errorf("%w: char.def:%d: %q", ErrDictionary, n, line)
		}
		if strings.HasPrefix(col[0], "0x") {
			r, err := parseRange(col)
			if err != nil {
				return nil, fmt.Errorf("%w: char.def:%d: %v", ErrDictionary, n, err)
			}
			ranges = append(ranges, r)
			continue
		}
		c, err := parseCategory(col, len(t.names))
		if err != nil {
			return nil, fmt.Errorf("%w: char.def:%d: %v", ErrDictionary, n, err)
		}
		cats[col[0]] = c
		t.names = append(t.names, col[0])
	}
	return t, t.fill(cats, ranges)
}

// parseCategory reads "NAME INVOKE GROUP LENGTH" (atoi'd and truncated to MeCab's bit fields).
func parseCategory(col []string, id int) (charInfo, error) {
	if len(col) < 4 {
		return charInfo{}, fmt.Errorf("category line needs 4 fields: %q", col)
	}
	var v [3]int
	for i := range v {
		v[i] = atoi(col[i+1])
	}
	return charInfo{invoke: v[0]&1 == 1, group: v[1]&1 == 1, length: uint8(v[2] & 15), defaultType: uint8(id)}, nil
}

// atoi mirrors C's atoi: leading digits, 0 if none.
func atoi(s string) int {
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

func parseRange(col []string) (charRange, error) {
	lo, hi, ok := strings.Cut(col[0], "..")
	if !ok {
		hi = lo
	}
	l, err1 := strconv.ParseInt(lo, 0, 32)
	h, err2 := strconv.ParseInt(hi, 0, 32)
	if err1 != nil || err2 != nil || l < 0 || h >= charTableSize || l > h {
		return charRange{}, fmt.Errorf("bad range %q", col[0])
	}
	r := charRange{low: int(l), high: int(h)}
	for _, c := range col[1:] {
		if c[0] == '#' {
			break
		}
		r.cats = append(r.cats, c)
	}
	return r, nil
}

// fill sets every character to DEFAULT and then applies the ranges.
func (t *charTable) fill(cats map[string]charInfo, ranges []charRange) error {
	def, err := encode([]string{"DEFAULT"}, cats)
	if err != nil {
		return err
	}
	if _, ok := cats["SPACE"]; !ok {
		return fmt.Errorf("%w: char.def has no SPACE category", ErrDictionary)
	}
	for i := range charTableSize {
		t.info[i] = def
	}
	for _, r := range ranges {
		c, err := encode(r.cats, cats)
		if err != nil {
			return err
		}
		for i := r.low; i <= r.high; i++ {
			t.info[i] = c
		}
	}
	return nil
}

// encode mirrors char_property.cpp's encode(): the settings of the first category, plus one
// type bit per listed category. MeCab adds the bits (+=), so we do too.
func encode(names []string, cats map[string]charInfo) (charInfo, error) {
	if len(names) == 0 {
		return charInfo{}, fmt.Errorf("%w: char.def range without category", ErrDictionary)
	}
	base, ok := cats[names[0]]
	if !ok {
		return charInfo{}, fmt.Errorf("%w: char.def: undefined category %q", ErrDictionary, names[0])
	}
	for _, n := range names {
		c, ok := cats[n]
		if !ok {
			return charInfo{}, fmt.Errorf("%w: char.def: undefined category %q", ErrDictionary, n)
		}
		base.types += 1 << c.defaultType
	}
	return base, nil
}

// decode mirrors utf8_to_ucs2 (ucs.h): the code point at s[i:] (truncated to 16 bits) and its
// byte length, looking no further than end. Characters outside the BMP and malformed bytes
// decode to 0 (so they take U+0000's category, DEFAULT); continuation bytes are not checked.
// At i == end it reads the byte there, or the terminating NUL past the end of the sentence.
func decode(s string, i, end int) (code uint16, size int) {
	var b0 byte
	if i < len(s) {
		b0 = s[i]
	}
	n := end - i
	switch {
	case b0 < 0x80:
		return uint16(b0), 1
	case n >= 2 && b0&0xe0 == 0xc0:
		return uint16(b0&0x1f)<<6 | uint16(s[i+1]&0x3f), 2
	case n >= 3 && b0&0xf0 == 0xe0:
		return uint16(b0&0x0f)<<12 | uint16(s[i+1]&0x3f)<<6 | uint16(s[i+2]&0x3f), 3
	case n >= 4 && b0&0xf8 == 0xf0:
		return 0, 4
	case n >= 5 && b0&0xfc == 0xf8:
		return 0, 5
	case n >= 6 && b0&0xfe == 0xfc:
		return 0, 6
	}
	return 0, 1
}
