package compare

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Formats are the output formats, by --format name.
var Formats = map[string]func(w io.Writer, tables []*Table) error{
	"text":  WriteText,
	"json":  WriteJSON,
	"md":    WriteMarkdown,
	"latex": WriteLaTeX,
}

// FormatNames lists the formats, sorted.
func FormatNames() []string {
	var names []string
	for n := range Formats {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// JSONTable is one table of WriteJSON's output: {"metrics": [JSONTable...]}.
type JSONTable struct {
	Name           string       `json:"name"`
	LP             string       `json:"lp,omitempty"`
	Test           Test         `json:"test"`
	Alpha          float64      `json:"alpha"`
	HigherIsBetter bool         `json:"higher_is_better"`
	Speakers       int          `json:"speakers,omitempty"`
	Signature      string       `json:"signature"`
	Systems        []JSONSystem `json:"systems"`
	Pairs          []JSONPair   `json:"pairs"`
}

// JSONSystem is a system's line of a JSONTable.
type JSONSystem struct {
	Name    string      `json:"name"`
	Score   float64     `json:"score"`
	CI      *[2]float64 `json:"ci"`
	Rank    [2]int      `json:"rank"`
	Cluster int         `json:"cluster"`
	Items   int         `json:"items"`
}

// JSONPair is a pair's comparison in a JSONTable.
type JSONPair struct {
	A        string   `json:"a"`
	B        string   `json:"b"`
	P        float64  `json:"p"`
	Delta    float64  `json:"delta"`
	Accuracy *float64 `json:"accuracy"`
	Items    int      `json:"items"`
	Same     bool     `json:"same,omitempty"`
	Decision string   `json:"decision,omitempty"`
}

// WriteJSON writes {"metrics": [...]}: per metric, language pair and test its systems best
// first and every ordered pair, every number at full float64 precision.
func WriteJSON(w io.Writer, tables []*Table) error {
	out := struct {
		Metrics []JSONTable `json:"metrics"`
	}{Metrics: []JSONTable{}}
	for _, t := range tables {
		jt := JSONTable{Name: t.Metric, LP: t.LP, Test: t.Test, Alpha: t.Alpha, HigherIsBetter: t.HigherIsBetter, Speakers: t.Speakers, Signature: t.Signature}
		for _, s := range t.Systems {
			jt.Systems = append(jt.Systems, JSONSystem{s.Name, s.Score, s.CI, s.Rank, s.Cluster, s.Items})
		}
		for _, p := range t.Pairs {
			jt.Pairs = append(jt.Pairs, JSONPair(p))
		}
		out.Metrics = append(out.Metrics, jt)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(out)
}

// pair finds the comparison of a with b.
func (t *Table) pair(a, b string) *Pair {
	for i := range t.Pairs {
		if t.Pairs[i].A == a && t.Pairs[i].B == b {
			return &t.Pairs[i]
		}
	}
	return nil
}

// Caption says what the table is: metric, language pair, test and its settings.
func (t *Table) Caption() string {
	var b strings.Builder
	b.WriteString(t.Metric)
	if t.LP != "" {
		b.WriteString(", " + t.LP)
	}
	fmt.Fprintf(&b, ": %s", t.Test.Describe())
	if t.Samples > 0 {
		noun := "resamples"
		if t.Test == AR {
			noun = "trials"
		}
		fmt.Fprintf(&b, ", %d %s, seed %s", t.Samples, noun, t.Seed)
	}
	if t.Speakers > 0 {
		fmt.Fprintf(&b, ", %d speakers", t.Speakers)
	}
	fmt.Fprintf(&b, ", alpha %v; ", t.Alpha)
	if t.HigherIsBetter {
		b.WriteString("higher is better")
	} else {
		b.WriteString("lower is better")
	}
	return b.String()
}

// row is a system's cells: number, name, score, interval, rank range, cluster, items, and
// its comparison with the next system down (delta, p-value, accuracy).
func (t *Table) row(i int) []string {
	s := t.Systems[i]
	ci := "-"
	if s.CI != nil {
		ci = fmt.Sprintf("[%.4f, %.4f]", s.CI[0], s.CI[1])
	}
	cells := []string{fmt.Sprint(i + 1), s.Name, fmt.Sprintf("%.4f", s.Score), ci, rankText(s.Rank), fmt.Sprint(s.Cluster), fmt.Sprint(s.Items)}
	if i+1 == len(t.Systems) {
		return append(cells, "", "", "")
	}
	p := t.pair(s.Name, t.Systems[i+1].Name)
	acc := "-"
	if p.Accuracy != nil {
		acc = fmt.Sprintf("%.1f%%", 100**p.Accuracy)
	}
	return append(cells, fmt.Sprintf("%+.4f", p.Delta), t.pText(p), acc)
}

var header = []string{"#", "System", "Score", "95% CI", "Rank", "Cluster", "Items", "Δ next", "p next", "Accuracy"}

// rows are the header and every system's row, without the interval and accuracy columns when
// the test gives no interval and the metric has no accuracy curve.
func (t *Table) rows() [][]string {
	rows := [][]string{header}
	for i := range t.Systems {
		rows = append(rows, t.row(i))
	}
	drop := map[int]bool{3: t.Systems[0].CI == nil, 9: t.Threshold == nil}
	for r, row := range rows {
		var kept []string
		for c, cell := range row {
			if !drop[c] {
				kept = append(kept, cell)
			}
		}
		rows[r] = kept
	}
	return rows
}

func rankText(r [2]int) string { return fmt.Sprintf("%d-%d", r[0], r[1]) }

// pText is a p-value to four decimals (sc_stats's tests: as sc_stats prints it), or ≡ for
// systems nothing tells apart.
func (t *Table) pText(p *Pair) string {
	switch {
	case p.Same:
		return "≡"
	case t.Test.Sclite():
		return scstatsP(p.P)
	}
	return fmt.Sprintf("%.4f", p.P)
}

// notes are what a reader must know to read the table right: pairs compared on fewer items
// than they have, identical systems, the accuracy's source.
func (t *Table) notes() []string {
	var out []string
	for _, p := range t.Pairs {
		if p.A < p.B && p.Same {
			out = append(out, fmt.Sprintf("%s and %s score the same on every item (≡): nothing tells them apart.", p.A, p.B))
		}
	}
	short := 0
	for _, p := range t.Pairs {
		if p.Items < t.Items {
			short++
		}
	}
	if short > 0 {
		out = append(out, fmt.Sprintf("%d ordered pairs are compared on the items both systems have, fewer than the %d items in all (see items in the JSON output).", short, t.Items))
	}
	if t.Threshold != nil {
		out = append(out, fmt.Sprintf("Accuracy: share of system pairs with such a delta that humans order the same way (Kocmi et al. 2024, %s, delta x%g).", t.Threshold.Key, t.Threshold.Scale))
	}
	if t.Test == WMT24 {
		out = append(out, "Score: mean over domains of the mean score in each domain. p: each domain's two-sided Wilcoxon p-value combined by Stouffer's Z, 1 - Φ(Σ Φ⁻¹(1 - p_d) / √k), as WMT24 does: it does not say which system is better.")
	}
	if t.Test.Sclite() {
		out = append(out, t.scliteNote())
	}
	return out
}
