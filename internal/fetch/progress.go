package fetch

import (
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"
)

// redraw is the shortest interval between two drawings of the bar, so a
// fast download does not flood a slow terminal.
const redraw = 100 * time.Millisecond

// barWidth is the number of cells of the bar itself.
const barWidth = 20

// bar is an io.Writer that counts the bytes written to it and draws a
// one-line progress bar on w, redrawn in place with \r.
type bar struct {
	w           io.Writer
	name        string
	done, total int64 // total < 0: unknown
	base        int64 // bytes already on disk when the transfer began
	start, last time.Time
	width       int // widest line drawn, in runes, to blank it out
	now         func() time.Time
}

// newBar starts a bar for a file of total bytes (-1 if unknown) of which
// done are already on disk; now is the clock, injectable for tests.
func newBar(w io.Writer, name string, done, total int64, now func() time.Time) *bar {
	return &bar{w: w, name: name, done: done, base: done, total: total, start: now(), now: now}
}

// Write counts p and redraws the bar if it was last drawn long enough ago.
// It never fails: a broken terminal must not abort a download.
func (b *bar) Write(p []byte) (int, error) {
	b.done += int64(len(p))
	if t := b.now(); b.width == 0 || t.Sub(b.last) >= redraw {
		b.last = t
		line := b.line(t.Sub(b.start))
		// Pad to the widest line so far, to cover a longer earlier one.
		b.width = max(b.width, utf8.RuneCountInString(line))
		fmt.Fprintf(b.w, "\r%-*s", b.width, line)
	}
	return len(p), nil
}

// line renders "NAME [####----]  42% 1.2 MiB / 2.9 MiB 640.0 KiB/s", or
// "NAME 1.2 MiB 640.0 KiB/s" when the size is unknown.
func (b *bar) line(elapsed time.Duration) string {
	var rate int64
	if s := elapsed.Seconds(); s > 0 {
		rate = int64(float64(b.done-b.base) / s)
	}
	if b.total <= 0 {
		return fmt.Sprintf("%s %s %s/s", b.name, size(b.done), size(rate))
	}
	pct := min(b.done*100/b.total, 100)
	cells := int(pct * barWidth / 100)
	return fmt.Sprintf("%s [%s%s] %3d%% %s / %s %s/s", b.name, strings.Repeat("#", cells),
		strings.Repeat("-", barWidth-cells), pct, size(b.done), size(b.total), size(rate))
}

// clear blanks the line, so what follows starts on a clean one.
func (b *bar) clear() {
	if b.width > 0 {
		fmt.Fprintf(b.w, "\r%s\r", strings.Repeat(" ", b.width))
	}
}

// size renders n bytes in binary units with one decimal.
func size(n int64) string {
	if n < 1024 {
		return fmt.Sprintf("%d B", n)
	}
	f, unit := float64(n)/1024, 0
	for f >= 1024 && unit < 3 {
		f /= 1024
		unit++
	}
	return fmt.Sprintf("%.1f %ciB", f, "KMGT"[unit])
}
