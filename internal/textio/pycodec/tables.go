package pycodec

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/hex"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// tablesGz holds Python's own decoding tables, written by gen.py (see its format there).
//
//go:embed tables.gz
var tablesGz []byte

// record is one table of tables.gz before it is built: the table it changes and its lines.
type record struct {
	base  string
	lines []string
}

// index holds every record of tables.gz by name, and the ISO-2022 codecs' headers.
type index struct {
	tables map[string]*record
	iso    map[string]isoHeader
}

type isoHeader struct {
	flags string
	marks []byte
}

var loadIndex = sync.OnceValues(func() (*index, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tablesGz))
	if err != nil {
		return nil, err
	}
	ix := &index{tables: map[string]*record{}, iso: map[string]isoHeader{}}
	sc := bufio.NewScanner(zr)
	var cur *record
	iso := ""
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		name := ""
		switch f[0] {
		case "codec":
			name, iso = f[1], ""
			cur = &record{base: f[2]}
		case "iso":
			iso = f[1]
			h := isoHeader{flags: f[2]}
			for _, m := range strings.Split(f[3], ",") {
				v, _ := strconv.ParseUint(m, 16, 8)
				h.marks = append(h.marks, byte(v))
			}
			ix.iso[iso] = h
			continue
		case "cs":
			name = iso + ":" + f[1]
			cur = &record{base: f[2]}
		case "g2":
			name = iso + ":g2:" + f[1]
			cur = &record{base: f[2]}
		case "hz":
			name = "hz"
			cur = &record{base: f[1]}
		default:
			cur.lines = append(cur.lines, sc.Text())
			continue
		}
		ix.tables[name] = cur
	}
	return ix, sc.Err()
})

// table decodes the sequences of a stateless codec or of one ISO-2022 character set.
type table struct {
	one  [256]int32        // a single byte's code point, or -1
	many map[uint32]string // longer sequences (and single bytes giving several code points), by key
	four []span            // gb18030's four-byte sequences, by linear index
	// euc_kr's make-up sequences A4 D4 A4 X A4 Y A4 Z, by key(X, Y, Z)
	makeup map[uint32]rune
}

// span maps n linear indexes from lin to code points from cp.
type span struct{ lin, cp, n int32 }

// key packs a sequence of one to three bytes with its length.
func key(seq []byte) uint32 {
	var k uint32
	for _, b := range seq {
		k = k<<8 | uint32(b)
	}
	return k | uint32(len(seq))<<24
}

var (
	builtMu sync.Mutex
	built   = map[string]*table{}
)

// getTable builds the named table (and the tables it is based on) once.
func getTable(name string) (*table, error) {
	builtMu.Lock()
	defer builtMu.Unlock()
	return buildTable(name)
}

func buildTable(name string) (*table, error) {
	if t := built[name]; t != nil {
		return t, nil
	}
	ix, err := loadIndex()
	if err != nil {
		return nil, err
	}
	rec := ix.tables[name]
	if rec == nil {
		return nil, fmt.Errorf("pycodec: no table %s", name)
	}
	t := &table{many: map[uint32]string{}}
	for i := range t.one {
		t.one[i] = -1
	}
	if rec.base != "-" {
		base, err := buildTable(rec.base)
		if err != nil {
			return nil, err
		}
		t.one = base.one
		for k, v := range base.many {
			t.many[k] = v
		}
		// Each codec lists its own four-byte and make-up sequences.
	}
	for _, line := range rec.lines {
		if err := t.apply(strings.Fields(line)); err != nil {
			return nil, fmt.Errorf("pycodec: table %s: %q: %w", name, line, err)
		}
	}
	sort.Slice(t.four, func(i, j int) bool { return t.four[i].lin < t.four[j].lin })
	built[name] = t
	return t, nil
}

