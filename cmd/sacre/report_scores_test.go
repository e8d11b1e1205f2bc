package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// meansSystems are the WMT17 systems whose sentence chrF SacreBLEU's own paired tests compared
// in significance/testdata/means_oracle.json.
var meansSystems = []string{"online-B.0", "LIUM-NMT.4900", "KIT.4950", "xmu.4910", "uedin-nmt.4722"}

// meansScores is --scores's value for those systems' score files, one per system, from
// testdata/wmt17-en-de.
func meansScores(name string) string {
	var files []string
	for _, s := range meansSystems {
		files = append(files, "../../significance/testdata/means/"+s+".scores")
	}
	return name + "=" + strings.Join(files, ",")
}

// TestReportScores: per-segment scores read from files join the report as a metric of its own:
// every pair's p-value, by paired bootstrap and approximate randomization, is the one SacreBLEU
// 2.6.0's own tests give on those scores (means_oracle.json, seed 12345, 1000 resamples and
// 10000 trials), the signature names the files' SHA-256, and the examples are picked by it.
func TestReportScores(t *testing.T) {
	data, err := os.ReadFile("../../significance/testdata/means_oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	var oracle struct {
		Runs []struct {
			Test  string
			Seed  int
			Pairs []struct {
				A, B string
				P    float64
			}
		}
	}
	if err := json.Unmarshal(data, &oracle); err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/wmt17-en-de")
	args := []string{"report", "ref.txt", "-m", "bleu", "--scores", meansScores("chrFseg"), "--scores-sig", "chrFseg=chrF|sentence:yes",
		"-par", "-f", "md", "--examples", "3", "--examples-by", "CHRFSEG", "-q", "-i"}
	for _, s := range meansSystems {
		args = append(args, s+".txt")
	}
	md, errOut, rc := runCLI(t, "", nil, false, args...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	checked := 0
	for _, run := range oracle.Runs {
		if run.Seed != 12345 {
			continue
		}
		table := map[string]string{"bs": "paired bootstrap", "ar": "approximate randomization"}[run.Test]
		rows := map[string][]string{}
		var order []string
		for _, r := range mdTable(t, md, "Significance: chrFseg, "+table) {
			name := strings.TrimSuffix(r[0][:strings.LastIndex(r[0], " (")], ".txt")
			rows[name], order = r[1:], append(order, name)
		}
		for _, p := range run.Pairs {
			col := slices.Index(order, p.B)
			if cell := rows[p.A][col]; !strings.Contains(cell, fmt.Sprintf(" %.4f", p.P)) {
				t.Errorf("%s, %s vs %s: %q, SacreBLEU's p = %v", table, p.A, p.B, cell, p.P)
			}
			checked++
		}
	}
	if checked != 20 {
		t.Errorf("%d p-values checked, want 20", checked)
	}
	sum := sha256.Sum256([]byte(mustRead(t, "../../significance/testdata/means/online-B.0.scores")))
	for _, want := range []string{
		"- chrFseg: `scores:chrF[sentence:yes]|test:bs|n:1000|seed:12345|items:3004|sha256:online-B.0.scores=" + hex.EncodeToString(sum[:6]) + ",LIUM-NMT.4900.scores=",
		"| uedin-nmt.4722 | **28.3 ± 0.7** | **57.45 ± 0.53** |", // the mean of sentence chrF, to four digits
		"differ most under chrFseg", "chrFseg: the mean of the segment scores read from files",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
}

// TestReportScoresErrors: score files that do not fit the -i systems and their segments are
// refused in one line naming both sides, with exit status 2 (sacre compare's), and nothing is
// written.
func TestReportScoresErrors(t *testing.T) {
	dir := t.TempDir()
	t.Chdir("../../testdata/wmt17-en-de")
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	three := write("KIT.4950.scores", "1\n2\n3\n")
	short := write("xmu.4910.scores", "1\n2\n3\n")
	lps := write("lps.tsv", "system\titem\tscore\tlp\nKIT.4950\t1\t1\ten-de\nxmu.4910\t1\t2\ten-cs\n")
	existing := write("old.html", "old")
	means := "../../significance/testdata/means/"
	base := []string{"report", "ref.txt", "-i", "KIT.4950.txt", "xmu.4910.txt", "-q", "-o", existing}
	for _, c := range []struct {
		reason string
		args   []string
		want   string
	}{
		{"a system of no -i file", []string{"--scores", "C=" + means + "KIT.4950.scores," + means + "online-B.0.scores"},
			`scores C: system "online-B.0" (` + means + `online-B.0.scores:1) matches no -i file; -i files: KIT.4950.txt, xmu.4910.txt`},
		{"an -i file without scores", []string{"--scores", "C=" + means + "KIT.4950.scores"}, `scores C: -i file "xmu.4910.txt" has no scores in`},
		{"too few scores", []string{"--scores", "C=" + three + "," + short}, `scores C: system "KIT.4950" has 3 scores (` + three + `), the -i files 3004 segments`},
		{"several language pairs", []string{"--scores", "C=" + lps}, "scores C: scores of 2 language pairs (en-de, en-cs)"},
		{"a malformed source", []string{"--scores", "C"}, `"C", want NAME=FILE[,FILE...]`},
		{"a file that is not there", []string{"--scores", "C=" + filepath.Join(dir, "none.comet")}, "none.comet"},
		{"a signature of no scores", []string{"--scores-sig", "C=x"}, `--scores-sig names "C", which no --scores gives`},
		{"a lower metric of no scores", []string{"--lower", "C"}, `--lower names "C", which no --scores gives`},
		{"a name of sacre's metrics", []string{"--scores", "BLEU=" + means + "KIT.4950.scores," + means + "xmu.4910.scores"}, "two metrics are named BLEU"},
		{"examples by no metric", []string{"--scores", "C=" + means + "KIT.4950.scores," + means + "xmu.4910.scores", "--examples-by", "COMET"},
			`no metric "COMET" to pick the examples by; the metrics: BLEU, C`},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append(base, c.args...)...)
		if rc != 2 || !strings.Contains(errOut, c.want) || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: rc %d, stderr %q, stdout %d bytes; want rc 2 and %q", c.reason, rc, errOut, len(out), c.want)
		}
	}
	if data := mustRead(t, existing); data != "old" {
		t.Errorf("a failed report changed the file it was to replace: %q", data)
	}
	// The report is never written over a score file.
	kit, xmu := write("KIT.4950.scores", mustRead(t, means+"KIT.4950.scores")), write("xmu.4910.scores", mustRead(t, means+"xmu.4910.scores"))
	args := []string{"report", "ref.txt", "-i", "KIT.4950.txt", "xmu.4910.txt", "-q", "--scores", "C=" + kit + "," + xmu, "-o", xmu}
	if _, errOut, rc := runCLI(t, "", nil, false, args...); rc == 0 || !strings.Contains(errOut, "the output is one of the inputs") {
		t.Errorf("-o over a score file: rc %d, %q", rc, errOut)
	}
	if data := mustRead(t, xmu); data != mustRead(t, means+"xmu.4910.scores") {
		t.Error("the score file was changed")
	}
}

