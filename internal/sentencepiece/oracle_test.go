package sentencepiece

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// readJSONL reads a gzipped file of one JSON value per line into a slice of T.
func readJSONL[T any](t testing.TB, name string) []T {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []T
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", name, len(out)+1, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// oracleCache holds the oracle's inputs and rows, read once for the tests that use them.
var oracleCache struct {
	inputs []string
	rows   []map[string]string
}

// readOracle returns inputs.jsonl.gz and oracle.jsonl.gz, which the tests must not modify.
func readOracle(t testing.TB) (inputs []string, rows []map[string]string) {
	t.Helper()
	if oracleCache.inputs == nil {
		oracleCache.inputs = readJSONL[string](t, "inputs.jsonl.gz")
		oracleCache.rows = readJSONL[map[string]string](t, "oracle.jsonl.gz")
	}
	return oracleCache.inputs, oracleCache.rows
}

// loadTestModel loads testdata/NAME.model.
func loadTestModel(t testing.TB, name string) *Processor {
	t.Helper()
	p, err := Load(filepath.Join("testdata", name+".model"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestOracle compares the lines of inputs.jsonl.gz, under every model of
// testdata, with " ".join(EncodeAsPieces(line)) from python3-sentencepiece
// (see testdata/README.md), and Pieces with the same split: every line with
// SACRE_LONG=1; by default the 84 hostile lines at the start and the 304 long
// and random lines at the end, and every 4th of the real text lines between.
func TestOracle(t *testing.T) {
	inputs, rows := readOracle(t)
	if len(inputs) != len(rows) || len(rows) == 0 {
		t.Fatalf("%d inputs but %d oracle rows", len(inputs), len(rows))
	}
	var names []string
	for name := range rows[0] {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p := loadTestModel(t, name)
			bad, checked := 0, 0
			for i, line := range inputs {
				if !campaign.Full() && i >= 84 && i < len(inputs)-304 && i%4 != 0 {
					continue
				}
				checked++
				want := rows[i][name]
				got := p.Tokenize(line)
				if pieces := strings.Join(p.Pieces(line), " "); pieces != got {
					t.Errorf("line %d %+q: Pieces %+q but Tokenize %+q", i+1, line, pieces, got)
				}
				if got != want {
					if bad++; bad <= 5 {
						t.Errorf("line %d %+q:\n got %+q\nwant %+q", i+1, line, got, want)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%s: %d of %d lines differ", name, bad, checked)
			}
		})
	}
}
