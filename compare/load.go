package compare

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/scores"
)

// ErrSource is a malformed --scores, --scores-sig or --lower argument.
var ErrSource = errors.New("compare: bad score source")

// Sources are the score sources a command line names.
type Sources struct {
	Scores     []string // NAME=FILE[,FILE...]
	Signatures []string // NAME=SIGNATURE: the metric's own description
	Lower      []string // names of metrics where lower scores are better
	Format     string   // the score files' format; "" to detect it
}

// Load reads every score source. A metric is lower-is-better when Lower names it, or when its
// name says MetricX and no score is negative (MetricX's 0-25 error scale; WMT25's files hold
// it negated, higher is better).
func Load(src Sources) ([]Metric, error) {
	sigs, err := assignments(src.Signatures, "--scores-sig")
	if err != nil {
		return nil, err
	}
	var out []Metric
	for _, arg := range src.Scores {
		name, paths, err := scores.ParseSource(arg)
		if err == nil {
			paths, err = expand(paths)
		}
		if err != nil {
			return nil, err
		}
		if slices.ContainsFunc(out, func(m Metric) bool { return m.Set.Name == name }) {
			return nil, fmt.Errorf("%w: --scores names %q twice", ErrSource, name)
		}
		set, err := scores.Read(name, paths, scores.Options{Format: src.Format, Signature: sigs[name]})
		if err != nil {
			return nil, err
		}
		delete(sigs, name)
		out = append(out, Metric{Set: set, LowerIsBetter: slices.Contains(src.Lower, name) || metricX(set)})
	}
	for name := range sigs {
		return nil, fmt.Errorf("%w: --scores-sig names %q, which no --scores gives", ErrSource, name)
	}
	for _, name := range src.Lower {
		if !slices.ContainsFunc(out, func(m Metric) bool { return m.Set.Name == name }) {
			return nil, fmt.Errorf("%w: --lower names %q, which no --scores gives", ErrSource, name)
		}
	}
	return out, nil
}

// expand replaces each pattern with the files it matches (sorted), so that a quoted
// "XCOMET=scores/*.jsonl" works where a shell's expansion would give space-separated files; a
// file that exists is taken as it is, whatever its name.
func expand(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil || !strings.ContainsAny(p, "*?[") {
			out = append(out, p)
			continue
		}
		matches, err := filepath.Glob(p)
		if err != nil || len(matches) == 0 {
			return nil, fmt.Errorf("%w: no file matches %s", ErrSource, p)
		}
		out = append(out, matches...)
	}
	return out, nil
}

// assignments reads NAME=VALUE arguments.
func assignments(args []string, option string) (map[string]string, error) {
	out := map[string]string{}
	for _, a := range args {
		name, value, ok := strings.Cut(a, "=")
		if !ok || name == "" {
			return nil, fmt.Errorf("%w: %s %q is not NAME=VALUE", ErrSource, option, a)
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("%w: %s names %q twice", ErrSource, option, name)
		}
		out[name] = value
	}
	return out, nil
}

// metricX reports a MetricX score set on its own scale: no negative score.
func metricX(set *scores.Set) bool {
	if !strings.Contains(strings.ToLower(set.Name), "metricx") {
		return false
	}
	for _, s := range set.Systems {
		for _, it := range s.Items {
			if it.Score < 0 {
				return false
			}
		}
	}
	return true
}

// Paths lists every score file the metrics were read from.
func Paths(metrics []Metric) []string {
	var out []string
	for _, m := range metrics {
		for _, f := range m.Set.Files {
			out = append(out, f.Path)
		}
	}
	return out
}
