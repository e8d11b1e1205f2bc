package verify

import (
	"fmt"
	"strings"
)

// Text lists the claims for a terminal: each with its line, what was read, the scores bound
// to it, what was repaired, or why it was refused; then how many of each.
func (r *ScanResult) Text() string {
	var b strings.Builder
	scored, bare, refused := 0, 0, 0
	for _, f := range r.Claims {
		f.write(&b)
		switch {
		case f.Refused != "":
			refused++
		case len(f.Scores) == 0:
			bare++
		default:
			scored++
		}
	}
	if len(r.Claims) > 0 {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "found:      %s: %d with scores, %s without a score, %d refused\n",
		plural(len(r.Claims), "claim"), scored, plural(bare, "signature"), refused)
	return b.String()
}

// Verdict is true: a list of claims has nothing to reproduce.
func (r *ScanResult) Verdict() bool { return true }

// write writes a claim's lines.
func (f *Found) write(b *strings.Builder) {
	what := f.Signature
	if what == "" {
		what = shorten(f.Text)
	}
	fmt.Fprintf(b, "line %-6d %-10s %s\n", f.Line, f.Kind, what)
	if f.Refused != "" {
		fmt.Fprintf(b, "  refused:  %s\n", f.Refused)
	}
	for _, s := range f.Scores {
		fmt.Fprintf(b, "  score:    %s\n", s.describe())
	}
	for _, n := range f.Repairs {
		fmt.Fprintf(b, "  repaired: %s\n", n)
	}
}

// describe says a score, where it is and how it was bound, with what was printed with it.
func (s FoundScore) describe() string {
	out := s.Score
	if s.Mean != "" {
		out += fmt.Sprintf(" (μ = %s ± %s)", s.Mean, s.CI)
	}
	if s.P != "" {
		out += fmt.Sprintf(" (p = %s)", s.P)
	}
	if s.Stats != "" {
		out += " " + s.Stats
	}
	if s.System != "" {
		out += " of " + Quote(s.System)
	}
	return fmt.Sprintf("%s (line %d, %s)", out, s.Line, s.Bound)
}

// Text lists the claims found, then each check's report and the claims left unchecked.
func (rep *ScanReport) Text() string {
	var b strings.Builder
	b.WriteString(rep.Found.Text())
	checked, failed, unchecked := 0, 0, 0
	for _, c := range rep.Checks {
		where := fmt.Sprintf("line %d", c.Line)
		if c.Score != "" {
			where += ", score " + c.Score
		}
		if c.Report == nil {
			unchecked++
			fmt.Fprintf(&b, "\nunchecked:  %s: %s\n", where, c.Unchecked)
			continue
		}
		checked++
		if !c.Report.Verdict() {
			failed++
		}
		fmt.Fprintf(&b, "\nchecked:    %s\n%s", where, c.Report.Text())
	}
	fmt.Fprintf(&b, "\nresult:     %s\n", scanVerdict(checked, failed, unchecked))
	return b.String()
}

// scanVerdict says how many checks reproduced, and how many claims were left unchecked.
func scanVerdict(checked, failed, unchecked int) string {
	out := fmt.Sprintf("reproduced: %s", plural(checked, "checked claim"))
	if failed > 0 {
		out = fmt.Sprintf("NOT reproduced: %d of %s", failed, plural(checked, "checked claim"))
	}
	if checked == 0 {
		out = "nothing checked"
	}
	return fmt.Sprintf("%s; %d left unchecked", out, unchecked)
}

// Verdict reports whether every claim checked reproduced.
func (rep *ScanReport) Verdict() bool { return rep.Reproduced }
