package metric_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
)

// fastChrF's README example: aggregate_chrf gives [78.56389618 63.3719368].
func ExampleMBRAggregated() {
	hyps := []string{"The cat sat on the mat.", "The cat sat on the hat."}
	refs := []string{"The cat sat on the mat.", "The fat cat sat on the mat.", "A cat sat on a mat."}
	chrf, _ := metric.NewCHRF(metric.CHRFConfig{})
	best, utilities, _ := metric.MBRAggregated(chrf, hyps, refs)
	fmt.Printf("%d %.6f %.6f\n", best, utilities[0], utilities[1])
	// Output: 0 78.563896 63.371937
}
