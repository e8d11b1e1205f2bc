package main

import (
	"fmt"
	"io"
	"time"
)

// progress shows how far a long computation has got, on standard error when it is a terminal:
// nothing during the first second, then a percentage on one line, erased at the end.
type progress struct {
	w           io.Writer
	label       string
	start, last time.Time
	shown       bool
}

// progress starts a display of a computation's progress and returns its update and finish
// functions; they show nothing when standard error is not a terminal or -q is given.
func (s *session) progress(label string, quiet bool) (update func(done, total int), finish func()) {
	var p *progress
	if s.e.stderrTTY && !quiet {
		p = &progress{w: s.e.stderr, label: label, start: time.Now()}
	}
	return p.update, p.finish
}

// update shows done out of total, at most ten times a second. The caller serializes calls.
func (p *progress) update(done, total int) {
	if p == nil || total == 0 {
		return
	}
	now := time.Now()
	if now.Sub(p.start) < time.Second || (now.Sub(p.last) < 100*time.Millisecond && done < total) {
		return
	}
	p.last, p.shown = now, true
	fmt.Fprintf(p.w, "\rsacre: %s %3d%%", p.label, 100*done/total)
}

// finish erases the display; once is enough.
func (p *progress) finish() {
	if p != nil && p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}
