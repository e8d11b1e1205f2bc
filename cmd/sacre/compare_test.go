package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// wmt25Scores are the WMT25 automatic-score files (en-cs records of ten systems, as found in
// github:wmt-conference/wmt25-general-mt) that compare's tests read.
func wmt25Scores(t *testing.T) string {
	t.Helper()
	matches, err := filepath.Glob("../../compare/testdata/wmt25/*.jsonl")
	if err != nil || len(matches) != 10 {
		t.Fatalf("%v %v", matches, err)
	}
	return strings.Join(matches, ",")
}

// TestCompareJSON: sacre compare's JSON gives, per metric and test, the systems best first
// with SciPy's and WMT24's values (compare/testdata/compare_oracle.json, from the reference
// code), every ordered pair and a signature naming the scores and the test.
func TestCompareJSON(t *testing.T) {
	out, errOut, rc := runCLI(t, "", nil, false, "compare", "--scores", "XCOMET-XL="+wmt25Scores(t), "--test", "ttest", "-f", "json",
		"--scores-sig", "XCOMET-XL=XCOMET|model:Unbabel/XCOMET-XL")
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	var got struct {
		Metrics []struct {
			Name, Test, Signature, LP string
			Alpha                     float64
			HigherIsBetter            bool `json:"higher_is_better"`
			Systems                   []struct {
				Name    string
				Score   float64
				CI      *[2]float64
				Rank    [2]int
				Cluster int
			}
			Pairs []struct {
				A, B     string
				P, Delta float64
				Accuracy *float64
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	m := got.Metrics[0]
	// SciPy 1.10.1 and tools.py on the same files (compare_oracle.json, XCOMET-XL, ttest).
	if m.Name != "XCOMET-XL" || m.Test != "ttest" || m.LP != "en-cs_CZ" || m.Alpha != 0.05 || !m.HigherIsBetter || len(m.Systems) != 10 ||
		len(m.Pairs) != 90 || m.Systems[0].Name != "GPT-4.1" || m.Systems[0].Score != 0.5756198006953733 || m.Systems[0].CI != nil ||
		m.Systems[0].Rank != [2]int{1, 3} || m.Systems[0].Cluster != 1 || m.Pairs[1].B != "DeepSeek-V3" || m.Pairs[1].P != 0.06339453020683687 {
		t.Errorf("%+v", m)
	}
	for _, want := range []string{"scores:XCOMET[model:Unbabel/XCOMET-XL]|test:ttest|alpha:0.05|items:384|lp:en-cs_CZ|sha256:", "CUNI-MH-v2.jsonl="} {
		if !strings.Contains(m.Signature, want) {
			t.Errorf("signature %q lacks %q", m.Signature, want)
		}
	}
	if m.Pairs[0].Accuracy == nil {
		t.Error("XCOMET-XL has MT-Thresholds' curve (xcometxl): no accuracy")
	}
}

// TestCompareBadInput: each bad input is one line naming the file and line, status 2, and
// nothing written to -o.
func TestCompareBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	out := filepath.Join(dir, "out.json")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--scores", "M=" + write("a.tsv", "system\titem\tscore\nA\t1\t0.5\nA\t2\tx\n")}, "a.tsv:3: not a number"},
		{[]string{"--scores", "M=" + write("b.tsv", "system\titem\tscore\nA\t1\t0.5\nB\t1\tnan\n")}, "b.tsv:3: NaN or infinite score"},
		{[]string{"--scores", "M=" + write("c.tsv", "system\titem\tscore\tscore\nA\t1\t0.5\t1\n")}, "c.tsv:1: duplicated column"},
		{[]string{"--scores", "M=" + write("d.tsv", "system\titem\tscore\nA\t1\t0.5\nB\t2\t0.7\n")}, "no item in common: A (" + dir + "/d.tsv:2) and B (" + dir + "/d.tsv:3)"},
		{[]string{"--scores", "M=" + write("e.tsv", "system\titem\tscore\tdomain\nA\t1\t0.5\tnews\nA\t2\t0.5\tweb\nA\t3\t0.5\tweb\nB\t1\t0.7\tnews\nB\t2\t0.7\tweb\nB\t3\t0.1\tweb\n"), "--test", "wmt24"},
			"e.tsv:2: a domain needs two items, domain \"news\" of (no language pair) has one (1)"},
		{[]string{"--scores", "M=" + write("f.tsv", "system\titem\tscore\nA\t1\t0.5\n")}, "two systems are needed"},
		{[]string{"--scores", "M=" + filepath.Join(dir, "missing.tsv")}, "missing.tsv"},
		{[]string{"--scores", "M=" + write("g.tsv", "system\titem\tscore\nA\t1\t0.5\nB\t1\t0.7\n"), "--test", "bootstrap"}, "invalid choice: 'bootstrap'"},
		{[]string{"--scores", "M=" + write("h.tsv", "system\titem\tscore\nA\t1\t0.5\nB\t1\t0.7\n"), "--alpha", "1.5"}, "--alpha 1.5 is not a significance level"},
		{[]string{"--scores", "M=" + write("i.tsv", "system\titem\tscore\nA\t1\t0.5\nB\t1\t0.7\n"), "-o", filepath.Join(dir, "i.tsv")}, "i.tsv"},
	} {
		args := append([]string{"compare", "-o", out}, c.args...)
		stdout, stderr, rc := runCLI(t, "", nil, false, args...)
		if rc != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: rc %d, stdout %q, stderr %q, want %q", c.args, rc, stdout, stderr, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: %s written", c.args, out)
		}
	}
}

