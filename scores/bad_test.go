package scores

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A badCase is input Read must refuse with an error of kind, located at "FILE:LINE: " (FILE is
// the last file's name; LINE 0 for "FILE: ").
type badCase struct {
	name  string
	files []string // name, content, name, content...
	opt   Options
	kind  error
	line  int
	want  string // in the message
}

var badCases = []badCase{
	{"non-numeric", []string{"a.txt", "0.5\nabc\n"}, Options{}, ErrNumber, 2, `"abc"`},
	{"blank line among scores", []string{"a.txt", "0.5\n\n0.7\n"}, Options{}, ErrNumber, 2, `""`},
	{"NaN", []string{"a.txt", "0.5\nnan\n"}, Options{}, ErrNonFinite, 2, `"nan"`},
	{"infinite TSV", []string{"a.tsv", "system\titem\tscore\nA\t1\t-inf\n"}, Options{}, ErrNonFinite, 2, ""},
	{"NaN JSON Lines", []string{"a.jsonl", `{"system": "A", "item": "1", "score": NaN}` + "\n"}, Options{}, ErrNonFinite, 1, ""},
	{"infinite COMET JSON", []string{"c.json", "{\n \"a.txt\": [\n  {\"COMET\": -Infinity}\n ]\n}\n"}, Options{}, ErrNonFinite, 3, ""},
	{"overflowing WMT25", []string{"S.jsonl", `{"language_pair": "en-de", "domain": "news", "document_id": "d", "metric_scores": {"m": [1e400]}}` + "\n"}, Options{}, ErrNonFinite, 1, `"1e400"`},
	{"duplicated column", []string{"a.tsv", "system\titem\tscore\tscore\nA\t1\t2\t3\n"}, Options{}, ErrDuplicateColumn, 1, `"score" is column 3 and 4`},
	{"duplicated CSV column", []string{"a.csv", "system,item,score,item\nA,1,2,3\n"}, Options{}, ErrDuplicateColumn, 1, ""},
	{"duplicated JSON key", []string{"a.jsonl", `{"system": "A", "item": "1", "score": 1, "score": 2}` + "\n"}, Options{}, ErrDuplicateColumn, 1, `"score" twice`},
	{"missing column", []string{"a.csv", "system,score\nA,1\n"}, Options{}, ErrMissingColumn, 1, `"item"`},
	{"missing JSON key", []string{"a.jsonl", `{"system": "A", "item": "1", "score": 1}` + "\n" + `{"system": "A", "item": "2"}` + "\n"}, Options{}, ErrMissingColumn, 2, `"score"`},
	{"missing WMT25 key", []string{"S.jsonl", `{"language_pair": "en-de", "domain": "news", "metric_scores": {}}` + "\n"}, Options{Format: WMT25}, ErrMissingColumn, 1, `"document_id"`},
	{"missing COMET key", []string{"c.json", "[\n {\"src\": \"x\"}\n]\n"}, Options{}, ErrMissingColumn, 2, `"COMET"`},
	{"TSV row too short", []string{"a.tsv", "system\titem\tscore\nA\t1\t2\nA\t2\n"}, Options{}, ErrFieldCount, 3, "2 fields, the header has 3"},
	{"CSV row too long", []string{"a.csv", "# signature: x\nsystem,item,score\nA,1,2\nA,2,3,4\n"}, Options{}, ErrFieldCount, 4, "4 fields, the header has 3"},
	{"mtme line of three", []string{"m.seg.score", "A 1\nA 1 2\n"}, Options{}, ErrFieldCount, 2, "3 fields"},
	{"None-only system", []string{"m.seg.score", "A\t1\nB\tNone\nA\t2\nB\tNone\n"}, Options{}, ErrNoItems, 2, `"B", whose every score is None`},
	{"only system scores", []string{"c.txt", "a.txt\tscore: 0.5\n"}, Options{}, ErrNoItems, 1, "--only_system"},
	{"metric absent", []string{"S.jsonl", `{"language_pair": "en-de", "domain": "news", "document_id": "d", "metric_scores": {"m": [1]}}` + "\n"}, Options{Metric: "n"}, ErrNoItems, 1, `no record has metric "n" (the file has "m")`},
	{"empty file", []string{"a.txt", ""}, Options{}, ErrEmpty, 0, ""},
	{"blank file", []string{"a.txt", " \n\n"}, Options{}, ErrEmpty, 0, ""},
	{"signature only", []string{"a.txt", "# signature: x\n"}, Options{}, ErrEmpty, 0, ""},
	{"header only", []string{"a.tsv", "system\titem\tscore\n"}, Options{}, ErrEmpty, 0, ""},
	{"empty file of a format", []string{"a.txt", ""}, Options{Format: Lines}, ErrEmpty, 0, ""},
	{"invalid UTF-8", []string{"a.txt", "0.5\n0.\xff\n"}, Options{}, ErrUTF8, 2, "byte 0xff at column 3"},
	{"invalid UTF-8 in CSV", []string{"a.csv", "system,item,score\n\"A\xc3\",1,2\n"}, Options{}, ErrUTF8, 2, ""},
	{"invalid UTF-8 in JSON", []string{"c.json", "{\n\"a\xe2.txt\": []}\n"}, Options{}, ErrUTF8, 2, ""},
	{"rated twice", []string{"a.tsv", "system\titem\tscore\trater\nA\t1\t2\tr\nA\t2\t2\tr\nA\t1\t3\tr\n"}, Options{}, ErrDuplicate, 4, "a.tsv:2"},
	{"rated twice without raters", []string{"a.csv", "system,item,score\nA,1,2\nA,1,2\n"}, Options{}, ErrDuplicate, 3, "a.csv:2"},
	{"rated twice at one time", []string{"a.csv", "system,item,score,time\nA,1,2,10\nA,1,3,10.0\n"}, Options{}, ErrDuplicate, 3, "same time"},
	{"segment twice", []string{"c.txt", "a.txt\tSegment 0\tscore: 0.5\na.txt\tSegment 0\tscore: 0.6\n"}, Options{}, ErrDuplicate, 2, `item "1" of system "a" is also at`},
	{"document twice", []string{"S.jsonl", strings.Repeat(`{"language_pair": "en-de", "domain": "news", "document_id": "d", "metric_scores": {"m": [1]}}`+"\n", 2)}, Options{Metric: "m"}, ErrDuplicate, 2, `"d#1" (en-de)`},
	{"system in two files", []string{"x/a.txt", "1\n", "y/a.txt", "2\n"}, Options{}, ErrSystemTwice, 1, `system "a" is also in`},
	{"system in two tables", []string{"1.tsv", "system\titem\tscore\nB\t1\t1\n", "2.tsv", "system\titem\tscore\nA\t1\t1\nB\t1\t1\n"}, Options{}, ErrSystemTwice, 3, "1.tsv:2"},
	{"two domains", []string{"a.tsv", "system\titem\tscore\tdomain\trater\nA\t1\t2\tnews\tr1\nA\t1\t3\tspeech\tr2\n"}, Options{}, ErrConflict, 3, `"news" at`},
	{"two signatures", []string{"a.txt", "# signature: x\n1\n", "b.txt", "# signature: y\n1\n"}, Options{}, ErrConflict, 1, `"y" differs`},
	{"two paths, one name", []string{"c.txt", "x/a.txt\tSegment 0\tscore: 0.5\ny/a.txt\tSegment 0\tscore: 0.6\n"}, Options{}, ErrConflict, 2, `"x/a.txt" and "y/a.txt"`},
	{"not comet-score's", []string{"c.txt", "a.txt\tSegment 0\tscore: 0.5\nSeed set to 1\n"}, Options{}, ErrSyntax, 2, `"Seed set to 1"`},
	{"bare quote", []string{"a.csv", "system,item,score\nA,x\"y,1\n"}, Options{}, ErrSyntax, 2, "CSV"},
	{"empty system", []string{"a.csv", "system,item,score\n,1,1\n"}, Options{}, ErrSyntax, 2, "empty system"},
	{"truncated JSON", []string{"c.json", "{\n \"a.txt\": [\n  {\"COMET\": 0.5},\n"}, Options{}, ErrSyntax, 3, "unexpected EOF"},
	{"JSON after JSON", []string{"c.json", "[{\"COMET\": 0.5}]\n[]\n"}, Options{}, ErrSyntax, 2, "more after"},
	{"undetectable", []string{"a.txt", "# signature: x\n\nhello world, how are you\n"}, Options{}, ErrFormat, 3, "cannot tell"},
}

func TestBadInput(t *testing.T) {
	for _, c := range badCases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			var paths []string
			for i := 0; i < len(c.files); i += 2 {
				p := filepath.Join(dir, c.files[i])
				os.MkdirAll(filepath.Dir(p), 0o755)
				if err := os.WriteFile(p, []byte(c.files[i+1]), 0o644); err != nil {
					t.Fatal(err)
				}
				paths = append(paths, p)
			}
			_, err := Read("m", paths, c.opt)
			checkError(t, err, c.kind, paths[len(paths)-1], c.line, c.want)
		})
	}
}

