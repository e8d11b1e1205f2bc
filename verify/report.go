package verify

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Reports are the outcomes of VerifyClaims, one per claim.
type Reports []*Report

// Reproduced reports whether every claim reproduces.
func (rs Reports) Reproduced() bool {
	for _, r := range rs {
		if !r.Reproduced {
			return false
		}
	}
	return true
}

// Text renders the reports for a terminal, a blank line between two.
func (rs Reports) Text() string {
	texts := make([]string, len(rs))
	for i, r := range rs {
		texts[i] = r.Text()
	}
	return strings.Join(texts, "\n")
}

// MarshalJSON writes one report as an object and several as a list, as SacreBLEU's JSON
// output holds one metric's score or a list of several.
func (rs Reports) MarshalJSON() ([]byte, error) {
	if len(rs) == 1 {
		return json.Marshal(rs[0])
	}
	return json.Marshal([]*Report(rs))
}

// Text renders the report for a terminal.
func (r *Report) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "claim:      %s\n", r.Claim)
	fmt.Fprintf(&b, "sacre:      %s = %s", r.Signature, r.Printed)
	if r.Mean != "" {
		fmt.Fprintf(&b, " (μ = %s ± %s)", r.Mean, r.CI)
	}
	if r.Stats != "" {
		fmt.Fprintf(&b, " %s", r.Stats)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "result:     %s\n", r.verdict())
	for _, d := range r.Differences {
		fmt.Fprintf(&b, "differs:    %s\n", d)
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning:    %s\n", w)
	}
	if !r.Reproduced && r.Tried > 0 {
		r.writeDiagnosis(&b)
	}
	return b.String()
}

// verdict says whether the claim reproduced, and when the score did but another printed
// number did not, exactly that.
func (r *Report) verdict() string {
	if r.Reproduced {
		return "reproduced, " + r.How
	}
	var other []string
	var score *Difference
	for i, d := range r.Differences {
		if d.What == whatScore {
			score = &r.Differences[i]
		} else {
			other = append(other, d.What)
		}
	}
	if score == nil && len(other) > 0 {
		verb := "does"
		if len(other) > 1 {
			verb = "do"
		}
		return fmt.Sprintf("NOT reproduced: the score reproduces (%s), but %s %s not", r.Printed, strings.Join(other, ", "), verb)
	}
	claimed := ""
	if score != nil {
		claimed = score.Claimed
	}
	return fmt.Sprintf("NOT reproduced: sacre gets %s (%s), not %s", r.Printed, strconv.FormatFloat(r.Score, 'g', 10, 64), claimed)
}

// writeDiagnosis lists the nearby configurations that reproduce the claim, or says that none
// does.
func (r *Report) writeDiagnosis(b *strings.Builder) {
	if len(r.Matches) == 0 {
		fmt.Fprintf(b, "diagnosis:  none of %d nearby configurations reproduces the claim\n", r.Tried)
		return
	}
	verb := "reproduce"
	if len(r.Matches) == 1 {
		verb = "reproduces"
	}
	fmt.Fprintf(b, "diagnosis:  %d of %d nearby configurations %s the claim:\n", len(r.Matches), r.Tried, verb)
	width := 0
	for _, m := range r.Matches {
		width = max(width, utf8.RuneCountInString(strings.Join(m.Changes, " ")))
	}
	for _, m := range r.Matches {
		changes := strings.Join(m.Changes, " ")
		pad := strings.Repeat(" ", width-utf8.RuneCountInString(changes))
		fmt.Fprintf(b, "  %s%s  %s = %s\n", changes, pad, m.Signature, m.Printed)
		if m.Why != "" {
			fmt.Fprintf(b, "  %s  (%s)\n", strings.Repeat(" ", width), m.Why)
		}
	}
}
