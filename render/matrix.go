package render

import (
	"bufio"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// MatrixRow writes one row of pairwise scores as a TSV line, after the lead cells (a group and
// a candidate's index in it): each value the shortest decimal that reads back to the same
// float64, as Python's repr writes it.
func MatrixRow(w *bufio.Writer, lead []string, row []float64) error {
	for _, l := range lead {
		w.WriteString(l)
		w.WriteByte('\t')
	}
	for j, x := range row {
		if j > 0 {
			w.WriteByte('\t')
		}
		w.WriteString(pyfmt.Repr(x))
	}
	return w.WriteByte('\n')
}

// An MBRChoice is a group's choice by minimum Bayes risk: the chosen candidate's index and
// text, and every candidate's expected utility.
type MBRChoice struct {
	Group     string
	Chosen    int
	Text      string
	Utilities []float64
	// Utility names the utility when it is not the mean of sentence scores ("aggregated chrF2
	// (fastChrF aggregate_chrf)"), written before the utilities; "" writes no key.
	Utility string
}

// MBRChoices writes the choices as a JSON list, as Python's json.dumps(indent=1) writes it.
func MBRChoices(w *bufio.Writer, choices []MBRChoice) error {
	list := make([]any, len(choices))
	for i, c := range choices {
		us := make([]any, len(c.Utilities))
		for j, u := range c.Utilities {
			us[j] = u
		}
		o := pyfmt.Object{{Key: "group", Value: c.Group}, {Key: "chosen", Value: c.Chosen}, {Key: "text", Value: c.Text}}
		if c.Utility != "" {
			o = append(o, pyfmt.KV{Key: "utility", Value: c.Utility})
		}
		list[i] = append(o, pyfmt.KV{Key: "utilities", Value: us})
	}
	_, err := w.WriteString(pyfmt.Dumps(list, 1, false) + "\n")
	return err
}
