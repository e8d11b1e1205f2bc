package compare

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/sclite"
	"github.com/sacre-mt/sacre/scstats"
)

// sc_stats's tests (SCTK 2.4.10, package scstats) on sclite's alignments of sacre's own error
// rates, as --test names them.
const (
	MAPSSWE    Test = "mapsswe"     // sc_stats -t mapsswe: matched pairs sentence segment word error
	McNemar    Test = "mcnemar"     // sc_stats -t mcn: McNemar's test on sentence errors
	SignSC     Test = "sign-sc"     // sc_stats -t sign: sign test on speakers' word error rates
	WilcoxonSC Test = "wilcoxon-sc" // sc_stats -t wilc: Wilcoxon signed rank test on speakers' word error rates
)

// ScliteTests lists sc_stats's tests in the order help shows them. They compare sclite's
// alignments, which only sacre's own error rates counted with sclite's alignment give (Own with
// Metric.WithTexts, -m wer --wer-align sclite); sign-sc and wilcoxon-sc compare speakers
// (Config.Speakers).
var ScliteTests = []Test{MAPSSWE, McNemar, SignSC, WilcoxonSC}

// Sclite reports whether the test is one of sc_stats's (ScliteTests).
func (t Test) Sclite() bool { return slices.Contains(ScliteTests, t) }

// BySpeaker reports whether the test compares speakers' error rates (sign-sc, wilcoxon-sc).
func (t Test) BySpeaker() bool { return t == SignSC || t == WilcoxonSC }

// Errors of sc_stats's tests.
var (
	// ErrSclite is an sc_stats test asked of metrics none of which has sclite's alignments.
	ErrSclite = errors.New("compare: sc_stats's tests need sclite's alignments")
	// ErrSpeakers is a speaker file compare cannot use, or none where a test needs one.
	ErrSpeakers = errors.New("compare: bad speakers")
)

// Speakers are the speakers of the segments compared, which sc_stats's sign and Wilcoxon tests
// compare: each speaker's word error rate is one observation, as sclite groups utterances by
// speaker.
type Speakers struct {
	Path   string // the file read, for messages and the signature
	SHA256 string
	IDs    []string // one per segment, in segment order
}

// ReadSpeakers reads a speaker file: one speaker id a line, one line per segment (surrounding
// white space dropped). An empty id, one with white space in it (as sclite's ids cannot have)
// or invalid UTF-8 is refused, naming the line.
func ReadSpeakers(path string) (*Speakers, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSpeakers, err)
	}
	sum := sha256.Sum256(b)
	s := &Speakers{Path: path, SHA256: hex.EncodeToString(sum[:])}
	b = bytes.TrimSuffix(b, []byte("\n"))
	for i, line := range strings.Split(string(b), "\n") {
		id := strings.TrimSpace(line)
		switch {
		case !utf8.ValidString(line):
			return nil, fmt.Errorf("%s:%d: %w: invalid UTF-8", path, i+1, ErrSpeakers)
		case id == "":
			return nil, fmt.Errorf("%s:%d: %w: no speaker id (one a line, one line per segment)", path, i+1, ErrSpeakers)
		case strings.ContainsFunc(id, unicode.IsSpace):
			return nil, fmt.Errorf("%s:%d: %w: %q is not a speaker id (white space in it)", path, i+1, ErrSpeakers, id)
		}
		s.IDs = append(s.IDs, id)
	}
	return s, nil
}

// Count is the number of distinct speakers.
func (s *Speakers) Count() int {
	seen := map[string]bool{}
	for _, id := range s.IDs {
		seen[id] = true
	}
	return len(seen)
}

// Inputs is the file the speakers were read from, for the checks of an output's path; none
// when s is nil.
func (s *Speakers) Inputs() []string {
	if s == nil {
		return nil
	}
	return []string{s.Path}
}

// WithTexts gives an own metric (Own's) the hypotheses of its systems (in the Set's order) and
// the prepared references its statistics were computed from, so that sc_stats's tests can align
// them with sclite's alignment. It changes nothing for a metric that is not an error rate
// counted with sclite's alignment (metric.ErrorRate with WERConfig.Align "sclite").
func (m Metric) WithTexts(hyps [][]string, refs metric.Prepared) Metric {
	if m.Corpus == nil {
		return m
	}
	if e, ok := m.Corpus.Metric.(*metric.ErrorRate); !ok || e.Align() != metric.AlignSclite {
		return m
	}
	c := *m.Corpus
	c.Hyps, c.Refs = hyps, refs
	m.Corpus = &c
	return m
}

