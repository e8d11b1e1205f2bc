package scores

import "testing"

// BenchmarkReadWMT25 reads two systems' WMT25 scores (182 items); the whole of WMT25's
// automatic_scores (59 files, 40 MB, 366,000 items a metric) reads in about 1.5 s on 2 cores.
func BenchmarkReadWMT25(b *testing.B) {
	paths := []string{"testdata/wmt25/AMI.jsonl", "testdata/wmt25/CommandR7B.jsonl"}
	for b.Loop() {
		if _, err := Read("XCOMET-XL", paths, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
