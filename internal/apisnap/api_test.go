package apisnap

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the API snapshot from the code")

// TestAPISnapshot compares go doc -all of every public package (not internal, not a command)
// with its snapshot in testdata.
func TestAPISnapshot(t *testing.T) {
	noteSources(t)
	out, err := exec.Command("go", "list", "-f", `{{if ne .Name "main"}}{{.ImportPath}}{{end}}`, "github.com/sacre-mt/sacre/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	seen := map[string]bool{}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.Contains(pkg, "/internal/") {
			continue
		}
		doc, err := exec.Command("go", "doc", "-all", pkg).Output()
		if err != nil {
			t.Fatalf("go doc %s: %v", pkg, err)
		}
		name := strings.ReplaceAll(strings.TrimPrefix(pkg, "github.com/sacre-mt/sacre/"), "/", "_") + ".txt"
		seen[name] = true
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.WriteFile(path, doc, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if want, err := os.ReadFile(path); err != nil || string(want) != string(doc) {
			t.Errorf("%s: the public API differs from testdata/%s (%v); if the change is meant, record it: go test ./internal/apisnap -update", pkg, name, err)
		}
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.txt"))
	for _, f := range files {
		if !seen[filepath.Base(f)] {
			t.Errorf("%s is the snapshot of no package: remove it, or go test ./internal/apisnap -update", f)
		}
	}
}

// noteSources reads the module's Go files, so that go test's cache, which notes the files a
// test opens but not those go doc reads, runs the test again when one changes.
func noteSources(t *testing.T) {
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			_, err = os.ReadFile(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
