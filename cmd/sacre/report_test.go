package main

import (
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// mdTable returns the rows of the Markdown table under a "## title" heading: each row's cells,
// unescaped of the backslashes Markdown escaping added.
func mdTable(t *testing.T, md, title string) [][]string {
	t.Helper()
	_, rest, ok := strings.Cut(md, "## "+title+"\n")
	if !ok {
		t.Fatalf("no section %q", title)
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimLeft(rest, "\n"), "\n") {
		if !strings.HasPrefix(line, "|") {
			break
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), " |") {
			cells = append(cells, strings.ReplaceAll(strings.TrimSpace(c), `\`, ""))
		}
		rows = append(rows, cells)
	}
	return rows[2:] // the header and the alignment row
}

// TestReportOracle checks the report's scores, intervals and p-values against SacreBLEU's
// paired tests with online-B as the baseline (significance/testdata/allpairs_*.json, every
// system and metric; 1000 bootstrap resamples, 2000 AR trials): the report gives every pair
// what SacreBLEU gives the pair.
func TestReportOracle(t *testing.T) {
	read := func(name string) []map[string]json.RawMessage {
		data, err := os.ReadFile("../../significance/testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		var oracle []map[string]json.RawMessage
		if err := json.Unmarshal(data, &oracle); err != nil {
			t.Fatal(err)
		}
		return oracle
	}
	bs, ar := read("allpairs_bs1000.json"), read("allpairs_ar2000.json")
	t.Chdir("../../testdata/wmt17-en-de")
	names := []string{"LIUM-NMT.4900.txt", "KIT.4950.txt", "online-B.0.txt", "xmu.4910.txt", "uedin-nmt.4722.txt"}
	args := append([]string{"report", "ref.txt", "-m", "bleu", "chrf", "ter", "-f", "md", "-w", "2", "-par", "-parn", "2000", "-i"}, names...)
	md, errOut, rc := runCLI(t, "", nil, false, args...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	checkOracle(t, md, bs, "paired bootstrap", true)
	checkOracle(t, md, ar, "approximate randomization", false)
}

func checkOracle(t *testing.T, md string, oracle []map[string]json.RawMessage, test string, intervals bool) {
	scores := mdTable(t, md, "Scores")
	for k, metric := range []string{"BLEU", "chrF2", "TER"} {
		p := mdTable(t, md, "Significance: "+metric+", "+test)
		row := map[string][]string{} // system -> its p-value row, by rank
		var order []string
		for _, r := range p {
			name := r[0][:strings.LastIndex(r[0], " (")]
			row[name], order = r[1:], append(order, name)
		}
		for _, o := range oracle {
			var sys string
			json.Unmarshal(o["system"], &sys)
			sys = strings.TrimSuffix(strings.TrimPrefix(sys, "Baseline: "), ".txt") // the report's names drop the suffix all share
			var res struct {
				Score    float64
				PValue   *float64 `json:"p_value"`
				Mean, CI float64
			}
			json.Unmarshal(o[metric], &res)
			// The scores table: score ± interval at -w 2.
			want := fmt.Sprintf("%.2f ± %.2f", res.Score, res.CI)
			if !intervals {
				want = fmt.Sprintf("%.2f ± ", res.Score)
			}
			found := false
			for _, r := range scores {
				if r[0] == sys {
					found = true
					if got := strings.Trim(r[k+1], "*"); !strings.HasPrefix(got, want) {
						t.Errorf("%s %s: %q, SacreBLEU %q", metric, sys, got, want)
					}
				}
			}
			if !found {
				t.Errorf("%s: no row in the scores table", sys)
			}
			if res.PValue == nil {
				continue
			}
			// The p-value of (online-B, sys), both ways round.
			col := func(name string) int {
				for i, n := range order {
					if n == name {
						return i
					}
				}
				t.Fatalf("%s not in the matrix", name)
				return -1
			}
			want = fmt.Sprintf("%.4f", *res.PValue)
			for _, cell := range []string{row["online-B.0"][col(sys)], row[sys][col("online-B.0")]} {
				if got := regexp.MustCompile(`[0-9]\.[0-9]{4}`).FindString(cell); got != want {
					t.Errorf("%s p(online-B, %s): cell %q, SacreBLEU %s", metric, sys, cell, want)
				}
			}
		}
	}
}

func TestReportErrors(t *testing.T) {
	dir := t.TempDir()
	t.Chdir("../../testdata/wmt17-en-de")
	short := filepath.Join(dir, "short.txt")
	os.WriteFile(short, []byte("one line\n"), 0o644)
	existing := filepath.Join(dir, "old.html")
	os.WriteFile(existing, []byte("old"), 0o640)
	base := []string{"report", "ref.txt", "-i", "KIT.4950.txt", "xmu.4910.txt"}
	for _, c := range []struct {
		reason string
		args   []string
		code   int
		want   string
	}{
		{"one system", []string{"report", "ref.txt", "-i", "KIT.4950.txt"}, 1, "at least two"},
		{"a pair of three", append(base, "--pair", "1", "2", "3"), 2, "expected 2 systems"},
		{"a pair of one system twice", append(base, "--pair", "1", "KIT.4950.txt"), 2, "two different systems"},
		{"a pair naming no system", append(base, "--pair", "1", "other.txt"), 2, "'other.txt' is neither"},
		{"negative examples", append(base, "--examples", "-1"), 2, "--examples"},
		{"huge examples", append(base, "--examples", "99999999999999999999"), 2, "--examples"},
		{"alpha out of range", append(base, "--alpha", "1.5"), 2, "--alpha"},
		{"a missing source", append(base, "--src", "no-such-file.txt"), 1, "no-such-file.txt"},
		{"a source of one line", append(base, "--src", short, "-o", existing), 1, "has 1 lines, the references 3004"},
		{"a system of one line", []string{"report", "ref.txt", "-i", "KIT.4950.txt", short, "-o", existing}, 1, "short.txt"},
		{"too many systems", append([]string{"report", "ref.txt", "-i"}, slices.Repeat([]string{"KIT.4950.txt"}, 101)...), 1, "at most 100 systems, not 101"},
		{"AR trials beyond memory", append(base, "-par", "-parn", "100000000000"), 1, "would need"},
		{"a system twice", []string{"report", "ref.txt", "-i", "KIT.4950.txt", "KIT.4950.txt"}, 1, "already used to name a system"},
		{"an unknown format", append(base, "-f", "pdf"), 2, "invalid choice"},
		{"sentence level", append(base, "-sl"), 2, "not an option of sacre report"},
		{"a directory that does not exist", append(base, "-o", filepath.Join(dir, "no", "r.html")), 1, "cannot write"},
		{"a frequency file that does not exist", append(base, "--freq-counts", "nothing.tsv"), 1, "nothing.tsv"},
		{"both frequency options", append(base, "--freq-counts", "a", "--freq-corpus", "b"), 2, "not allowed with"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, c.args...)
		if rc != c.code || !strings.Contains(errOut, c.want) || out != "" {
			t.Errorf("%s: rc %d, stderr %q, stdout %d bytes; want rc %d and %q", c.reason, rc, errOut, len(out), c.code, c.want)
		}
		if strings.Count(strings.TrimSpace(errOut), "\n") > 0 && c.code == 1 && !strings.Contains(c.want, "already used") { // SacreBLEU's two lines
			t.Errorf("%s: error of several lines: %q", c.reason, errOut)
		}
	}
	if data, _ := os.ReadFile(existing); string(data) != "old" {
		t.Errorf("a failed report changed the file it was to replace: %q", data)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".sacre-report-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
	// A report replaces the file and keeps its permissions.
	if _, errOut, rc := runCLI(t, "", nil, false, append(base, "-o", existing, "-f", "md")...); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	st, err := os.Stat(existing)
	if err != nil || st.Mode().Perm() != 0o640 || st.Size() < 1000 {
		t.Errorf("replaced report: %v, %v", st.Mode(), err)
	}
	fresh := filepath.Join(dir, "new.tex")
	if _, errOut, rc := runCLI(t, "", nil, false, append(base, "-o", fresh, "-f", "latex")...); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	if st, err := os.Stat(fresh); err != nil || st.Mode().Perm() != 0o644 {
		t.Errorf("new report: %v, %v", st, err)
	}
}

// TestReportFormats checks what each format holds for three systems with the source: every
// system, signature, example and table.
func TestReportFormats(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	base := []string{"report", "ref.txt", "-i", "KIT.4950.txt", "xmu.4910.txt", "online-B.0.txt", "-m", "bleu", "ter", "--examples", "5", "--pair", "3", "KIT.4950.txt"}
	var page string
	for _, format := range []string{"html", "md", "latex"} {
		out, errOut, rc := runCLI(t, "", nil, false, append(base, "-f", format)...)
		if rc != 0 {
			t.Fatalf("%s: rc %d: %s", format, rc, errOut)
		}
		if format == "html" {
			page = out
		}
		plain := strings.NewReplacer(`\_`, "_", `\textbar{}`, "|", `\allowbreak{}`, "").Replace(html.UnescapeString(out))
		for _, want := range []string{"online-B.0", "Systems are named by their files with the suffix \".txt\" removed.", "version:2.6.0+sacre.", "nrefs:1|bs:1000|seed:12345", "eff:yes"} {
			if !strings.Contains(plain, want) && !(format == "latex" && want == "eff:yes") {
				t.Errorf("%s: no %q", format, want)
			}
		}
		if n := strings.Count(out, "xmu.4910"); n < 3 {
			t.Errorf("%s: xmu.4910 appears %d times", format, n)
		}
		if !strings.Contains(plain, "Lower is better for TER.") && !strings.Contains(plain, "lower is better (TER)") {
			t.Errorf("%s: TER not marked lower-is-better", format)
		}
	}
	if n := strings.Count(page, `<article class="example"`); n != 5 {
		t.Errorf("%d examples, want 5", n)
	}
	if !strings.Contains(page, "<bdi>online-B.0</bdi> (A)") {
		t.Error("the pair's A is not online-B (--pair 3)")
	}
	for _, bad := range []string{"http://", "https://", "src=\"//"} {
		if i := strings.Index(page, bad); i >= 0 && !strings.Contains(page[max(0, i-60):i], "xmlns") {
			t.Errorf("the page refers to %q: %q", bad, page[max(0, i-60):min(len(page), i+60)])
		}
	}
}

// TestReportLaTeX compiles what -f latex writes, and the scores table the page's LaTeX button
// copies, each \input into a document with booktabs, with pdflatex (Debian's
// texlive-latex-recommended, which .ci/run installs where missing). The names hold every
// character LaTeX treats specially.
func TestReportLaTeX(t *testing.T) {
	pdflatex, err := exec.LookPath("pdflatex")
	if err != nil {
		t.Fatal("no pdflatex to compile the report's LaTeX: install it (Debian: apt-get install texlive-latex-recommended), as .ci/run does")
	}
	data, _ := filepath.Abs("../../testdata/wmt17-en-de")
	dir := t.TempDir()
	t.Chdir(dir)
	args := []string{"report", filepath.Join(data, "ref.txt"), "-m", "bleu", "chrf", "ter", "-par", "-parn", "300", "--examples", "4", "-i"}
	// KIT twice: identical systems' cells carry the ≡ mark, which must compile too.
	// A Cyrillic name: the fragment's preamble must say T2A, and compile with it.
	for i, name := range []string{`50% \emph{x}_y & #1 ~$^.txt`, `[a] <b> {c} |d|.txt`, "KIT.4950.txt", "KIT-copy.txt", "система-А.txt"} {
		text, err := os.ReadFile(filepath.Join(data, []string{"xmu.4910.txt", "online-B.0.txt", "KIT.4950.txt", "KIT.4950.txt", "uedin-nmt.4722.txt"}[i]))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(name, text, 0o644)
		args = append(args, name)
	}
	if _, errOut, rc := runCLI(t, "", nil, false, append(args, "-f", "latex", "-o", "fragment.tex")...); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	if fragment, _ := os.ReadFile("fragment.tex"); !strings.Contains(string(fragment), `$\equiv$`) {
		t.Error("the fragment does not mark the identical systems")
	}
	page, errOut, rc := runCLI(t, "", nil, false, append(args, "-f", "html")...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	_, copied, ok := strings.Cut(page, `<textarea id="copy-latex"`)
	copied, _, _ = strings.Cut(copied[strings.Index(copied, ">")+1:], "</textarea>")
	if !ok || !strings.Contains(copied, `\toprule`) {
		t.Fatalf("no LaTeX table to copy in the page: %q", copied)
	}
	os.WriteFile("scores.tex", []byte(html.UnescapeString(copied)), 0o644)
	// Each compiles with the preamble it states in its first comment lines ("%   \usepackage..."),
	// every table within the text's width: no overfull box.
	for _, input := range []string{"fragment", "scores"} {
		text, _ := os.ReadFile(input + ".tex")
		var preamble []string
		for _, line := range strings.Split(string(text), "\n") {
			if p, ok := strings.CutPrefix(line, "%   \\usepackage"); ok {
				preamble = append(preamble, "\\usepackage"+p)
			}
		}
		if input == "fragment" && !slices.Contains(preamble, "\\usepackage[T1,T2A]{fontenc}") {
			t.Errorf("the fragment holds Cyrillic and its preamble lacks T2A: %q", preamble)
		}
		if len(preamble) == 0 {
			preamble = []string{"\\usepackage[utf8]{inputenc}", "\\usepackage{booktabs}"}
		}
		doc := "\\documentclass{article}\n" + strings.Join(preamble, "\n") + "\n\\begin{document}\n\\input{" + input + "}\n\\end{document}\n"
		os.WriteFile(input+"-doc.tex", []byte(doc), 0o644)
		cmd := exec.Command(pdflatex, "-interaction=nonstopmode", "-halt-on-error", input+"-doc.tex")
		if out, err := cmd.CombinedOutput(); err != nil {
			i := strings.Index(string(out), "\n!")
			t.Errorf("%s.tex does not compile: %v\n%s", input, err, string(out)[max(0, i):min(len(out), max(0, i)+600)])
			continue
		}
		log, _ := os.ReadFile(input + "-doc.log")
		for _, line := range strings.Split(string(log), "\n") {
			if strings.HasPrefix(line, "Overfull \\hbox") {
				t.Errorf("%s.tex: %s", input, line)
			}
		}
	}
}

// TestReportCompareMT checks the report's bucket tables against compare-mt 0.2.11's own
// numbers on its TED example (testdata/compare-mt/oracle.json, which compare-mt's functions
// wrote): BLEU by reference length, sentences and BLEU by length difference, word F-measure by
// frequency in its training counts, and the saliences of the n-grams each system matches more
// often, rank by rank (compare-mt orders equal saliences at random), at the 4 decimals both print.
func TestReportCompareMT(t *testing.T) {
	ted := readTokOracle(t, "ted")
	t.Chdir("../../testdata/compare-mt")
	md, errOut, rc := runCLI(t, "", nil, false, "report", "ted.ref.eng", "-i", "ted.sys1.eng", "ted.sys2.eng",
		"--freq-counts", "ted.train.counts", "--pair", "1", "2", "-f", "md", "--analysis-tok", "none") // compare-mt's split
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	f4 := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
	check := func(what, got, want string) {
		if got != want {
			t.Errorf("%s: %s, compare-mt %s", what, got, want)
		}
	}
	length := mdTable(t, md, "BLEU by reference length")
	for s := range 2 {
		for b, row := range length {
			check(fmt.Sprintf("length %s system %d", row[0], s+1), row[2+s], f4(ted.SentenceBuckets[0].Stats[s][b]))
			check(fmt.Sprintf("length %s sentences", row[0]), row[1], strconv.Itoa(ted.SentenceBuckets[0].Sentences[s][b]))
		}
	}
	diff := mdTable(t, md, "BLEU by length difference")
	for s := range 2 {
		for b, row := range diff {
			check(fmt.Sprintf("lengthdiff %s system %d BLEU", row[0], s+1), row[1+2*s], f4(ted.SentenceBuckets[2].Stats[s][b]))
			check(fmt.Sprintf("lengthdiff %s system %d sentences", row[0], s+1), row[2+2*s], strconv.Itoa(int(ted.SentenceBuckets[1].Stats[s][b])))
		}
	}
	words := mdTable(t, md, "Word F-measure by frequency")
	for s := range 2 {
		for b, row := range words {
			check(fmt.Sprintf("word frequency %s system %d", row[0], s+1), row[2+s], f4(ted.WordAccuracy[1].Systems[s][b].Fmeas))
		}
	}
	ngrams := ted.Ngrams[0]
	for i, row := range mdTable(t, md, "N-grams A (sys1) matches more often than B (sys2)") {
		check(fmt.Sprintf("n-gram %d of sys1 > sys2", i+1), row[1], f4(ngrams.Top[i].Salience))
	}
	for i, row := range mdTable(t, md, "N-grams B (sys2) matches more often than A (sys1)") {
		check(fmt.Sprintf("n-gram %d of sys2 > sys1", i+1), row[1], f4(ngrams.Bottom[i].Salience))
	}
	if !strings.Contains(md, fmt.Sprintf("of the %d n-grams", ngrams.Total)) {
		t.Errorf("the n-gram count is not compare-mt's %d", ngrams.Total)
	}
}

// TestReportTestSet reports on a standard test set (wmt14, downloaded from a local server into
// an empty cache): the references and the source come from the set. The synthetic set's en-de
// source holds a carriage return inside a segment, which makes one line more when read as
// SacreBLEU reads it: a one-line error; de-en's is aligned.
func TestReportTestSet(t *testing.T) {
	_, lookup := serveWMT14(t, wmt14Archive(t, nil), "")
	cache := t.TempDir()
	t.Chdir(t.TempDir())
	refs, errOut, rc := runWith(cache, lookup, "-t", "wmt14", "-l", "de-en", "--echo", "ref")
	if rc != 0 {
		t.Fatalf("echo: rc %d: %s", rc, errOut)
	}
	os.WriteFile("a.txt", []byte(refs), 0o644)
	var other []string
	for _, line := range strings.Split(strings.TrimSuffix(refs, "\n"), "\n") {
		other = append(other, "not "+line)
	}
	os.WriteFile("b.txt", []byte(strings.Join(other, "\n")+"\n"), 0o644)
	out, errOut, rc := runWith(cache, lookup, "report", "-t", "wmt14", "-l", "de-en", "-f", "md", "-q", "-i", "a.txt", "b.txt")
	if rc != 0 {
		t.Fatalf("report: rc %d: %s", rc, errOut)
	}
	if !strings.Contains(out, "nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a") {
		t.Errorf("no BLEU signature in:\n%s", out)
	}
	page, errOut, rc := runWith(cache, lookup, "report", "-t", "wmt14", "-l", "de-en", "-q", "-i", "a.txt", "b.txt")
	if rc != 0 {
		t.Fatalf("report: rc %d: %s", rc, errOut)
	}
	if !strings.Contains(page, "with the source") || !strings.Contains(page, "<dt>Source</dt>") {
		t.Errorf("the report of a test set does not show its source: %s", page[strings.Index(page, "<header>"):strings.Index(page, "</header>")])
	}
	refs, _, _ = runWith(cache, lookup, "-t", "wmt14", "-l", "en-de", "--echo", "ref")
	os.WriteFile("c.txt", []byte(refs), 0o644)
	os.WriteFile("d.txt", []byte(refs), 0o644)
	_, errOut, rc = runWith(cache, lookup, "report", "-t", "wmt14", "-l", "en-de", "-q", "-i", "c.txt", "d.txt")
	if rc != 1 || strings.Count(errOut, "\n") != 1 {
		t.Errorf("en-de: rc %d, stderr %q", rc, errOut)
	}
}

// TestReportAlignment: with an error rate among the metrics, each example shows the pair's
// alignments as jiwer prints them (its test_alignment.py test_all_three, verbatim).
func TestReportAlignment(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("ref.txt", []byte("this is a test of skill\nsame here\n"), 0o644)
	os.WriteFile("a.txt", []byte("this was a messy test\nsame here\n"), 0o644)
	os.WriteFile("b.txt", []byte("this is a test of skill\nsame there\n"), 0o644)
	page, errOut, rc := runCLI(t, "", nil, false, "report", "ref.txt", "-i", "a.txt", "b.txt", "-m", "wer", "-q")
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	want := "REF: this  is a ***** test of skill\nHYP: this was a messy test ** *****\n            S       I       D     D\n"
	if !strings.Contains(html.UnescapeString(page), want) {
		t.Errorf("no jiwer alignment %q in the page", want)
	}
}

// TestReportNames renames the systems with --names: the report shows the names given, --pair
// still names the files, and names that cannot name the systems are refused in one line.
func TestReportNames(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	src := "../../testdata/wmt17-en-de/"
	base := []string{"report", src + "ref.txt", "-m", "bleu", "-q", "-f", "md", "--examples", "1", "-i", src + "KIT.4950.txt", src + "xmu.4910.txt"}
	out, errOut, rc := runCLI(t, "", nil, false, append(base, "--names", "KIT", "XMU", "--pair", src+"xmu.4910.txt", src+"KIT.4950.txt")...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	for _, want := range []string{"| KIT | ", "| XMU | "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "KIT.4950.txt") {
		t.Error("a file name is shown after --names")
	}
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"KIT"}, "argument --names: got 1, one for each of the 2 systems expected"},
		{[]string{"KIT", "KIT"}, `argument --names: "KIT" names two systems`},
		{[]string{"KIT", " "}, `argument --names: name 2, " ", is blank or holds a line break`},
	} {
		_, errOut, rc := runCLI(t, "", nil, false, append(base, append([]string{"--names"}, tc.names...)...)...)
		if rc != 2 || strings.TrimSpace(errOut) != "sacre: error: "+tc.want {
			t.Errorf("--names %q: rc %d, %q", tc.names, rc, errOut)
		}
	}
}

// TestReportCorrection checks --correction: recorded in the signature (corr:holm), stated under
// every p-value table and on the page; without it the report says the p-values are not
// corrected. Significant cells are coloured by direction, with a legend.
func TestReportCorrection(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	// The first 1000 segments: the statements tested do not depend on the rest.
	files := firstLines(t, t.TempDir(), 1000, "ref.txt", "KIT.4950.txt", "xmu.4910.txt", "online-B.0.txt", "online-A.0.txt")
	base := append([]string{"report", files[0], "-m", "bleu", "-q", "--examples", "0", "-i"}, files[1:]...)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"-f", "md", "--correction", "holm"}, []string{"|corr:holm|", "corrected for the 6 pairs by Holm's step-down method"}},
		{[]string{"-f", "html", "--correction", "bonferroni"}, []string{"|corr:bonferroni|", "corrected for the 6 pairs by Bonferroni's method"}},
		{[]string{"-f", "md"}, []string{"not corrected for the 6 pairs"}},
		{[]string{"-f", "html"}, []string{"are not corrected for the number of pairs (6)", `<td class="sig better"`, `<td class="sig worse"`, `class="legend better"`}},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append(base, tc.args...)...)
		if rc != 0 {
			t.Fatalf("%v: rc %d: %s", tc.args, rc, errOut)
		}
		for _, want := range tc.want {
			if !strings.Contains(html.UnescapeString(out), want) {
				t.Errorf("%v: no %q", tc.args, want)
			}
		}
		if len(tc.args) == 2 && strings.Contains(out, "corr:") {
			t.Errorf("%v: corr: in a signature without --correction", tc.args)
		}
	}
}
