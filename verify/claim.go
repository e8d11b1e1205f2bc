// Package verify checks a published score: it configures the metric exactly as the score's
// signature says, recomputes the score from the hypotheses and references, and tells whether
// the claim reproduces at the precision it was printed with. When it does not, it recomputes
// under nearby configurations (another tokenizer, lowercasing, smoothing, effective order,
// fewer references, chrF's and TER's options, SacreBLEU 1.x's conventions) and names those
// that give the claimed number.
//
// The package links neither MeCab nor SentencePiece (nor the network), which would make a
// program tens of megabytes larger. A program that verifies ja-mecab or ko-mecab scores, and
// tries them on Japanese and Korean text, imports them:
//
//	import _ "github.com/sacre-mt/sacre/tokenizers/mecab"
//
// and SentencePiece's likewise from tokenizers/spm, or makes them with Options.Tokenizer.
package verify

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/sacre-mt/sacre/internal/lazyre"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// ErrClaim is what the errors of malformed claims are (errors.Is).
var ErrClaim = errors.New("verify: malformed claim")

// A ClaimError is a claim that cannot be read; its message has no package prefix, so that a
// command can print it as it is.
type ClaimError struct{ Msg string }

func (e *ClaimError) Error() string { return e.Msg }

// Is makes errors.Is(err, ErrClaim) true.
func (e *ClaimError) Is(target error) bool { return target == ErrClaim }

func claimErrorf(format string, a ...any) error { return &ClaimError{fmt.Sprintf(format, a...)} }

// A Claim is a published score with the signature printed next to it.
type Claim struct {
	Signature *signatures.Parsed
	// Score is the number as printed, e.g. "27.3": its decimals are the claim's precision.
	Score string
	// Mean and CI are the bootstrap estimate and 95% half-width as printed with -ci
	// ("22.7 (μ = 22.7 ± 0.6)"); "" when the claim has none.
	Mean, CI string
	// Stats are BLEU's statistics as printed after the score, nil when the claim has none.
	Stats *BLEUStats
	// Notes say what was assumed or repaired to read the claim (the signature's repairs among
	// them); Verify reports them as warnings.
	Notes []string

	decimals  int
	defaulted bool // no signature was printed: SacreBLEU's defaults stand in
}

// NewClaim makes a claim from a signature and a score as printed.
func NewClaim(signature, score string) (*Claim, error) {
	var notes []string
	p, err := signatures.Parse(signature)
	if name := strings.TrimSpace(signature); err != nil && bareName().MatchString(name) {
		// "BLEU = 48.53 ...", as SacreBLEU's Python API prints a score: its defaults.
		if q, derr := defaultSignature(name); derr == nil {
			p, err = q, nil
			notes = append(notes, fmt.Sprintf("the claim prints no signature: SacreBLEU's defaults for %s assumed (%s)", name, q))
		}
	}
	if err != nil {
		return nil, err
	}
	c := &Claim{Signature: p, Notes: append(append([]string(nil), p.Repairs...), notes...), defaulted: len(notes) > 0}
	if p.Name == "" {
		// Signatures printed without the metric's name (SacreBLEU's JSON) get the default one.
		p.Name = nameOf(p)
		if p.Metric == signatures.CHRF {
			c.Notes = append(c.Notes, fmt.Sprintf("the signature has no name, which holds chrF's beta: %s assumed (beta 2, SacreBLEU's default)", p.Name))
		}
	}
	score = strings.TrimSpace(score)
	if c.decimals, err = decimals(score); err != nil {
		return nil, err
	}
	c.Score = score
	return c, nil
}

// nameOf is the name SacreBLEU prints for a signature's metric with its default beta: BLEU,
// TER, chrF2 with a "+" per word order.
func nameOf(p *signatures.Parsed) string {
	if p.Metric != signatures.CHRF {
		return p.Metric
	}
	nw, _ := p.Get("nw")
	words, _ := strconv.Atoi(nw)
	return "chrF2" + strings.Repeat("+", min(max(words, 0), 9))
}

// decimals checks that s is a number as SacreBLEU prints one and counts its decimals.
func decimals(s string) (int, error) {
	if !isNumber(s) {
		return 0, claimErrorf("score %q is not a number such as 27.3", s)
	}
	_, frac, _ := strings.Cut(s, ".")
	return len(frac), nil
}

// isNumber reports whether s is a decimal number as printed: digits, a point and digits.
func isNumber(s string) bool {
	whole, frac, hasPoint := strings.Cut(strings.TrimPrefix(s, "-"), ".")
	return whole != "" && strings.Trim(whole, "0123456789") == "" && strings.Trim(frac, "0123456789") == "" &&
		!(hasPoint && frac == "")
}

var (
	// bareName is a metric's name alone.
	bareName = lazyre.New(`^[A-Za-z]+[0-9]*\+*$`)
	// "35.36  nrefs:1|...": a score written before its signature.
	scoreFirst = lazyre.New(`^(-?[0-9]+(?:\.[0-9]+)?)\s+(\S[\s\S]*)$`)
	// "(μ = 22.6 ± 0.6)": SacreBLEU's -ci text, white space as PDFs leave it.
	intervalText = lazyre.New(`^\(\s*μ\s*=\s*(-?[0-9.]+)\s*±\s*(-?[0-9.]+)\s*\)\s*`)
	// The first "=" followed by a number ends the signature.
	scoreText = lazyre.New(`=\s*(-?[0-9]+(?:\.[0-9]+)?)(?:\s+|$)`)
)

