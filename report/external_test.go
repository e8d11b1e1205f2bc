package report

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/significance"
)

// wmt17Systems are the five WMT17 systems of significance's means_oracle.json, in an order
// other than the oracle's (so that the report's order must be the -i files').
var wmt17Systems = []string{"uedin-nmt.4722", "online-B.0", "KIT.4950", "LIUM-NMT.4900", "xmu.4910"}

// wmt17Scores loads SacreBLEU's sentence chrF of the five systems, one file per system
// (significance/testdata/means), as report's -i files name them.
func wmt17Scores(t *testing.T, extra compare.Sources) ([]MetricInput, []string, []string) {
	var files, names []string
	for _, s := range wmt17Systems {
		files = append(files, filepath.Join("..", "significance", "testdata", "means", s+".scores"))
		names = append(names, filepath.Join("..", "testdata", "wmt17-en-de", s+".txt"))
	}
	extra.Scores = append([]string{"chrFseg=" + strings.Join(files, ",")}, extra.Scores...)
	ins, read, err := LoadScores(extra, names, 3004)
	if err != nil {
		t.Fatal(err)
	}
	return ins, read, names
}

// TestExternalSacreBLEU: a metric read from files, in a report of five WMT17 systems, gets the
// p-values, scores, bootstrap means and intervals that SacreBLEU 2.6.0's own paired bootstrap
// and approximate randomization give on the same scores (significance/testdata/means_oracle.json,
// seed 12345), whatever the systems' order.
func TestExternalSacreBLEU(t *testing.T) {
	ins, files, names := wmt17Scores(t, compare.Sources{})
	if len(files) != 5 || len(ins) != 1 {
		t.Fatalf("files %v, metrics %d", files, len(ins))
	}
	systems := make([][]string, len(names))
	for s, n := range names {
		systems[s] = wmt17(t, filepath.Base(n))
	}
	seed, _ := significance.ParseSeed("12345")
	got, _, err := Score(systems, ins, TestConfig{Seed: seed, AR: true})
	if err != nil {
		t.Fatal(err)
	}
	var oracle struct {
		Runs []struct {
			Test    string
			Samples int
			Seed    int
			Pairs   []struct {
				A, B   string
				P      float64
				ScoreA float64  `json:"score_a"`
				MeanB  *float64 `json:"mean_b"`
				CIB    *float64 `json:"ci_b"`
			}
		}
	}
	data, err := os.ReadFile("../significance/testdata/means_oracle.json")
	if err == nil {
		err = json.Unmarshal(data, &oracle)
	}
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{}
	for s, name := range wmt17Systems {
		index[name] = s
	}
	checked := 0
	for _, run := range oracle.Runs {
		if run.Seed != 12345 {
			continue
		}
		pairs := &got[0].Pairs
		if run.Test == "ar" {
			pairs = got[0].AR
		}
		for _, w := range run.Pairs {
			a, b := index[w.A], index[w.B]
			if pairs.P[a][b] != w.P || pairs.P[b][a] != w.P {
				t.Errorf("%s %s vs %s: p %v, SacreBLEU %v", run.Test, w.A, w.B, pairs.P[a][b], w.P)
			}
			if r := pairs.Systems[b]; w.MeanB != nil && (!closeTo(*r.Mean, *w.MeanB) || !closeTo(*r.CI, *w.CIB)) {
				t.Errorf("%s: mean %v ± %v, SacreBLEU %v ± %v", w.B, *r.Mean, *r.CI, *w.MeanB, *w.CIB)
			}
			if !closeTo(pairs.Systems[a].Score, w.ScoreA) {
				t.Errorf("%s: score %v, SacreBLEU %v", w.A, pairs.Systems[a].Score, w.ScoreA)
			}
			checked++
		}
	}
	if checked != 20 {
		t.Errorf("%d pairs checked, want 10 per test", checked)
	}
}

