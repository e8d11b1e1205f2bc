package verify

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// A release is the SacreBLEU version a signature names, with what it means for the claim.
type release struct {
	name                string // "2.0.0", "1.4.14", or "an unknown release"
	major, minor, patch int    // -1 when unknown
	sacre               bool   // sacre's own version field
}

func releaseOf(p *signatures.Parsed) release {
	v := p.Version()
	r := release{name: v, major: -1, minor: -1, patch: -1}
	if v == "" {
		r.name = "an unknown release"
		if p.Form.Legacy {
			r.major = 1
		}
		return r
	}
	base, local, _ := strings.Cut(v, "+")
	r.sacre = strings.HasPrefix(local, "sacre.")
	nums := strings.Split(base, ".")
	parts := []*int{&r.major, &r.minor, &r.patch}
	for i := range min(len(nums), 3) {
		n, err := strconv.Atoi(nums[i])
		if err != nil {
			break
		}
		*parts[i] = n
	}
	if p.Form.Legacy && r.major < 0 {
		r.major = 1
	}
	return r
}

// before reports whether the release is known and older than major.minor.patch.
func (r release) before(major, minor, patch int) bool {
	if r.major < 0 {
		return false
	}
	a := [3]int{r.major, max(r.minor, 0), max(r.patch, 0)}
	b := [3]int{major, minor, patch}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func (r release) legacy() bool { return r.major == 1 }

// scale is the factor from SacreBLEU 2.x's 0-100 scores to the claim's units: SacreBLEU 1.x
// printed chrF and TER between 0 and 1. A 1.x claim above 1 was rescaled by its author.
func (r release) scale(c *Claim) float64 {
	if !r.legacy() || c.Signature.Metric == signatures.BLEU {
		return 1
	}
	if x, _ := strconv.ParseFloat(c.Score, 64); x > 1 {
		return 1
	}
	return 0.01
}

// width is the number of decimals the release printed by default for the metric: 1 (-w 1)
// in 2.x; in 1.x one for BLEU, one more for chrF on its 0-1 scale and three for TER.
func (r release) width(metricKind string, scale float64) int {
	if !r.legacy() {
		return 1
	}
	switch {
	case metricKind == signatures.BLEU:
		return 1
	case scale == 1:
		return 0 // a 1.x chrF or TER rescaled by the author: no printed precision to go by
	case metricKind == signatures.TER:
		return 3
	case r.before(1, 4, 6):
		return 1
	}
	return 2
}

// warnings are what the claim's release is known to compute differently from SacreBLEU 2.6.0,
// for the metric and configuration at hand.
func (r release) warnings(c *Claim, spec metric.Spec) []string {
	var out []string
	if r.major < 0 {
		out = append(out, fmt.Sprintf("the signature names no SacreBLEU release (%s); assuming 2.6.0's behaviour", r.name))
	}
	if r.legacy() && c.Signature.Metric != signatures.BLEU {
		if x, _ := strconv.ParseFloat(c.Score, 64); x > 1 {
			out = append(out, fmt.Sprintf("SacreBLEU %s printed %s between 0 and 1; %s is read as already multiplied by 100", r.name, c.Signature.Name, c.Score))
		}
	}
	return out
}
