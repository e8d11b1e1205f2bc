package verify

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/signatures"
)

// The tables of testdata/tables are SacreBLEU 2.6.0's own output (gen.sh there) for the first
// 500 lines of WMT17 systems: each must reproduce in full, and fail with any one value changed.
var tableFiles = []struct {
	file    string
	systems []string
	format  string
	paired  string
	values  int
}{
	{"multi.text", sys4, "text", "", 12},
	{"multi.latex", sys4, "latex", "", 12},
	{"multi.json", sys4, "json", "", 12},
	{"pbs.text", sys4, "text", "bs", 45},
	{"pbs.latex", sys4, "latex", "bs", 45},
	{"pbs.json", sys4, "json", "bs", 45},
	{"par.text", sys4, "text", "ar", 21},
	{"par.latex", sys4, "latex", "ar", 21},
	{"par.json", sys4, "json", "ar", 21},
	{"multi-intl-lc-short.text", sys4, "text", "", 8},
	{"pbs-w2.latex", sys4, "latex", "bs", 30},
	{"pbs-seed7-ter.text", append([]string{"online-B.txt"}, sys4...), "text", "bs", 19},
	{"par-w3.text", []string{"C-3MA.txt", "FBK.txt"}, "text", "ar", 3},
	{"pbs-tty.text", []string{"C-3MA.txt", "FBK.txt", "uedin_nmt.txt"}, "text", "bs", 22},
}

var sys4 = []string{"C-3MA.txt", "FBK.txt", "KIT.txt", "uedin_nmt.txt"}

func tableInput(t testing.TB, systems []string) TableInput {
	t.Helper()
	dir := filepath.Join("testdata", "tables")
	read := func(name string) []string {
		lines, err := textio.ReadLines(filepath.Join(dir, name), "utf-8")
		if err != nil {
			t.Fatal(err)
		}
		return lines
	}
	in := TableInput{Refs: [][]string{read("ref.txt")}}
	for _, s := range systems {
		in.Systems = append(in.Systems, read(s))
	}
	return in
}

func readTableFile(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "tables", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// verifyTableText reads text as a table, pairs its systems with files by name, and verifies.
func verifyTableText(t testing.TB, text string, files []string, opt Options) (*TableReport, error) {
	return verifyTableCached(t, text, files, opt, nil)
}

// verifyTableCached is verifyTableText with statistics kept in cache from one call to the
// next (by the system's file), for tests that verify one table many times.
func verifyTableCached(t testing.TB, text string, files []string, opt Options, cache map[string]*shared) (*TableReport, error) {
	pub, err := Read(text)
	if err != nil {
		return nil, err
	}
	if pub.Table == nil {
		return nil, fmt.Errorf("not a table")
	}
	order, _, err := pub.Table.MatchSystems(files)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(order))
	for i, j := range order {
		names[i] = files[j]
	}
	in := tableInput(t, names)
	if cache != nil {
		for _, name := range names {
			if cache[name] == nil {
				cache[name] = &shared{stats: map[string]*cachedStats{}}
			}
			in.shared = append(in.shared, cache[name])
		}
	}
	return VerifyTable(pub.Table, in, opt)
}

