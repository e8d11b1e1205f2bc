package scores

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// write puts content in a file called name in a new directory and returns its path.
func write(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func mustRead(t *testing.T, name string, paths []string, opt Options) *Set {
	t.Helper()
	s, err := Read(name, paths, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// wmt25Scores decodes a WMT25 file with encoding/json alone, as an independent reading.
func wmt25Scores(t *testing.T, path, metric string) map[string][]*float64 {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var rec struct {
			DocumentID   string                `json:"document_id"`
			MetricScores map[string][]*float64 `json:"metric_scores"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		out[rec.DocumentID] = rec.MetricScores[metric]
	}
	return out
}

func TestWMT25(t *testing.T) {
	paths := []string{"testdata/wmt25/AMI.jsonl", "testdata/wmt25/CommandR7B.jsonl"}
	s := mustRead(t, "XCOMET-XL", paths, Options{})
	if len(s.Systems) != 2 || s.Systems[0].Name != "AMI" || s.Systems[1].Name != "CommandR7B" {
		t.Fatalf("systems %v", s.Systems)
	}
	for i, sys := range s.Systems {
		want := wmt25Scores(t, paths[i], "XCOMET-XL")
		if len(sys.Items) != 42+43+6 {
			t.Errorf("%s: %d items", sys.Name, len(sys.Items))
		}
		for _, it := range sys.Items {
			doc, seg, _ := strings.Cut(it.ID, "#")
			if it.LP != "en-is_IS" || it.Ratings != 1 || it.Path != paths[i] || *want[doc][atoi(t, seg)-1] != it.Score {
				t.Fatalf("%s: %+v", sys.Name, it)
			}
		}
	}
	first := s.Systems[0].Items[0]
	if first.ID != "rink_rats_chapter1#1" || first.Domain != "literary" || first.Line != 1 || first.Score != 0.722011923789978 {
		t.Errorf("first item %+v", first)
	}
	if last := s.Systems[0].Items[90]; last.ID != "brisbanetimes.com.au.306576#6" || last.Domain != "news" || last.Line != 3 {
		t.Errorf("last item %+v", last)
	}
	for i, f := range s.Files {
		data, _ := os.ReadFile(paths[i])
		if sum := sha256.Sum256(data); f.SHA256 != hex.EncodeToString(sum[:]) || f.Format != WMT25 || f.Path != paths[i] {
			t.Errorf("file %+v", f)
		}
	}
}

func atoi(t *testing.T, s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// A null score leaves its item out; the metric comes from Options.Metric when given.
func TestWMT25Null(t *testing.T) {
	s := mustRead(t, "ESA-LLM", []string{"testdata/wmt25/CommandR7B.jsonl"}, Options{Metric: "GEMBA-ESA-CMDA"})
	items := s.Systems[0].Items
	if len(items) != 90 || items[1].ID != "rink_rats_chapter1#2" || items[2].ID != "rink_rats_chapter1#4" || items[2].Score != 10 {
		t.Errorf("%d items, %+v %+v", len(items), items[1], items[2])
	}
}

// chrF++ is in WMT25's records of en-bho_IN and en-mas_KE only: the other documents have no
// items.
func TestWMT25MissingMetric(t *testing.T) {
	s := mustRead(t, "chrF++", []string{"testdata/wmt25-chrf/CommandA.jsonl"}, Options{})
	items := s.Systems[0].Items
	if len(items) != 42 || items[0].LP != "en-mas_KE" || items[0].Line != 2 || items[0].Score != 14.8289614081856 {
		t.Errorf("%d items, first %+v", len(items), items[0])
	}
}

func TestCometText(t *testing.T) {
	s := mustRead(t, "COMET", []string{"testdata/comet/comet-2x.txt"}, Options{})
	if len(s.Systems) != 2 || s.Systems[0].Name != "AMI" || s.Systems[1].Name != "CommandR7B" {
		t.Fatalf("systems %v", s.Systems)
	}
	ami, r7b := s.Systems[0].Items, s.Systems[1].Items
	if len(ami) != 5 || ami[0].ID != "1" || ami[0].Score != 0.7220 || ami[0].Line != 1 || ami[4].ID != "5" || ami[4].Line != 9 {
		t.Errorf("AMI %+v", ami)
	}
	if len(r7b) != 5 || r7b[0].Score != 0.1616 || r7b[0].Line != 2 {
		t.Errorf("CommandR7B %+v", r7b)
	}
	if s.Files[0].Format != Comet {
		t.Errorf("format %q", s.Files[0].Format)
	}
}

// Every version's text and JSON give the same items; the text has comet-score's decimals, the
// JSON the full scores, which are WMT25's XCOMET-XL scores the fixtures were made from.
func TestCometVersions(t *testing.T) {
	full := wmt25Scores(t, "testdata/wmt25/AMI.jsonl", "XCOMET-XL")["rink_rats_chapter1"]
	for _, c := range []struct {
		file, system string
		first        float64
	}{
		{"comet-2x.json", "AMI", *full[0]},
		{"comet-rc.json", "comet-rc", *full[0]},
		{"comet-1x-mc.txt", "AMI", 0.7220},
		{"comet-rc.txt", "comet-rc", 0.7220},
		{"comet-01.txt", "comet-01", 0.722},
	} {
		s := mustRead(t, "COMET", []string{"testdata/comet/" + c.file}, Options{})
		items := s.Systems[0].Items
		if s.Systems[0].Name != c.system || len(items) != 5 || items[0].ID != "1" || items[0].Score != c.first {
			t.Errorf("%s: %s %+v", c.file, s.Systems[0].Name, items[0])
		}
		if strings.HasSuffix(c.file, ".json") && items[4].Score != *full[4] {
			t.Errorf("%s: last %+v", c.file, items[4])
		}
	}
}

func TestMTME(t *testing.T) {
	s := mustRead(t, "ESA", []string{"testdata/mtme/en-is_IS.gemba-cmda.seg.score"}, Options{})
	r7b := s.System("CommandR7B").Items
	if len(s.System("AMI").Items) != 5 || len(r7b) != 4 || r7b[1].ID != "2" || r7b[2].ID != "4" || r7b[2].Line != 9 || r7b[2].Score != 10 {
		t.Errorf("%+v", r7b)
	}
}

// WMT24 ESA rows: a rater's repeated rating is replaced by the later one (an identical copy is
// ignored), and one system's items in two language pairs stay apart.
func TestLongESA(t *testing.T) {
	s := mustRead(t, "ESA", []string{"testdata/long/esa-wave2.csv"}, Options{})
	if names := []string{s.Systems[0].Name, s.Systems[1].Name, s.Systems[2].Name}; strings.Join(names, " ") != "refA ONLINE-B Claude-3.5" {
		t.Errorf("systems %v", names)
	}
	var got []float64
	for _, it := range s.System("refA").Items {
		got = append(got, it.Score)
		if it.Ratings != 1 || it.LP != "en-zh" || it.Domain != "social" {
			t.Errorf("%+v", it)
		}
	}
	if len(got) != 4 || got[0] != 79 || got[1] != 81 || got[2] != 83 || got[3] != 83 {
		t.Errorf("refA %v", got)
	}
	online := s.System("ONLINE-B").Items
	if len(online) != 8 || online[0].LP != "en-ja" || online[4].LP != "en-hi" || online[0].ID != online[4].ID || online[4].Score != 99 {
		t.Errorf("ONLINE-B %+v", online)
	}
}

// Several raters' ratings are summed in the order they stand and then divided.
func TestLongAverage(t *testing.T) {
	tsv := "system\titem\tscore\trater\n" +
		"A\t1\t0.1\tr1\n" +
		"B\t1\t0.5\tr1\n" +
		"\n" +
		"A\t1\t0.2\tr2\n" +
		"A\t1\t0.3\tr3\n" +
		"A\t2\t1e5\tr1\n"
	s := mustRead(t, "m", []string{write(t, "h.tsv", tsv)}, Options{})
	a := s.System("A").Items
	r := []float64{0.1, 0.2, 0.3} // variables: Go folds constant arithmetic exactly
	if want := (r[0] + r[1] + r[2]) / 3; len(a) != 2 || a[0].Score != want || a[0].Ratings != 3 || a[0].Line != 2 || a[1].Score != 1e5 {
		t.Errorf("%+v", a)
	}
	if b := s.System("B").Items; b[0].Score != 0.5 {
		t.Errorf("%+v", b)
	}
}

func TestLongJSONL(t *testing.T) {
	jsonl := `{"system": "A", "item": 7, "score": 0.5, "lp": "en-de", "extra": [1, 2]}` + "\n" +
		`{"item": "8", "system": "A", "score": "  3.5 ", "lp": "en-de", "extra": null}` + "\n"
	s := mustRead(t, "m", []string{write(t, "h.jsonl", jsonl)}, Options{})
	a := s.System("A").Items
	if len(a) != 2 || a[0].ID != "7" || a[0].LP != "en-de" || a[1].Score != 3.5 || a[1].Line != 2 {
		t.Errorf("%+v", a)
	}
}

func TestLinesAndSignature(t *testing.T) {
	sig := "COMET|model:Unbabel/wmt22-comet-da|version:2.2.2"
	a := write(t, "a.comet", "\uFEFF# signature: "+sig+"\r\n0.5\r\n 1e-3 \r\n-2\r\n")
	b := write(t, "sys.seg.txt", "1\n2\n3\n")
	s := mustRead(t, "COMET", []string{a, b}, Options{})
	items := s.System("a").Items
	if s.Signature != sig || len(items) != 3 || items[0].ID != "1" || items[0].Line != 2 || items[1].Score != 1e-3 || items[2].Score != -2 {
		t.Errorf("%q %+v", s.Signature, items)
	}
	if s.System("sys.seg") == nil || s.Files[1].Format != Lines {
		t.Errorf("systems %v, files %v", s.Systems, s.Files)
	}
	s = mustRead(t, "COMET", []string{a}, Options{Signature: "mine"})
	if s.Signature != "mine" {
		t.Errorf("signature %q", s.Signature)
	}
}

func TestParseSource(t *testing.T) {
	name, paths, err := ParseSource("COMET=a.comet,dir/b.comet")
	if err != nil || name != "COMET" || strings.Join(paths, " ") != "a.comet dir/b.comet" {
		t.Errorf("%q %q %v", name, paths, err)
	}
	for _, bad := range []string{"COMET", "=a", "COMET=", "COMET=a,,b", "COMET=a,"} {
		if _, _, err := ParseSource(bad); err == nil || !strings.HasPrefix(err.Error(), "scores: malformed source") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
