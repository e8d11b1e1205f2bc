package verify

import (
	"slices"
	"sort"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// A ScanResult is every claim Scan found in a text, in the order of their lines.
type ScanResult struct {
	Claims []*Found `json:"claims"`

	json bool // the text is JSON (starts with "{" or "[")
}

// A Found is one claim found in a text: a signature with the scores printed with it (none,
// one, or several), a score line without a signature, a JSON output, or a column of a table.
type Found struct {
	// Line is where the claim starts (1-based) in the text as given: in a notebook, the line
	// of the notebook's file that holds it.
	Line int `json:"line"`
	// Kind is "signature", "score" (a score printed without a signature: a score line, a
	// labelled score, a table's cell), "json" or "table" (a column of SacreBLEU's table).
	Kind string `json:"kind"`
	// Text is the signature (or the score line, or the table's header) as written.
	Text string `json:"text"`
	// Signature is the configuration the text prints, read and written as its release writes
	// it with the metric's name: "" when the text prints none for the claim, or when the claim
	// was refused before one could be read. Metric is the metric's name (BLEU, chrF2++, TER).
	Signature string `json:"signature,omitempty"`
	Metric    string `json:"metric,omitempty"`
	// Assumed is the configuration assumed for a score printed without a signature in a text
	// that prints none: SacreBLEU's defaults for its metric.
	Assumed string `json:"assumed,omitempty"`
	// Scores are the scores printed with it, each with its line and how it was bound.
	Scores []FoundScore `json:"scores,omitempty"`
	// Repairs say what was repaired, assumed or dropped (the text around it) to read it.
	Repairs []string `json:"repairs,omitempty"`
	// Refused says why the claim cannot be read or checked, in words; "" when it can.
	Refused string `json:"refused,omitempty"`

	parsed    *signatures.Parsed
	table     *Table // the table whose column it is, for Kind "table"
	column    int
	defaulted bool // no signature in the text: SacreBLEU's defaults stand in
	merged    bool // a signature that became a table's column's: not listed apart
}

// A FoundScore is a score bound to a claim.
type FoundScore struct {
	Line  int    `json:"line"`
	Score string `json:"score"`
	// Mean and CI are -ci's bootstrap mean and half-width; P a paired test's p-value.
	Mean string `json:"mean,omitempty"`
	CI   string `json:"ci,omitempty"`
	P    string `json:"p,omitempty"`
	// Stats are BLEU's statistics as SacreBLEU prints them.
	Stats string `json:"stats,omitempty"`
	// System is the system the score is of, when a table says it.
	System string `json:"system,omitempty"`
	// Bound says how the score was bound to the signature: "same line", "line after",
	// "line before", "table row", "table column", "JSON", "table".
	Bound string `json:"bound"`

	stats *BLEUStats
}

// Scan finds every SacreBLEU claim in text of any kind (Markdown, LaTeX source, HTML, text
// from a PDF, logs, source code, a Jupyter notebook's JSON): signatures with or without
// scores, SacreBLEU's score lines with their statistics, its JSON outputs and its tables. Each
// claim says its line, the configuration read, the scores bound to it, what was repaired,
// or why it was refused. The rules are docs/verify.md's "Finding claims in text".
//
// Scan's time and memory are linear in the text's length.
func Scan(text string) *ScanResult {
	sc := newScanner(text)
	sc.findJSON()
	sc.findTables()
	sc.findSignatures()
	sc.findScores()
	sc.findRows()
	sc.findHTMLTables()
	sc.findLaTeXTables()
	sc.findProse()
	sc.bind()
	r := sc.result()
	trimmed := cleanText(text[:min(len(text), 1024)])
	r.json = strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")
	return r
}

// scanner holds what Scan has found so far.
type scanner struct {
	t      *scanText
	used   []bool // lines taken by a JSON value or a table
	taken  map[int][][2]int
	sigs   []*foundSig
	onLine map[int][]*foundSig // the signatures by their first line
	loose  []*looseScore
	found  []*Found
	hasSig bool // the text prints a signature somewhere
	// bareFound says the text prints SacreBLEU's output; sacre caches showsSacre (0: not yet).
	bareFound bool
	sacre     int
	named     int   // namesSacre, cached (0: not yet)
	blanks    []int // blanks[k]: the blank lines before line k
	// trailer maps the lines of a table shaped as SacreBLEU's that its reader refused, and of
	// what follows it (its signature block), to the table's first line.
	trailer map[int]int
	// looseByLine indexes the loose scores by their first line (built by looseIn, once all
	// are found).
	looseByLine map[int][]*looseScore
}

// A foundSig is a signature found, with its claim.
type foundSig struct {
	span       sigSpan
	line, last int // its first and last lines (indexes)
	f          *Found
	scored     bool   // it has a score of its own (= SCORE, or bound in a table's row)
	tag        string // what its line says before it, short, as a list's item names it ("en->ja")
}

func newScanner(text string) *scanner {
	t := notebookText(text)
	if t == nil {
		t = newScanText(text, nil)
	}
	return &scanner{t: t, used: make([]bool, len(t.starts)), taken: map[int][][2]int{}, onLine: map[int][]*foundSig{}, trailer: map[int]int{}}
}

// take marks a span of a line as read, so that no other claim is read from it. The spans of a
// line do not overlap, and are kept in order.
func (sc *scanner) take(line, start, end int) {
	spans := sc.taken[line]
	k := sort.Search(len(spans), func(k int) bool { return spans[k][0] >= start })
	sc.taken[line] = slices.Insert(spans, k, [2]int{start, end})
}

// isTaken reports whether offset i (on line) lies in a span read already, or on a line a
// JSON value or a table took.
func (sc *scanner) isTaken(line, i int) bool {
	if sc.used[line] {
		return true
	}
	spans := sc.taken[line]
	k := sort.Search(len(spans), func(k int) bool { return spans[k][0] > i })
	return k > 0 && i < spans[k-1][1]
}

// findSignatures finds and reads every signature outside JSON values and tables.
func (sc *scanner) findSignatures() {
	t := sc.t
	for _, sp := range t.findSignatures(func(i int) bool { return sc.used[t.line(i)] }) {
		s := &foundSig{span: sp, line: t.line(sp.start), last: t.line(sp.end)}
		if sp.label != "" && sp.labelStart >= 0 {
			s.line = t.line(sp.labelStart)
		}
		sc.readSig(s)
		sc.sigs = append(sc.sigs, s)
		sc.onLine[s.line] = append(sc.onLine[s.line], s)
		sc.found = append(sc.found, s.f)
		sc.hasSig = true
	}
}

// result sorts the claims by line, without the signatures merged into a table's columns.
func (sc *scanner) result() *ScanResult {
	var out []*Found
	for _, f := range sc.found {
		if !f.merged {
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return &ScanResult{Claims: out}
}
