package manifest

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/significance"
)

// ScoreFiles are a metric's per-segment scores computed elsewhere (COMET, MetricX, human
// ratings), read from files as sacre compare reads them: a system's score is their average,
// the score compare gives it.
//
//   - name: XCOMET-XL
//     scores: {files: "wmt25/*.jsonl", lp: en-cs_CZ}   # or scores: FILE, or a list of files
type ScoreFiles struct {
	// Files are the files as written: relative to the manifest, patterns allowed.
	Files []string
	// Format is one of scores.Formats; "" detects each file's.
	Format string
	// Key is the scores' name in a WMT25 record's metric_scores or in COMET's JSON; "" means
	// the metric's name.
	Key string
	// LP is the language pair whose items are averaged; "" when the files hold only one.
	LP string
	// Average is "items", the mean of a system's item scores (compare's score under every test
	// but wmt24), or "domains", the mean over domains of the mean in each (WMT24's, compare's
	// under wmt24).
	Average string
}

// computes reports whether the manifest has a metric that sacre computes from texts, which
// need references and hypotheses.
func (m *Manifest) computes() bool {
	return slices.ContainsFunc(m.Metrics, func(mt *Metric) bool { return mt.Scores == nil })
}

// name checks a metric's configuration and names the metric after it when the manifest does
// not: a metric of score files has no name but the one given.
func (m *Manifest) name(mt *Metric, item *yaml.Node) error {
	if mt.Scores != nil {
		if mt.Name == "" {
			return m.errAt(item.Line, "a metric of score files needs a name (the key of the systems' expected scores)")
		}
	} else {
		built, err := mt.Spec.New()
		if err != nil {
			return m.errAt(item.Line, "%v", err)
		}
		if mt.Name == "" {
			mt.Name = built.Name()
		}
	}
	return nil
}

// scoreFiles reads a metric's scores: its files alone, or a mapping of files, format, key, lp
// and average.
func (m *Manifest) scoreFiles(n *yaml.Node) (*ScoreFiles, error) {
	sf := &ScoreFiles{Average: "items"}
	if n.Kind != yaml.MappingNode {
		return sf, m.strings(n, &sf.Files)
	}
	seen := map[string]bool{}
	for i := 0; i < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if seen[k.Value] {
			return nil, m.errAt(k.Line, "%s is given twice", k.Value)
		}
		seen[k.Value] = true
		var err error
		switch k.Value {
		case "files":
			err = m.strings(v, &sf.Files)
		case "format":
			if err = m.str(v, &sf.Format); err == nil && !slices.Contains(scores.Formats, sf.Format) {
				err = m.errAt(v.Line, "unknown format %q of score files (%s)", sf.Format, strings.Join(scores.Formats, ", "))
			}
		case "key":
			err = m.str(v, &sf.Key)
		case "lp":
			err = m.str(v, &sf.LP)
		case "average":
			if err = m.str(v, &sf.Average); err == nil && sf.Average != "items" && sf.Average != "domains" {
				err = m.errAt(v.Line, "average %q is neither items nor domains", sf.Average)
			}
		default:
			err = m.errAt(k.Line, "unknown key %q in scores (files, format, key, lp, average)", k.Value)
		}
		if err != nil {
			return nil, err
		}
	}
	if len(sf.Files) == 0 {
		return nil, m.errAt(n.Line, "scores needs files")
	}
	return sf, nil
}

// readScores reads the score files of each metric that has them, by the metric's name.
func (m *Manifest) readScores() (map[string]*scores.Set, error) {
	out := map[string]*scores.Set{}
	for _, mt := range m.Metrics {
		if mt.Scores == nil {
			continue
		}
		var paths []string
		for _, f := range mt.Scores.Files {
			p := m.Resolve(f)
			if _, err := os.Stat(p); err == nil || !strings.ContainsAny(p, "*?[") {
				paths = append(paths, p)
				continue
			}
			matches, err := filepath.Glob(p)
			if err != nil || len(matches) == 0 {
				return nil, fmt.Errorf("%s:%d: no score file of %s matches %s", m.Path, mt.line, mt.Name, p)
			}
			paths = append(paths, matches...)
		}
		key := mt.Scores.Key
		if key == "" {
			key = mt.Name
		}
		set, err := scores.Read(key, paths, scores.Options{Format: mt.Scores.Format})
		if err != nil {
			return nil, err
		}
		out[mt.Name] = set
	}
	return out, nil
}

