package sclite

import (
	"bytes"
	"fmt"
	"testing"
)

func TestWriteDtl(t *testing.T) {
	for _, c := range praCases {
		t.Run(c.name, func(t *testing.T) {
			s := praLoad(t, c.name)
			praCompare(t, c.name, ".dtl", func(b *bytes.Buffer) error { return WriteDtl(b, s) })
		})
	}
}

// TestDtlPct checks F_ROUND(pct(n, d), 1) printed with %5.1f, as C prints it.
func TestDtlPct(t *testing.T) {
	for _, c := range []struct {
		n, d int
		want string
	}{
		{1, 8, " 12.5"},  // 12.5 exactly
		{1, 16, "  6.3"}, // 6.25: F_ROUND goes half up before %.1f
		{1, 3, " 33.3"},
		{2, 3, " 66.7"},
		{0, 0, "  0.0"},
		{3126, 4785, " 65.3"},
	} {
		if got := fmt.Sprintf("%5.1f", dtlPct(c.n, c.d)); got != c.want {
			t.Errorf("dtlPct(%d, %d) = %q, want %q", c.n, c.d, got, c.want)
		}
	}
	if got := fmt.Sprintf("%5.1f", dtlRound1(100-dtlPctRaw(7, 4))); got != "-75.0" {
		t.Errorf("word accuracy below zero: %q", got)
	}
}
