package verify

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/signatures"
)

// corpusEntry is one string of testdata/scan/corpus.jsonl with its hand-decided reading.
type corpusEntry struct {
	ID      string        `json:"id"`
	Class   string        `json:"class"`
	Text    string        `json:"text"`
	Expect  []corpusClaim `json:"expect"`
	Heldout bool          `json:"heldout"`
}

type corpusClaim struct {
	Line      int       `json:"line"`
	Signature *string   `json:"signature"`
	Scores    []float64 `json:"scores"`
	Refuse    *string   `json:"refuse"`
}

// readCorpus reads the entries that are not held out: those are the lead's to measure the
// finder with, and no test reads them.
func readCorpus(t *testing.T) []corpusEntry {
	f, err := os.Open(filepath.Join("testdata", "scan", "corpus.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		var head struct {
			Heldout bool `json:"heldout"`
		}
		if err := json.Unmarshal(sc.Bytes(), &head); err != nil {
			t.Fatal(err)
		}
		if head.Heldout {
			continue
		}
		var e corpusEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	return out
}

// corpusForm writes a configuration as the corpus does: SacreBLEU 2.x's keys with the metric's
// name, SacreBLEU 1.x's converted (numrefs, numchars, the tok of 1.x TER), the test set's
// fields dropped, the fields the text does not print left out.
func corpusForm(p *signatures.Parsed) string {
	name := p.Name
	if name == "" {
		name = nameOf(p)
	}
	fields := map[string]string{}
	for _, f := range p.Fields {
		fields[f.Key] = f.Value
	}
	if p.Form.Legacy {
		legacyTo2(p.Metric, fields)
	}
	order := map[string][]string{
		signatures.BLEU: {"nrefs", "bs", "seed", "case", "eff", "tok", "smooth", "version"},
		signatures.CHRF: {"nrefs", "bs", "seed", "case", "eff", "nc", "nw", "space", "version"},
		signatures.TER:  {"nrefs", "bs", "seed", "case", "tok", "norm", "punct", "asian", "version"},
	}[p.Metric]
	out := []string{name}
	for _, k := range order {
		if v, ok := fields[k]; ok {
			out = append(out, k+":"+v)
		}
	}
	return strings.Join(out, "|")
}

// legacyTo2 converts SacreBLEU 1.x's fields to 2.x's.
func legacyTo2(metric string, fields map[string]string) {
	rename := map[string]string{"numrefs": "nrefs", "numchars": "nc"}
	for old, k := range rename {
		if v, ok := fields[old]; ok {
			fields[k] = v
		}
	}
	switch metric {
	case signatures.BLEU:
		fields["eff"] = "no"
	case signatures.CHRF:
		fields["eff"], fields["nw"] = "yes", "0"
		if v, ok := map[string]string{"False": "no", "false": "no", "True": "yes", "true": "yes"}[fields["space"]]; ok {
			fields["space"] = v
		}
	case signatures.TER:
		tok := fields["tok"]
		if strings.HasPrefix(tok, "tercom") {
			parts := strings.Split(tok, "-")
			fields["tok"] = "tercom"
			fields["norm"] = map[bool]string{true: "yes", false: "no"}[slices.Contains(parts, "norm")]
			fields["punct"] = map[bool]string{true: "yes", false: "no"}[slices.Contains(parts, "punct")]
			fields["asian"] = map[bool]string{true: "yes", false: "no"}[slices.Contains(parts, "asian")]
			fields["case"] = map[bool]string{true: "lc", false: "mixed"}[slices.Contains(parts, "uncased")]
		}
	}
}

// foundItem is one reading of the finder, flattened: a score with the claim it is bound to,
// or a signature without a score.
type foundItem struct {
	lines   []int
	sig     string // the configuration printed, in corpusForm; "" for none
	score   float64
	scored  bool
	refused bool
	used    bool
}

func flatten(r *ScanResult) []*foundItem {
	var out []*foundItem
	for _, f := range r.Claims {
		sig := ""
		if f.parsed != nil && !f.defaulted && f.Signature != "" {
			sig = corpusForm(f.parsed)
		}
		if len(f.Scores) == 0 {
			out = append(out, &foundItem{lines: []int{f.Line}, sig: sig, refused: f.Refused != ""})
		}
		for _, s := range f.Scores {
			x, err := strconv.ParseFloat(s.Score, 64)
			out = append(out, &foundItem{lines: []int{f.Line, s.Line}, sig: sig, score: x, scored: err == nil, refused: f.Refused != ""})
		}
	}
	return out
}

// near reports whether a reading is on the claim's line: the signature's, or the score's (a
// score restated unrounded on the next line is the same claim).
func (it *foundItem) near(line, slack int) bool {
	for _, l := range it.lines {
		if l-slack <= line && line <= l+slack {
			return true
		}
	}
	return false
}

// checkClaim says how the finder's readings miss a claim of the corpus ("" when they do not).
func checkClaim(e corpusClaim, items []*foundItem) string {
	want := ""
	if e.Signature != nil {
		p, err := signatures.Parse(*e.Signature)
		if err != nil {
			return "the corpus's signature: " + err.Error()
		}
		want = corpusForm(p)
	}
	if e.Refuse != nil {
		for _, it := range items {
			if !it.refused && it.near(e.Line, 0) && (it.scored && slices.ContainsFunc(e.Scores, func(x float64) bool { return same(x, it.score) }) ||
				len(e.Scores) == 0 && it.scored && it.sig == want && want != "") {
				it.used = true
				return fmt.Sprintf("read %v (%s), which the corpus refuses: %s", it.score, it.sig, *e.Refuse)
			}
		}
		markNear(e, items)
		return ""
	}
	slack := 0
	if want == "" {
		slack = 1
	}
	if len(e.Scores) == 0 {
		for _, it := range items {
			if !it.used && !it.refused && it.sig == want && !it.scored && it.near(e.Line, 0) {
				it.used = true
				return ""
			}
		}
		return "no signature " + want + " without a score"
	}
	for _, x := range e.Scores {
		found := false
		for _, it := range items {
			if !it.refused && it.sig == want && it.scored && same(it.score, x) && it.near(e.Line, slack) {
				it.used, found = true, true
			}
		}
		if !found {
			return fmt.Sprintf("no score %v bound to %q", x, want)
		}
	}
	return ""
}

// markNear marks the readings of a refused claim as accounted for.
func markNear(e corpusClaim, items []*foundItem) {
	for _, it := range items {
		if it.near(e.Line, 0) && (it.refused || !it.scored) {
			it.used = true
		}
	}
}

func same(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// extra says which readings no claim of the corpus accounts for: a score bound to a signature,
// or a signature, that a careful reader does not find; a score without a signature is allowed
// when the corpus counts the same number (a restatement).
func extra(items []*foundItem, claims []corpusClaim) []string {
	var out []string
	for _, it := range items {
		if it.used || it.refused {
			continue
		}
		if it.sig == "" && it.scored && slices.ContainsFunc(claims, func(c corpusClaim) bool {
			return slices.ContainsFunc(c.Scores, func(x float64) bool { return same(x, it.score) })
		}) {
			continue
		}
		out = append(out, fmt.Sprintf("line %v: %s %v", it.lines, it.sig, it.score))
	}
	return out
}

// knownMisses are the corpus's claims the finder does not read, by "ID line": numbers whose
// claim only a reading of the prose around them finds. The test fails when one is read, so
// that the list stays true.
var knownMisses = map[string]string{
	"s116 4": "a wrapper's return value ('get_bleu_score(...) --> 51.15'): nothing in the text shows SacreBLEU",
}

// TestScanCorpus reads every string of testdata/scan/corpus.jsonl that is not held out and
// checks the finder's reading against the hand-decided one: each claim read with its
// configuration and the scores bound to it, or rightly refused; and nothing read that the
// corpus does not count.
func TestScanCorpus(t *testing.T) {
	entries := readCorpus(t)
	claims, missed := 0, 0
	for _, e := range entries {
		items := flatten(Scan(e.Text))
		for _, c := range e.Expect {
			claims++
			why, known := checkClaim(c, items), knownMisses[fmt.Sprintf("%s %d", e.ID, c.Line)]
			switch {
			case why != "" && known == "":
				t.Errorf("%s (%s) line %d: %s", e.ID, e.Class, c.Line, why)
			case why == "" && known != "":
				t.Errorf("%s line %d is read now: take it off knownMisses", e.ID, c.Line)
			}
			if why != "" {
				missed++
			}
		}
		for _, x := range extra(items, e.Expect) {
			t.Errorf("%s (%s): read what the corpus does not: %s", e.ID, e.Class, x)
		}
	}
	t.Logf("%d strings, %d claims, %d missed", len(entries), claims, missed)
}