// TestExternalReport: an external metric beside chrF goes through Score, Build and every
// writer: its tests are significance.MeanPairs's on its scores, its sentence scores are the
// scores, its signature names the files' SHA-256, its scores have the decimals of four
// significant digits, and the examples are picked and ordered by it on request.
func TestExternalReport(t *testing.T) {
	names := []string{"dir/a.txt", "b.txt", "c"}
	refs := [][]string{{"the cat sat on the mat", "hello world", "a b c d", "x y"}}
	hyps := [][]string{{"the cat sat on a mat", "hello world", "a b c", "y"}, {"a cat sat", "hello there world", "a b c d", "x y"}, {"the mat", "world", "d c b a", "x y"}}
	dir := t.TempDir()
	table := "system\titem\tscore\na\t1\t0.81\nb\t1\t0.42\nc\t1\t0.10\na\t2\t0.90\nb\t2\t0.5\nc\t2\t0.77\n" +
		"a\t3\t0.3\nb\t3\t0.95\nc\t3\t0.2\na\t4\t0.61\nb\t4\t0.80\nc\t4\t0.62\n"
	path := filepath.Join(dir, "comet.tsv")
	if err := os.WriteFile(path, []byte(table), 0o644); err != nil {
		t.Fatal(err)
	}
	ext, files, err := LoadScores(compare.Sources{Scores: []string{"COMET=" + path}, Signatures: []string{"COMET=COMET|model:x|v:2"}}, names, 4)
	if err != nil || len(files) != 1 || files[0] != path {
		t.Fatalf("%v, files %v", err, files)
	}
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	seed, _ := significance.ParseSeed("12345")
	ins := append([]MetricInput{input(t, chrf, nil, refs, false, 0)}, ext...)
	got, test, err := Score(hyps, ins, TestConfig{Seed: seed, Samples: 200, AR: true, ARTrials: 300, Width: 1})
	if err != nil {
		t.Fatal(err)
	}
	m := got[1]
	want := [][]float64{{0.81, 0.90, 0.3, 0.61}, {0.42, 0.5, 0.95, 0.80}, {0.10, 0.77, 0.2, 0.62}}
	bs := significance.MeanPairs(want, significance.PairedConfig{Samples: 200, Seed: seed})
	ar := significance.MeanPairs(want, significance.PairedConfig{AR: true, Samples: 300, Seed: seed})
	if !m.External || m.Name != "COMET" || !equalPairs(m.Pairs, bs) || m.AR == nil || !equalPairs(*m.AR, ar) {
		t.Fatalf("COMET: external %v name %q, pairs %+v, want %+v", m.External, m.Name, m.Pairs, bs)
	}
	for s := range want {
		for i := range want[s] {
			if m.Sentences[s][i] != want[s][i] {
				t.Fatalf("sentence scores %v, want %v", m.Sentences, want)
			}
		}
	}
	sum := sha256.Sum256([]byte(table))
	sig := "scores:COMET[model:x|v:2]|test:bs|n:200|seed:12345|items:4|sha256:comet.tsv=" + hex.EncodeToString(sum[:])[:12] + "|version:"
	if !strings.HasPrefix(m.Signature, sig) || !strings.HasPrefix(m.SentenceSignature, "scores:COMET[model:x|v:2]|items:4|sha256:comet.tsv=") {
		t.Errorf("signatures %q, %q; want %q...", m.Signature, m.SentenceSignature, sig)
	}

	d := Data{Names: names, Hyps: hyps, Refs: refs, Metrics: got, Test: test, Examples: 4, ExamplesBy: "comet", Pair: []int{0, 1}}
	r, err := Build(d)
	if err != nil {
		t.Fatal(err)
	}
	// A − B under COMET: 0.39, 0.40, -0.65, -0.19: largest first.
	var segs []int
	for _, e := range r.Shown {
		segs = append(segs, e.Segment)
	}
	if r.ShownBy != 1 || !slices.Equal(segs, []int{3, 2, 1, 4}) {
		t.Errorf("examples by COMET: %v (metric %d), want [3 2 1 4]", segs, r.ShownBy)
	}
	var html, md, tex bytes.Buffer
	if err := errors.Join(r.WriteHTML(&html), r.WriteMarkdown(&md), r.WriteLaTeX(&tex)); err != nil {
		t.Fatal(err)
	}
	best := strconv.FormatFloat(bs.Systems[0].Score, 'f', 4, 64) // 0.6550: four significant digits
	for format, out := range map[string]string{"html": html.String(), "md": md.String(), "latex": tex.String()} {
		for _, want := range []string{best, "COMET: the mean of the segment scores read from files", "differ most under COMET", pText(bs.P[0][2])} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: lacks %q", format, want)
			}
		}
		if format != "latex" && !strings.Contains(out, "model:x") {
			t.Errorf("%s: lacks the signature", format)
		}
	}
	for _, want := range []string{`<option value="1" selected>COMET: largest difference first</option>`, `data-diffs="`, "A − B: COMET -0.6500, chrF2 "} {
		if !strings.Contains(html.String(), want) {
			t.Errorf("html: lacks %q", want)
		}
	}
	d.ExamplesBy = "METEOR"
	if _, err := Build(d); !errors.Is(err, ErrData) || !strings.Contains(err.Error(), "chrF2, COMET") {
		t.Errorf("examples by an unknown metric: %v", err)
	}
}

// closeTo: SacreBLEU's float32-free mean and interval to 1e-12 (NumPy's and Go's sums of the
// same numbers agree; the interval's percentile arithmetic may differ in the last bits).
func closeTo(got, want float64) bool { return math.Abs(got-want) <= 1e-12*math.Abs(want) }

