package main

import (
	"strings"
	"testing"
)

// TestVerifyScanHypRef: with one system's claims and no reference before -i, the files after
// the first one of -i are the references ("-i HYP REF"), as with -s; both orders agree.
func TestVerifyScanHypRef(t *testing.T) {
	t.Chdir("../..")
	claims := "verify/testdata/scan/examples/sacrebleu-2.0.0-readme-metrics.md"
	hyp, ref := "testdata/wmt17-en-de/online-A.0.txt", "testdata/wmt17-en-de/ref.txt"
	want, errWant, rcWant := runCLI(t, "", nil, false, "verify", ref, "--scan", claims, "-i", hyp)
	got, errOut, rc := runCLI(t, "", nil, false, "verify", "--scan", claims, "-i", hyp, ref)
	if rc != rcWant || got != want || !strings.Contains(got, "3 checked claims") {
		t.Errorf("-i HYP REF: rc %d (want %d)\n%s%s\nwant\n%s%s", rc, rcWant, got, errOut, want, errWant)
	}
}
