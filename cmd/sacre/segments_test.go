package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// TestSegmentsOracle compares sacre segments with SacreBLEU 2.6.0's sentence_score (every other
// configuration; SACRE_LONG=1 all of them) on the first
// 1500 segments of three WMT17 systems, under thirteen metric configurations (tokenizers 13a, intl, char, zh, none) with one and two
// references (testdata/segments, written by gen.py): every score, at full precision.
func TestSegmentsOracle(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	f, err := os.Open("../../testdata/segments/expected.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := filepath.Abs("../../testdata/wmt17-en-de")
	dir := t.TempDir()
	head := func(name string) string {
		path := filepath.Join(dir, name)
		if _, err := os.Stat(path); err == nil {
			return path
		}
		text, err := os.ReadFile(filepath.Join(data, name))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfterN(string(text), "\n", 1501)
		os.WriteFile(path, []byte(strings.Join(lines[:1500], "")), 0o644)
		return path
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	records, values := 0, 0
	for sc.Scan() {
		var rec struct {
			Refs   []string
			System string
			Args   []string
			Scores []string
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		records++
		if !campaign.EveryNth(records-1, 2) { // every other configuration; SACRE_LONG=1 all
			continue
		}
		var args []string
		for _, r := range rec.Refs {
			args = append(args, head(r))
		}
		args = append(append(append([]string{"segments"}, args...), "-i", head(rec.System)), rec.Args...)
		out, errOut, rc := runCLI(t, "", nil, false, args...)
		if rc != 0 {
			t.Fatalf("%v: rc %d %s", args, rc, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:]
		if len(lines) != len(rec.Scores) {
			t.Fatalf("%v: %d segments, want %d", args, len(lines), len(rec.Scores))
		}
		for i, line := range lines {
			var obj map[string]json.RawMessage
			if err := json.Unmarshal([]byte(line), &obj); err != nil {
				t.Fatal(err)
			}
			for k, v := range obj {
				if k == "system" || k == "segment" || strings.HasSuffix(k, "_stats") {
					continue
				}
				values++
				if string(v) != rec.Scores[i] {
					t.Errorf("%v segment %d: %s = %s, SacreBLEU %s", rec.Args, i+1, k, v, rec.Scores[i])
				}
			}
		}
	}
	if records < 50 || values < 70000/2 {
		t.Errorf("only %d records, %d values", records, values)
	}
}

// TestSegmentsFormats: the signature header, TSV's comment lines and columns, and errors.
func TestSegmentsFormats(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	out, _, rc := runCLI(t, "", nil, false, "segments", "ref.txt", "-i", "uedin-nmt.4722.txt", "-m", "bleu", "ter", "-f", "tsv")
	lines := strings.Split(out, "\n")
	if rc != 0 || !strings.HasPrefix(lines[0], "# BLEU|nrefs:1|case:mixed|eff:yes|tok:13a|smooth:exp|version:") ||
		!strings.HasPrefix(lines[1], "# TER|nrefs:1|case:lc|tok:tercom|") || lines[2] != "system\tsegment\tBLEU\tTER\tBLEU_stats\tTER_stats" ||
		len(lines) != 3+3004+1 {
		t.Errorf("rc %d\n%s", rc, strings.Join(lines[:min(5, len(lines))], "\n"))
	}
	_, errOut, rc := runCLI(t, "", nil, false, "segments", "ref.txt", "-i", "uedin-nmt.4722.txt", "-ci")
	if rc != 2 || errOut != "sacre: error: argument --confidence/-ci: not an option of sacre segments\n" {
		t.Errorf("rc %d %q", rc, errOut)
	}
	_, errOut, rc = runCLI(t, "", nil, false, "segments", "ref.txt", "-i", "README.md")
	if rc != 1 || !strings.Contains(errOut, "System and reference streams have different lengths.") {
		t.Errorf("rc %d %q", rc, errOut)
	}
}

// TestSegmentsChunks: read a few segments at a time, the output is the same as in one chunk,
// segment by segment and system by system; -e latin-1 reads the inputs whole, with the same
// lines. An invalid UTF-8 line is an error naming it, before any output.
func TestSegmentsChunks(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	args := []string{"segments", "ref.txt", "-i", "uedin-nmt.4722.txt", "KIT.4950.txt", "-m", "bleu", "chrf", "ter"}
	whole, _, rc := runCLI(t, "", nil, false, args...)
	defer func(n int) { segmentChunk = n }(segmentChunk)
	segmentChunk = 7
	chunked, _, rc2 := runCLI(t, "", nil, false, args...)
	if rc != 0 || rc2 != 0 || whole != chunked {
		t.Fatalf("rc %d %d; outputs differ", rc, rc2)
	}
	lines := strings.Split(whole, "\n")
	if !strings.HasPrefix(lines[1], `{"system": "uedin-nmt.4722.txt", "segment": 1,`) ||
		!strings.HasPrefix(lines[2], `{"system": "KIT.4950.txt", "segment": 1,`) || len(lines) != 1+2*3004+1 {
		t.Errorf("order: %.80s / %.80s, %d lines", lines[1], lines[2], len(lines))
	}
	latin, _, rc := runCLI(t, "", nil, false, append(args, "-e", "latin-1")...)
	// The latin-1 reading of UTF-8 text differs, but the lines and their order are the same.
	if rc != 0 || strings.Count(latin, "\n") != strings.Count(whole, "\n") {
		t.Errorf("whole read: rc %d, %d lines", rc, strings.Count(latin, "\n"))
	}
	dir := t.TempDir()
	ref, bad := filepath.Join(dir, "ref.txt"), filepath.Join(dir, "bad.txt")
	os.WriteFile(ref, []byte("a b\nc d\n"), 0o644)
	os.WriteFile(bad, []byte("a b\nc \xff d\n"), 0o644)
	out, errOut, rc := runCLI(t, "", nil, false, "segments", ref, "-i", bad)
	want := "sacre: error: hypothesis file " + bad + ":2: invalid UTF-8 (byte 0xff at column 3); use -e to name the file's encoding\n"
	if rc != 1 || out != "" || errOut != want {
		t.Errorf("rc %d %q %q, want %q", rc, out, errOut, want)
	}
}

// TestSegmentsTestSetStream: a test set's references (one, two, and two sets one after the
// other) stream a few segments at a time with the same output as read whole.
func TestSegmentsTestSetStream(t *testing.T) {
	cache := t.TempDir()
	if err := os.CopyFS(cache, os.DirFS(filepath.Join("..", "..", "datasets", "testdata", "cache"))); err != nil {
		t.Fatal(err)
	}
	vars := map[string]string{"SACREBLEU": cache}
	inputs := filepath.Join("..", "..", "testdata", "oracle", "inputs")
	defer func(n int) { segmentChunk = n }(segmentChunk)
	defer func() { streamSegments = true }()
	for _, c := range [][]string{
		{"wmt14", "en-de", "testset.wmt14.en-de.hyp.txt"},
		{"wmt20/tworefs", "de-en", "testset.wmt20_tworefs.de-en.hyp.txt"},
		{"wmt14,wmt14", "en-de", "testset.wmt14x2.hyp.txt"},
	} {
		args := []string{"segments", "-t", c[0], "-l", c[1], "-i", filepath.Join(inputs, c[2]), "-m", "bleu", "chrf", "ter"}
		streamSegments, segmentChunk = false, 4096
		whole, errWhole, rc := runCLI(t, "", vars, false, args...)
		streamSegments, segmentChunk = true, 3
		streamed, errStreamed, rc2 := runCLI(t, "", vars, false, args...)
		if rc != 0 || rc2 != 0 || whole != streamed || errWhole != errStreamed {
			t.Errorf("%s: rc %d %d; outputs differ:\n%s%s\n---\n%s%s", c[0], rc, rc2, whole, errWhole, streamed, errStreamed)
		}
		if strings.Count(whole, "\n") < 4 {
			t.Errorf("%s: %d lines", c[0], strings.Count(whole, "\n"))
		}
	}
	// A hypothesis file one line short: the same error, before any output.
	short := filepath.Join(t.TempDir(), "short.txt")
	data, err := os.ReadFile(filepath.Join(inputs, "testset.wmt14.en-de.hyp.txt"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(short, data[:strings.LastIndex(strings.TrimSuffix(string(data), "\n"), "\n")+1], 0o644)
	args := []string{"segments", "-t", "wmt14", "-l", "en-de", "-i", short}
	streamSegments = false
	_, errWhole, rc := runCLI(t, "", vars, false, args...)
	streamSegments = true
	out, errStreamed, rc2 := runCLI(t, "", vars, false, args...)
	if rc != 1 || rc2 != 1 || out != "" || errWhole != errStreamed {
		t.Errorf("short: rc %d %d, %q / %q", rc, rc2, errWhole, errStreamed)
	}
}

// TestSegmentsTabbedStream: one file of -nr 2 tab-separated references streams with the same
// output as read whole; a line with one reference is the same error, before any output.
func TestSegmentsTabbedStream(t *testing.T) {
	wmt := filepath.Join("..", "..", "testdata", "wmt17-en-de")
	ref, err := os.ReadFile(filepath.Join(wmt, "ref.txt"))
	if err != nil {
		t.Fatal(err)
	}
	other, err := os.ReadFile(filepath.Join(wmt, "online-B.0.txt"))
	if err != nil {
		t.Fatal(err)
	}
	a, b := strings.Split(strings.TrimSuffix(string(ref), "\n"), "\n"), strings.Split(strings.TrimSuffix(string(other), "\n"), "\n")
	var tabbed strings.Builder
	for i := range a {
		tabbed.WriteString(a[i] + "\t" + b[i] + "\n")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "refs.tsv")
	os.WriteFile(path, []byte(tabbed.String()), 0o644)
	defer func(n int) { segmentChunk = n }(segmentChunk)
	defer func() { streamSegments = true }()
	args := []string{"segments", path, "-nr", "2", "-i", filepath.Join(wmt, "uedin-nmt.4722.txt"), "-m", "bleu", "chrf", "ter", "-f", "tsv"}
	streamSegments, segmentChunk = false, 4096
	whole, errWhole, rc := runCLI(t, "", nil, false, args...)
	streamSegments, segmentChunk = true, 5
	streamed, errStreamed, rc2 := runCLI(t, "", nil, false, args...)
	if rc != 0 || rc2 != 0 || whole != streamed || errWhole != errStreamed || strings.Count(whole, "\n") < 3004 {
		t.Errorf("rc %d %d; outputs differ or are short (%d lines): %q %q", rc, rc2, strings.Count(whole, "\n"), errWhole, errStreamed)
	}
	if !strings.Contains(whole, "nrefs:2") {
		t.Errorf("no nrefs:2 in %.300s", whole)
	}
	// Line 3000 loses its second reference.
	lines := strings.Split(tabbed.String(), "\n")
	lines[2999] = a[2999]
	os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644)
	streamSegments = false
	_, errWhole, rc = runCLI(t, "", nil, false, args...)
	streamSegments = true
	out, errStreamed, rc2 := runCLI(t, "", nil, false, args...)
	if rc != 17 || rc2 != 17 || out != "" || errWhole != errStreamed || !strings.Contains(errWhole, "line 3000: expected 2 fields, but found 1") {
		t.Errorf("rc %d %d, %q / %q", rc, rc2, errWhole, errStreamed)
	}
}

// TestSegmentsStdinStream: systems on standard input (tab-separated, universal newlines)
// stream with the same output and the same errors as read whole: two systems with "\r\n" and
// "\r", one system, empty input, a line with a field too few, invalid UTF-8 after it.
func TestSegmentsStdinStream(t *testing.T) {
	wmt := filepath.Join("..", "..", "testdata", "wmt17-en-de")
	ref := filepath.Join(wmt, "ref.txt")
	read := func(name string) []string {
		data, err := os.ReadFile(filepath.Join(wmt, name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	a, b := read("uedin-nmt.4722.txt"), read("KIT.4950.txt")
	var two, one strings.Builder
	for i := range a {
		nl := "\r\n"
		if i%3 == 1 {
			nl = "\r"
		}
		two.WriteString(a[i] + " \t" + b[i] + nl)
		one.WriteString(a[i] + "\n")
	}
	defer func(n int) { segmentChunk = n }(segmentChunk)
	defer func() { streamSegments = true }()
	short := strings.Replace(two.String(), "\t", " ", 2) // line 1 keeps its tab; line 2 loses it
	bad := short + "x\xffy\n"
	for _, c := range []struct{ name, stdin string }{
		{"two systems", two.String()}, {"one system", one.String()}, {"empty", ""},
		{"a field too few", short}, {"invalid UTF-8", bad},
	} {
		args := []string{"segments", ref, "-m", "bleu", "chrf", "-f", "tsv"}
		streamSegments, segmentChunk = false, 4096
		whole, errWhole, rc := runCLI(t, c.stdin, nil, false, args...)
		streamSegments, segmentChunk = true, 6
		streamed, errStreamed, rc2 := runCLI(t, c.stdin, nil, false, args...)
		if rc != rc2 || whole != streamed || errWhole != errStreamed {
			t.Errorf("%s: rc %d %d; outputs differ:\n%.300s%s\n---\n%.300s%s", c.name, rc, rc2, whole, errWhole, streamed, errStreamed)
		}
		t.Logf("%s: rc %d, %d lines, %q", c.name, rc, strings.Count(whole, "\n"), errWhole)
	}
}