// ParseClaim reads a claim as SacreBLEU prints it: a text line "SIGNATURE = SCORE ..." (1.x
// and 2.x alike; white space and line breaks inside, as PDFs leave them, are read too), with
// -ci's "(μ = MEAN ± CI)" and BLEU's statistics after the score if printed, or 2.x's JSON
// object with name, score and signature (and confidence_mean, confidence_var, verbose_score).
func ParseClaim(text string) (*Claim, error) {
	text = strings.TrimSpace(strings.TrimPrefix(text, "\ufeff"))
	if strings.HasPrefix(text, "{") {
		return parseJSONClaim(text)
	}
	loc := scoreText().FindStringSubmatchIndex(text)
	if loc == nil {
		if m := scoreFirst().FindStringSubmatch(text); m != nil && !strings.Contains(m[2], "=") {
			if c, err := NewClaim(m[2], m[1]); err == nil {
				c.Notes = append(c.Notes, "the score is written before the signature")
				return c, nil
			}
		}
		return nil, claimErrorf("%q is not SIGNATURE = SCORE", shorten(text))
	}
	c, err := NewClaim(text[:loc[0]], text[loc[2]:loc[3]])
	if err != nil {
		return nil, err
	}
	return c, c.readAfterScore(text[loc[1]:])
}

// readAfterScore reads what SacreBLEU prints after the score: -ci's interval, then BLEU's
// statistics. Text it does not know is a note, not an error: papers add their own.
func (c *Claim) readAfterScore(rest string) error {
	rest = strings.TrimSpace(rest)
	if m := intervalText().FindStringSubmatch(rest); m != nil {
		if err := c.setInterval(m[1], m[2]); err != nil {
			return err
		}
		rest = rest[len(m[0]):]
	} else if strings.HasPrefix(rest, "(μ") {
		return claimErrorf("%q is not SacreBLEU's (μ = MEAN ± CI)", shorten(rest))
	}
	if rest == "" {
		return nil
	}
	st, n := parseBLEUStats(rest)
	if st != nil {
		if c.Signature.Metric != signatures.BLEU {
			return claimErrorf("%s claim with BLEU's statistics %q", c.Signature.Name, shorten(rest))
		}
		c.Stats = st
		rest = strings.TrimSpace(rest[n:])
	}
	if rest != "" {
		c.Notes = append(c.Notes, fmt.Sprintf("text after the score ignored: %q", shorten(rest)))
	}
	return nil
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

// jsonClaim is SacreBLEU 2.x's JSON output for one metric.
type jsonClaim struct {
	Name      string          `json:"name"`
	Score     json.RawMessage `json:"score"`
	Signature string          `json:"signature"`
	Mean      json.RawMessage `json:"confidence_mean"`
	CI        json.RawMessage `json:"confidence_var"` // SacreBLEU's name for the half-width
	Verbose   string          `json:"verbose_score"`
}

func parseJSONClaim(text string) (*Claim, error) {
	var raw json.RawMessage
	if err := decodeOne(text, &raw); err != nil {
		return nil, err
	}
	return decodeClaim(raw)
}

func (obj *jsonClaim) claim() (*Claim, error) {
	if obj.Name == "" || obj.Signature == "" || len(obj.Score) == 0 {
		return nil, claimErrorf("a JSON claim needs name, score and signature")
	}
	// The score stays as written ("22.7"), so that its precision is kept.
	score, ok := jsonLiteral(obj.Score)
	if !ok {
		return nil, claimErrorf("JSON score %s is not a number", shorten(string(obj.Score)))
	}
	c, err := NewClaim(obj.Name+"|"+obj.Signature, score)
	if err != nil {
		return nil, err
	}
	if len(obj.Mean) > 0 && len(obj.CI) > 0 {
		if err := c.setInterval(jsonNumber(string(obj.Mean)), jsonNumber(string(obj.CI))); err != nil {
			return nil, err
		}
	}
	if obj.Verbose != "" {
		st, n := parseBLEUStats(obj.Verbose)
		if st == nil || strings.TrimSpace(obj.Verbose[n:]) != "" {
			return nil, claimErrorf("verbose_score %q is not BLEU's statistics", shorten(obj.Verbose))
		}
		c.Stats = st
	}
	return c, nil
}

// String is the claim as SacreBLEU's text output prints it: "SIGNATURE = SCORE", then
// " (μ = MEAN ± CI)" and BLEU's statistics when the claim has them.
func (c *Claim) String() string {
	s := c.Signature.String() + " = " + c.Score
	if c.Mean != "" {
		s += " (μ = " + c.Mean + " ± " + c.CI + ")"
	}
	if c.Stats != nil {
		s += " " + c.Stats.String()
	}
	return s
}

// Decimals is the claim's precision: the number of digits after the point.
func (c *Claim) Decimals() int { return c.decimals }

// shorten cuts long text for a message.
func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 80 {
		return string(r[:77]) + "..."
	}
	return s
}
