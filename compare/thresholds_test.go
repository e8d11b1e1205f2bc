package compare

import (
	"encoding/json"
	"math"
	"os"
	"testing"
)

// TestThresholds: names find the curves MT-Thresholds' command line finds, and the accuracies
// are its accuracy()'s (testdata/thresholds.json, from its python-tool by
// gen_thresholds.py), as fractions; a negative delta is its size.
func TestThresholds(t *testing.T) {
	var o struct {
		Normalized map[string]*string
		Accuracy   [][3]any
	}
	b, err := os.ReadFile("testdata/thresholds.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &o); err != nil {
		t.Fatal(err)
	}
	for name, want := range o.Normalized {
		th, ok := ThresholdFor(name)
		if want == nil && ok || want != nil && (!ok || th.Key != *want) {
			t.Errorf("%q: %v %v, MT-Thresholds %v", name, th.Key, ok, want)
		}
	}
	for _, c := range o.Accuracy {
		key, delta, want := c[0].(string), c[1].(float64), c[2].(float64)
		th, ok := ThresholdFor(key)
		if !ok {
			t.Fatalf("no curve %q", key)
		}
		th.Scale = 1
		if delta < 0 {
			continue // sacre's accuracy is that of the delta's size; the positive rows check it
		}
		if got := th.Accuracy(delta); math.Abs(got-want/100) > 1e-12*want/100 || th.Accuracy(-delta) != got {
			t.Errorf("%s %v: %v, MT-Thresholds %v%%", key, delta, got, want)
		}
	}
}
