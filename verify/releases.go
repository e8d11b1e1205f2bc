package verify

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/sacre-mt/sacre/signatures"
)

// A release is the SacreBLEU version a signature names, with what it means for the claim.
type release struct {
	name                string // "2.0.0", "1.4.14", or "an unknown release"
	major, minor, patch int    // -1 when unknown
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
	base, _, _ := strings.Cut(v, "+") // "2.6.0+sacre.0.1.0" is 2.6.0
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

// width is the number of decimals the release printed by default for the metric (-w 1 from
// 1.2.12 on): 1 in 2.x; in 1.x BLEU .2f up to 1.2.10 and then 1, chrF on its 0-1 scale .2f
// up to 1.2.10, 1 up to 1.4.10 and 2 (w+1) from 1.4.11, TER 3.
func (r release) width(metricKind string, scale float64) int {
	if !r.legacy() {
		return 1
	}
	switch {
	case metricKind == signatures.BLEU && r.before(1, 2, 12):
		return 2
	case metricKind == signatures.BLEU:
		return 1
	case scale == 1:
		return 0 // a 1.x chrF or TER rescaled by the author: no printed precision to go by
	case metricKind == signatures.TER:
		return 3
	case r.before(1, 2, 12) || !r.before(1, 4, 11):
		return 2
	}
	return 1
}

// adapt configures the base candidate as the claim's release computed it, where 2.6.0's
// options can express it, and returns warnings for what the release computed differently
// and sacre cannot. The facts were established by running every SacreBLEU release on the
// same inputs (README, "Verifying a published score").
func (r release) adapt(c *Claim, base *candidate, in Input) []string {
	var out []string
	warn := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	if r.major < 0 && !c.defaulted {
		warn("the signature names no SacreBLEU release; assuming 2.6.0's behaviour")
	}
	p := c.Signature
	if r.legacy() && p.Metric != signatures.BLEU {
		if x, _ := strconv.ParseFloat(c.Score, 64); x > 1 {
			warn("SacreBLEU %s printed %s between 0 and 1; %s is read as already multiplied by 100", r.name, p.Name, c.Score)
		}
	}
	switch p.Metric {
	case signatures.BLEU:
		if _, ok := p.Get("smooth"); !ok && r.legacy() && r.before(1, 1, 0) {
			base.spec.BLEU().SmoothMethod = "none"
			warn("SacreBLEU %s smoothed nothing (its signature has no smooth field): scored with smooth none", r.name)
		}
		if v, _ := p.Get("smooth"); v == "add-n" {
			warn("SacreBLEU 1.3.0 to 1.4.3 accepted smooth add-n but smoothed nothing with it: scored with smooth none")
		}
		if base.spec.BLEU().Tokenize == "intl" && r.legacy() && intlSensitive(in) {
			warn("SacreBLEU 1.x's intl tokenizer never split backslashes, nor punctuation after numbers such as ² or ½, " +
				"which this text has: 2.x tokenizes them, so scores may differ slightly")
		}
	case signatures.CHRF:
		if !r.legacy() {
			break
		}
		if base.nrefs > 1 {
			base.nrefs = 1
			warn("SacreBLEU 1.x's chrF used only the first reference: scored against the first only")
		}
		if base.spec.CHRF().Whitespace {
			warn("SacreBLEU 1.x's chrF with whitespace counted each line's newline and trailing spaces as characters; " +
				"sacre computes 2.x's chrF, which does not: the claim is unlikely to reproduce")
		}
		if n := shortReferences(in.Refs[0], base.spec.CHRF().CharOrder); n > 0 {
			warn("%d reference(s) have fewer than %d characters besides spaces: SacreBLEU 1.x kept the hypothesis's n-grams of the "+
				"orders they lack, 2.x drops them, so the scores differ", n, base.spec.CHRF().CharOrder)
		}
	case signatures.TER:
		if r.legacy() && base.spec.TER().Normalized {
			warn("SacreBLEU 2.x tokenizes TER references twice with norm (\"Nima's,\" becomes \"nima 's ,\"); 1.x did once: scores may differ")
		}
		if n := emptyPairs(in); n > 0 && r.before(2, 3, 2) {
			warn("SacreBLEU before 2.3.2 scored an empty hypothesis against an empty reference as 100%% TER, 2.3.2 on as 0; "+
				"%d such segments here", n)
		}
		if r.major == 2 && r.minor == 2 && r.patch == 0 {
			warn("SacreBLEU 2.2.0 counted the first reference of WMT21 and later test sets (-t) twice, which changes TER: " +
				"a score computed that way does not reproduce")
		}
	}
	return out
}

// after warns about what depends on the score: SacreBLEU 1.x gave a corpus (or, with -sl, a
// segment) without any n-gram match a BLEU above 0, 2.0.0 on gives 0.
func (r release) after(c *Claim, score float64) []string {
	if c.Signature.Metric == signatures.BLEU && r.legacy() && score == 0 {
		return []string{"SacreBLEU 1.x scored a corpus without any n-gram match above 0 (e.g. 7.99), 2.x scores it 0"}
	}
	return nil
}

// intlSensitive reports whether the text has what 1.x's intl tokenizer split differently: a
// backslash, or a number such as ², ½ or Ⅻ (Unicode No and Nl).
func intlSensitive(in Input) bool {
	sensitive := func(r rune) bool { return r == '\\' || unicode.In(r, unicode.No, unicode.Nl) }
	for _, lines := range append([][]string{in.Hyps}, in.Refs...) {
		for _, l := range lines {
			if strings.IndexFunc(l, sensitive) >= 0 {
				return true
			}
		}
	}
	return false
}

// shortReferences counts the references with fewer than n characters besides whitespace.
func shortReferences(refs []string, n int) int {
	count := 0
	for _, ref := range refs {
		chars := 0
		for _, r := range ref {
			if !unicode.IsSpace(r) {
				chars++
			}
		}
		if chars < n {
			count++
		}
	}
	return count
}

// emptyPairs counts segments whose hypothesis and first reference are both empty.
func emptyPairs(in Input) int {
	n := 0
	for i, h := range in.Hyps {
		if strings.TrimSpace(h) == "" && strings.TrimSpace(in.Refs[0][i]) == "" {
			n++
		}
	}
	return n
}
