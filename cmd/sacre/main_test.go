package main

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
)

// TestMain runs this test binary as sacre itself when SACRE_AS_MAIN is set, so that tests can
// put a "sacre" on a shell's PATH (sacreOnPath) without building one.
func TestMain(m *testing.M) {
	if os.Getenv("SACRE_AS_MAIN") == "1" {
		if os.Getenv("SACRE_TOY_METRIC") == "1" {
			registerToyMetric()
		}
		os.Args[0] = "sacre"
		main()
	}
	// The tests score the same corpora many times over: collecting garbage a quarter as often
	// saves about a tenth of their CPU time (none of them measures memory; the command itself
	// keeps Go's default).
	debug.SetGCPercent(400)
	os.Exit(m.Run())
}

// sacreOnPath writes a "sacre" that runs this test binary as sacre into a new directory and
// returns the directory, for a shell's PATH.
func sacreOnPath(t *testing.T) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	script := "#!/bin/sh\nSACRE_AS_MAIN=1 exec '" + self + "' \"$@\"\n"
	if err := os.WriteFile(filepath.Join(dir, "sacre"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
