package par

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sacre-mt/sacre/internal/mapped"
	"github.com/sacre-mt/sacre/internal/rawfile"
)

// TestRangeCovers: the ranges cover [0, n) once each, for sizes around the chunk size.
func TestRangeCovers(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 65, 1000, 4097} {
		seen := make([]atomic.Int32, n)
		Range(n, 64, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				seen[i].Add(1)
			}
		})
		for i := range seen {
			if c := seen[i].Load(); c != 1 {
				t.Fatalf("n=%d: item %d done %d times", n, i, c)
			}
		}
	}
}

// TestRangePanic: a worker's panic is raised again in the caller, with the worker's stack.
func TestRangePanic(t *testing.T) {
	defer func() {
		r, _ := recover().(string)
		if !strings.HasPrefix(r, "boom\n\n[in a worker goroutine]\n") || !strings.Contains(r, "par_test.go") {
			t.Errorf("recovered %q", r)
		}
	}()
	Range(1000, 1, func(lo, hi int) {
		if lo <= 500 && 500 < hi {
			panic("boom")
		}
	})
	t.Error("no panic")
}

// TestRangeMappedFault: a mapped file cut short while workers read it ends the work with a
// panic the caller recovers, which mapped.Fault turns into an error naming the file.
func TestRangeMappedFault(t *testing.T) {
	mapped.Enable(io.Discard, "test")
	path := filepath.Join(t.TempDir(), "hyp.txt")
	if err := os.WriteFile(path, []byte(strings.Repeat("Guten Tag.\n", 30000)), 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := rawfile.Read(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, 100); err != nil {
		t.Fatal(err)
	}
	var sum atomic.Int64
	err = func() (err error) {
		defer func() { err = mapped.Fault(recover()) }()
		Range(len(data), 4096, func(lo, hi int) {
			s := 0
			for _, c := range data[lo:hi] {
				s += int(c)
			}
			sum.Add(int64(s))
		})
		return nil
	}()
	if !errors.Is(err, mapped.ErrChanged) || !strings.HasPrefix(err.Error(), path+": ") {
		t.Fatalf("reading past the truncation: %v", err)
	}
}