// TestCompareOwnMetrics: with references and -i, sacre's metrics join the comparison, their
// paired bootstrap SacreBLEU's own: p-values, scores and intervals against online-B equal
// SacreBLEU 2.6.0's -pbs output (significance/testdata/allpairs_bs1000.json); score files
// must name the -i systems.
func TestCompareOwnMetrics(t *testing.T) {
	dir := "../../testdata/wmt17-en-de/"
	systems := []string{"online-B.0", "LIUM-NMT.4900", "KIT.4950", "xmu.4910", "uedin-nmt.4722"}
	args := []string{"compare", dir + "ref.txt", "-i"}
	for _, s := range systems {
		args = append(args, dir+s+".txt")
	}
	out, errOut, rc := runCLI(t, "", nil, false, append(args, "-m", "bleu", "chrf", "ter", "--test", "bs", "-f", "json")...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	var got struct {
		Metrics []struct {
			Name    string
			Systems []struct {
				Name  string
				Score float64
				CI    *[2]float64
			}
			Pairs []struct {
				A, B string
				P    float64
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var want []map[string]any
	b, _ := os.ReadFile("../../significance/testdata/allpairs_bs1000.json")
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	for _, m := range got.Metrics {
		for _, w := range want {
			name := strings.TrimSuffix(strings.TrimPrefix(w["system"].(string), "Baseline: "), ".txt")
			res := w[m.Name].(map[string]any)
			for _, s := range m.Systems {
				mean, ci := res["mean"].(float64), res["ci"].(float64)
				if s.Name == name && (s.Score != res["score"].(float64) || s.CI[0] != mean-ci || s.CI[1] != mean+ci) {
					t.Errorf("%s %s: %v %v, SacreBLEU %v (%v ± %v)", m.Name, name, s.Score, s.CI, res["score"], mean, ci)
				}
			}
			for _, p := range m.Pairs {
				if p.A == "online-B.0" && p.B == name && p.P != res["p_value"].(float64) {
					t.Errorf("%s online-B vs %s: p %v, SacreBLEU %v", m.Name, name, p.P, res["p_value"])
				}
			}
		}
	}
	if len(got.Metrics) != 3 {
		t.Errorf("%d tables", len(got.Metrics))
	}
	_, errOut, rc = runCLI(t, "", nil, false, append(args, "-m", "bleu", "--scores", "M=../../significance/testdata/means/online-B.0.scores")...)
	if rc != 2 || !strings.Contains(errOut, `-i file "LIUM-NMT.4900" has no scores in M (its systems: online-B.0)`) {
		t.Errorf("rc %d: %s", rc, errOut)
	}
}

// TestCompareLaTeX compiles -f latex's tables with pdflatex: names with every character LaTeX
// treats specially, and two identical systems (marked ≡, never separated).
func TestCompareLaTeX(t *testing.T) {
	pdflatex, err := exec.LookPath("pdflatex")
	if err != nil {
		t.Fatal("no pdflatex to compile compare's LaTeX: install it (Debian: apt-get install texlive-latex-recommended), as .ci/run does")
	}
	dir := t.TempDir()
	t.Chdir(dir)
	var table strings.Builder
	table.WriteString("system\titem\tscore\n")
	for i := range 30 {
		for s, name := range []string{`50% \emph{x}_y & #1 ~$^`, `[a] <b> {c} |d|`, "copy", "copy2"} {
			score := float64((i*7+s*3)%11) / 10
			if s == 3 {
				score = float64((i*7+2*3)%11) / 10 // copy2 scores as copy
			}
			fmt.Fprintf(&table, "%s\t%d\t%v\n", name, i, score)
		}
	}
	os.WriteFile("s.tsv", []byte(table.String()), 0o644)
	if _, errOut, rc := runCLI(t, "", nil, false, "compare", "--scores", "M=s.tsv", "--test", "bs", "ttest", "-f", "latex", "-o", "fragment.tex"); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	fragment, _ := os.ReadFile("fragment.tex")
	if !strings.Contains(string(fragment), `$\equiv$`) {
		t.Errorf("the identical systems are not marked:\n%s", fragment)
	}
	doc := "\\documentclass{article}\n\\usepackage[utf8]{inputenc}\n\\usepackage{booktabs}\n\\begin{document}\n\\input{fragment}\n\\end{document}\n"
	os.WriteFile("doc.tex", []byte(doc), 0o644)
	if out, err := exec.Command(pdflatex, "-interaction=nonstopmode", "-halt-on-error", "doc.tex").CombinedOutput(); err != nil {
		i := max(0, strings.Index(string(out), "\n!"))
		t.Errorf("does not compile: %v\n%s", err, string(out)[i:min(len(out), i+600)])
	}
}

// TestCompareMemoryBound: resamples whose scores could not fit are refused before any work.
func TestCompareMemoryBound(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tsv")
	var b strings.Builder
	b.WriteString("system\titem\tscore\n")
	for s := range 600 {
		fmt.Fprintf(&b, "s%d\t1\t%d\n", s, s)
	}
	os.WriteFile(path, []byte(b.String()), 0o644)
	_, errOut, rc := runCLI(t, "", nil, false, "compare", "--scores", "M="+path, "--test", "ar", "--samples", "1000000")
	if rc != 2 || !strings.Contains(errOut, "600 systems x 1000000 ar resamples would keep 8.9 GiB of scores, more than 4 GiB") {
		t.Errorf("rc %d: %s", rc, errOut)
	}
}