func equalPairs(a, b significance.Pairs) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// TestAlignScores: systems are matched to the -i files by name, path or file name without
// extension; every mismatch is an ErrScores naming both sides.
func TestAlignScores(t *testing.T) {
	names := []string{"out/a.txt", "out/b.txt", "c"}
	item := func(path string, line int, id string, score float64) scores.Item {
		return scores.Item{ID: id, Score: score, Path: path, Line: line, Ratings: 1}
	}
	system := func(name string, ids ...string) *scores.System {
		sys := &scores.System{Name: name}
		for i, id := range ids {
			sys.Items = append(sys.Items, item(name+".comet", i+1, id, float64(len(name)*10+i)))
		}
		return sys
	}
	set := func(systems ...*scores.System) *scores.Set {
		return &scores.Set{Name: "COMET", Files: []scores.File{{Path: "x.comet"}}, Systems: systems}
	}
	got, err := AlignScores(set(system("c", "1", "2"), system("a", "1", "2"), system("out/b.txt", "1", "2")), names, 2)
	if err != nil || len(got) != 3 || got[0][1] != 11 || got[1][0] != 90 || got[2][1] != 11 {
		t.Fatalf("%v, %v", got, err)
	}
	if _, err := AlignScores(set(system("a.txt", "x", "y"), system("b", "x", "y"), system("c", "x", "y")), names, 2); err != nil {
		t.Errorf("items named other than by numbers: %v", err)
	}
	lp := set(system("a", "1"), system("b", "1"), system("c", "1"))
	lp.Systems[1].Items[0].LP = "en-de"
	twin := []string{"x/a.txt", "y/a.txt"}
	for _, c := range []struct {
		reason string
		set    *scores.Set
		names  []string
		want   string
	}{
		{"a system of no -i file", set(system("a", "1"), system("b", "1"), system("d", "1")), names,
			`scores COMET: system "d" (d.comet:1) matches no -i file; -i files: out/a.txt, out/b.txt, c`},
		{"an -i file without scores", set(system("a", "1"), system("b", "1")), names,
			`scores COMET: -i file "c" has no scores in x.comet; systems scored: a, b`},
		{"two files of one name", set(system("a", "1")), twin, `system "a" (a.comet:1) matches -i files "x/a.txt" and "y/a.txt"`},
		{"two systems of one file", set(system("a", "1"), system("a.txt", "1"), system("b", "1"), system("c", "1")), names,
			`systems "a" (a.comet:1) and "a.txt" (a.txt.comet:1) both match -i file "out/a.txt"`},
		{"too few scores", set(system("a", "1"), system("b", "1"), system("c", "1")), names,
			`system "a" has 1 scores (a.comet), the -i files 2 segments`},
		{"items in another order", set(system("a", "1", "2"), system("b", "2", "1"), system("c", "1", "2")), names,
			`the 1st score of system "b" (b.comet:1) is of item "2", that of system "a" (a.comet:1) of item "1"`},
		{"numbered out of order", set(system("a", "2", "1"), system("b", "2", "1"), system("c", "2", "1")), names,
			`the 1st score of system "a" (a.comet:1) is of item "2": numbered items must come in order`},
		{"two language pairs", lp, names, `scores COMET: scores of 2 language pairs (, en-de)`},
	} {
		segments := 2
		if c.set == lp {
			segments = 1
		}
		_, err := AlignScores(c.set, c.names, segments)
		if !errors.Is(err, ErrScores) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.reason, err, c.want)
		}
	}
}

// TestExternalErrors: Score refuses scores of other shapes than the systems', non-finite
// scores and a name another metric has.
func TestExternalErrors(t *testing.T) {
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	refs := [][]string{{"a cat", "a dog"}}
	hyps := [][]string{{"a cat", "a dog"}, {"the cat", "a dog"}}
	seed, _ := significance.ParseSeed(significance.DefaultSeed)
	ext := func(name string, v [][]float64) MetricInput {
		return MetricInput{External: &External{Set: &scores.Set{Name: name}, Scores: v}}
	}
	for _, c := range []struct {
		reason string
		in     MetricInput
	}{
		{"one system short", ext("X", [][]float64{{1, 2}})},
		{"one segment short", ext("X", [][]float64{{1, 2}, {1}})},
		{"NaN", ext("X", [][]float64{{1, 2}, {1, nan()}})},
		{"named as chrF", ext("chrF2", [][]float64{{1, 2}, {1, 2}})},
	} {
		if _, _, err := Score(hyps, []MetricInput{input(t, chrf, nil, refs, false, 0), c.in}, TestConfig{Seed: seed, Samples: 10}); !errors.Is(err, ErrData) {
			t.Errorf("%s: %v, want ErrData", c.reason, err)
		}
	}
}

func nan() float64 { z := 0.0; return z / z }
