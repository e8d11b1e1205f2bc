package compare

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/scstats"
	"github.com/sacre-mt/sacre/signatures"
)

// scliteDir is the oracle of sc_stats's tests: four WMT17 systems as transcripts, their
// speakers, and SCTK 2.4.10's sc_stats outputs on sclite's alignments of them (make.sh).
const scliteDir = "../testdata/compare-sclite"

var scliteSystemNames = []string{"C-3MA.4959", "KIT.4950", "online-G.0", "xmu.4910"}

// readLines reads a file of the oracle, a segment a line.
func readLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(scliteDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// scliteMetric is what sacre compare ref.txt -i SYSTEMS -m wer --wer-align sclite compares.
func scliteMetric(t *testing.T, align string) Metric {
	t.Helper()
	e, err := metric.NewErrorRate("WER", metric.WERConfig{Align: align})
	if err != nil {
		t.Fatal(err)
	}
	streams, err := metric.FromStreams(readLines(t, "ref.txt"))
	if err != nil {
		t.Fatal(err)
	}
	refs, err := e.Prepare(streams)
	if err != nil {
		t.Fatal(err)
	}
	var hyps [][]string
	var files []scores.File
	for _, s := range scliteSystemNames {
		hyps = append(hyps, readLines(t, s+".txt"))
		files = append(files, scores.File{Path: s + ".txt", SHA256: strings.Repeat("0", 64)})
	}
	stats, err := metric.StatsAll(e, hyps, refs)
	if err != nil {
		t.Fatal(err)
	}
	return Own(e, e, scliteSystemNames, files, stats, true, signatures.Run{NumRefs: 1}).WithTexts(hyps, refs)
}

// unifiedCells reads sc_stats -u's composite report: per test abbreviation (MP, SI, WI, MN)
// and pair of systems i < j, the winner ("~" for none) and the p-value as printed.
func unifiedCells(t *testing.T, name string) map[string][][][]string {
	t.Helper()
	n := len(scliteSystemNames)
	out := map[string][][][]string{}
	row := -1
	for _, line := range readLines(t, name) {
		parts := strings.Split(line, "||")
		if len(parts) != 3 {
			continue
		}
		abbrev := strings.Trim(parts[0], "| ")
		if !strings.Contains("MP SI WI MN", abbrev) || abbrev == "" {
			continue
		}
		if abbrev == "MP" {
			row++
		}
		if out[abbrev] == nil {
			out[abbrev] = make([][][]string, n)
			for i := range out[abbrev] {
				out[abbrev][i] = make([][]string, n)
			}
		}
		cells := strings.Split(parts[1], "|")[1:]
		for j, c := range cells {
			out[abbrev][row][j] = strings.Fields(c)
		}
	}
	if row != n-1 {
		t.Fatalf("%s: %d rows of systems", name, row+1)
	}
	return out
}

// TestScStatsOracle: sacre compare's sc_stats tests give, for every pair of the four systems,
// the p-value (as sc_stats prints it) and the decision of SCTK 2.4.10's sc_stats -t std4 -u on
// sclite's SGML alignments of the same transcripts.
func TestScStatsOracle(t *testing.T) {
	spk, err := ReadSpeakers(filepath.Join(scliteDir, "speakers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tables, err := Run([]Metric{scliteMetric(t, metric.AlignSclite)}, Config{Tests: ScliteTests, Speakers: spk})
	if err != nil {
		t.Fatal(err)
	}
	want := unifiedCells(t, "std4-u.stats.unified")
	abbrev := map[Test]string{MAPSSWE: "MP", SignSC: "SI", WilcoxonSC: "WI", McNemar: "MN"}
	checked := 0
	for _, tb := range tables {
		cells := want[abbrev[tb.Test]]
		for i, a := range scliteSystemNames {
			for j, b := range scliteSystemNames[i+1:] {
				j += i + 1
				w := cells[i][j]
				decision := w[0]
				if decision == "~" {
					decision = "same"
				}
				for _, p := range []*Pair{tb.pair(a, b), tb.pair(b, a)} {
					if got := []string{p.Decision, tb.pText(p)}; got[0] != decision || got[1] != w[1] {
						t.Errorf("%s %s vs %s: %v, sc_stats %v", tb.Test, p.A, p.B, got, w)
					}
					checked++
				}
			}
		}
		if tb.Test.BySpeaker() != (tb.Speakers == 10) || !strings.Contains(tb.Signature, "|test:"+string(tb.Test)+"|") {
			t.Errorf("%s: %d speakers, signature %s", tb.Test, tb.Speakers, tb.Signature)
		}
	}
	if checked != 4*6*2 {
		t.Errorf("%d pairs checked", checked)
	}
	var tex bytes.Buffer
	if err := WriteLaTeX(&tex, tables[:1]); err != nil || !strings.Contains(tex.String(), "& $<$0.001 \\\\") {
		t.Errorf("LaTeX: %v\n%s", err, tex.String())
	}
}

// TestScStatsReports: the alignments sacre compare tests are sclite's: sc_stats's own reports
// (package scstats) on them, verbose matrices and analyses of the four tests and the unified
// report with its per-system summaries, equal byte for byte those SCTK 2.4.10's sc_stats
// wrote from sclite's SGML (per speaker word error rates, segments, sentence tables).
func TestScStatsReports(t *testing.T) {
	spk, err := ReadSpeakers(filepath.Join(scliteDir, "speakers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	m := scliteMetric(t, metric.AlignSclite)
	systems, err := m.scliteSystems(spk)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		o    scstats.Options
	}{
		{"std4-v", scstats.Options{Tests: scstats.Std4, Verbose: true}},
		{"std4-u", scstats.Options{Tests: scstats.Std4, Unified: true}},
	} {
		c.o.Name, c.o.Feedback = c.name, 1
		files := map[string]*bytes.Buffer{}
		create := func(name string) (io.WriteCloser, error) {
			if !strings.HasPrefix(name, c.name+".") {
				name = c.name + "." + name // the -u summaries, <system>.sts
			}
			files[name] = &bytes.Buffer{}
			return nopCloser{files[name]}, nil
		}
		var stdout, stderr bytes.Buffer
		stdout.WriteString(scstats.Banner)
		if err := scstats.Run(systems, c.o, create, &stdout, &stderr); err != nil {
			t.Fatal(err)
		}
		stdout.WriteString(scstats.Done)
		files[c.name+".out"] = &stdout
		matches, _ := filepath.Glob(filepath.Join(scliteDir, c.name+".*"))
		if len(matches) != len(files) {
			t.Errorf("%s: %d files, sc_stats wrote %d", c.name, len(files), len(matches))
		}
		for _, path := range matches {
			want, _ := os.ReadFile(path)
			got := files[filepath.Base(path)]
			if got == nil || got.String() != string(want) {
				t.Errorf("%s differs from sc_stats's", filepath.Base(path))
			}
		}
	}
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

// TestScStatsRefusals: sc_stats's tests run only where they can, and say why not in one line.
func TestScStatsRefusals(t *testing.T) {
	spk, err := ReadSpeakers(filepath.Join(scliteDir, "speakers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sc := scliteMetric(t, metric.AlignSclite)
	for _, c := range []struct {
		metrics []Metric
		cfg     Config
		want    error
		msg     string
	}{
		{[]Metric{sc}, Config{Tests: []Test{SignSC}}, ErrSpeakers, "give --speakers FILE"},
		{[]Metric{sc}, Config{Tests: []Test{MAPSSWE}, Alpha: 0.01}, ErrArgs, "fixed 95% level"},
		{[]Metric{scliteMetric(t, metric.AlignJiwer)}, Config{Tests: []Test{MAPSSWE, McNemar}}, ErrSclite, "--test mapsswe mcnemar compares sclite's alignments"},
		{[]Metric{sc}, Config{Tests: []Test{WilcoxonSC}, Speakers: &Speakers{Path: "s.txt", IDs: []string{"a"}}}, ErrSpeakers, "s.txt has 1 lines for 300 segments"},
	} {
		_, err := Run(c.metrics, c.cfg)
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.msg) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %v, want %v (%s)", c.cfg.Tests, err, c.want, c.msg)
		}
	}
	// A metric without sclite's alignments beside one with them: tables for the one only.
	tables, err := Run([]Metric{scliteMetric(t, metric.AlignJiwer), sc}, Config{Tests: []Test{TTest, McNemar}, Speakers: spk})
	if err != nil || len(tables) != 3 || tables[2].Test != McNemar || !strings.Contains(tables[2].Signature, "align:sclite") {
		t.Errorf("%d tables, %v", len(tables), err)
	}
	for _, c := range []struct {
		args Args
		msg  string
	}{
		{Args{Tests: []string{"mapsswe"}, Speakers: filepath.Join(scliteDir, "speakers.txt")}, "--speakers is for the tests of speakers"},
		{Args{Tests: []string{"wilcoxon-sc"}}, "give --speakers FILE"},
		{Args{Tests: []string{"sign-sc"}, Alpha: "0.1", Speakers: filepath.Join(scliteDir, "speakers.txt")}, "leave --alpha at 0.05"},
	} {
		if _, err := c.args.Config(); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: %v, want %s", c.args, err, c.msg)
		}
	}
	dir := t.TempDir()
	for body, msg := range map[string]string{"a\n\nb\n": ":2: compare: bad speakers: no speaker id", "a\n\xff\n": ":2: compare: bad speakers: invalid UTF-8",
		"a\r\nb c\n": `:2: compare: bad speakers: "b c" is not a speaker id`} {
		path := filepath.Join(dir, "spk.txt")
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadSpeakers(path); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: %v, want %s", body, err, msg)
		}
	}
}

// TestScStatsIdentical: two systems with the same alignments are marked ≡ and never told
// apart; the formats show sc_stats's decisions.
func TestScStatsIdentical(t *testing.T) {
	m := scliteMetric(t, metric.AlignSclite)
	m.Set.Systems = m.Set.Systems[:2]
	m.Corpus.Stats = m.Corpus.Stats[:2]
	m.Corpus.Hyps = [][]string{m.Corpus.Hyps[0], m.Corpus.Hyps[0]}
	m.Corpus.Stats[1] = m.Corpus.Stats[0]
	tables, err := Run([]Metric{m}, Config{Tests: []Test{MAPSSWE}})
	if err != nil {
		t.Fatal(err)
	}
	p := tables[0].Pairs[0]
	if !p.Same || p.Decision != "same" || p.P != 1 || tables[0].Systems[1].Rank != [2]int{1, 2} {
		t.Errorf("%+v %+v", p, tables[0].Systems)
	}
	for name, write := range Formats {
		var b bytes.Buffer
		if err := write(&b, tables); err != nil || !strings.Contains(b.String(), "same") {
			t.Errorf("%s: %v\n%s", name, err, b.String())
		}
	}
}

// TestScliteEvalsCount: the alignments sc_stats's tests take count, segment by segment, the
// errors the metric's statistics count; an error rate counted as jiwer counts has none.
func TestScliteEvalsCount(t *testing.T) {
	m := scliteMetric(t, metric.AlignSclite)
	systems, err := m.scliteSystems(nil)
	if err != nil {
		t.Fatal(err)
	}
	for s, sys := range systems {
		if len(sys.Speakers) != 1 || len(sys.Speakers[0].Paths) != 300 {
			t.Fatalf("%s: %d speakers", sys.Title, len(sys.Speakers))
		}
		for i, p := range sys.Speakers[0].Paths {
			c, sub, d, ins := p.Counts()
			row := m.Corpus.Stats[s].Row(i)
			if [4]float64{float64(c), float64(sub), float64(d), float64(ins)} != [4]float64(row) {
				t.Errorf("%s segment %d: %d %d %d %d, statistics %v", sys.Title, i+1, c, sub, d, ins, row)
			}
		}
	}
	j, _ := metric.NewErrorRate("WER", metric.WERConfig{})
	refs, _ := j.Prepare(metric.Refs{{"a b"}})
	if _, err := j.ScliteEvals([]string{"a"}, refs); !errors.Is(err, metric.ErrConfig) || !strings.Contains(err.Error(), "not sclite's") {
		t.Errorf("jiwer's alignment: %v", err)
	}
	if m := scliteMetric(t, metric.AlignJiwer); m.Corpus.Hyps != nil {
		t.Error("WithTexts kept the texts of jiwer's alignment")
	}
}
