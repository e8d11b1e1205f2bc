package analysis

import (
	"slices"
	"testing"
)

// TestMembers: counting the lines each member function puts in a bucket gives the tables'
// Sentences, for compare-mt's edges and for given ones, on the hand-made lines and on TED.
func TestMembers(t *testing.T) {
	t.Parallel()
	ted, err := New(readLines(t, "ted.ref.eng"), readLines(t, "ted.sys1.eng"), readLines(t, "ted.sys2.eng"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		reason  string
		c       *Comparison
		cutoffs []int
	}{
		{"hand-made lines, default edges", handComparison(t), nil},
		{"TED, default edges", ted, nil},
		{"TED, given edges", ted, []int{3, 7, 8, 15}},
	} {
		lengths, diffs := tc.c.LengthBuckets(tc.cutoffs...), tc.c.LengthDiffBuckets(tc.cutoffs...)
		for s := range tc.c.Systems() {
			if got, want := count(tc.c.LengthMembers(tc.cutoffs...), len(lengths.Buckets)), column(lengths, s); !slices.Equal(got, want) {
				t.Errorf("%s: LengthMembers counts %v, the table %v", tc.reason, got, want)
			}
			if got, want := count(tc.c.LengthDiffMembers(s, tc.cutoffs...), len(diffs.Buckets)), column(diffs, s); !slices.Equal(got, want) {
				t.Errorf("%s: LengthDiffMembers(%d) counts %v, the table %v", tc.reason, s, got, want)
			}
		}
	}
	if got := handComparison(t).RefLengths(); !slices.Equal(got, []int{4, 2}) {
		t.Errorf("RefLengths of %q: %v, want [4 2]", handRef, got)
	}
}

func count(members []int, buckets int) []int {
	out := make([]int, buckets)
	for _, b := range members {
		out[b]++
	}
	return out
}

func column(t *BucketTable, s int) []int {
	var out []int
	for _, b := range t.Buckets {
		out = append(out, b.Sentences[s])
	}
	return out
}
