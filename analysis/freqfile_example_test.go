package analysis_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sacre-mt/sacre/analysis"
)

// Word counts from a file of "word<TAB>count" lines (compare-mt's freq_count_file), and one
// whose line holds a space where the tab should be.
func ExampleReadFrequencyFile() {
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	counts := filepath.Join(dir, "train.counts")
	os.WriteFile(counts, []byte("der\t120\nHund\t3\n"), 0o644)
	freq, err := analysis.ReadFrequencyFile(counts, true, nil)
	fmt.Println(freq["der"], freq["Hund"], freq["Katze"], err)
	os.WriteFile(counts, []byte("der 120\n"), 0o644)
	_, err = analysis.ReadFrequencyFile(counts, true, nil)
	fmt.Println(errors.Is(err, analysis.ErrCountLine))
	// Output:
	// 120 3 0 <nil>
	// true
}
