package analysis

import "strconv"

// compare-mt's default bucket edges (bucketers.py).
var (
	lengthCutoffs     = []int{10, 20, 30, 40, 50, 60}
	lengthDiffCutoffs = []int{-20, -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 11, 21}
	freqCutoffs       = []int{1, 2, 3, 4, 5, 10, 100, 1000}
)

// bucketLabels names the len(cutoffs)+1 buckets as compare-mt's Bucketer.set_bucket_cutoffs
// does for integer edges: "<a" for the first, "x" for a bucket holding one value x,
// "[a,b)" for the others and ">=z" for the last.
func bucketLabels(cutoffs []int) []string {
	labels := make([]string, 0, len(cutoffs)+1)
	for i, x := range cutoffs {
		switch {
		case i == 0:
			labels = append(labels, "<"+strconv.Itoa(x))
		case x-1 == cutoffs[i-1]:
			labels = append(labels, strconv.Itoa(x-1))
		default:
			labels = append(labels, "["+strconv.Itoa(cutoffs[i-1])+","+strconv.Itoa(x)+")")
		}
	}
	return append(labels, ">="+strconv.Itoa(cutoffs[len(cutoffs)-1]))
}

// bucketOf is compare-mt's cutoff_into_bucket: the first bucket whose edge exceeds v. It
// does not assume sorted edges, as compare-mt does not check them.
func bucketOf(cutoffs []int, v int) int {
	for i, x := range cutoffs {
		if v < x {
			return i
		}
	}
	return len(cutoffs)
}

// orDefault returns cutoffs, or def when none are given.
func orDefault(cutoffs, def []int) []int {
	if len(cutoffs) == 0 {
		return def
	}
	return cutoffs
}
