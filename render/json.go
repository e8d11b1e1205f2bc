package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// jsonRenderer prints SacreBLEU's JSON: one object per score (a list of them for several
// metrics), a list of systems for a table, and a paired test's full-precision values.
type jsonRenderer struct{ opt Options }

func (r jsonRenderer) Single(w io.Writer, results []Result) error {
	out := make([]string, len(results))
	for i, res := range results {
		if r.opt.ScoreOnly {
			out[i] = res.Score.ScoreOnly(r.opt.Width)
			continue
		}
		// JSON has the long keys, whatever -sh says.
		out[i] = res.Score.JSON(r.opt.Width, res.Signature.Format(false))
	}
	if len(out) > 1 {
		_, err := fmt.Fprintln(w, "[\n"+strings.Join(out, ",\n")+"\n]")
		return err
	}
	_, err := fmt.Fprintln(w, out[0])
	return err
}

func (r jsonRenderer) Table(w io.Writer, t *Table) error {
	list := make([]any, len(t.Systems))
	for i, name := range t.Systems {
		o := pyfmt.Object{{Key: "system", Value: name}}
		for _, c := range t.Columns {
			o = o.Set(c.Metric, c.Scores[i].ScoreOnly(r.opt.Width))
		}
		list[i] = o
	}
	_, err := fmt.Fprintln(w, pyfmt.Dumps(list, 4, true))
	return err
}

// Paired prints per system each metric's result at full precision, null where a value does
// not exist. It has no signatures.
func (r jsonRenderer) Paired(w io.Writer, t *Table, _ Test) error {
	list := make([]any, len(t.Systems))
	for i, name := range t.Systems {
		o := pyfmt.Object{{Key: "system", Value: name}}
		for _, c := range t.Columns {
			res := c.Paired[i]
			o = o.Set(c.Metric, pyfmt.Object{
				{Key: "score", Value: res.Score}, {Key: "p_value", Value: floatOrNil(res.PValue)},
				{Key: "mean", Value: floatOrNil(res.Mean)}, {Key: "ci", Value: floatOrNil(res.CI)},
			})
		}
		list[i] = o
	}
	_, err := fmt.Fprintln(w, pyfmt.Dumps(list, 4, true))
	return err
}

func floatOrNil(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}
