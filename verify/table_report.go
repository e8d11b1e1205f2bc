package verify

import (
	"fmt"
	"strings"
	"text/tabwriter"
)

// formatNames are what the report calls the forms a table was read from.
var formatNames = map[string]string{
	"text": "text table", "latex": "LaTeX table", "json": "JSON table", "plain": "plain table",
}

// Text renders the report for a terminal: what the table is, each metric's signature, every
// value claimed and recomputed, the verdict, warnings and diagnoses.
func (r *TableReport) Text() string {
	var b strings.Builder
	systems := map[string]bool{}
	for _, v := range r.Values {
		systems[v.System] = true
	}
	fmt.Fprintf(&b, "table:      %s, %s x %s", formatNames[r.Format], plural(len(systems), "system"), plural(len(r.Metrics), "metric"))
	switch r.Paired {
	case "bs":
		fmt.Fprintf(&b, ", paired bootstrap resampling (%d resamples, seed %s)", r.Samples, r.Seed)
	case "ar":
		fmt.Fprintf(&b, ", paired approximate randomization (%d trials, seed %s)", r.Samples, r.Seed)
	}
	b.WriteString("\n")
	for _, m := range r.Metrics {
		source := map[string]string{"table": "the table's", "given": "given", "default": "SacreBLEU's defaults"}[m.Source]
		fmt.Fprintf(&b, "%-11s %s (%s)\n", m.Name+":", m.Claimed, source)
		fmt.Fprintf(&b, "%-11s %s\n", "", "sacre: "+m.Signature)
	}
	b.WriteString("\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "system\tmetric\tvalue\tclaimed\tsacre\tresult")
	differ := 0
	for _, v := range r.Values {
		mark := map[Status]string{StatusOK: "ok", StatusDiffers: "DIFFERS", StatusUnchecked: "not checked"}[v.Status]
		if v.Status == StatusDiffers {
			differ++
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", v.System, v.Metric, v.What, v.Claimed, v.Sacre, mark)
	}
	tw.Flush()
	b.WriteString("\n")
	if r.Reproduced {
		fmt.Fprintf(&b, "result:     reproduced: %s\n", r.checkedCount())
	} else {
		fmt.Fprintf(&b, "result:     NOT reproduced: %d of %s differ\n", differ, plural(len(r.Values), "value"))
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning:    %s\n", w)
	}
	for _, m := range r.Metrics {
		m.writeDiagnosis(&b)
	}
	return b.String()
}

func (r *TableReport) checkedCount() string {
	unchecked := 0
	for _, v := range r.Values {
		if v.Status == StatusUnchecked {
			unchecked++
		}
	}
	if unchecked == 0 {
		return "all " + plural(len(r.Values), "value")
	}
	return fmt.Sprintf("%d of %s (%d not checked)", len(r.Values)-unchecked, plural(len(r.Values), "value"), unchecked)
}

// writeDiagnosis says which nearby configurations reproduce every score of the metric that
// does not reproduce.
func (m *MetricReport) writeDiagnosis(b *strings.Builder) {
	if m.Tried == 0 {
		return
	}
	if len(m.Matches) == 0 {
		fmt.Fprintf(b, "diagnosis:  %s: none of %d nearby configurations reproduces its failing scores\n", m.Name, m.Tried)
		return
	}
	fmt.Fprintf(b, "diagnosis:  %s: %d of %d nearby configurations reproduce all its failing scores:\n", m.Name, len(m.Matches), m.Tried)
	for _, v := range m.Matches {
		fmt.Fprintf(b, "  %s  %s\n", strings.Join(v.Changes, " "), v.Signature)
		if v.Why != "" {
			fmt.Fprintf(b, "  %s  (%s)\n", strings.Repeat(" ", len([]rune(strings.Join(v.Changes, " ")))), v.Why)
		}
	}
}
