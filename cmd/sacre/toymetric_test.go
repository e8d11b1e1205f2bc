package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// Two toy metrics, registered in this one file, drive every command that takes metrics: EM, the
// percentage of segments whose hypothesis is one of their references exactly (--em-lowercase
// compares them lowercased), and MEAN, the mean of per-segment scores the user gives (as COMET's
// or human ratings come). Nothing else in sacre knows them.

var emKind = &metric.Kind{
	Name: "EM", Option: "em", Key: "EM", Extension: true, Help: "exact match (a test's metric)", Group: "EM",
	Flags: []*metric.Flag{{Names: []string{"--em-lowercase"}, Dest: "em_lowercase", Extension: true, Help: "Compare lowercased.",
		Apply: func(c metric.Config, _ any) { c.(*emConfig).Lowercase = true }}},
	NewConfig: func() metric.Config { return &emConfig{} },
	FromSignature: func(p *signatures.Parsed) (metric.Config, error) {
		v, _ := p.Get("case")
		return &emConfig{Lowercase: v == "lc"}, nil
	},
}

type emConfig struct {
	Lowercase bool `yaml:"lowercase"`
}

func (c *emConfig) Kind() *metric.Kind                       { return emKind }
func (c *emConfig) Build() (metric.Resampler, error)         { return &em{lc: c.Lowercase}, nil }
func (c *emConfig) Clone() metric.Config                     { d := *c; return &d }
func (c *emConfig) StatsKey() string                         { return fmt.Sprint(c.Lowercase) }
func (c *emConfig) ForRun(metric.Run) (metric.Config, error) { return c.Clone(), nil }
func (c *emConfig) Variants(toks []string) (out []metric.Config) {
	return []metric.Config{&emConfig{!c.Lowercase}}
}

type em struct{ lc bool }

type emRefs metric.Refs

func (r emRefs) Len() int     { return len(r) }
func (r emRefs) NumRefs() int { return metric.Refs(r).NumRefs() }

func (m *em) Name() string                                      { return "EM" }
func (m *em) Prepare(refs metric.Refs) (metric.Prepared, error) { return emRefs(refs), nil }
func (m *em) Compute(sum []float64) *metric.Score {
	return &metric.Score{Name: "EM", Score: m.ScoreAs(sum, metric.Float64)}
}
func (m *em) ScoreAs(sum []float64, _ metric.Precision) float64 { return 100 * sum[0] / sum[1] }
func (m *em) Signature(run signatures.Run) signatures.Signature {
	value := "mixed"
	if m.lc {
		value = "lc"
	}
	return signatures.NewFor("EM", run, signatures.Field{Key: "case", Value: value})
}

func (m *em) Stats(hyps []string, p metric.Prepared) (*metric.Stats, error) {
	refs := p.(emRefs)
	if len(hyps) != len(refs) {
		return nil, metric.ErrLength
	}
	st := &metric.Stats{Width: 2, Data: make([]float64, 2*len(hyps))}
	for i, h := range hyps {
		st.Data[2*i+1] = 1
		for _, r := range refs[i] {
			if h == r || m.lc && strings.EqualFold(h, r) {
				st.Data[2*i] = 1
			}
		}
	}
	return st, nil
}

// MEAN is the other kind of metric, one whose scores come from the user (COMET, human ratings):
// its "hypotheses" are per-segment scores, one number a line, and its corpus score their mean.
var meanKind = &metric.Kind{
	Name: "MEAN", Option: "mean", Key: "MEAN", Extension: true, Help: "mean of given segment scores (a test's metric)", Group: "MEAN",
	NewConfig:     func() metric.Config { return &meanConfig{} },
	FromSignature: func(*signatures.Parsed) (metric.Config, error) { return &meanConfig{}, nil },
}

type meanConfig struct{}

func (c *meanConfig) Kind() *metric.Kind                           { return meanKind }
func (c *meanConfig) Build() (metric.Resampler, error)             { return mean{}, nil }
func (c *meanConfig) Clone() metric.Config                         { return &meanConfig{} }
func (c *meanConfig) StatsKey() string                             { return "" }
func (c *meanConfig) ForRun(metric.Run) (metric.Config, error)     { return c, nil }
func (c *meanConfig) Variants(toks []string) (out []metric.Config) { return nil }

type mean struct{}

func (mean) Name() string                                      { return "MEAN" }
func (mean) Prepare(refs metric.Refs) (metric.Prepared, error) { return emRefs(refs), nil }
func (m mean) Compute(sum []float64) *metric.Score {
	return &metric.Score{Name: "MEAN", Score: m.ScoreAs(sum, metric.Float64)}
}
func (mean) ScoreAs(sum []float64, _ metric.Precision) float64 { return sum[0] / sum[1] }
func (mean) Signature(run signatures.Run) signatures.Signature { return signatures.NewFor("MEAN", run) }

