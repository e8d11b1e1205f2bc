package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"testing"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// pyDefaults are SacreBLEU's argparse defaults for options that are not None or False.
var pyDefaults = map[string]any{
	"num_refs": 1.0, "encoding": "utf-8", "metrics": []any{"bleu"}, "bleu_smooth_method": "exp",
	"chrf_char_order": 6.0, "chrf_word_order": 0.0, "chrf_beta": 2.0, "confidence_n": 1000.0,
	"paired_ar_n": 10000.0, "paired_bs_n": 1000.0, "paired_jobs": 1.0, "width": 1.0, "format": "json",
}

// namespace renders a parse like the argparse namespace SacreBLEU gets, as JSON would decode it.
func namespace(specs []*optSpec, r *parseResult) map[string]any {
	ns := map[string]any{"refs": toAny(r.refs)}
	for _, s := range specs {
		if s.nargs == helpAction || s.nargs == versionAction || s.exact {
			continue
		}
		v, ok := r.values[s.dest]
		switch {
		case s.nargs == flag:
			ns[s.dest] = r.seen[s.dest]
		case !ok:
			ns[s.dest] = pyDefaults[s.dest]
		case s.nargs == one && s.typ == "int":
			n, _ := pyfmt.ParseInt(v[0])
			ns[s.dest] = float64(n)
		case s.nargs == one && s.typ == "float":
			f, _ := pyfmt.ParseFloat(v[0])
			ns[s.dest] = pyfmt.Repr(f)
		case s.nargs == one:
			ns[s.dest] = v[0]
		default:
			ns[s.dest] = toAny(v)
		}
	}
	return ns
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// TestArgparseOracle parses the command lines of testdata/argparse.jsonl, oracle data printed by
// SacreBLEU 2.6.0's own argparse parser (testdata/gen_argparse.py), and compares the results.
func TestArgparseOracle(t *testing.T) {
	f, err := os.Open("testdata/argparse.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	specs := optionSpecs()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		var row struct {
			Args   []string       `json:"args"`
			Result map[string]any `json:"result"`
			Exit   *int           `json:"exit"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		n++
		res, exit, err := newArgParser(specs).parse(row.Args)
		if row.Exit != nil {
			checkExit(t, row.Args, *row.Exit, exit, err)
			continue
		}
		if err != nil || exit != 0 {
			t.Errorf("%q: error %v (exit action %d), want a parse", row.Args, err, exit)
			continue
		}
		if got := namespace(specs, res); !reflect.DeepEqual(got, row.Result) {
			for k, want := range row.Result {
				if !reflect.DeepEqual(got[k], want) {
					t.Errorf("%q: %s = %#v, want %#v", row.Args, k, got[k], want)
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d oracle command lines", n)
	}
}

func checkExit(t *testing.T, args []string, want int, exit nargs, err error) {
	t.Helper()
	var ae *argError
	switch {
	case want == 2 && !errors.As(err, &ae):
		t.Errorf("%q: err %v, want an argparse error", args, err)
	case want == 0 && (err != nil || (exit != helpAction && exit != versionAction)):
		t.Errorf("%q: err %v exit %d, want help or version", args, err, exit)
	}
}
