package scstats

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies: scstats imports sclite and the standard library only.
func TestDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	allowed := map[string]bool{
		"github.com/sacre-mt/sacre/scstats": true,
		"github.com/sacre-mt/sacre/sclite":  true,
	}
	for _, dep := range strings.Fields(string(out)) {
		if !allowed[dep] {
			t.Errorf("scstats depends on %s", dep)
		}
	}
}
