package analysis_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/analysis"
)

// Which lines the length buckets hold: the reference's tokens, each line's bucket by
// reference length, and each of a system's lines' bucket by length difference, as indexes
// into the tables' Buckets.
func ExampleComparison_LengthMembers() {
	ref := []string{"a b c d e f g h i j k l", "a b", "a b c"}
	sys := []string{"a b c d e f g h i j k l", "a b c", "a"}
	c, err := analysis.New(ref, sys)
	if err != nil {
		panic(err)
	}
	lengths, diffs := c.LengthBuckets(), c.LengthDiffBuckets()
	fmt.Println(c.RefLengths())
	for i, b := range c.LengthMembers() {
		fmt.Printf("line %d: length %s", i+1, lengths.Buckets[b].Label)
		fmt.Printf(", length difference %s\n", diffs.Buckets[c.LengthDiffMembers(0)[i]].Label)
	}
	// Output:
	// [12 2 3]
	// line 1: length [10,20), length difference 0
	// line 2: length <10, length difference 1
	// line 3: length <10, length difference -2
}