// aligns reports whether sc_stats's tests can run on the metric.
func (m *Metric) aligns() bool { return m.Corpus != nil && m.Corpus.Hyps != nil }

// scliteSystems aligns every segment of every system as the metric counts it (one utterance a
// segment, sclite's alignment after the metric's normalization) and groups them into sclite's
// model: a System per system, titled by its name; its speakers in the order they first appear,
// each with its utterances in segment order; one speaker of every utterance without speakers.
// The pairs hold their evaluations only, not their words: sc_stats's tests read nothing else,
// and the words of 100,000 utterances would take gigabytes.
func (m *Metric) scliteSystems(spk *Speakers) ([]*sclite.System, error) {
	c := m.Corpus
	e := c.Metric.(*metric.ErrorRate)
	n := c.Refs.Len()
	if spk != nil && len(spk.IDs) != n {
		return nil, fmt.Errorf("%w: --speakers %s has %d lines for %d segments (one speaker id a line for each segment compared)", ErrSpeakers, spk.Path, len(spk.IDs), n)
	}
	out := make([]*sclite.System, len(c.Hyps))
	for s, hyps := range c.Hyps {
		paths, err := alignAll(e, hyps, c.Refs)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", m.Set.Systems[s].Name, err)
		}
		sys := &sclite.System{Title: m.Set.Systems[s].Name, Format: "2.4"}
		bySpk := map[string]*sclite.Speaker{}
		for i, p := range paths {
			id := "all"
			if spk != nil {
				id = spk.IDs[i]
			}
			sp := bySpk[id]
			if sp == nil {
				sp = &sclite.Speaker{ID: id}
				bySpk[id] = sp
				sys.Speakers = append(sys.Speakers, sp)
			}
			p.ID, p.Sequence = "("+id+"_"+strconv.Itoa(i+1)+")", i
			sp.Paths = append(sp.Paths, p)
		}
		out[s] = sys
	}
	return out, nil
}

// alignAll aligns a system's segments as paths of sclite's model (evaluations only).
func alignAll(e *metric.ErrorRate, hyps []string, refs metric.Prepared) ([]*sclite.Path, error) {
	evals, err := e.ScliteEvals(hyps, refs)
	if err != nil {
		return nil, err
	}
	out := make([]*sclite.Path, len(evals))
	for i, ev := range evals {
		p := &sclite.Path{Pairs: make([]sclite.Pair, len(ev))}
		for k := range ev {
			p.Pairs[k].Eval = ev[k]
		}
		out[i] = p
	}
	return out, nil
}

// checkScliteConfig refuses a configuration sc_stats's tests cannot take: a test of speakers
// without them, a significance level other than sc_stats's fixed 0.05.
func checkScliteConfig(cfg Config) error {
	for _, t := range cfg.Tests {
		if t.BySpeaker() && cfg.Speakers == nil {
			return speakersNeeded(t)
		}
		if t.Sclite() && cfg.alpha() != 0.05 {
			return fmt.Errorf("%w: --alpha %v: sc_stats's tests (--test %s) decide at its fixed 95%% level; leave --alpha at 0.05", ErrArgs, cfg.Alpha, t)
		}
	}
	return nil
}

// checkSclite refuses sc_stats's tests that cannot run: checkScliteConfig's cases, and none
// of the metrics having sclite's alignments.
func checkSclite(metrics []Metric, cfg Config) error {
	if err := checkScliteConfig(cfg); err != nil {
		return err
	}
	var asked []string
	for _, t := range cfg.Tests {
		if t.Sclite() {
			asked = append(asked, string(t))
		}
	}
	if len(asked) == 0 || slices.ContainsFunc(metrics, func(m Metric) bool { return m.aligns() }) {
		return nil
	}
	return fmt.Errorf("%w: --test %s compares sclite's alignments of sacre's own error rates: give references, -i and -m wer (or cer, mer, wil, wip) with --wer-align sclite",
		ErrSclite, strings.Join(asked, " "))
}

