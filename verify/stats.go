package verify

import (
	"fmt"
	"github.com/sacre-mt/sacre/internal/lazyre"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

// BLEUStats are BLEU's statistics as SacreBLEU prints them after the score, each as printed:
// "56.2/28.7/16.9/10.3 (BP = 0.985 ratio = 0.985 hyp_len = 60395 ref_len = 61287)". The part
// in parentheses may be absent (BP == "").
type BLEUStats struct {
	Precisions                []string
	BP, Ratio, HypLen, RefLen string
}

// statsText matches the statistics, with the white space PDFs leave and the "hyp len" or
// "hyp\_len" they turn hyp_len into.
var statsText = lazyre.New(`^([0-9]+(?:\.[0-9]+)?(?:\s*/\s*[0-9]+(?:\.[0-9]+)?)*)` +
	`(\s*\(\s*BP\s*=\s*([0-9.]+)\s*,?\s*ratio\s*=\s*([0-9.]+)\s*,?\s*hyp(?:_|\\_|\s)?len\s*=\s*([0-9]+)\s*,?\s*ref(?:_|\\_|\s)?len\s*=\s*([0-9]+)\s*\))?`)

// parseBLEUStats reads the statistics at the start of s and returns how many bytes they
// take; nil when s does not start with them. Precisions alone need a "/" (two or more
// orders), so that a lone number is not taken for them.
func parseBLEUStats(s string) (*BLEUStats, int) {
	m := statsText().FindStringSubmatchIndex(s)
	if m == nil {
		return nil, 0
	}
	precs := s[m[2]:m[3]]
	if m[4] < 0 && !strings.Contains(precs, "/") {
		return nil, 0
	}
	st := &BLEUStats{}
	for _, p := range strings.Split(precs, "/") {
		st.Precisions = append(st.Precisions, strings.TrimSpace(p))
	}
	if m[4] >= 0 {
		st.BP, st.Ratio, st.HypLen, st.RefLen = s[m[6]:m[7]], s[m[8]:m[9]], s[m[10]:m[11]], s[m[12]:m[13]]
		if !isNumber(st.BP) || !isNumber(st.Ratio) {
			return nil, 0
		}
	}
	return st, m[1]
}

// String writes the statistics as SacreBLEU prints them.
func (st *BLEUStats) String() string {
	s := strings.Join(st.Precisions, "/")
	if st.BP != "" {
		s += fmt.Sprintf(" (BP = %s ratio = %s hyp_len = %s ref_len = %s)", st.BP, st.Ratio, st.HypLen, st.RefLen)
	}
	return s
}

// statsOf prints sacre's statistics in the claim's shape (precisions only when the claim
// has only them).
func statsOf(claimed *BLEUStats, s *metric.BLEUScore) *BLEUStats {
	st := &BLEUStats{}
	for i, p := range s.Precisions {
		d := 1
		if i < len(claimed.Precisions) {
			d = decimalsOf(claimed.Precisions[i])
		}
		st.Precisions = append(st.Precisions, pyfmt.Fixed(p, d))
	}
	if claimed.BP != "" {
		st.BP = pyfmt.Fixed(s.BP, decimalsOf(claimed.BP))
		st.Ratio = pyfmt.Fixed(s.Ratio, decimalsOf(claimed.Ratio))
		st.HypLen, st.RefLen = strconv.Itoa(s.SysLen), strconv.Itoa(s.RefLen)
	}
	return st
}

// A Difference is a number the claim prints that sacre computes otherwise.
type Difference struct {
	// What names the number: "score", "μ ± CI", "precision 2", "BP", "ratio", "hyp_len",
	// "ref_len", "p".
	What    string `json:"what"`
	Claimed string `json:"claimed"`
	Sacre   string `json:"sacre"`
	// Meaning says what such a difference usually means.
	Meaning string `json:"meaning,omitempty"`
}

// What names the score and the confidence interval by.
const (
	whatScore    = "score"
	whatInterval = "μ ± CI"
)

func (d Difference) String() string {
	s := fmt.Sprintf("%s: claimed %s, sacre %s", d.What, d.Claimed, d.Sacre)
	if d.Meaning != "" {
		s += " (" + d.Meaning + ")"
	}
	return s
}

// compareStats lists the printed statistics of the claim that sacre's score s does not give,
// each compared at its printed precision (or as SacreBLEU's printed value rounded by hand).
func compareStats(claimed *BLEUStats, s *metric.BLEUScore) []Difference {
	var out []Difference
	ours := statsOf(claimed, s)
	if len(claimed.Precisions) != len(s.Precisions) {
		out = append(out, Difference{What: "n-gram orders", Claimed: strconv.Itoa(len(claimed.Precisions)),
			Sacre: strconv.Itoa(len(s.Precisions)), Meaning: "the claim was computed with another maximum n-gram order"})
	} else {
		for i, p := range claimed.Precisions {
			if !sameNumber(p, s.Precisions[i], 1) {
				out = append(out, Difference{What: fmt.Sprintf("precision %d", i+1), Claimed: p, Sacre: ours.Precisions[i],
					Meaning: "other n-gram matches: other hypotheses, references, tokenization or case"})
			}
		}
	}
	if claimed.BP == "" {
		return out
	}
	lengths := map[string]string{
		"hyp_len": "a different or differently preprocessed hypothesis file",
		"ref_len": "another reference, or another tokenizer",
	}
	if claimed.HypLen != ours.HypLen && claimed.RefLen != ours.RefLen {
		lengths["hyp_len"] = "both lengths differ: most often another tokenizer, or other files"
		lengths["ref_len"] = lengths["hyp_len"]
	}
	for _, n := range []struct {
		what, claimed, ours string
		value               float64
	}{
		{"BP", claimed.BP, ours.BP, s.BP}, {"ratio", claimed.Ratio, ours.Ratio, s.Ratio},
	} {
		if !sameNumber(n.claimed, n.value, 3) {
			out = append(out, Difference{What: n.what, Claimed: n.claimed, Sacre: n.ours, Meaning: "follows from the lengths"})
		}
	}
	if claimed.HypLen != ours.HypLen {
		out = append(out, Difference{What: "hyp_len", Claimed: claimed.HypLen, Sacre: ours.HypLen, Meaning: lengths["hyp_len"]})
	}
	if claimed.RefLen != ours.RefLen {
		out = append(out, Difference{What: "ref_len", Claimed: claimed.RefLen, Sacre: ours.RefLen, Meaning: lengths["ref_len"]})
	}
	return out
}

// sameNumber reports whether x, printed with the claimed number's decimals, is the claimed
// number; or, when it has fewer decimals than SacreBLEU prints (width), whether rounding
// SacreBLEU's printed value by hand gives it.
func sameNumber(claimed string, x float64, width int) bool {
	d := decimalsOf(claimed)
	if pyfmt.Fixed(x, d) == claimed {
		return true
	}
	return d < width && roundHalfUp(pyfmt.Fixed(x, width), d) == claimed
}

func decimalsOf(s string) int {
	d, _ := decimals(s)
	return d
}
