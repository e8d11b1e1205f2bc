package verify

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/compare"
)

// quickTables are the reference tables of XCOMET-XL's bootstrap and t-test.
func quickTables(t *testing.T) ([]*compare.Table, []string) {
	tables, sources := referenceTables(t, false)
	return []*compare.Table{tables[0], tables[2]}, sources
}

// differing lists the values that differ, as "TABLE|SYSTEM|WHAT".
func differing(rep *CompareReport) []string {
	var out []string
	for _, v := range rep.Values {
		if v.Status == StatusDiffers {
			out = append(out, v.Metric+"|"+v.System+"|"+v.What)
		}
	}
	return out
}

// TestCompareEdited: a value changed in a table is the one value that does not reproduce, at
// the precision printed: JSON exactly for the bootstrap, to 1e-12 for the t-test.
func TestCompareEdited(t *testing.T) {
	for _, c := range []struct {
		name   string
		format string
		edit   func(bs, tt *compare.Table)
		want   string // "" when it reproduces
	}{
		{"bootstrap score, 1 ulp", "json", func(bs, _ *compare.Table) { bs.Systems[0].Score = math.Nextafter(bs.Systems[0].Score, 1) },
			"XCOMET-XL en-cs_CZ bs|GPT-4.1|score"},
		{"t-test p, 1e-14", "json", func(_, tt *compare.Table) { tt.Pairs[0].P *= 1 + 1e-14 }, ""},
		{"t-test p, 1e-9", "json", func(_, tt *compare.Table) { tt.Pairs[0].P *= 1 + 1e-9 },
			"XCOMET-XL en-cs_CZ ttest|GPT-4.1 vs Gemini-2.5-Pro|p"},
		{"bootstrap interval", "json", func(bs, _ *compare.Table) { bs.Systems[3].CI[1] += 1e-6 },
			"XCOMET-XL en-cs_CZ bs|CommandA|ci"},
		{"delta", "json", func(bs, _ *compare.Table) { bs.Pairs[5].Delta = -bs.Pairs[5].Delta },
			"XCOMET-XL en-cs_CZ bs|GPT-4.1 vs CUNI-MH-v2|delta"},
		{"cluster", "md", func(_, tt *compare.Table) { tt.Systems[4].Cluster = 3 }, "XCOMET-XL en-cs_CZ ttest|Gemma-3-27B|Cluster"},
		{"rank", "text", func(bs, _ *compare.Table) { bs.Systems[1].Rank = [2]int{1, 2} }, "XCOMET-XL en-cs_CZ bs|Gemini-2.5-Pro|Rank"},
		{"score below the printed precision", "text", func(bs, _ *compare.Table) { bs.Systems[0].Score += 1e-9 }, ""},
	} {
		tables, sources := quickTables(t)
		c.edit(tables[0], tables[1])
		rep, err := CheckCompare(write(t, c.format, tables), sources)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := strings.Join(differing(rep), "; ")
		if got != c.want || rep.Reproduced != (c.want == "") {
			t.Errorf("%s: differing %q, want %q\n%s", c.name, got, c.want, rep.Text())
		}
	}
}

// TestCompareEditedText: a score and a p-value edited in the printed text are named, the
// report's lines say so, and a pair's p-value is named by the systems, row against column.
func TestCompareEditedText(t *testing.T) {
	tables, sources := quickTables(t)
	path := write(t, "text", tables)
	b, _ := os.ReadFile(path)
	text := strings.Replace(string(b), " 1  GPT-4.1         0.5756", " 1  GPT-4.1         0.5757", 1)
	text = strings.Replace(text, " 1      - 0.2587 0.0270", " 1      - 0.2587 0.0271", 1)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	rep, err := CheckCompare(path, sources)
	if err != nil {
		t.Fatal(err)
	}
	want := "XCOMET-XL en-cs_CZ bs|GPT-4.1|Score; XCOMET-XL en-cs_CZ bs|GPT-4.1 vs DeepSeek-V3|p"
	if got := strings.Join(differing(rep), "; "); got != want {
		t.Errorf("differing %q, want %q\n%s", got, want, rep.Text())
	}
	for _, line := range []string{
		`XCOMET-XL en-cs_CZ bs: 191 values, 2 differ`,
		`XCOMET-XL en-cs_CZ bs +GPT-4\.1 +Score +0\.5757 +0\.5756 +DIFFERS`,
		`XCOMET-XL en-cs_CZ bs +GPT-4\.1 vs DeepSeek-V3 +p +0\.0271 +0\.0270 +DIFFERS`,
		`result: +NOT reproduced: 2 of 372 values differ`,
	} {
		if !regexp.MustCompile(`(?m)^` + line + `$`).MatchString(rep.Text()) {
			t.Errorf("the report lacks %q:\n%s", line, rep.Text())
		}
	}
}