// Stats reads each line as a segment's score.
func (mean) Stats(hyps []string, p metric.Prepared) (*metric.Stats, error) {
	st := &metric.Stats{Width: 2, Data: make([]float64, 2*len(hyps))}
	for i, h := range hyps {
		x, err := strconv.ParseFloat(strings.TrimSpace(h), 64)
		if err != nil {
			return nil, fmt.Errorf("segment %d: %q is not a score", i+1, h)
		}
		st.Data[2*i], st.Data[2*i+1] = x, 1
	}
	return st, nil
}

// registerToyMetric registers EM, in a child process only (see TestToyMetric): the registry
// is the program's, and the other tests check the metrics sacre has.
func registerToyMetric() {
	metric.Register(emKind, []signatures.Key{{Long: "case", Short: "c"}})
	metric.Register(meanKind, nil)
}

// TestToyMetric drives the metrics registered in this file through scoring, -sl, segments, matrix,
// report, a manifest and verify, in a child process of this test binary.
func TestToyMetric(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(text), 0o644)
		return path
	}
	ref := write("ref.txt", "the cat sat\nA dog barked\nhello\n")
	hyp := write("hyp.txt", "the cat sat\na dog barked\nbye\n")
	other := write("other.txt", "the cat\nA dog barked\nhello\n")
	scoresA := write("a.scores", "0.9\n0.5\n0.1\n")
	scoresB := write("b.scores", "0.8\n0.4\n0.0\n")
	manifest := write("m.yaml", "refs: [ref.txt]\nmetrics: [{em: {lowercase: true}}]\nsystems:\n  - {name: hyp, hyp: hyp.txt, expected: {EM: 66.7}}\n")
	sig := "EM|nrefs:1|case:lc|version:" + signatures.Version
	for _, c := range []struct {
		reason string
		args   []string
		want   string // in standard output
	}{
		{"help lists it", []string{"-h"}, "  em                    exact match (a test's metric)."},
		{"help describes its flag", []string{"-h"}, "EM:\n  --em-lowercase        Compare lowercased."},
		{"a corpus score", []string{ref, "-i", hyp, "-m", "em", "-b"}, "33.3\n"},
		{"its flag", []string{ref, "-i", hyp, "-m", "em", "--em-lowercase", "-f", "text"}, sig + " = 66.7\n"},
		{"beside BLEU", []string{ref, "-i", hyp, "-m", "bleu", "em", "-f", "text", "-b"}, "\n33.3\n"},
		{"sentence level", []string{ref, "-i", hyp, "-m", "em", "-sl", "-b"}, "100.0\n0.0\n0.0\n"},
		{"several systems", []string{ref, "-i", hyp, other, "-m", "em", "-f", "json"}, `"EM"`},
		{"a paired test", []string{ref, "-i", hyp, other, "-m", "em", "-pbs", "-pbsn", "10"}, `"EM"`},
		{"segments", []string{"segments", ref, "-i", hyp, "-m", "em"}, `{"system": "` + hyp + `", "segment": 1, "EM": 100.0, "EM_stats": [1, 1]}`},
		{"matrix", []string{"matrix", hyp, ref, "-m", "em"}, "100.0\t0.0\t0.0\n0.0\t0.0\t0.0\n0.0\t0.0\t0.0\n"},
		{"report", []string{"report", ref, "-i", hyp, other, "-m", "em", "-f", "md", "--examples", "1"}, "| EM |"},
		{"a manifest", []string{"check", manifest}, "all 1 scores as expected"},
		{"verify reproduces", []string{"verify", "-s", sig + " = 66.7", ref, "-i", hyp}, "reproduced"},
		{"verify diagnoses", []string{"verify", "-s", "EM|nrefs:1|case:mixed|version:2.6.0 = 66.7", ref, "-i", hyp}, "case:lc"},
		{"completion offers it", []string{"__complete", "-m", "e"}, "em\n"},
		{"scores given by the user", []string{ref, "-i", scoresA, "-m", "mean", "-b", "-w", "2"}, "0.50\n"},
		{"their sentence level", []string{ref, "-i", scoresA, "-m", "mean", "-sl", "-b", "-w", "2"}, "0.90\n0.50\n0.10\n"},
		{"their paired test", []string{ref, "-i", scoresA, scoresB, "-m", "mean", "-pbs", "-f", "text", "-w", "2"}, "MEAN"},
		{"their report", []string{"report", ref, "-i", scoresA, scoresB, "-m", "mean", "-f", "md", "--examples", "0"}, "| MEAN |"},
	} {
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "SACRE_AS_MAIN=1", "SACRE_TOY_METRIC=1")
		out, _ := cmd.Output()
		if !strings.Contains(string(out), c.want) {
			t.Errorf("%s: sacre %s: %s\nwant %q", c.reason, strings.Join(c.args, " "), out, c.want)
		}
	}
}
