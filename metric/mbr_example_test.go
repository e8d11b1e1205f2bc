package metric_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/metric"
)

// Minimum Bayes risk selection among four candidate translations of one source, each scored
// with chrF against the three others.
func ExampleMBR() {
	chrf, err := metric.NewCHRF(metric.CHRFConfig{})
	if err != nil {
		panic(err)
	}
	cands := []string{"The dog bit the man.", "The dog had bit the man.", "A dog bit a man.", "The man bit the dog."}
	best, utilities, err := metric.MBR(chrf, false, cands, cands, true) // higher chrF is better
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %.2f\n", cands[best], utilities)
	// Output: The dog bit the man. [58.07 54.85 27.56 45.98]
}
