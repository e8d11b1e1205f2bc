package verify

import (
	"fmt"
	"strings"
	"text/tabwriter"
)

// compareForms are what the report calls the forms of compare's output.
var compareForms = map[string]string{"json": "JSON", "text": "text", "md": "Markdown"}

// Text renders the report for a terminal: each table's signature as claimed and as sacre
// prints it with its count of values, the values that differ (all of them would be
// thousands of lines: -f json lists them), the verdict, the files that are not the
// signatures', and warnings.
func (r *CompareReport) Text() string {
	var b strings.Builder
	total, differ := 0, 0
	for _, t := range r.Tables {
		total, differ = total+t.Values, differ+t.Differ
	}
	fmt.Fprintf(&b, "tables:     %s output of sacre compare, %s\n", compareForms[r.Format], plural(len(r.Tables), "table"))
	for _, t := range r.Tables {
		verdict := "all reproduce"
		if t.Differ > 0 {
			verdict = fmt.Sprintf("%d differ", t.Differ)
		}
		fmt.Fprintf(&b, "%s: %s, %s\n", t.Name, plural(t.Values, "value"), verdict)
		if t.Claimed == t.Signature {
			fmt.Fprintf(&b, "            %s (the table's, and sacre's)\n", t.Claimed)
		} else {
			fmt.Fprintf(&b, "            claimed: %s\n            sacre:   %s\n", t.Claimed, t.Signature)
		}
	}
	if differ > 0 {
		b.WriteString("\n")
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "table\tsystem\tvalue\tclaimed\tsacre\tresult")
		for _, v := range r.Values {
			if v.Status == StatusDiffers {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\tDIFFERS\n", v.Metric, v.System, v.What, v.Claimed, v.Sacre)
			}
		}
		tw.Flush()
	}
	b.WriteString("\n")
	if r.Reproduced {
		fmt.Fprintf(&b, "result:     reproduced: %s\n", (&TableReport{Values: r.Values}).checkedCount())
	} else {
		fmt.Fprintf(&b, "result:     NOT reproduced: %d of %s differ\n", differ, plural(total, "value"))
	}
	for _, f := range r.Files {
		fmt.Fprintf(&b, "differs:    %s\n", f)
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning:    %s\n", w)
	}
	return b.String()
}