func TestTablesReproduce(t *testing.T) {
	for _, tc := range tableFiles {
		t.Run(tc.file, func(t *testing.T) {
			rep, err := verifyTableText(t, readTableFile(t, tc.file), tc.systems, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !rep.Reproduced || rep.Format != tc.format || rep.Paired != tc.paired || len(rep.Values) != tc.values {
				t.Errorf("got format %s, paired %q, %d values; want %s, %q, %d:\n%s", rep.Format, rep.Paired, len(rep.Values),
					tc.format, tc.paired, tc.values, rep.Text())
			}
			for _, v := range rep.Values {
				if v.Status != StatusOK {
					t.Errorf("%+v", v)
				}
			}
		})
	}
}

// cellNumber matches the numbers of a table's cells (not of its signatures or text): in a
// grid or LaTeX row, or a JSON value.
var cellNumber = regexp.MustCompile(`(?:[│&]|"score": |"p_value": |"mean": |"ci": |"[A-Za-z0-9+]+": "|\(|± |p = )\s*([0-9]+\.[0-9]+)`)

// TestTablesOneValueChanged changes each number of each table in turn (every third by default,
// every one with SACRE_LONG=1): the table no longer reproduces, and the changed value, only it,
// is marked.
func TestTablesOneValueChanged(t *testing.T) {
	t.Parallel() // reads no package variable it or another test changes
	for _, tc := range tableFiles {
		t.Run(tc.file, func(t *testing.T) {
			text := readTableFile(t, tc.file)
			locs := cellNumber.FindAllStringSubmatchIndex(text, -1)
			cache := map[string]*shared{}
			if len(locs) < tc.values-len(tc.systems) {
				t.Fatalf("found %d numbers, want at least %d", len(locs), tc.values-len(tc.systems))
			}
			for i, loc := range locs {
				if !campaign.EveryNth(i, 3) {
					continue // every third value by default, every one with SACRE_LONG=1
				}
				end := loc[3]
				last := text[end-1]
				changed := text[:end-1] + string('0'+(last-'0'+1)%10) + text[end:]
				rep, err := verifyTableCached(t, changed, tc.systems, Options{NoDiagnosis: true}, cache)
				if err != nil {
					t.Fatalf("%s changed at %d: %v", text[loc[2]:loc[3]], loc[2], err)
				}
				differ := 0
				for _, v := range rep.Values {
					if v.Status == StatusDiffers {
						differ++
					}
				}
				if rep.Reproduced || differ != 1 {
					t.Errorf("%s changed at %d: reproduced %v, %d values differ", text[loc[2]:loc[3]], loc[2], rep.Reproduced, differ)
				}
			}
		})
	}
}

// TestTableStarChanged removes a p-value's "*" and adds one where SacreBLEU printed none.
func TestTableStarChanged(t *testing.T) {
	text := readTableFile(t, "pbs-seed7-ter.text")
	for _, changed := range []string{
		strings.Replace(text, "(p = 0.0099)*", "(p = 0.0099) ", 1),
		strings.Replace(text, "(p = 0.1188) ", "(p = 0.1188)*", 1),
	} {
		rep, err := verifyTableText(t, changed, append([]string{"online-B.txt"}, sys4...), Options{NoDiagnosis: true})
		if err != nil || rep.Reproduced {
			t.Errorf("reproduced with a star changed (%v)", err)
		}
	}
}

// TestTableSignatureChanged: a table whose block names another tokenizer reproduces nowhere,
// and the diagnosis finds the tokenizer every BLEU score was computed with.
func TestTableSignatureChanged(t *testing.T) {
	text := strings.Replace(readTableFile(t, "multi.text"), "tok:13a", "tok:intl", 1)
	rep, err := verifyTableText(t, text, sys4, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Reproduced || len(rep.Metrics[0].Matches) == 0 || strings.Join(rep.Metrics[0].Matches[0].Changes, " ") != "tok:intl→13a" {
		t.Errorf("got:\n%s", rep.Text())
	}
	if !strings.Contains(rep.Text(), "diagnosis:  BLEU: ") {
		t.Errorf("no diagnosis:\n%s", rep.Text())
	}
}

// TestTableSignaturesGiven: SacreBLEU's JSON has no signatures; given with SetSignatures
// they are used, and without them SacreBLEU's defaults are assumed with a warning.
func TestTableSignaturesGiven(t *testing.T) {
	pub, err := Read(readTableFile(t, "multi.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The table was printed with 13a: claiming intl for BLEU fails, and the warning is gone.
	p, _ := signatures.Parse("BLEU|nrefs:1|case:mixed|eff:no|tok:intl|smooth:exp|version:2.6.0")
	if err := pub.Table.SetSignatures([]*signatures.Parsed{p}); err != nil {
		t.Fatal(err)
	}
	rep, err := VerifyTable(pub.Table, tableInput(t, sys4), Options{NoDiagnosis: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Reproduced || rep.Metrics[0].Source != "given" || rep.Metrics[1].Source != "default" {
		t.Errorf("got:\n%s", rep.Text())
	}
	for _, w := range rep.Warnings {
		if strings.HasPrefix(w, "BLEU: the table prints no signature") {
			t.Errorf("warning for a given signature: %s", w)
		}
	}
	q, _ := signatures.Parse("METEOR|nrefs:1")
	if q != nil {
		t.Fatal("METEOR parsed")
	}
	r, _ := signatures.Parse("nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0")
	if err := pub.Table.SetSignatures([]*signatures.Parsed{r}); err != nil {
		t.Errorf("a nameless BLEU signature for the BLEU column: %v", err)
	}
}

// TestTableMatchSystems pairs systems with files by the names printed, by file name, by order.
func TestTableMatchSystems(t *testing.T) {
	tab := &Table{Rows: []*Row{{System: "a.txt"}, {System: "dir/b.txt"}}}
	for _, tc := range []struct {
		files []string
		want  string
		note  string
	}{
		{[]string{"dir/b.txt", "a.txt"}, "[1 0]", ""},
		{[]string{"/abs/b.txt", "x/a.txt"}, "[1 0]", "by their file names"},
		{[]string{"one", "two"}, "[0 1]", "paired by order: a.txt = one, dir/b.txt = two"},
		{[]string{"c.txt", "a.txt", "dir/b.txt"}, "[1 2]", "1 file not in the table: not used"},
		{[]string{"c.txt", "a.txt", "d.txt", "x/b.txt"}, "[1 3]", "by their file names;2 files not in the table: not used"},
		{[]string{"one"}, "error", "the table has 2 systems (a.txt, dir/b.txt) and 1 file was given (one)"},
	} {
		order, notes, err := tab.MatchSystems(tc.files)
		got := fmt.Sprint(order)
		if err != nil {
			got = "error"
			notes = []string{err.Error()}
		}
		if got != tc.want || !strings.Contains(strings.Join(notes, ";"), tc.note) {
			t.Errorf("%v: %s %q, want %s %q", tc.files, got, notes, tc.want, tc.note)
		}
	}
}

// TestTablePair: Pair gives the files in the table's order and keeps how they were paired in
// the table's notes.
func TestTablePair(t *testing.T) {
	tab := &Table{Rows: []*Row{{System: "a.txt"}, {System: "dir/b.txt"}}, Notes: []string{"read"}}
	paired, err := tab.Pair([]string{"x/b.txt", "c.txt", "y/a.txt"})
	want := "read; systems paired with the files by their file names; 1 file not in the table: not used"
	if err != nil || strings.Join(paired, " ") != "y/a.txt x/b.txt" || strings.Join(tab.Notes, "; ") != want {
		t.Errorf("Pair: %q %v, notes %q", paired, err, tab.Notes)
	}
	if _, err := tab.Pair([]string{"one"}); err == nil || len(tab.Notes) != 3 {
		t.Errorf("Pair of one file for two systems: %v, notes %q", err, tab.Notes)
	}
}

// TestStatistics: a claim with BLEU's statistics reproduces only if every printed number does
// (kit.text is SacreBLEU 2.6.0's output); a changed hyp_len or ref_len is named, with what it
// usually means.
func TestStatistics(t *testing.T) {
	in := tableInput(t, []string{"KIT.txt"})
	input := Input{Hyps: in.Systems[0], Refs: in.Refs}
	line := strings.Split(readTableFile(t, "kit.text"), "\n")[0]
	for _, tc := range []struct {
		from, to string
		differs  []string
		meaning  string
	}{
		{"", "", nil, ""},
		{"hyp_len = 9336", "hyp_len = 9000", []string{"hyp_len"}, "a different or differently preprocessed hypothesis file"},
		{"ref_len = 9438", "ref_len = 9400", []string{"ref_len"}, "another reference, or another tokenizer"},
		{"hyp_len = 9336 ref_len = 9438", "hyp_len = 9337 ref_len = 9439", []string{"hyp_len", "ref_len"}, "both lengths differ"},
		{"60.9/35.0", "60.9/35.1", []string{"precision 2"}, "other n-gram matches"},
		{"(BP = 0.989", "(BP = 0.990", []string{"BP"}, ""},
		{"29.0 60.9", "29.1 60.9", []string{"score"}, ""},
	} {
		claim := strings.Replace(line, tc.from, tc.to, 1)
		rep := verify(t, claim, input)
		var got []string
		for _, d := range rep.Differences {
			got = append(got, d.What)
		}
		if rep.Reproduced != (tc.differs == nil) || strings.Join(got, " ") != strings.Join(tc.differs, " ") ||
			!strings.Contains(rep.Text(), tc.meaning) {
			t.Errorf("%s → %s: reproduced %v, differences %v, want %v with %q:\n%s", tc.from, tc.to, rep.Reproduced, got, tc.differs, tc.meaning, rep.Text())
		}
	}
	rep := verify(t, strings.Replace(line, "hyp_len = 9336", "hyp_len = 9000", 1), input)
	if want := "result:     NOT reproduced: the score reproduces (29.0), but hyp_len does not\n"; !strings.Contains(rep.Text(), want) {
		t.Errorf("want %q in:\n%s", want, rep.Text())
	}
}

// FuzzRead: any text is claims, a table or an error, never a panic; a table has a cell per
// column in every row, and its systems pair with files of their own names.
func FuzzRead(f *testing.F) {
	for _, tc := range tableFiles {
		f.Add(readTableFile(f, tc.file))
	}
	f.Add("System\tBLEU\na.txt\t1.0\nb c.txt\t2.0\n")
	f.Add("BLEU|nrefs:1|case:mixed = 22.7\nchrF2|nrefs:1\n|nc:6 = 50.1")
	f.Fuzz(func(t *testing.T, text string) {
		pub, err := Read(text)
		if err != nil || pub.Table == nil {
			return
		}
		tab := pub.Table
		for _, r := range tab.Rows {
			if len(r.Cells) != len(tab.Columns) {
				t.Fatalf("row %q has %d cells for %d columns", r.System, len(r.Cells), len(tab.Columns))
			}
		}
		if _, _, err := tab.MatchSystems(tab.Systems()); err != nil {
			t.Fatalf("systems %q do not pair with themselves: %v", tab.Systems(), err)
		}
	})
}

// TestLaTeXWithoutSignatures: SacreBLEU's LaTeX table as papers paste it, ending at
// \end{tabular} without its signature block (testdata/tables/multi.latex, SacreBLEU 2.6.0's
// output, cut there), is read: its rows and columns, the metrics' signatures given apart.
func TestLaTeXWithoutSignatures(t *testing.T) {
	text := readTableFile(t, "multi.latex")
	cut := text[:strings.Index(text, `\end{tabular}`)+len(`\end{tabular}`)]
	pub, err := Read(cut)
	if err != nil {
		t.Fatal(err)
	}
	if pub.Table == nil || len(pub.Table.Rows) != 4 || len(pub.Table.Columns) != 3 {
		t.Fatalf("%+v", pub.Table)
	}
}
