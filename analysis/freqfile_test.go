package analysis

import (
	"compress/gzip"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"testing"
)

// TestReadFrequencyFile reads real files: WMT17's German reference as a training corpus
// (counts from compare-mt's tokenization, line.strip().split(' '), computed in Python), the
// same file gzipped, and the TED counts of compare-mt's own tests.
func TestReadFrequencyFile(t *testing.T) {
	ref := filepath.Join("..", "testdata", "wmt17-en-de", "ref.txt")
	corpus, err := ReadFrequencyFile(ref, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, n := range corpus {
		total += n
	}
	if corpus["der"] != 1468 || corpus["Die"] != 303 || corpus[","] != 0 || len(corpus) != 15863 || total != 52833 {
		t.Errorf("der %d, Die %d, %q %d, %d words, %d tokens; Python: 1468, 303, 0, 15863, 52833",
			corpus["der"], corpus["Die"], ",", corpus[","], len(corpus), total)
	}
	data, err := os.ReadFile(ref)
	if err != nil {
		t.Fatal(err)
	}
	gz := filepath.Join(t.TempDir(), "ref.txt.gz")
	f, _ := os.Create(gz)
	zw := gzip.NewWriter(f)
	zw.Write(data)
	zw.Close()
	f.Close()
	if unzipped, err := ReadFrequencyFile(gz, false, nil); err != nil || !maps.Equal(unzipped, corpus) {
		t.Errorf("gzipped: %d words, %v", len(unzipped), err)
	}
	counts, err := ReadFrequencyFile(filepath.Join("..", "testdata", "compare-mt", "ted.train.counts"), true, nil)
	if err != nil || counts[","] != 71103 || counts["the"] != 46796 || counts["of"] != 27499 {
		t.Errorf("ted.train.counts: %d words, %v", len(counts), err)
	}
}

// TestReadFrequencyFileErrors gives each error the report prints, word for word (they are
// the words sacre uses for its other input files), and the sentinel it wraps.
func TestReadFrequencyFileErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	small := filepath.Join("..", "testdata", "compare-mt", "small.counts")
	latin1 := write("latin1.txt", "ok\nGr\xfc\xdfe\n")
	bom := write("bom.counts", "\ufeffword\t3\n")
	notGzip := write("plain.gz", "der 5\ndie 4\ndas 3\n")
	gz := filepath.Join(dir, "short.gz")
	f, _ := os.Create(gz)
	zw := gzip.NewWriter(f)
	zw.Write([]byte("der\t5\n"))
	zw.Close()
	f.Close()
	full, _ := os.ReadFile(gz)
	os.WriteFile(gz, full[:len(full)-4], 0o644)
	missing := filepath.Join(dir, "missing.txt")
	for _, c := range []struct {
		path   string
		counts bool
		msg    string
		is     error
		reason string
	}{
		{missing, false, "cannot read frequency file " + missing + ": no such file or directory", fs.ErrNotExist, "a missing file"},
		{dir, false, "cannot read frequency file " + dir + ": is a directory", nil, "a directory"},
		{latin1, false, "frequency file " + latin1 + ":2: invalid UTF-8 (byte 0xfc at column 3): frequency files are read as UTF-8, as compare-mt reads them (-e names the encoding of the texts only)", ErrEncoding, "strict UTF-8"},
		{small, true, small + `: analysis: not WORD<TAB>COUNT on line 3: "bad line without tab"`, ErrCountLine, "compare-mt's test counts, which it reads skipping bad lines"},
		{write("count.counts", "der\t5\ndie\tfive\n"), true, dir + `/count.counts: analysis: invalid count on line 2: "five"`, ErrCount, "a count int() refuses"},
		{notGzip, false, "frequency file " + notGzip + ": not a gzip file: gzip: invalid header", nil, "a .gz name that is not gzip"},
		{gz, true, "frequency file " + gz + ": unexpected EOF", nil, "a truncated gzip file"},
		{bom, true, "", nil, "a byte order mark is a byte of the first word, as Python's utf-8 reads it"},
	} {
		freq, err := ReadFrequencyFile(c.path, c.counts, nil)
		switch {
		case c.msg == "" && (err != nil || freq["\ufeffword"] != 3):
			t.Errorf("%s: %v, %v", c.reason, freq, err)
		case c.msg != "" && (err == nil || err.Error() != c.msg):
			t.Errorf("%s: %v, want %q", c.reason, err, c.msg)
		case c.is != nil && !errors.Is(err, c.is):
			t.Errorf("%s: %v is not %v", c.reason, err, c.is)
		}
	}
}
