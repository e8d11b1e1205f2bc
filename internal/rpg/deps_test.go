package rpg

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies: rpg imports the standard library only.
func TestDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep != "github.com/sacre-mt/sacre/internal/rpg" {
			t.Errorf("rpg depends on %s", dep)
		}
	}
}