func checkError(t *testing.T, err, kind error, path string, line int, want string) {
	t.Helper()
	if !errors.Is(err, kind) {
		t.Fatalf("got %v, want %v", err, kind)
	}
	loc := path + ": "
	if line > 0 {
		loc = at(path, line) + ": "
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, loc) || !strings.Contains(msg, want) || strings.Count(msg, "\n") > 0 {
		t.Errorf("message %q, want it to begin %q and hold %q", msg, loc, want)
	}
}

func TestMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nowhere.comet")
	_, err := Read("m", []string{path}, Options{})
	checkError(t, err, ErrFile, path, 0, "no such file")
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v is not fs.ErrNotExist", err)
	}
}

func TestArgumentErrors(t *testing.T) {
	if _, err := Read("m", []string{"x"}, Options{Format: "xml"}); !errors.Is(err, ErrFormat) || !strings.HasPrefix(err.Error(), `scores: unknown format: "xml", want one of long`) {
		t.Errorf("%v", err)
	}
	if _, err := Read("m", nil, Options{}); !errors.Is(err, ErrSource) {
		t.Errorf("%v", err)
	}
	if _, err := Read("m", []string{"a", "b", "a"}, Options{}); !errors.Is(err, ErrSource) || err.Error() != `scores: malformed source: "a" given twice` {
		t.Errorf("%v", err)
	}
	dir := t.TempDir()
	_, err := Read("m", []string{dir}, Options{})
	checkError(t, err, ErrFile, dir, 0, "is a directory")
}

// A line longer than maxLine is refused before it is held, in every format.
func TestLineTooLong(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 100
	long := strings.Repeat("1", 101)
	for _, c := range []struct{ name, content string }{
		{"a.txt", "1\n" + long + "\n"},
		{"a.csv", "system,item,score\nA,1," + long + "\n"},
		{"a.jsonl", `{"system": "A", "item": "1", "score": 1}` + "\n" + long + "\n"},
		{"c.json", "[\n" + long + "\n]\n"},
	} {
		path := write(t, c.name, c.content)
		_, err := Read("m", []string{path}, Options{})
		checkError(t, err, ErrLineTooLong, path, 2, "over 100 bytes")
	}
	path := write(t, "a.txt", strings.Repeat("1", 100)+"\n")
	if _, err := Read("m", []string{path}, Options{}); err != nil {
		t.Errorf("a line of maxLine bytes: %v", err)
	}
}
