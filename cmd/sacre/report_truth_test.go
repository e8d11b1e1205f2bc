package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// firstLines writes the first n lines of each WMT17 file into dir and returns their paths.
func firstLines(t *testing.T, dir string, n int, names ...string) []string {
	t.Helper()
	var paths []string
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "wmt17-en-de", name))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(data), "\n")[:n]
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}

// captions are the "Clusters:" parts of a Markdown report's significance captions, in order.
func captions(md string) []string {
	var out []string
	for _, line := range strings.Split(md, "\n") {
		if _, c, ok := strings.Cut(line, "Clusters: "); ok && strings.HasPrefix(line, "p-values") {
			out = append(out, c)
		}
	}
	return out
}

// TestReportARClusters checks that the approximate randomization matrix states its own
// clusters, not the bootstrap's: under BLEU, SacreBLEU 2.6.0's paired bootstrap gives
// SYSTRAN against LMU-nmt-reranked p = 0.04695304695304695 (different at 0.05), its AR test
// (10000 trials) p = 0.07879212078792121 (not different).
func TestReportARClusters(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	md, errOut, rc := runCLI(t, "", nil, false, "report", "ref.txt", "-i", "LMU-nmt-reranked.4934.txt", "SYSTRAN.4847.txt",
		"-par", "-f", "md", "--examples", "0")
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	for _, want := range []string{"| ▲ 0.0470* |", "| ▲ 0.0788 |"} {
		if !strings.Contains(strings.ReplaceAll(md, `\`, ""), want) {
			t.Errorf("no cell %q (SacreBLEU's p-value)", want)
		}
	}
	got := captions(md)
	want := []string{"1: LMU-nmt-reranked.4934; 2: SYSTRAN.4847.", "1: LMU-nmt-reranked.4934, SYSTRAN.4847."}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("clusters %q, want bootstrap %q and AR %q", got, want[0], want[1])
	}
}

// TestReportIdenticalSystems checks that copies of one output are one system for every
// conclusion: SacreBLEU's p-value of such a pair is 1/(n+1) (it prints 0.000999000999000999
// for 1000 resamples), but the report neither stars it nor splits the copies into clusters,
// and says why.
func TestReportIdenticalSystems(t *testing.T) {
	dir := t.TempDir()
	files := firstLines(t, dir, 300, "ref.txt", "uedin-nmt.4722.txt", "online-B.0.txt")
	t.Chdir(dir)
	copies := []string{"a.txt", "b.txt", "c.txt"}
	data, _ := os.ReadFile(files[1])
	for _, c := range copies {
		os.WriteFile(c, data, 0o644)
	}
	args := append([]string{"report", "ref.txt", "-m", "bleu", "ter", "-par", "-parn", "500", "-f", "md", "--examples", "0", "-i"}, copies...)
	md, errOut, rc := runCLI(t, "", nil, false, append(args, "online-B.0.txt")...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	for _, row := range []string{"a", "b", "c"} {
		for _, line := range strings.Split(md, "\n") {
			if strings.HasPrefix(line, "| "+row) && strings.Contains(line, `0.0010\*`) {
				t.Errorf("a copy starred as significantly different: %s", line)
			}
		}
	}
	if !strings.Contains(md, "| 0.0010 ≡ |") || !strings.Contains(md, "≡: the two systems score the same") {
		t.Errorf("the copies' cells are not marked and explained:\n%s", md)
	}
	got := captions(md)
	if len(got) != 4 {
		t.Fatalf("%d significance captions, want 4 (BLEU and TER, bootstrap and AR)", len(got))
	}
	for _, c := range got {
		if !strings.Contains(c, "a, b, c") {
			t.Errorf("the copies are split into clusters: %q", c)
		}
	}
}

// TestReportSizesStated checks that a report states the sizes its tests ran: SacreBLEU runs
// its defaults (1000 resamples, 10000 trials) for sizes of 0 or less.
func TestReportSizesStated(t *testing.T) {
	dir := t.TempDir()
	files := firstLines(t, dir, 100, "ref.txt", "uedin-nmt.4722.txt", "online-B.0.txt")
	for _, sizes := range [][]string{{"-pbsn", "0", "-parn", "0"}, {"-pbsn", "-5", "-parn", "-1"}} {
		args := append([]string{"report", files[0], "-i", files[1], files[2], "-par", "-f", "md", "--examples", "0"}, sizes...)
		md, errOut, rc := runCLI(t, "", nil, false, args...)
		if rc != 0 {
			t.Fatalf("%v: rc %d: %s", sizes, rc, errOut)
		}
		for _, want := range []string{"interval of 1000 bootstrap resamples", "(1000 resamples,", "(10000 trials,", "|bs:1000|"} {
			if !strings.Contains(md, want) {
				t.Errorf("%v: the report lacks %q", sizes, want)
			}
		}
		for _, wrong := range []string{" 0 resamples", "-5 resamples", " 0 trials", "-1 trials", "bs:0", "bs:-5"} {
			if strings.Contains(md, wrong) {
				t.Errorf("%v: the report says %q", sizes, wrong)
			}
		}
	}
}

// TestReportFrequencyLines checks that a counts file's malformed lines are refused with the
// file and line (compare-mt would skip them, leaving every word in the "<1" bucket).
func TestReportFrequencyLines(t *testing.T) {
	dir := t.TempDir()
	files := firstLines(t, dir, 50, "ref.txt", "uedin-nmt.4722.txt", "online-B.0.txt")
	counts := filepath.Join(dir, "counts.tsv")
	os.WriteFile(counts, []byte("die\t3\nder 5\n"), 0o644)
	out, errOut, rc := runCLI(t, "", nil, false, "report", files[0], "-i", files[1], files[2], "--freq-counts", counts, "-f", "md")
	if rc != 1 || out != "" || !strings.Contains(errOut, counts) || !strings.Contains(errOut, `line 2: "der 5"`) ||
		strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
		t.Errorf("rc %d, stdout %d bytes, stderr %q: want one line naming %s and line 2", rc, len(out), errOut, counts)
	}
}

// TestReportSourceEverywhere checks that --src reaches the examples of every format.
func TestReportSourceEverywhere(t *testing.T) {
	dir := t.TempDir()
	files := firstLines(t, dir, 20, "ref.txt", "uedin-nmt.4722.txt", "online-B.0.txt")
	src := filepath.Join(dir, "src.txt")
	var lines []string
	for i := range 20 {
		lines = append(lines, "SOURCE-LINE-"+strings.Repeat("x", i%3)+string(rune('A'+i)))
	}
	os.WriteFile(src, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	for _, format := range []string{"html", "md", "latex"} {
		out, errOut, rc := runCLI(t, "", nil, false, "report", files[0], "-i", files[1], files[2], "--src", src, "--examples", "3", "-f", format)
		if rc != 0 {
			t.Fatalf("%s: rc %d: %s", format, rc, errOut)
		}
		if strings.Count(out, "SOURCE-LINE-") < 3 {
			t.Errorf("%s: the examples do not show their source segments", format)
		}
	}
}