// checkScores gives each system its average score in set, the scores of metric mt, as sacre
// compare does: the items in the order they first appear in the files (system by system),
// which is the order compare sums them in.
func (m *Manifest) checkScores(mt *Metric, set *scores.Set, tol *float64) ([]Row, error) {
	if set == nil {
		return nil, fmt.Errorf("no scores of metric %s", mt.Name)
	}
	lp, err := mt.Scores.language(set)
	if err != nil {
		return nil, fmt.Errorf("%s:%d: %s: %w", m.Path, mt.line, mt.Name, err)
	}
	pos := map[string]int{}
	for _, sys := range set.Systems {
		for _, it := range sys.Items {
			if _, ok := pos[it.ID]; !ok && it.LP == lp {
				pos[it.ID] = len(pos)
			}
		}
	}
	sig := mt.Scores.signature(set, lp)
	rows := make([]Row, len(m.Systems))
	for i, s := range m.Systems {
		var items []scores.Item
		if sys := set.System(s.Name); sys != nil {
			items = slices.DeleteFunc(slices.Clone(sys.Items), func(it scores.Item) bool { return it.LP != lp })
		}
		if len(items) == 0 {
			return nil, fmt.Errorf("%s:%d: system %s has no %s scores%s in %s (the files' systems: %s)", m.Path, s.line, s.Name,
				set.Name, inLP(lp), strings.Join(mt.Scores.Files, ", "), systemNames(set))
		}
		slices.SortStableFunc(items, func(a, b scores.Item) int { return pos[a.ID] - pos[b.ID] })
		rows[i] = Row{System: s.Name, Metric: mt.Name, Got: mt.Scores.average(items), Tolerance: tol, Signature: sig, width: ScoresWidth}
		if e := s.Expected[mt.Name]; e != nil {
			rows[i].Expected = e.Text
		}
		compare(&rows[i])
	}
	return rows, nil
}

// language is the language pair whose items count: the one given, or the files' only one.
func (sf *ScoreFiles) language(set *scores.Set) (string, error) {
	var lps []string
	for _, sys := range set.Systems {
		for _, it := range sys.Items {
			if !slices.Contains(lps, it.LP) {
				lps = append(lps, it.LP)
			}
		}
	}
	switch {
	case sf.LP != "" && !slices.Contains(lps, sf.LP):
		return "", fmt.Errorf("no score is of language pair %s (the files' are %s)", sf.LP, strings.Join(lps, ", "))
	case sf.LP == "" && len(lps) > 1:
		return "", fmt.Errorf("the scores are of %d language pairs (%s): choose one with lp", len(lps), strings.Join(lps, ", "))
	case sf.LP == "":
		return lps[0], nil
	}
	return sf.LP, nil
}

// average is a system's score from its items in compare's order: NumPy's mean (as compare's
// significance.Mean), or the mean over domains, sorted, of each domain's mean summed in order.
func (sf *ScoreFiles) average(items []scores.Item) float64 {
	if sf.Average != "domains" {
		values := make([]float64, len(items))
		for i, it := range items {
			values[i] = it.Score
		}
		return significance.Mean(values)
	}
	sum, n := map[string]float64{}, map[string]int{}
	var domains []string
	for _, it := range items {
		if n[it.Domain] == 0 {
			domains = append(domains, it.Domain)
		}
		sum[it.Domain] += it.Score
		n[it.Domain]++
	}
	slices.Sort(domains)
	total := 0.0
	for _, d := range domains {
		total += sum[d] / float64(n[d])
	}
	return total / float64(len(domains))
}

// signature says which scores a row's score is the average of, as compare's signatures do:
// the scores' own description, the average, the language pair and each file's SHA-256 prefix.
func (sf *ScoreFiles) signature(set *scores.Set, lp string) string {
	desc := set.Name
	if set.Signature != "" {
		head, rest, found := strings.Cut(set.Signature, "|")
		desc = head
		if found {
			desc += "[" + rest + "]"
		}
	}
	fields := []string{"scores:" + desc, "average:" + sf.Average}
	if lp != "" {
		fields = append(fields, "lp:"+lp)
	}
	var files []string
	for _, f := range set.Files {
		files = append(files, filepath.Base(f.Path)+"="+f.SHA256[:min(12, len(f.SHA256))])
	}
	return strings.Join(append(fields, "sha256:"+strings.Join(files, ","), "version:"+signatures.Version), "|")
}

func inLP(lp string) string {
	if lp == "" {
		return ""
	}
	return " of " + lp
}

func systemNames(set *scores.Set) string {
	names := make([]string, len(set.Systems))
	for i, s := range set.Systems {
		names[i] = s.Name
	}
	return strings.Join(names, ", ")
}
