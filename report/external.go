package report

import (
	"errors"
	"fmt"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/signatures"
)

// External is a metric whose per-segment scores were read from files (COMET's, MetricX's,
// human ratings): its score is their mean, and its tests are SacreBLEU's paired bootstrap and
// approximate randomization with that statistic (significance.MeanPairs).
type External struct {
	Set *scores.Set // the scores as read: their name, own description and files, for the signatures
	// Scores[s][i] is system s's score of segment i, the systems in the report's order
	// (AlignScores).
	Scores [][]float64
}

// ErrScores reports score files that do not fit the report's systems and segments.
var ErrScores = errors.New("scores")

// LoadScores reads the score files src names (compare.Load: the same formats, --scores-sig and
// --lower as sacre compare) and aligns each metric with the report's systems (AlignScores):
// the metrics to give Score besides sacre's own, and the files read, which the report must not
// be written over.
func LoadScores(src compare.Sources, names []string, segments int) ([]MetricInput, []string, error) {
	loaded, err := compare.Load(src)
	if err != nil {
		return nil, nil, err
	}
	out := make([]MetricInput, len(loaded))
	for k, m := range loaded {
		values, err := AlignScores(m.Set, names, segments)
		if err != nil {
			return nil, nil, err
		}
		out[k] = MetricInput{External: &External{Set: m.Set, Scores: values}, LowerBetter: m.LowerIsBetter}
	}
	return out, compare.Paths(loaded), nil
}

// AlignScores gives set's scores in the order of the report's systems, names (the -i files):
// row s holds the scores of the system named names[s], or named as its file without directory,
// with or without its last extension (as package scores names the system of a file of its own),
// one score per segment in the order of the items. Every system must match one name and every
// name one system; every system's items must be segments in number and the same items in the
// same order; numbered items (as one score per line gives them) must be numbered in order,
// from 0 or 1; and the scores must be of one language pair. Any other set is an ErrScores
// naming the files and systems concerned.
func AlignScores(set *scores.Set, names []string, segments int) ([][]float64, error) {
	if err := oneLP(set); err != nil {
		return nil, err
	}
	systems, err := matchSystems(set, names)
	if err != nil {
		return nil, err
	}
	out := make([][]float64, len(names))
	for s, sys := range systems {
		if err := checkItems(set, sys, systems[0], segments); err != nil {
			return nil, err
		}
		out[s] = make([]float64, len(sys.Items))
		for i, it := range sys.Items {
			out[s][i] = it.Score
		}
	}
	return out, nil
}

func oneLP(set *scores.Set) error {
	var lps []string
	for _, sys := range set.Systems {
		for _, it := range sys.Items {
			if !slices.Contains(lps, it.LP) {
				lps = append(lps, it.LP)
			}
		}
	}
	if len(lps) > 1 {
		return fmt.Errorf("%w %s: scores of %d language pairs (%s); a report is of one test set: give the scores of its language pair only",
			ErrScores, set.Name, len(lps), strings.Join(lps, ", "))
	}
	return nil
}

// matchSystems finds the system of each name.
func matchSystems(set *scores.Set, names []string) ([]*scores.System, error) {
	out := make([]*scores.System, len(names))
	for _, sys := range set.Systems {
		m := matches(sys.Name, names)
		switch {
		case len(m) == 0:
			return nil, fmt.Errorf("%w %s: system %q (%s) matches no -i file; -i files: %s", ErrScores, set.Name, sys.Name, where(sys.Items[0]), strings.Join(names, ", "))
		case len(m) > 1:
			return nil, fmt.Errorf("%w %s: system %q (%s) matches -i files %q and %q: name it by the file's path", ErrScores, set.Name, sys.Name, where(sys.Items[0]), names[m[0]], names[m[1]])
		case out[m[0]] != nil:
			other := out[m[0]]
			return nil, fmt.Errorf("%w %s: systems %q (%s) and %q (%s) both match -i file %q", ErrScores, set.Name, other.Name, where(other.Items[0]), sys.Name, where(sys.Items[0]), names[m[0]])
		}
		out[m[0]] = sys
	}
	for s, sys := range out {
		if sys == nil {
			var have []string
			for _, sys := range set.Systems {
				have = append(have, sys.Name)
			}
			return nil, fmt.Errorf("%w %s: -i file %q has no scores in %s; systems scored: %s", ErrScores, set.Name, names[s], filesOf(set), strings.Join(have, ", "))
		}
	}
	return out, nil
}

