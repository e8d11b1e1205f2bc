package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wmt17Files returns the WMT17 reference and the first n systems' files, and their total size.
func wmt17Files(b *testing.B, n int) (ref string, systems []string, size int64) {
	dir := filepath.Join("..", "..", "testdata", "wmt17-en-de")
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		b.Fatal(err)
	}
	ref = filepath.Join(dir, "ref.txt")
	for _, f := range files {
		if f == ref || len(systems) == n {
			continue
		}
		systems = append(systems, f)
	}
	for _, f := range append([]string{ref}, systems...) {
		size += fileSize(b, f)
	}
	return ref, systems, size
}

func fileSize(b *testing.B, name string) int64 {
	st, err := os.Stat(name)
	if err != nil {
		b.Fatal(err)
	}
	return st.Size()
}

// benchCLI runs the command line args in-process, as a whole command without the process's
// start, reporting the input read per second.
func benchCLI(b *testing.B, size int64, args []string) {
	b.SetBytes(size)
	for b.Loop() {
		e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard, lookupEnv: func(string) (string, bool) { return "", false }}
		if rc := run(args, e); rc != 0 {
			b.Fatalf("exit status %d", rc)
		}
	}
}

// BenchmarkCLI16Systems runs `sacre ref.txt -i SYSTEM... -m bleu` on the 16 WMT17 systems, the
// scenario measured side by side with SacreBLEU (see README).
func BenchmarkCLI16Systems(b *testing.B) {
	ref, systems, size := wmt17Files(b, 16)
	benchCLI(b, size, append(append([]string{ref, "-i"}, systems...), "-m", "bleu", "-q"))
}

// BenchmarkCLIMainPaths runs the other main paths of bench/main_paths.sh in-process: one system's
// chrF, chrF++ and TER (uedin-nmt.4722), and the paired bootstrap of 8 systems' BLEU.
func BenchmarkCLIMainPaths(b *testing.B) {
	ref, eight, size8 := wmt17Files(b, 8)
	one := []string{filepath.Join(filepath.Dir(ref), "uedin-nmt.4722.txt")}
	size1 := fileSize(b, ref) + fileSize(b, one[0])
	for _, c := range []struct {
		name string
		size int64
		args []string
	}{
		{"chrF", size1, []string{ref, "-i", one[0], "-m", "chrf"}},
		{"chrF++", size1, []string{ref, "-i", one[0], "-m", "chrf", "-cw", "2"}},
		{"TER", size1, []string{ref, "-i", one[0], "-m", "ter"}},
		{"pbs8", size8, append(append([]string{ref, "-i"}, eight...), "-m", "bleu", "-pbs")},
	} {
		b.Run(c.name, func(b *testing.B) { benchCLI(b, c.size, c.args) })
	}
}

// BenchmarkReport writes the report of issue 15's scenario: 10 WMT17 systems x 3004 segments,
// BLEU, chrF and TER, 1000 bootstrap resamples for all 45 pairs, the compare-mt analyses and
// 20 examples, as HTML; it reports the page's size (the issue asks under 5 s and 5 MB).
func BenchmarkReport(b *testing.B) {
	ref, systems, size := wmt17Files(b, 10)
	out := filepath.Join(b.TempDir(), "report.html")
	benchCLI(b, size, append(append([]string{"report", ref, "-i"}, systems...), "-m", "bleu", "chrf", "ter", "-q", "-o", out))
	b.ReportMetric(float64(fileSize(b, out))/1e6, "MB-page")
}

// BenchmarkCLIWER runs `sacre ref.txt -i SYSTEM... -m wer --wer-norm none` on the 16 WMT17
// systems, the command bench/wer_vs_python.sh times against a pure-Python WER.
func BenchmarkCLIWER(b *testing.B) {
	ref, systems, size := wmt17Files(b, 16)
	benchCLI(b, size, append(append([]string{ref, "-i"}, systems...), "-m", "wer", "--wer-norm", "none", "-q"))
}
