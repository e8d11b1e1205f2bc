package table

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"testing"
)

// oracleCase is one line of testdata/oracle.jsonl, written by the real
// tabulate 0.8.9 and never by this package:
//
//	cd testdata && /usr/bin/python3 gen_oracle.py > oracle.jsonl
type oracleCase struct {
	Name     string     `json:"name"`
	Style    string     `json:"style"`
	Decimals int        `json:"decimals"`
	Headers  []string   `json:"headers"`
	Columns  [][]string `json:"columns"`
	Output   *string    `json:"output"`
	Error    string     `json:"error"`
}

// oracleErrors maps the exception tabulate raised to the error Format returns.
var oracleErrors = map[string]error{"IndexError": ErrNoRows, "ValueError": ErrFloat}

func readOracle(t testing.TB) []oracleCase {
	t.Helper()
	f, err := os.Open("testdata/oracle.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []oracleCase
	for dec := json.NewDecoder(f); ; {
		var c oracleCase
		if err := dec.Decode(&c); err == io.EOF {
			return cases
		} else if err != nil {
			t.Fatalf("oracle line %d: %v", len(cases)+1, err)
		}
		cases = append(cases, c)
	}
}

func styleNamed(t testing.TB, name string) Style {
	for _, s := range []Style{FancyGrid, LaTeXBooktabs} {
		if s.String() == name {
			return s
		}
	}
	t.Fatalf("unknown style %q", name)
	return 0
}

func TestOracle(t *testing.T) {
	cases := readOracle(t)
	if len(cases) < 2000 {
		t.Fatalf("only %d oracle cases", len(cases))
	}
	for _, c := range cases {
		got, err := Format(c.Headers, c.Columns, styleNamed(t, c.Style), c.Decimals)
		switch {
		case c.Error != "":
			if want := oracleErrors[c.Error]; !errors.Is(err, want) {
				t.Errorf("%s: tabulate raised %s; got error %v, want %v", c.Name, c.Error, err, want)
			}
		case err != nil:
			t.Errorf("%s: unexpected error %v", c.Name, err)
		case got != *c.Output:
			t.Errorf("%s: %q, %q at %d:\ngot:\n%s\nwant:\n%s", c.Name, c.Headers, c.Columns, c.Decimals, got, *c.Output)
		}
	}
}
