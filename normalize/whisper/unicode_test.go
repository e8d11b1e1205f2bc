package whisper

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// pyRune is what Python 3.11 says of one code point (testdata/unicode14.txt.gz).
type pyRune struct {
	category   string
	ccc        uint8
	nfkd, nfkc string
}

// pyRange is a line "R FIRST LAST CATEGORY CCC" of testdata/unicode14.txt.gz: code points
// of one category and combining class.
type pyRange struct {
	first, last rune
	category    string
	ccc         uint8
}

// python14Data is testdata/unicode14.txt.gz: its ranges cover every code point but the
// surrogates; decomposed holds the NFKD and NFKC of the code points whose forms are not
// themselves, zeros the decimal digit zeros.
type python14Data struct {
	ranges     []pyRange
	decomposed map[rune][2]string
	zeros      []rune
}

// rune is what Python says of r, which lies in g.
func (d *python14Data) rune(r rune, g pyRange) *pyRune {
	p := &pyRune{category: g.category, ccc: g.ccc, nfkd: string(r), nfkc: string(r)}
	if forms, ok := d.decomposed[r]; ok {
		p.nfkd, p.nfkc = forms[0], forms[1]
	}
	return p
}

// python14Cache is python14's result, read once for the tests that use it.
var python14Cache *python14Data

// python14 reads testdata/unicode14.txt.gz.
func python14(t *testing.T) *python14Data {
	if python14Cache != nil {
		return python14Cache
	}
	d := &python14Data{decomposed: map[rune][2]string{}}
	readGzipLines(t, "unicode14.txt.gz", func(line []byte) {
		f := strings.Fields(string(line))
		switch f[0] {
		case "R":
			ccc, _ := strconv.Atoi(f[4])
			d.ranges = append(d.ranges, pyRange{hexRune(t, f[1]), hexRune(t, f[2]), f[3], uint8(ccc)})
		case "Z":
			d.zeros = append(d.zeros, hexRune(t, f[1]))
		case "D":
			nfkd, nfkc, _ := strings.Cut(strings.Join(f[2:], " "), ";")
			d.decomposed[hexRune(t, f[1])] = [2]string{hexString(t, nfkd), hexString(t, nfkc)}
		}
	})
	covered := 0
	for _, g := range d.ranges {
		covered += int(g.last - g.first + 1)
	}
	if covered != 0x110000-0x800 {
		t.Fatalf("unicode14.txt.gz covers %d code points", covered)
	}
	python14Cache = d
	return d
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

// TestUnicode14 checks character classes, combining classes and single code point
// normalization against Python's, and derives newInUnicode15: for every code point with
// SACRE_LONG=1; by default for those where either side's properties may change (see
// unicodeSample), about a fifth of them.
func TestUnicode14(t *testing.T) {
	if unicode.Version != "15.0.0" {
		t.Fatalf("unicode.Version = %s; newInUnicode15 assumes 15.0.0", unicode.Version)
	}
	d := python14(t)
	sample, full := unicodeSample(d), campaign.Full()
	errs, checked := 0, 0
	for _, g := range d.ranges {
		for r := g.first; r <= g.last; r++ {
			if !full && !sample[r] {
				continue
			}
			checked++
			for _, msg := range checkRune(r, d.rune(r, g)) {
				if errs++; errs <= 20 {
					t.Errorf("%U: %s", r, msg)
				}
			}
		}
	}
	t.Logf("%d code points checked", checked)
	if errs > 0 {
		t.Errorf("%d differences from Python", errs)
	}
}

// unicodeSample marks the code points TestUnicode14 checks by default: all of planes 0, 1
// and 14 (every assigned character but the CJK ideographs of planes 2 and 3); elsewhere,
// the code points with a decomposition, the first and last of each of Python's ranges, the
// code points at and beside the ends of Go's category ranges (where Unicode 15 differs from
// 14), and every 64th.
func unicodeSample(d *python14Data) []bool {
	sample := make([]bool, unicode.MaxRune+1)
	mark := func(r rune) {
		if r >= 0 && r <= unicode.MaxRune {
			sample[r] = true
		}
	}
	for r := range sample {
		if plane := r >> 16; plane == 0 || plane == 1 || plane == 14 || r%64 == 0 {
			sample[r] = true
		}
	}
	for r := range d.decomposed {
		mark(r)
	}
	for _, g := range d.ranges {
		mark(g.first)
		mark(g.last)
	}
	for _, table := range unicode.Categories {
		for _, g := range table.R32 {
			for r := rune(g.Lo); r <= rune(g.Hi); r += rune(g.Stride) {
				if g.Stride > 1 || r == rune(g.Lo) || r == rune(g.Hi) {
					mark(r - 1)
					mark(r)
					mark(r + 1)
				}
			}
		}
	}
	return sample
}

// checkRune lists how the package's view of r differs from Python's p.
func checkRune(r rune, p *pyRune) []string {
	var diffs []string
	cat := p.category
	diffs = differ(diffs, "isWord", isWord(r), cat[0] == 'L' || cat[0] == 'N' || r == '_')
	diffs = differ(diffs, "isDecimal", isDecimal(r), cat == "Nd")
	diffs = differ(diffs, "isNonspacingMark", isNonspacingMark(r), cat == "Mn")
	diffs = differ(diffs, "isMarkSymbolPunct", isMarkSymbolPunct(r), strings.ContainsAny(cat[:1], "MSP"))
	diffs = differ(diffs, "isNewInUnicode15", isNewInUnicode15(r), cat == "Cn" && goAssigned(r))
	s := string(r)
	rs, w := appendDecomposed(nil, s)
	diffs = differ(diffs, "width", w, len(s))
	var d strings.Builder
	for _, c := range rs {
		d.WriteRune(c.r)
	}
	diffs = differ(diffs, "NFKD", d.String(), p.nfkd)
	if len(rs) == 1 && rs[0].r == r {
		diffs = differ(diffs, "ccc", rs[0].ccc, p.ccc)
	}
	diffs = differ(diffs, "NFKC", nfkc(s), p.nfkc)
	diffs = differ(diffs, "exact NFKC", nfkcExact(s), p.nfkc)
	return diffs
}

// differ appends to diffs a line saying what differs if got is not want.
func differ[T comparable](diffs []string, what string, got, want T) []string {
	if got != want {
		diffs = append(diffs, fmt.Sprintf("%s = %+q, Python %+q", what, any(got), any(want)))
	}
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
	d := python14(t)
	zeros := d.zeros
	for _, g := range d.ranges {
		if g.category != "Nd" {
			continue
		}
		for r := g.first; r <= g.last; r++ {
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
	}
	if len(zeros) == 0 || !utf8.ValidRune(zeros[0]) {
		t.Fatal("no zeros in unicode14.txt.gz")
	}
}
