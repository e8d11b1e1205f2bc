package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestCompareScStats: sacre compare ref -i SYSTEMS -m wer --wer-align sclite --test mapsswe
// mcnemar sign-sc wilcoxon-sc --speakers FILE gives, for every pair, the p-value (as sc_stats
// prints it) and the decision of SCTK 2.4.10's sc_stats -t std4 -u on sclite's alignments of
// the same transcripts (testdata/compare-sclite); what cannot run is refused in one line.
func TestCompareScStats(t *testing.T) {
	dir := "../../testdata/compare-sclite/"
	systems := []string{"C-3MA.4959", "KIT.4950", "online-G.0", "xmu.4910"}
	args := []string{"compare", dir + "ref.txt", "-i"}
	for _, s := range systems {
		args = append(args, dir+s+".txt")
	}
	out, errOut, rc := runCLI(t, "", nil, false, append(args, "-m", "wer", "--wer-align", "sclite", "--test", "mapsswe", "mcnemar", "sign-sc", "wilcoxon-sc",
		"--speakers", dir+"speakers.txt", "-f", "json")...)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errOut)
	}
	var got struct {
		Metrics []struct {
			Test, Signature string
			Speakers        int
			Pairs           []struct {
				A, B, Decision string
				P              float64
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	unified, err := os.ReadFile(dir + "std4-u.stats.unified")
	if err != nil {
		t.Fatal(err)
	}
	// The unified report's rows: per system a row per test (MP, SI, WI, MN), a cell per
	// other system: "WINNER P STARS" or "~ P".
	want := map[string]string{}
	row := -1
	for line := range strings.Lines(string(unified)) {
		parts := strings.Split(line, "||")
		if len(parts) != 3 {
			continue
		}
		abbrev := strings.Trim(parts[0], "| ")
		if abbrev == "MP" {
			row++
		}
		for j, cell := range strings.Split(parts[1], "|")[1:] {
			if f := strings.Fields(cell); len(f) >= 2 && row >= 0 {
				want[fmt.Sprintf("%s %s %s", abbrev, systems[row], systems[j])] = strings.Replace(f[0], "~", "same", 1) + " " + f[1]
			}
		}
	}
	abbrev := map[string]string{"mapsswe": "MP", "sign-sc": "SI", "wilcoxon-sc": "WI", "mcnemar": "MN"}
	checked := 0
	for _, m := range got.Metrics {
		for _, p := range m.Pairs {
			key := fmt.Sprintf("%s %s %s", abbrev[m.Test], p.A, p.B)
			if _, ok := want[key]; !ok {
				key = fmt.Sprintf("%s %s %s", abbrev[m.Test], p.B, p.A)
			}
			ps := fmt.Sprintf("%.3f", p.P)
			if p.P < 0.001 {
				ps = "<0.001"
			}
			if w := want[key]; p.Decision+" "+ps != w {
				t.Errorf("%s %s vs %s: %s %s, sc_stats %q", m.Test, p.A, p.B, p.Decision, ps, w)
			}
			checked++
		}
		if speakers := strings.Contains(m.Signature, "|speakers:10|"); speakers != (m.Speakers == 10) || speakers != strings.Contains(m.Test, "-sc") {
			t.Errorf("%s: %d speakers, %s", m.Test, m.Speakers, m.Signature)
		}
	}
	if len(want) != 24 || checked != 48 {
		t.Errorf("%d cells of sc_stats, %d pairs checked", len(want), checked)
	}
	short := t.TempDir() + "/speakers.txt"
	if err := os.WriteFile(short, []byte("a\nb\na\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-m", "wer", "--wer-align", "sclite", "--test", "sign-sc"}, "--test sign-sc compares speakers' word error rates, as sc_stats does: give --speakers FILE"},
		{[]string{"-m", "wer", "--test", "mapsswe"}, "--test mapsswe compares sclite's alignments of sacre's own error rates"},
		{[]string{"-m", "wer", "--wer-align", "sclite", "--test", "mcnemar", "--speakers", dir + "speakers.txt"}, "--speakers is for the tests of speakers"},
		{[]string{"-m", "wer", "--wer-align", "sclite", "--test", "wilcoxon-sc", "--speakers", dir + "ref.txt"}, `ref.txt:1: bad speakers: "28-jähriger koch in san francisco mall tot aufgefunden" is not a speaker id`},
		{[]string{"-m", "wer", "--wer-align", "sclite", "--test", "wilcoxon-sc", "--speakers", short}, "speakers.txt has 3 lines for 300 segments"},
		{[]string{"-m", "wer", "--wer-align", "sclite", "--test", "wilcoxon-sc", "--speakers", dir + "speakers.txt", "-o", dir + "speakers.txt"}, "cannot write"},
	} {
		_, errOut, rc := runCLI(t, "", nil, false, append(args, c.args...)...)
		if rc != 2 || !strings.Contains(errOut, c.msg) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: rc %d %q, want %q", c.args, rc, errOut, c.msg)
		}
	}
}
