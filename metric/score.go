package metric

import (
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// Score is a metric's result as SacreBLEU's Score class holds and prints it.
type Score struct {
	Name  string  // e.g. "BLEU"
	Score float64 // the corpus (or sentence) score
	// Verbose is printed after the score in text output and as verbose_score in JSON (BLEU only).
	Verbose string
	// Mean and CI are the bootstrap estimate of the mean and the half-width of its 95% interval.
	// SacreBLEU prints them only when Mean > 0, so a zero mean hides them.
	Mean, CI float64
}

// ScoreOnly is the score with width decimals, followed by the confidence interval if any
// (SacreBLEU's format with score_only).
func (s *Score) ScoreOnly(width int) string {
	sc := pyfmt.Fixed(s.Score, width)
	if s.Mean > 0 {
		sc += " (" + s.confidence(width) + ")"
	}
	return sc
}

func (s *Score) confidence(width int) string {
	return "μ = " + pyfmt.Fixed(s.Mean, width) + " ± " + pyfmt.Fixed(s.CI, width)
}

// Text is the text line SacreBLEU prints: "NAME|SIGNATURE = SCORE VERBOSE", or "NAME = ..."
// without a signature.
func (s *Score) Text(width int, signature string) string {
	var b strings.Builder
	b.WriteString(s.Name)
	if signature != "" {
		b.WriteString("|")
		b.WriteString(signature)
	}
	b.WriteString(" = ")
	b.WriteString(s.ScoreOnly(width))
	if s.Verbose != "" {
		b.WriteString(" ")
		b.WriteString(s.Verbose)
	}
	return b.String()
}

// JSON is the object SacreBLEU prints for one score (json.dumps with indent=1, keeping
// non-ASCII characters): name, the rounded score, the signature, the confidence fields, the
// verbose score and then every signature field with its value as a string.
func (s *Score) JSON(width int, signature string) string {
	o := pyfmt.Object{
		{Key: "name", Value: s.Name},
		{Key: "score", Value: pyfmt.Raw(pyfmt.RoundRepr(s.Score, width))},
		{Key: "signature", Value: signature},
	}
	if s.Mean > 0 {
		o = append(o,
			pyfmt.KV{Key: "confidence_mean", Value: pyfmt.Raw(pyfmt.RoundRepr(s.Mean, width))},
			pyfmt.KV{Key: "confidence_var", Value: pyfmt.Raw(pyfmt.RoundRepr(s.CI, width))},
			pyfmt.KV{Key: "confidence", Value: s.confidence(width)})
	}
	if s.Verbose != "" {
		o = append(o, pyfmt.KV{Key: "verbose_score", Value: s.Verbose})
	}
	if signature != "" {
		for _, param := range strings.Split(signature, "|") {
			key, value, _ := strings.Cut(param, ":")
			o = o.Set(key, value)
		}
	}
	return pyfmt.Dumps(o, 1, false)
}
