package normalize

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// Oracle files in testdata are written by testdata/gen_oracle.py from
// CPython 3.11; the tests never rewrite them.

// oracleLines returns the non-comment lines of testdata/name.
func oracleLines(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for line := range strings.SplitSeq(strings.TrimSuffix(string(data), "\n"), "\n") {
		if !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	return lines
}

func parseHex(t *testing.T, h string) rune {
	t.Helper()
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		t.Fatal(err)
	}
	return rune(v)
}

// hexString decodes space-separated hexadecimal code points.
func hexString(t *testing.T, seq string) string {
	var b strings.Builder
	for h := range strings.FieldsSeq(seq) {
		b.WriteRune(parseHex(t, h))
	}
	return b.String()
}

// oracleMapping reads a file of "CP<TAB>CP CP..." lines; unlisted code
// points map to themselves.
func oracleMapping(t *testing.T, name string) map[rune]string {
	m := make(map[rune]string)
	for _, line := range oracleLines(t, name) {
		cp, mapped, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("%s: bad line %q", name, line)
		}
		m[parseHex(t, cp)] = hexString(t, mapped)
	}
	return m
}

// allRunes calls f for every code point that a Go string can hold.
func allRunes(f func(r rune)) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) {
			f(r)
		}
	}
}

// casedRunes calls f for the code points the case tests check: all of them with SACRE_LONG=1;
// by default all of planes 0, 1 and 14, which hold every code point that lower(), casefold()
// or the final-sigma rule treats specially (every line of the oracle files), and every 64th
// code point of the other planes, where Python leaves every code point as it is.
func casedRunes(f func(r rune)) {
	full := campaign.Full()
	allRunes(func(r rune) {
		if plane := r >> 16; full || plane == 0 || plane == 1 || plane == 14 || r%64 == 0 {
			f(r)
		}
	})
}

// oracleJSON decodes every line of a JSON-lines file into a new T.
func oracleJSON[T any](t *testing.T, name string) []T {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
