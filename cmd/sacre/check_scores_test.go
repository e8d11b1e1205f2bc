package main

import (
	"strings"
	"testing"
)

// TestCheckScoreFiles: a manifest of scores computed elsewhere needs no references nor
// hypotheses; its expected values are the reference implementations' (manifest's tests).
func TestCheckScoreFiles(t *testing.T) {
	out, errOut, rc := runCLI(t, "", nil, false, "check", "../../manifest/testdata/wmt25-xcomet.yaml")
	if rc != 0 || !strings.HasSuffix(out, "\nall 20 scores as expected\n") {
		t.Errorf("rc %d\n%s%s", rc, out, errOut)
	}
}