// TestCompareOtherScores: a table checked against other score files is not reproduced, and
// the report names the file that is not the signature's; a file renamed is found by its
// SHA-256.
func TestCompareOtherScores(t *testing.T) {
	tables, _ := quickTables(t)
	claim := write(t, "json", tables)
	dir := t.TempDir()
	var files []string
	for _, f := range wmt25Files() {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		switch name {
		case "NLLB.jsonl": // one segment's XCOMET-XL score changed
			b = []byte(strings.Replace(string(b), `"XCOMET-XL": [0.613381028175354,`, `"XCOMET-XL": [0.913381028175354,`, 1))
		case "GPT-4.1.jsonl":
			name = "gpt41.jsonl"
		}
		files = append(files, filepath.Join(dir, name))
		if err := os.WriteFile(files[len(files)-1], b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := CheckCompare(claim, []string{"XCOMET-XL=" + strings.Join(files, ",")})
	if err != nil {
		t.Fatal(err)
	}
	text := rep.Text()
	if rep.Reproduced || len(rep.Files) != 1 {
		t.Errorf("files %q\n%s", rep.Files, text)
	}
	for _, line := range []string{
		`differs: +.*/NLLB\.jsonl: SHA-256 7dcd226fed17, not the signature's 5339a0110612: the table came from other scores`,
		`XCOMET-XL en-cs_CZ bs +NLLB\.jsonl +sha256 +5339a0110612 +7dcd226fed17 +DIFFERS`,
		`XCOMET-XL en-cs_CZ bs +NLLB +score +0\.39245811885484727 +0\.3932393688548473 +DIFFERS`,
		`warning: +.*/gpt41\.jsonl is the signature's GPT-4\.1\.jsonl \(the same SHA-256\), renamed`,
		// A system is named after its file: GPT-4.1's scores are now gpt41's.
		`XCOMET-XL en-cs_CZ bs +GPT-4\.1 +system +GPT-4\.1 +\(none\) +DIFFERS`,
	} {
		if !regexp.MustCompile(`(?m)^` + line + `$`).MatchString(text) {
			t.Errorf("the report lacks %q:\n%s", line, text)
		}
	}
}

// TestCompareBadInput: what cannot be checked is one line naming the file and line.
func TestCompareBadInput(t *testing.T) {
	tables, sources := quickTables(t)
	dir := t.TempDir()
	js, _ := os.ReadFile(write(t, "json", tables))
	txt, _ := os.ReadFile(write(t, "text", tables))
	bad := filepath.Join(dir, "NLLB.jsonl")
	nllb, _ := os.ReadFile(wmt25Files()[8])
	lines := strings.SplitAfter(string(nllb), "\n")
	lines[2] = strings.Replace(lines[2], "0.", "x.", 1)
	if err := os.WriteFile(bad, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	// lineOf is the line of the first occurrence of s in text.
	lineOf := func(text, s string) string {
		return fmt.Sprint(1 + strings.Count(text[:strings.Index(text, s)], "\n"))
	}
	twice := strings.Replace(string(js), `"cluster": 1,`, `"cluster": 1, "cluster": 1,`, 1)
	badSources := []string{"XCOMET-XL=" + strings.Replace(strings.TrimPrefix(sources[0], "XCOMET-XL="), wmt25Files()[8], bad, 1)}
	for _, c := range []struct {
		name, claim string
		sources     []string
		want        string
	}{
		{"json syntax", strings.Replace(string(js), `"p": `, `"p": ,`, 1), sources, `claim.json:` + lineOf(string(js), `"p": `) + `: JSON: invalid character ','`},
		{"json field", strings.Replace(string(js), `"delta"`, `"diff"`, 1), sources, `claim.json:3: unknown field "diff", which sacre compare does not write`},
		{"json key twice", twice, sources, `claim.json:` + lineOf(twice, `"cluster": 1, "cluster"`) + `: the key "cluster" twice in one object`},
		{"signature", strings.Replace(string(txt), "|alpha:0.05|", "|alpha:5|", 1), sources, `claim.text:` + lineOf(string(txt), "Signature:") + `: the signature's field "alpha:5": not a significance level between 0 and 1`},
		{"row", strings.Replace(string(txt), "1-2        1", "1-2        one", 1), sources, `claim.text:3: "1 GPT-4.1 0.5756 [0.5557, 0.5958] 1-2 one 384 +0.0018 0.2587 54.6%" is not a row of sacre compare's table`},
		{"truncated", string(txt[:strings.Index(string(txt), "Signature:")]), sources, `claim.text:` + lineOf(string(txt), "Signature:") + `: the table has no signature`},
		{"not a table", "BLEU = 22.7\n", sources, `claim.text: no table of sacre compare (its JSON, text or Markdown output)`},
		{"no scores", string(js), []string{"COMET=" + wmt25Files()[0]}, `claim.json:3: the table of XCOMET-XL has no score files: give them as XCOMET-XL=FILE[,FILE...]`},
		{"other scores", string(js), append([]string{"COMET=" + wmt25Files()[0]}, sources...), `scores of COMET given, but`},
		{"score file", string(js), badSources, `NLLB.jsonl:3: `},
	} {
		name := "claim.text"
		if strings.HasPrefix(c.claim, "{") {
			name = "claim.json"
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(c.claim), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := CheckCompare(path, c.sources)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := CheckCompare("", sources); !errors.Is(err, ErrNoCompareTable) {
		t.Errorf("no claim file: %v", err)
	}
}

// TestCompareSeedNone: resamples drawn from fresh entropy (seed none) cannot be drawn again:
// the values they decide are not checked, the others are, and the report says which.
func TestCompareSeedNone(t *testing.T) {
	tables, sources := quickTables(t)
	bs := tables[0]
	bs.Seed, bs.Signature = "none", strings.Replace(bs.Signature, "seed:12345", "seed:none", 1)
	bs.Systems[9].Score += 0.001 // NLLB's score is checked
	rep, err := CheckCompare(write(t, "md", []*compare.Table{bs}), sources)
	if err != nil {
		t.Fatal(err)
	}
	unchecked := 0
	for _, v := range rep.Values {
		if v.Status == StatusUnchecked {
			unchecked++
		}
	}
	text := rep.Text()
	if got := strings.Join(differing(rep), "; "); got != "XCOMET-XL en-cs_CZ bs|NLLB|Score" || unchecked != 129 ||
		!strings.Contains(text, "warning:    XCOMET-XL en-cs_CZ bs: seed none draws fresh resamples each time") {
		t.Errorf("differing %q, %d unchecked\n%s", got, unchecked, text)
	}
}

// TestCompareOwnMetrics: a table of a metric sacre computed from references and hypotheses
// (compare's -m) has no score files: it is left out with a warning, and a file of nothing else
// is an error.
func TestCompareOwnMetrics(t *testing.T) {
	tables, sources := quickTables(t)
	bleu := *tables[1]
	bleu.Metric = "BLEU"
	bleu.Signature = strings.Replace(bleu.Signature, "scores:XCOMET-XL|", "scores:BLEU[nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0]|", 1)
	rep, err := CheckCompare(write(t, "md", []*compare.Table{tables[1], &bleu}), sources)
	if err != nil || !rep.Reproduced || len(rep.Tables) != 1 || len(rep.Warnings) != 1 ||
		!strings.Contains(rep.Warnings[0], "BLEU is computed by sacre from references and hypotheses, not read from score files: its table is not checked") {
		t.Fatalf("%v\n%s", err, rep.Text())
	}
	if _, err := CheckCompare(write(t, "md", []*compare.Table{&bleu}), sources); err == nil ||
		!strings.Contains(err.Error(), "table.md: its tables are of metrics sacre computes from references and hypotheses") {
		t.Errorf("only BLEU: %v", err)
	}
}
