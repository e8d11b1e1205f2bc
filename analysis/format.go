package analysis

import (
	"fmt"
	"strings"
)

// String formats the table as compare-mt prints it, system i named sys<i+1>, with each
// bucket's BLEU to 4 decimals followed by its number of lines in parentheses.
func (t *BucketTable) String() string {
	var b strings.Builder
	b.WriteString(t.ID)
	if len(t.Buckets) > 0 {
		writeSystems(&b, len(t.Buckets[0].BLEU))
	}
	for _, row := range t.Buckets {
		b.WriteString(row.Label)
		for s, x := range row.BLEU {
			fmt.Fprintf(&b, "\t%.4f (%d)", x, row.Sentences[s])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// String formats the table as compare-mt prints its default, the F-measure to 4 decimals,
// after the number of reference words (its output_bucket_details).
func (t *WordTable) String() string {
	var b strings.Builder
	b.WriteString("frequency\t# words")
	if len(t.Buckets) > 0 {
		writeSystems(&b, len(t.Buckets[0].Systems))
	}
	for _, row := range t.Buckets {
		fmt.Fprintf(&b, "%s\t%d", row.Label, row.Ref)
		for _, st := range row.Systems {
			fmt.Fprintf(&b, "\t%.4f", st.FMeasure)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeSystems(b *strings.Builder, n int) {
	for s := range n {
		fmt.Fprintf(b, "\tsys%d", s+1)
	}
	b.WriteByte('\n')
}

// String formats the table as compare-mt prints it, the systems named sys<A+1> and
// sys<B+1>.
func (t *NgramTable) String() string {
	var b strings.Builder
	for i, side := range [][]SalientNgram{t.AOverB, t.BOverA} {
		x, y := t.A, t.B
		if i == 1 {
			x, y = y, x
		}
		fmt.Fprintf(&b, "--- %d n-grams where sys%d>sys%d in match\n", len(side), x+1, y+1)
		for _, g := range side {
			fmt.Fprintf(&b, "%s\t%.4f (sys%d=%d, sys%d=%d)\n", g, g.Salience, t.A+1, g.A, t.B+1, g.B)
		}
	}
	return b.String()
}
