package whisper

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// Oracle files in testdata are written by testdata/gen_oracle.py from
// Whisper's own normalizers under CPython 3.11; the tests never rewrite them.

// oracleRow is one line of testdata/oracle.jsonl.gz.
type oracleRow struct {
	Input   string `json:"input"`
	Basic   string `json:"basic"`
	English string `json:"english"`
}

// readGzipLines calls f with every line of the gzipped testdata file name.
func readGzipLines(t testing.TB, name string, f func(line []byte)) {
	t.Helper()
	file, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	z, err := gzip.NewReader(file)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		f(sc.Bytes())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

func oracleRows(t testing.TB) []oracleRow {
	var rows []oracleRow
	readGzipLines(t, "oracle.jsonl.gz", func(line []byte) {
		var r oracleRow
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r)
	})
	return rows
}

// TestOracle checks both normalizers on every oracle line, byte for byte.
func TestOracle(t *testing.T) {
	rows := oracleRows(t)
	if len(rows) < 5000 {
		t.Fatalf("%d oracle lines, want at least 5000", len(rows))
	}
	failed := 0
	for i, r := range rows {
		for _, c := range []struct {
			name      string
			got, want string
		}{{"Basic", Basic(r.Input), r.Basic}, {"English", English(r.Input), r.English}} {
			if c.got != c.want {
				failed++
				if failed <= 20 {
					t.Errorf("line %d: %s(%+q)\n got %+q\nwant %+q", i+1, c.name, clip(r.Input), clip(c.got), clip(c.want))
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d normalizations differ from Whisper", failed, 2*len(rows))
	}
}

// clip shortens long strings in messages.
func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}
