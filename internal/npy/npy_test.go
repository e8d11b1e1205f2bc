package npy

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"strings"
	"testing"
)

// arange is the values gen.py gives the arange cases: value i is (i + 1) / 7 - 3.
func arange(n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = float64(i+1)/7 - 3
	}
	return out
}

// wmt17 is gen.py's matrix of real data: for the first 6 lines of online-B and the first 5 of
// the reference, the ratio of their numbers of words.
func wmt17(t *testing.T) []float64 {
	first := func(name string, n int) []string {
		f, err := os.Open("../../testdata/wmt17-en-de/" + name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		var lines []string
		for len(lines) < n && sc.Scan() {
			lines = append(lines, sc.Text())
		}
		return lines
	}
	var out []float64
	for _, h := range first("online-B.0.txt", 6) {
		for _, r := range first("ref.txt", 5) {
			out = append(out, float64(len(strings.Fields(h)))/float64(len(strings.Fields(r))))
		}
	}
	return out
}

// TestNumPy writes arrays with Writer a row (the last dimension) at a time and compares every
// byte with what numpy.save wrote for the same array (testdata/gen.py).
func TestNumPy(t *testing.T) {
	nan := math.Float64frombits(0x7ff8000000000000) // np.nan's bits; Go's math.NaN() differs
	for _, c := range []struct {
		file   string
		shape  []int
		values []float64
		reason string
	}{
		{"vector", []int{5}, arange(5), "1-D: the shape's trailing comma"},
		{"matrix", []int{3, 4}, arange(12), "2-D, as sacre matrix writes"},
		{"cube", []int{2, 3, 4}, arange(24), "3-D, as sacre matrix --groups writes"},
		{"scalar", nil, arange(1), "0-D: one value, no spare space for growth"},
		{"empty", []int{0}, nil, "no values: the header alone"},
		{"empty_middle", []int{3, 0, 2}, nil, "an empty dimension inside"},
		{"aligned", append(ones(12), 10, 10), arange(100), "a header already aligned gets 64 spaces more"},
		{"specials", []int{2, 4}, []float64{math.Copysign(0, -1), math.Inf(1), math.Inf(-1), nan, 5e-324, math.MaxFloat64, 0.1, 1.0 / 3}, "signed zero, infinities, NaN, subnormal, extremes"},
		{"wmt17", []int{6, 5}, wmt17(t), "real data: word-count ratios of WMT17 lines"},
	} {
		want, err := os.ReadFile("testdata/" + c.file + ".npy")
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		w := NewWriter(&b, c.shape)
		row := 1
		if len(c.shape) > 0 {
			row = max(c.shape[len(c.shape)-1], 1)
		}
		for i := 0; i < len(c.values); i += row {
			if err := w.WriteRow(c.values[i:min(i+row, len(c.values))]); err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if !bytes.Equal(b.Bytes(), want) {
			t.Errorf("%s (%s): wrote\n%q\nnumpy.save wrote\n%q", c.file, c.reason, b.Bytes(), want)
		}
		header, size := Header(c.shape)
		if size != float64(len(want)) || !bytes.Equal(header, want[:len(header)]) {
			t.Errorf("%s: Header is %q and a size of %v, numpy.save wrote %d bytes", c.file, header, size, len(want))
		}
	}
}

func ones(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// TestHeaderSize checks the sizes a caller checks before writing: sacre matrix's refusal of a
// 100,000 x 100,000 matrix, and a shape whose product overflows an int.
func TestHeaderSize(t *testing.T) {
	for _, c := range []struct {
		shape  []int
		size   float64
		reason string
	}{
		{[]int{100000, 100000}, 128 + 8e10, "74.5 GiB: beyond sacre matrix's cap"},
		{[]int{40, 40}, 128 + 8*1600, "sacre matrix's TSV test as .npy"},
		{[]int{1 << 62, 1 << 62, 1 << 62}, 192 + 8*math.Pow(2, 186), "no overflow: the product is a float64"},
	} {
		if header, size := Header(c.shape); size != c.size || len(header)%64 != 0 {
			t.Errorf("%v (%s): header of %d bytes, size %v, want %v", c.shape, c.reason, len(header), size, c.size)
		}
	}
}

// TestVersion2: a header too long for version 1.0's two length bytes is written in version
// 2.0, as NumPy chooses (an array of 25,000 dimensions: NumPy itself allows 32 or 64).
func TestVersion2(t *testing.T) {
	header, _ := Header(ones(25000))
	n := binary.LittleEndian.Uint32(header[8:12])
	if string(header[:8]) != "\x93NUMPY\x02\x00" || int(n) != len(header)-12 || len(header)%64 != 0 || header[len(header)-1] != '\n' {
		t.Errorf("header of %d bytes starts %q", len(header), header[:12])
	}
}

// TestShape checks that values beyond the shape are refused unwritten, and that Close reports
// values missing.
func TestShape(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b, []int{2, 2})
	if err := w.WriteRow([]float64{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	written := b.Len()
	if err := w.WriteRow([]float64{4, 5}); !errors.Is(err, ErrShape) || b.Len() != written {
		t.Errorf("a fifth value: %v, %d bytes written after the fourth", err, b.Len()-written)
	}
	if err := w.Close(); !errors.Is(err, ErrShape) {
		t.Errorf("Close after 3 of 4 values: %v", err)
	}
	if err := w.WriteRow([]float64{4}); err != nil || w.Close() != nil {
		t.Errorf("the fourth value: %v", err)
	}
}