func (t *table) apply(f []string) error {
	switch {
	case f[0] == "g" && len(f) == 4:
		lin, err1 := strconv.ParseInt(f[1], 10, 32)
		cp, err2 := strconv.ParseInt(f[2], 16, 32)
		n, err3 := strconv.ParseInt(f[3], 10, 32)
		if err1 != nil || err2 != nil || err3 != nil {
			return fmt.Errorf("bad numbers")
		}
		t.four = append(t.four, span{int32(lin), int32(cp), int32(n)})
		return nil
	case f[0] == "k" && len(f) == 3:
		xyz, err1 := hex.DecodeString(f[1])
		cp, err2 := strconv.ParseInt(f[2], 16, 32)
		if err1 != nil || err2 != nil || len(xyz) != 3 {
			return fmt.Errorf("bad make-up sequence")
		}
		if t.makeup == nil {
			t.makeup = map[uint32]rune{}
		}
		t.makeup[key(xyz)] = rune(cp)
		return nil
	case len(f) < 2:
		return fmt.Errorf("short line")
	}
	seq, err := hex.DecodeString(f[1])
	if err != nil || len(seq) == 0 || len(seq) > 3 {
		return fmt.Errorf("bad sequence")
	}
	switch {
	case f[0] == "d":
		if len(seq) == 1 {
			t.one[seq[0]] = -1
		}
		delete(t.many, key(seq))
	case f[0] == "r" && len(f) == 4:
		cp, err1 := strconv.ParseInt(f[2], 16, 32)
		n, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || int(seq[len(seq)-1])+n > 256 {
			return fmt.Errorf("bad run")
		}
		for i := 0; i < n; i++ {
			if len(seq) == 1 {
				t.one[seq[0]] = int32(cp) + int32(i)
				delete(t.many, key(seq))
			} else {
				t.many[key(seq)] = string(rune(cp) + rune(i))
			}
			seq[len(seq)-1]++
		}
	case f[0] == "m" && len(f) == 3:
		var b strings.Builder
		for _, c := range strings.Split(f[2], ",") {
			cp, err := strconv.ParseInt(c, 16, 32)
			if err != nil {
				return err
			}
			b.WriteRune(rune(cp))
		}
		if len(seq) == 1 {
			t.one[seq[0]] = -1
		}
		t.many[key(seq)] = b.String()
	default:
		return fmt.Errorf("unknown line")
	}
	return nil
}

// lookup decodes the sequence starting at in[0]: its text and length, or n = 0 when no
// sequence of the table starts there (the tables are prefix-free, so the first match is the
// only one).
func (t *table) lookup(in []byte) (text string, r rune, n int) {
	if c := t.one[in[0]]; c >= 0 {
		return "", rune(c), 1
	}
	if len(t.many) > 0 {
		for l := 1; l <= 3 && l <= len(in); l++ {
			if s, ok := t.many[key(in[:l])]; ok {
				return s, -1, l
			}
		}
	}
	if t.makeup != nil && len(in) >= 2 && in[0] == 0xA4 && in[1] == 0xD4 {
		// Python reads eight bytes once it has seen A4 D4, and fails if they are not a syllable.
		if len(in) >= 8 && in[2] == 0xA4 && in[4] == 0xA4 && in[6] == 0xA4 {
			if r, ok := t.makeup[key([]byte{in[3], in[5], in[7]})]; ok {
				return "", r, 8
			}
		}
		return "", -1, 0
	}
	if len(t.four) > 0 && len(in) >= 4 {
		a, b, c, d := in[0], in[1], in[2], in[3]
		if a >= 0x81 && a <= 0xFE && b >= 0x30 && b <= 0x39 && c >= 0x81 && c <= 0xFE && d >= 0x30 && d <= 0x39 {
			lin := (((int32(a)-0x81)*10+int32(b)-0x30)*126+int32(c)-0x81)*10 + int32(d) - 0x30
			i := sort.Search(len(t.four), func(i int) bool { return t.four[i].lin+t.four[i].n > lin })
			if i < len(t.four) && t.four[i].lin <= lin {
				return "", rune(t.four[i].cp + lin - t.four[i].lin), 4
			}
		}
	}
	return "", -1, 0
}

// decodeTable decodes a stateless codec's bytes.
func decodeTable(t *table, raw []byte) (string, *Error) {
	var b strings.Builder
	b.Grow(len(raw) + len(raw)/2)
	for i := 0; i < len(raw); {
		s, r, n := t.lookup(raw[i:])
		switch {
		case n == 0 && len(t.many) == 0:
			return b.String(), &Error{Offset: i, Reason: "character maps to <undefined>"}
		case n == 0:
			return b.String(), &Error{Offset: i, Reason: "illegal or incomplete multibyte sequence"}
		case r >= 0:
			b.WriteRune(r)
		default:
			b.WriteString(s)
		}
		i += n
	}
	return b.String(), nil
}
