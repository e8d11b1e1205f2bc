package scores

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzRead feeds any bytes to the reader, its format detected or forced: it must return a Set
// whose every system has items with finite scores, or one *Error on one line, and never panic.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil && len(data) < 8<<10 {
			f.Add(data, uint8(0))
		}
	}
	for _, c := range badCases {
		f.Add([]byte(c.files[len(c.files)-1]), uint8(0))
	}
	f.Add([]byte("system\titem\tscore\trater\ttime\nA\t1\t2\tr\t1\nA\t1\t3\tr\t2\n"), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, format uint8) {
		opt := Options{Metric: "m"}
		if k := int(format) % (len(Formats) + 1); k > 0 {
			opt.Format = Formats[k-1]
		}
		b := newBuilder("m", opt)
		err := b.readStream("f.txt", bytes.NewReader(data))
		if err == nil {
			_, err = b.finish()
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("%T %q", err, err)
			}
			return
		}
		checkSet(t, b.set)
	})
}

// FuzzJSONRow checks the JSON walker against encoding/json: the same members, or an error
// exactly when encoding/json refuses the line or a key is given twice. Lines are valid UTF-8, as
// the line reader makes sure (encoding/json would replace bad bytes in strings).
func FuzzJSONRow(f *testing.F) {
	f.Add([]byte(`{"a": [1, {"b": "c\\"}], "d\u00e9": null, "e": -1.5e3}`))
	f.Add([]byte(`{"a": 1, "a": 2}`))
	f.Add([]byte(` [1] `))
	f.Fuzz(func(t *testing.T, line []byte) {
		if !utf8.Valid(line) {
			return
		}
		var want map[string]json.RawMessage
		werr := json.Unmarshal(line, &want)
		got, keys, err := jsonRow("f", 1, line)
		switch {
		case werr != nil || want == nil:
			if err == nil {
				t.Fatalf("%q: no error, encoding/json says %v", line, werr)
			}
		case errors.Is(err, ErrDuplicateColumn):
			if strings.Count(string(line), `"`) < 4 {
				t.Fatalf("%q: %v", line, err)
			}
		case err != nil:
			t.Fatalf("%q: %v", line, err)
		case len(got) != len(want) || len(keys) != len(want):
			t.Fatalf("%q: %q, want %q", line, got, want)
		}
		if err != nil {
			return
		}
		for k, v := range got {
			if !bytes.Equal(v, want[k]) {
				t.Fatalf("%q: %q is %q, want %q", line, k, v, want[k])
			}
		}
	})
}

func checkSet(t *testing.T, s *Set) {
	if len(s.Files) != 1 || len(s.Files[0].SHA256) != 64 || len(s.Systems) == 0 {
		t.Fatalf("files %v, %d systems", s.Files, len(s.Systems))
	}
	for _, sys := range s.Systems {
		seen := map[itemKey]bool{}
		if len(sys.Items) == 0 || sys.Name == "" {
			t.Fatalf("system %q with %d items", sys.Name, len(sys.Items))
		}
		for _, it := range sys.Items {
			if math.IsNaN(it.Score) || math.IsInf(it.Score, 0) || it.Ratings < 1 || it.Line < 1 || it.ID == "" || seen[itemKey{it.LP, it.ID}] {
				t.Fatalf("%s: %+v", sys.Name, it)
			}
			seen[itemKey{it.LP, it.ID}] = true
		}
	}
}
