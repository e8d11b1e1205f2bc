package whisper

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// pyRune is what Python 3.11 says of one code point (testdata/unicode14.txt.gz).
type pyRune struct {
	category   string
	ccc        uint8
	nfkd, nfkc string
}

// python14 reads testdata/unicode14.txt.gz: facts for every code point but
// the surrogates, and the decimal digit zeros.
func python14(t *testing.T) (props map[rune]*pyRune, zeros []rune) {
	props = make(map[rune]*pyRune, 0x110000)
	readGzipLines(t, "unicode14.txt.gz", func(line []byte) {
		f := strings.Fields(string(line))
		switch f[0] {
		case "R":
			ccc, _ := strconv.Atoi(f[4])
			for r := hexRune(t, f[1]); r <= hexRune(t, f[2]); r++ {
				props[r] = &pyRune{category: f[3], ccc: uint8(ccc), nfkd: string(r), nfkc: string(r)}
			}
		case "Z":
			zeros = append(zeros, hexRune(t, f[1]))
		case "D":
			d, k, _ := strings.Cut(strings.Join(f[2:], " "), ";")
			p := props[hexRune(t, f[1])]
			p.nfkd, p.nfkc = hexString(t, d), hexString(t, k)
		}
	})
	if len(props) != 0x110000-0x800 {
		t.Fatalf("unicode14.txt.gz covers %d code points", len(props))
	}
	return props, zeros
}

func hexRune(t *testing.T, h string) rune {
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		t.Fatal(err)
	}
	return rune(v)
}

func hexString(t *testing.T, seq string) string {
	var b strings.Builder
	for h := range strings.FieldsSeq(seq) {
		b.WriteRune(hexRune(t, h))
	}
	return b.String()
}

// TestUnicode14 checks every character class, combining class and single
// code point normalization against Python's, and derives newInUnicode15.
func TestUnicode14(t *testing.T) {
	if unicode.Version != "15.0.0" {
		t.Fatalf("unicode.Version = %s; newInUnicode15 assumes 15.0.0", unicode.Version)
	}
	props, _ := python14(t)
	errs := 0
	for r, p := range props {
		for _, msg := range checkRune(r, p) {
			if errs++; errs <= 20 {
				t.Errorf("%U: %s", r, msg)
			}
		}
	}
	if errs > 0 {
		t.Errorf("%d differences from Python", errs)
	}
}

// checkRune lists how the package's view of r differs from Python's p.
func checkRune(r rune, p *pyRune) []string {
	var diffs []string
	check := func(what string, got, want any) {
		if got != want {
			diffs = append(diffs, fmt.Sprintf("%s = %+q, Python %+q", what, got, want))
		}
	}
	cat := p.category
	check("isWord", isWord(r), cat[0] == 'L' || cat[0] == 'N' || r == '_')
	check("isDecimal", isDecimal(r), cat == "Nd")
	check("isNonspacingMark", isNonspacingMark(r), cat == "Mn")
	check("isMarkSymbolPunct", isMarkSymbolPunct(r), strings.ContainsAny(cat[:1], "MSP"))
	check("isNewInUnicode15", isNewInUnicode15(r), cat == "Cn" && goAssigned(r))
	s := string(r)
	rs, w := appendDecomposed(nil, s)
	check("width", w, len(s))
	var d strings.Builder
	for _, c := range rs {
		d.WriteRune(c.r)
	}
	check("NFKD", d.String(), p.nfkd)
	if len(rs) == 1 && rs[0].r == r {
		check("ccc", rs[0].ccc, p.ccc)
	}
	check("NFKC", nfkc(s), p.nfkc)
	check("exact NFKC", nfkcExact(s), p.nfkc)
	return diffs
}

// goAssigned reports whether Go's tables give r a category other than Cn.
func goAssigned(r rune) bool {
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.Cc,
		unicode.Cf, unicode.Co)
}

// TestDigitValue checks that every Nd digit's value counts from the zero
// before it, as Python's int() reads it.
func TestDigitValue(t *testing.T) {
	props, zeros := python14(t)
	for r, p := range props {
		if p.category != "Nd" {
			continue
		}
		zero := rune(-1)
		for _, z := range zeros {
			if z <= r && z > zero {
				zero = z
			}
		}
		if want := int(r - zero); want > 9 || digitValue(r) != want {
			t.Errorf("digitValue(%U) = %d, want %d", r, digitValue(r), want)
		}
	}
	if len(zeros) == 0 || !utf8.ValidRune(zeros[0]) {
		t.Fatal("no zeros in unicode14.txt.gz")
	}
}
