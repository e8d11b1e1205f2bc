package compare

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sacre-mt/sacre/scores"
)

// FuzzRun: whatever long table scores.Read accepts, every test either runs or returns an
// error; none panics, and every table lists every ordered pair with a p-value in [0, 1].
func FuzzRun(f *testing.F) {
	f.Add("system\titem\tscore\tdomain\nA\t1\t0.5\tx\nA\t2\t0.7\tx\nB\t1\t0.5\tx\nB\t2\t0.9\tx\n")
	f.Add("system\titem\tscore\nA\t1\t1\nB\t1\t1\nC\t2\t3\nC\t1\t0\n")
	f.Add("system,item,score,lp\nA,1,-3,en-de\nB,1,2e300,en-de\nA,1,5,de-en\nB,1,-1e-300,de-en\n")
	f.Fuzz(func(t *testing.T, table string) {
		path := filepath.Join(t.TempDir(), "s.tsv")
		if err := os.WriteFile(path, []byte(table), 0o644); err != nil {
			t.Fatal(err)
		}
		set, err := scores.Read("M", []string{path}, scores.Options{Format: scores.Long})
		if err != nil {
			return
		}
		tables, err := Run([]Metric{{Set: set}}, Config{Tests: Tests, Samples: 20})
		if err != nil {
			return
		}
		for _, tb := range tables {
			n := len(tb.Systems)
			if len(tb.Pairs) != n*(n-1) {
				t.Fatalf("%d systems, %d pairs", n, len(tb.Pairs))
			}
			for _, p := range tb.Pairs {
				if !(p.P >= 0 && p.P <= 1) {
					t.Fatalf("%s: p(%s, %s) = %v", tb.Test, p.A, p.B, p.P)
				}
			}
		}
	})
}