// matches are the names system stands for: itself if it is one, else those whose file name,
// with or without its last extension, it is.
func matches(system string, names []string) []int {
	if i := slices.Index(names, system); i >= 0 {
		return []int{i}
	}
	var out []int
	for i, n := range names {
		base := n[strings.LastIndexAny(n, `/\`)+1:]
		if system == base || system == strings.TrimSuffix(base, path.Ext(base)) {
			out = append(out, i)
		}
	}
	return out
}

// checkItems checks that sys has a score for each segment, of the same items as first, in an
// order the items' numbers, if they are numbers, confirm.
func checkItems(set *scores.Set, sys, first *scores.System, segments int) error {
	if len(sys.Items) != segments {
		return fmt.Errorf("%w %s: system %q has %d scores (%s), the -i files %d segments", ErrScores, set.Name, sys.Name, len(sys.Items), sys.Items[0].Path, segments)
	}
	for i, it := range sys.Items {
		if want := first.Items[i]; it.ID != want.ID {
			return fmt.Errorf("%w %s: the %s score of system %q (%s) is of item %q, that of system %q (%s) of item %q: every system's items must come in the same order",
				ErrScores, set.Name, ordinal(i+1), sys.Name, where(it), it.ID, first.Name, where(want), want.ID)
		}
	}
	if sys != first {
		return nil
	}
	base := -1
	for i, it := range sys.Items {
		n, err := strconv.Atoi(it.ID)
		if err != nil {
			return nil // items named otherwise are taken in the order they come
		}
		if i == 0 && (n == 0 || n == 1) {
			base = n
		}
		if n != base+i {
			return fmt.Errorf("%w %s: the %s score of system %q (%s) is of item %q: numbered items must come in order, one per segment",
				ErrScores, set.Name, ordinal(i+1), sys.Name, where(it), it.ID)
		}
	}
	return nil
}

func where(it scores.Item) string { return it.Path + ":" + strconv.Itoa(it.Line) }

func filesOf(set *scores.Set) string {
	var files []string
	for _, f := range set.Files {
		files = append(files, f.Path)
	}
	return strings.Join(files, ", ")
}

func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// metricNames lists the metrics' names, or only those of the metrics read from files
// (external): "BLEU, chrF2, COMET".
func (r *Report) metricNames(external bool) string {
	var names []string
	for _, m := range r.Metrics {
		if m.External || !external {
			names = append(names, m.Name)
		}
	}
	return strings.Join(names, ", ")
}

// lowerNames lists the metrics whose lower scores are better (TER, the error rates), "" if none.
func (r *Report) lowerNames() string {
	var names []string
	for _, m := range r.Metrics {
		if m.LowerBetter {
			names = append(names, m.Name)
		}
	}
	return strings.Join(names, ", ")
}

// description is the scores' own description as sacre compare's signatures give it: the
// metric's signature ("COMET|model:x" becomes "COMET[model:x]"), else its name.
func (e *External) description() string {
	if e.Set.Signature == "" {
		return e.Set.Name
	}
	head, rest, found := strings.Cut(e.Set.Signature, "|")
	if found {
		head += "[" + rest + "]"
	}
	return head
}

// signature describes the scores and the bootstrap in sacre compare's form, so that a reader
// can tell which scores and which test gave the report's numbers:
// scores:DESC|test:bs|n:N|seed:S|items:I[|lower:yes]|sha256:FILE=PREFIX,...|version:V.
// Without a test (n 0) it describes the sentence scores.
func (e *External) signature(test Test, lower bool) string {
	fields := []string{"scores:" + e.description()}
	if test.Samples > 0 {
		fields = append(fields, "test:bs", fmt.Sprintf("n:%d", test.Samples), "seed:"+test.Seed)
		if test.Correction != "" {
			fields = append(fields, "corr:"+test.Correction)
		}
	}
	if len(e.Scores) > 0 {
		fields = append(fields, fmt.Sprintf("items:%d", len(e.Scores[0])))
	}
	if lower {
		fields = append(fields, "lower:yes")
	}
	var files []string
	for _, f := range e.Set.Files {
		files = append(files, f.Path[strings.LastIndexAny(f.Path, `/\`)+1:]+"="+f.SHA256[:min(12, len(f.SHA256))])
	}
	return strings.Join(append(fields, "sha256:"+strings.Join(files, ","), "version:"+signatures.Version), "|")
}

// decimals gives a metric read from files the decimals to show four significant digits of its
// best score (COMET's 0.8412, MetricX's 3.142, ESA's 78.35): -w's default of one would print
// every COMET score as 0.8. Never fewer than -w's.
func decimals(m *Metric, width int) int {
	top := 0.0
	for _, s := range m.Pairs.Systems {
		if a := math.Abs(s.Score); a > top && !math.IsInf(a, 0) {
			top = a
		}
	}
	if top == 0 {
		return width
	}
	return max(width, min(6, 3-int(math.Floor(math.Log10(top)))))
}