func speakersNeeded(t Test) error {
	return fmt.Errorf("%w: --test %s compares speakers' word error rates, as sc_stats does: give --speakers FILE (a speaker id a line for each segment)", ErrSpeakers, t)
}

// scstats runs sc_stats's test t on every pair of systems, in the group's order as sc_stats
// runs them (i < j, the order of the systems given), and keeps its p-values and decisions for
// both orders.
func (g *group) scstats(t Test, r *result) {
	n := len(g.names)
	sys := make([]*sclite.System, n)
	for s := range sys {
		sys[s] = g.sclite[g.system(s)]
	}
	var rank *scstats.Rank
	if t.BySpeaker() {
		rank = scstats.NewRank(sys, scstats.WordError)
	}
	r.dec = make([][]int, n)
	for a := range n {
		r.dec[a] = make([]int, n)
		r.p[a][a], r.same[a][a] = 1, true
	}
	for a := range n {
		for b := a + 1; b < n; b++ {
			var p float64
			var o scstats.Outcome
			switch t {
			case MAPSSWE:
				res := scstats.MatchedPairs(sys[a], sys[b], scstats.MinGood)
				p, o = res.P, res.Outcome
			case McNemar:
				res := scstats.McNemarSentences(sys[a], sys[b])
				p, o = res.P, res.Outcome
			case SignSC:
				res := scstats.Sign(rank, a, b)
				p, o = res.P, res.Outcome
			default:
				res := scstats.Wilcoxon(rank, a, b)
				p, o = res.P, res.Outcome
			}
			same := sameAlignments(sys[a], sys[b])
			r.p[a][b], r.p[b][a] = p, p
			r.same[a][b], r.same[b][a] = same, same
			// sc_stats's Outcome names the better of the two: -1 the first, 1 the second.
			r.dec[a][b], r.dec[b][a] = -int(o), int(o)
		}
	}
}

// sameAlignments reports whether two systems' alignments count alike in every utterance
// (the systems of one metric share their speakers and utterances).
func sameAlignments(a, b *sclite.System) bool {
	sameEval := func(x, y sclite.Pair) bool { return x.Eval == y.Eval }
	for k, sa := range a.Speakers {
		for i, p := range sa.Paths {
			if !slices.EqualFunc(p.Pairs, b.Speakers[k].Paths[i].Pairs, sameEval) {
				return false
			}
		}
	}
	return true
}

// scstatsP is a p-value as sc_stats's unified report prints it: three decimals, "<0.001" below.
func scstatsP(p float64) string {
	if p < 0.001 {
		return "<0.001"
	}
	return fmt.Sprintf("%.3f", p)
}

// decisionsTitle heads the matrix of sc_stats's decisions.
const decisionsTitle = "sc_stats's decision, row against column (the better system at 95%, or same):"

// decisions is the matrix of sc_stats's decisions, headed by system numbers as matrix is;
// nil for the other tests.
func (t *Table) decisions() [][]string {
	if !t.Test.Sclite() {
		return nil
	}
	rows := t.matrix()
	for i, a := range t.Systems {
		for j, b := range t.Systems {
			if a.Name != b.Name {
				rows[i+1][j+1] = t.pair(a.Name, b.Name).Decision
			}
		}
	}
	return rows
}

// scliteNote says how sc_stats's tests were run and decide.
func (t *Table) scliteNote() string {
	var how string
	switch t.Test {
	case MAPSSWE:
		how = "segments of each utterance pair bounded by 2 words both systems got right; the mean difference of errors per segment, better when |Z| > 1.96"
	case McNemar:
		how = "utterances with and without errors; better when the binomial p < 0.05"
	case SignSC:
		how = "the sign of each speaker's difference of word error rates; better when the binomial p < 0.05"
	default:
		how = "the signed ranks of the speakers' differences of word error rates; better when |Z| > 1.96"
	}
	return "sc_stats (SCTK 2.4.10) on sclite's alignments, each segment an utterance: " + how +
		". p and decisions are sc_stats's (p printed as it prints them); ranks and clusters follow its decisions."
}
