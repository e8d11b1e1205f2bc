package sclite

import (
	"bytes"
	"testing"

	"github.com/sacre-mt/sacre/internal/rpg"
)

func TestSumReports(t *testing.T) {
	for _, name := range sgmlCases(t) {
		t.Run(name, func(t *testing.T) {
			s := readCase(t, name)
			for _, c := range []struct {
				ext   string
				write func(*bytes.Buffer, *System) error
			}{
				{".sys", func(b *bytes.Buffer, s *System) error { return WriteSum(b, s) }},
				{".raw", func(b *bytes.Buffer, s *System) error { return WriteRawSum(b, s) }},
				{".wws", func(b *bytes.Buffer, s *System) error { return WriteWeightedSum(b, s) }},
			} {
				t.Run(c.ext, func(t *testing.T) {
					var b bytes.Buffer
					if err := c.write(&b, s); err != nil {
						t.Fatal(err)
					}
					compareFile(t, name+c.ext, b.Bytes())
				})
			}
		})
	}
}

func TestFRound(t *testing.T) {
	for _, c := range []struct {
		n    float64
		p    int
		want float64
	}{
		{84.05, 1, 84.1}, {0.04, 1, 0}, {-0.04, 1, 0}, {2.5, 0, 3}, {-2.5, 0, -3},
		{0.2565, 3, 0.257}, {1e10, 1, -214748364.8},
	} {
		if got := rpg.FRound(c.n, c.p); got != c.want {
			t.Errorf("FRound(%v, %d) = %v, want %v", c.n, c.p, got, c.want)
		}
	}
}