// TestReportScoresNames: score systems match the -i files by path, by file name or by file
// name without extension, whatever the score file's format (here a long table).
func TestReportScoresNames(t *testing.T) {
	dir := t.TempDir()
	t.Chdir("../../testdata/wmt17-en-de")
	segments := strings.Count(mustRead(t, "ref.txt"), "\n")
	var b strings.Builder
	b.WriteString("system,item,score\n")
	for i := range segments {
		fmt.Fprintf(&b, "KIT.4950,%d,%d\nxmu.4910.txt,%d,%d\n", i+1, i%7, i+1, i%5)
	}
	table := filepath.Join(dir, "esa.csv")
	if err := os.WriteFile(table, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	md, errOut, rc := runCLI(t, "", nil, false, "report", "ref.txt", "-i", "KIT.4950.txt", "../wmt17-en-de/xmu.4910.txt", "-q", "-f", "md",
		"--scores", "ESA="+table, "--lower", "ESA", "--examples", "0")
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	scores := mdTable(t, md, "Scores")
	if len(scores) != 2 || scores[0][2] == scores[1][2] || !strings.Contains(md, "|lower:yes|sha256:esa.csv=") {
		t.Errorf("scores %q; signatures %q", scores, md[strings.Index(md, "## Signatures"):])
	}
}
