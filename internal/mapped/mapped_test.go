//go:build linux

package mapped

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var sink byte

// TestTruncated: a mapped file truncated while mapped makes a read of its lost pages panic in a
// guarded goroutine, and Fault turns the panic into an error naming the file. Before Enable,
// nothing is mapped; other panics are not faults.
func TestTruncated(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ref.txt")
	if err := os.WriteFile(path, []byte(strings.Repeat("Guten Tag.\n", 3000)), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if File(f, path, 33000) != nil {
		t.Fatal("a file was mapped before Enable")
	}
	Enable(io.Discard, "test")
	data := File(f, path, 33000)
	if data == nil {
		t.Fatal("the file was not mapped")
	}
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	got := make(chan error)
	go func() {
		defer Guard()()
		defer func() { got <- Fault(recover()) }()
		sink = data[20000]
	}()
	err = <-got
	if !errors.Is(err, ErrChanged) || !strings.HasPrefix(err.Error(), path+": ") {
		t.Fatalf("reading past the truncation: %v", err)
	}
	if Fault("index out of range") != nil || Fault(nil) != nil {
		t.Error("a panic that is no fault in a mapped file was taken for one")
	}
	// A fault in a file as long as it was mapped (a write to its read-only bytes) is a bug,
	// not a truncation.
	if err := os.WriteFile(path, make([]byte, 33000), 0o644); err != nil {
		t.Fatal(err)
	}
	f2, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f2.Close()
	ro := File(f2, path, 33000)
	go func() {
		defer Guard()()
		defer func() { got <- Fault(recover()) }()
		ro[100] = 1
	}()
	if err := <-got; err != nil {
		t.Errorf("a write to a mapped file's bytes was taken for a truncation: %v", err)
	}
}
