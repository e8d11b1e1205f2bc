package glibm

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// vector is one oracle case: glibc's result for an input, as IEEE bits.
type vector struct{ in, want uint64 }

// readVectors parses a file written by testdata/gen.py (see testdata/README.md).
func readVectors(t *testing.T, path string) []vector {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vs []vector
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		in, want, ok := strings.Cut(text, " ")
		a, err1 := strconv.ParseUint(in, 16, 64)
		b, err2 := strconv.ParseUint(want, 16, 64)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: malformed line %q", path, line, text)
		}
		vs = append(vs, vector{a, b})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vs
}

func TestVectors(t *testing.T) {
	for _, tc := range []struct {
		name     string
		path     string
		f, mathF func(float64) float64
	}{
		{"Exp", "testdata/exp.txt", Exp, math.Exp},
		{"Log", "testdata/log.txt", Log, math.Log},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vs := readVectors(t, tc.path)
			if len(vs) < 10000 {
				t.Fatalf("only %d vectors in %s", len(vs), tc.path)
			}
			bad, mathBad := 0, 0
			for _, v := range vs {
				x := math.Float64frombits(v.in)
				if got := math.Float64bits(tc.f(x)); got != v.want {
					bad++
					if bad <= 10 {
						t.Errorf("%s(%#016x = %v) = %#016x (%v), glibc gives %#016x (%v)",
							tc.name, v.in, x, got, math.Float64frombits(got), v.want, math.Float64frombits(v.want))
					}
				}
				if math.Float64bits(tc.mathF(x)) != v.want {
					mathBad++
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d vectors differ from glibc", bad, len(vs))
			}
			// Shows the vectors discriminate: Go's own math package misses many.
			t.Logf("%d vectors match; math.%s differs from glibc on %d of them", len(vs), tc.name, mathBad)
		})
	}
}

// TestSpecial spells out the special cases the vectors also contain.
func TestSpecial(t *testing.T) {
	const defaultNaN = 0xfff8000000000000 // x86's NaN for invalid operations
	negZero := math.Copysign(0, -1)
	for _, tc := range []struct {
		name string
		got  float64
		want uint64
	}{
		{"Exp(0)", Exp(0), 0x3ff0000000000000},
		{"Exp(-0)", Exp(negZero), 0x3ff0000000000000},
		{"Exp(+Inf)", Exp(math.Inf(1)), 0x7ff0000000000000},
		{"Exp(-Inf)", Exp(math.Inf(-1)), 0},
		{"Exp(710)", Exp(710), 0x7ff0000000000000},
		{"Exp(-746)", Exp(-746), 0},
		{"Exp(-745)", Exp(-745), 1}, // smallest subnormal
		{"Exp(sNaN)", Exp(math.Float64frombits(0x7ff0000000000001)), 0x7ff8000000000001},
		{"Log(1)", Log(1), 0},
		{"Log(0)", Log(0), 0xfff0000000000000},
		{"Log(-0)", Log(negZero), 0xfff0000000000000},
		{"Log(+Inf)", Log(math.Inf(1)), 0x7ff0000000000000},
		{"Log(-Inf)", Log(math.Inf(-1)), defaultNaN},
		{"Log(-1)", Log(-1), defaultNaN},
		{"Log(-NaN)", Log(math.Float64frombits(0xfff0000000000123)), 0xfff8000000000123},
		{"Log(5e-324)", Log(5e-324), 0xc0874385446d71c3},
	} {
		if got := math.Float64bits(tc.got); got != tc.want {
			t.Errorf("%s = %#016x, want %#016x", tc.name, got, tc.want)
		}
	}
}

// benchInputs are spread over the ranges SacreBLEU uses.
var (
	expInputs = []float64{-0.7, -1.3862943611198906, -2.5, -0.01, 0.3, -12.5, 1 - 1.0734, -40}
	logInputs = []float64{0.5, 0.25, 7.0 / 9, 1.0001, 42, 99.5, 0.013, 3}
	sink      float64
)

func benchmark(b *testing.B, f func(float64) float64, xs []float64) {
	s := 0.0
	for i := 0; b.Loop(); i++ {
		s += f(xs[i%len(xs)])
	}
	sink = s
}

func BenchmarkExp(b *testing.B) {
	b.Run("glibm", func(b *testing.B) { benchmark(b, Exp, expInputs) })
	b.Run("math", func(b *testing.B) { benchmark(b, math.Exp, expInputs) })
}

func BenchmarkLog(b *testing.B) {
	b.Run("glibm", func(b *testing.B) { benchmark(b, Log, logInputs) })
	b.Run("math", func(b *testing.B) { benchmark(b, math.Log, logInputs) })
}
