package inputs_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/sacre-mt/sacre/inputs"
)

// Candidates of two source segments, each group's scored against its own candidates (as sacre
// mbr CANDIDATES does), and an n-best file without its tab.
func ExampleReadCandidates() {
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	cands := filepath.Join(dir, "cands.tsv")
	os.WriteFile(cands, []byte("s2\tder Hund \ns1\tdie Katze\ns2\tein Hund\n"), 0o644)
	groups, err := inputs.ReadCandidates([]string{cands}, "utf-8")
	if err != nil {
		fmt.Println(err)
	}
	for _, g := range groups {
		fmt.Printf("%s: %q against %q\n", g.Name, g.Cands, g.Refs)
	}
	plain := filepath.Join(dir, "plain.txt")
	os.WriteFile(plain, []byte("der Hund\n"), 0o644)
	_, err = inputs.ReadCandidates([]string{plain}, "utf-8")
	fmt.Println(filepath.Base(err.Error()))
	// Output:
	// s2: ["der Hund" "ein Hund"] against ["der Hund" "ein Hund"]
	// s1: ["die Katze"] against ["die Katze"]
	// plain.txt:1: not GROUP<TAB>TEXT
}
