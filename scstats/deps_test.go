package scstats

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies: scstats imports sclite, the file writing and table layout it shares with
// sclite, and the standard library only.
func TestDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	allowed := map[string]bool{
		"github.com/sacre-mt/sacre/scstats": true,
		"github.com/sacre-mt/sacre/sclite":  true,
		// sclite's and sc_stats's report files are written whole (outfile), their tables laid
		// out by SCTK's report generator (rpg).
		"github.com/sacre-mt/sacre/internal/outfile": true,
		"github.com/sacre-mt/sacre/internal/par":     true, // sclite aligns on all cores
		"github.com/sacre-mt/sacre/internal/mapped":  true, // par's workers may read mapped files
		"github.com/sacre-mt/sacre/internal/rpg":     true,
		"golang.org/x/sys/unix":                      true,
	}
	for _, dep := range strings.Fields(string(out)) {
		if !allowed[dep] {
			t.Errorf("scstats depends on %s", dep)
		}
	}
}
