// Package verify checks a published score: it configures the metric exactly as the score's
// signature says, recomputes the score from the hypotheses and references, and tells whether
// the claim reproduces at the precision it was printed with. When it does not, it recomputes
// under nearby configurations (another tokenizer, lowercasing, smoothing, effective order,
// fewer references, chrF's and TER's options, SacreBLEU 1.x's conventions) and names those
// that give the claimed number.
package verify

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// ErrClaim is wrapped by the errors of malformed claims.
var ErrClaim = errors.New("verify: malformed claim")

// A Claim is a published score with the signature printed next to it.
type Claim struct {
	Signature *signatures.Parsed
	// Score is the number as printed, e.g. "27.3": its decimals are the claim's precision.
	Score string
	// Mean and CI are the bootstrap estimate and 95% half-width as printed with -ci
	// ("22.7 (μ = 22.7 ± 0.6)"); "" when the claim has none.
	Mean, CI string

	decimals int
}

// NewClaim makes a claim from a signature and a score as printed.
func NewClaim(signature, score string) (*Claim, error) {
	p, err := signatures.Parse(signature)
	if err != nil {
		return nil, err
	}
	if p.Name == "" {
		// Signatures printed without the metric's name get the default one.
		switch p.Metric {
		case signatures.CHRF:
			return nil, fmt.Errorf("%w: a chrF signature needs its name (chrF2, chrF2++, ...) in front, for beta", ErrClaim)
		default:
			p.Name = p.Metric
		}
	}
	score = strings.TrimSpace(score)
	d, err := decimals(score)
	if err != nil {
		return nil, err
	}
	return &Claim{Signature: p, Score: score, decimals: d}, nil
}

// decimals checks that s is a number as SacreBLEU prints one and counts its decimals.
func decimals(s string) (int, error) {
	digits := strings.TrimPrefix(s, "-")
	whole, frac, hasPoint := strings.Cut(digits, ".")
	if whole == "" || strings.Trim(whole, "0123456789") != "" || strings.Trim(frac, "0123456789") != "" ||
		hasPoint && frac == "" {
		return 0, fmt.Errorf("%w: score %q is not a number such as 27.3", ErrClaim, s)
	}
	return len(frac), nil
}

// ParseClaim reads a claim as SacreBLEU prints it: a text line "SIGNATURE = SCORE ..." (1.x
// and 2.x alike, anything after the score ignored), or 2.x's JSON object with name, score
// and signature.
func ParseClaim(text string) (*Claim, error) {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "{") {
		return parseJSONClaim(text)
	}
	sig, rest, ok := strings.Cut(text, " = ")
	if !ok {
		return nil, fmt.Errorf("%w: %q is not SIGNATURE = SCORE", ErrClaim, text)
	}
	score, rest, _ := strings.Cut(strings.TrimSpace(rest), " ")
	c, err := NewClaim(sig, score)
	if err != nil {
		return nil, err
	}
	// SacreBLEU's -ci text: "SCORE (μ = MEAN ± CI) ...".
	if ci, ok := strings.CutPrefix(rest, "(μ = "); ok {
		mean, ci, ok1 := strings.Cut(ci, " ± ")
		ci, _, ok2 := strings.Cut(ci, ")")
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("%w: %q is not SacreBLEU's (μ = MEAN ± CI)", ErrClaim, rest)
		}
		if err := c.setInterval(mean, ci); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// setInterval records a claimed bootstrap mean and confidence half-width.
func (c *Claim) setInterval(mean, ci string) error {
	for _, v := range []string{mean, ci} {
		if _, err := decimals(v); err != nil {
			return err
		}
	}
	c.Mean, c.CI = mean, ci
	return nil
}

func parseJSONClaim(text string) (*Claim, error) {
	var obj struct {
		Name      string          `json:"name"`
		Score     json.RawMessage `json:"score"`
		Signature string          `json:"signature"`
		Mean      json.RawMessage `json:"confidence_mean"`
		CI        json.RawMessage `json:"confidence_var"` // SacreBLEU's name for the half-width
	}
	dec := json.NewDecoder(strings.NewReader(text))
	if err := dec.Decode(&obj); err != nil {
		return nil, fmt.Errorf("%w: JSON: %v", ErrClaim, err)
	}
	if obj.Name == "" || obj.Signature == "" || len(obj.Score) == 0 {
		return nil, fmt.Errorf("%w: JSON claim needs name, score and signature", ErrClaim)
	}
	// The score stays as written ("22.7"), so that its precision is kept.
	score := string(obj.Score)
	if _, err := strconv.ParseFloat(score, 64); err != nil {
		return nil, fmt.Errorf("%w: JSON score %s is not a number", ErrClaim, score)
	}
	c, err := NewClaim(obj.Name+"|"+obj.Signature, score)
	if err != nil {
		return nil, err
	}
	if len(obj.Mean) > 0 && len(obj.CI) > 0 {
		if err := c.setInterval(string(obj.Mean), string(obj.CI)); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// ParseClaims reads every claim of SacreBLEU's output for several metrics: its text lines
// (one claim per non-empty line), its JSON list, or a single claim as ParseClaim takes it.
func ParseClaims(text string) ([]*Claim, error) {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "[") {
		var items []json.RawMessage
		if err := json.Unmarshal([]byte(text), &items); err != nil {
			return nil, fmt.Errorf("%w: JSON: %v", ErrClaim, err)
		}
		claims := make([]*Claim, len(items))
		for i, item := range items {
			c, err := parseJSONClaim(string(item))
			if err != nil {
				return nil, fmt.Errorf("score %d of the list: %w", i+1, err)
			}
			claims[i] = c
		}
		if len(claims) == 0 {
			return nil, fmt.Errorf("%w: an empty list", ErrClaim)
		}
		return claims, nil
	}
	if strings.HasPrefix(text, "{") {
		c, err := ParseClaim(text)
		if err != nil {
			return nil, err
		}
		return []*Claim{c}, nil
	}
	var claims []*Claim
	for i, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		c, err := ParseClaim(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		claims = append(claims, c)
	}
	if len(claims) == 0 {
		return nil, fmt.Errorf("%w: no claim", ErrClaim)
	}
	return claims, nil
}

// String is the claim as SacreBLEU's text output prints it: "SIGNATURE = SCORE", and
// " (μ = MEAN ± CI)" when it has a confidence interval.
func (c *Claim) String() string {
	s := c.Signature.String() + " = " + c.Score
	if c.Mean != "" {
		s += " (μ = " + c.Mean + " ± " + c.CI + ")"
	}
	return s
}

// Decimals is the claim's precision: the number of digits after the point.
func (c *Claim) Decimals() int { return c.decimals }
