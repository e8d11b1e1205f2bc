package fetch

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// fakeClock returns a clock that advances by step at every reading: newBar
// reads it once, and every Write once.
func fakeClock(step time.Duration) func() time.Time {
	t := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(step)
		return t
	}
}

func TestBar(t *testing.T) {
	tests := []struct {
		reason string
		step   time.Duration // clock advance per reading
		done   int64         // bytes already on disk
		total  int64
		writes []int
		want   []string // the lines drawn, without \r and padding
	}{
		{"every write is drawn when writes are 100ms apart", 100 * time.Millisecond, 0, 4096, []int{1024, 3072},
			[]string{
				"set.tgz [#####---------------]  25% 1.0 KiB / 4.0 KiB 10.0 KiB/s",
				"set.tgz [####################] 100% 4.0 KiB / 4.0 KiB 20.0 KiB/s",
			}},
		{"writes 40ms apart are drawn at most every 100ms (at 40ms and 160ms)", 40 * time.Millisecond, 0, 1000,
			[]int{100, 100, 100, 100, 100},
			[]string{
				"set.tgz [##------------------]  10% 100 B / 1000 B 2.4 KiB/s",
				"set.tgz [########------------]  40% 400 B / 1000 B 2.4 KiB/s",
			}},
		{"a resumed download counts the old bytes in the size, not in the rate", time.Second, 3 << 20, 4 << 20, []int{1 << 20},
			[]string{"set.tgz [####################] 100% 4.0 MiB / 4.0 MiB 1.0 MiB/s"}},
		{"an unknown size shows bytes and rate only", time.Second, 0, -1, []int{2048},
			[]string{"set.tgz 2.0 KiB 2.0 KiB/s"}},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		b := newBar(&out, "set.tgz", tt.done, tt.total, fakeClock(tt.step))
		for _, n := range tt.writes {
			b.Write(make([]byte, n))
		}
		b.clear()
		s := out.String()
		blank := "\r" + strings.Repeat(" ", b.width) + "\r"
		if !strings.HasSuffix(s, blank) {
			t.Errorf("%s: output %q does not end by blanking the line", tt.reason, s)
			continue
		}
		var got []string
		for _, line := range strings.Split(strings.TrimSuffix(s, blank), "\r")[1:] {
			got = append(got, strings.TrimRight(line, " "))
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: drew\n%s\nwant\n%s", tt.reason, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}

func TestBarNothingDrawnClearsNothing(t *testing.T) {
	var out bytes.Buffer
	newBar(&out, "set.tgz", 0, 10, time.Now).clear()
	if out.Len() != 0 {
		t.Errorf("a bar that never drew wrote %q", out.String())
	}
}

func TestSize(t *testing.T) {
	tests := []struct {
		reason string
		n      int64
		want   string
	}{
		{"bytes stay whole", 1023, "1023 B"},
		{"a KiB", 1024, "1.0 KiB"},
		{"MiB with one decimal", 5 << 19, "2.5 MiB"},
		{"GiB", 3 << 30, "3.0 GiB"},
		{"TiB is the largest unit", 2048 << 40, "2048.0 TiB"},
	}
	for _, tt := range tests {
		if got := size(tt.n); got != tt.want {
			t.Errorf("%s: size(%d) = %q, want %q", tt.reason, tt.n, got, tt.want)
		}
	}
}
