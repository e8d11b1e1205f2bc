package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"testing"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// pyDefaults are SacreBLEU's argparse defaults for options that are not None or False.
var pyDefaults = map[string]any{
	"num_refs": 1.0, "encoding": "utf-8", "metrics": []any{"bleu"}, "bleu_smooth_method": "exp",
	"chrf_char_order": 6.0, "chrf_word_order": 0.0, "chrf_beta": 2.0, "confidence_n": 1000.0,
	"paired_ar_n": 10000.0, "paired_bs_n": 1000.0, "paired_jobs": 1.0, "width": 1.0, "format": "json",
}

// namespace renders a parse like the argparse namespace SacreBLEU gets, as JSON would decode it.
func namespace(specs []*argparse.Spec, r *argparse.Result) map[string]any {
	ns := map[string]any{"refs": toAny(r.Positional)}
	for _, s := range specs {
		if s.Nargs == argparse.Help || s.Nargs == argparse.Version || s.Exact {
			continue
		}
		v, ok := r.Values[s.Dest]
		switch {
		case s.Nargs == argparse.Flag:
			ns[s.Dest] = r.Seen[s.Dest]
		case !ok:
			ns[s.Dest] = pyDefaults[s.Dest]
		case s.Nargs == argparse.One && s.Type == "int":
			n, _ := pyfmt.ParseInt(v[0])
			ns[s.Dest] = float64(n)
		case s.Nargs == argparse.One && s.Type == "float":
			f, _ := pyfmt.ParseFloat(v[0])
			ns[s.Dest] = pyfmt.Repr(f)
		case s.Nargs == argparse.One:
			ns[s.Dest] = v[0]
		default:
			ns[s.Dest] = toAny(v)
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
	specs := evaluate.Specs()
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
		res, exit, err := argparse.New(specs).Parse(row.Args)
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

func checkExit(t *testing.T, args []string, want int, exit argparse.Nargs, err error) {
	t.Helper()
	var ae *argparse.Error
	switch {
	case want == 2 && !errors.As(err, &ae):
		t.Errorf("%q: err %v, want an argparse error", args, err)
	case want == 0 && (err != nil || (exit != argparse.Help && exit != argparse.Version)):
		t.Errorf("%q: err %v exit %d, want help or version", args, err, exit)
	}
}
