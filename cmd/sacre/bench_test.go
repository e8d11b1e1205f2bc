package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkCLI16Systems runs `sacre ref.txt -i SYSTEM... -m bleu` on the 16 WMT17 systems, the
// scenario measured side by side with SacreBLEU (about 24x faster; see README).
func BenchmarkCLI16Systems(b *testing.B) {
	dir := filepath.Join("..", "..", "testdata", "wmt17-en-de")
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		b.Fatal(err)
	}
	args := []string{filepath.Join(dir, "ref.txt"), "-i"}
	var size int64
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil {
			b.Fatal(err)
		}
		size += st.Size()
		if !strings.HasSuffix(f, "ref.txt") {
			args = append(args, f)
		}
	}
	args = append(args, "-m", "bleu", "-q")
	b.SetBytes(size)
	for b.Loop() {
		e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard, lookupEnv: func(string) (string, bool) { return "", false }}
		if rc := run(args, e); rc != 0 {
			b.Fatalf("exit status %d", rc)
		}
	}
}
