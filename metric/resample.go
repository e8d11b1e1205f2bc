package metric

import "math"

// Precision is the arithmetic of the arrays SacreBLEU's significance tests hold summed
// statistics in: its bootstrap sums float32 arrays (and NumPy keeps float32 where both
// operands are float32), its approximate randomization int64 arrays (float64 for TER).
type Precision int

const (
	// Float64 is plain Python arithmetic, as for the actual scores.
	Float64 Precision = iota
	// Float32 is NumPy float32 arrays: sums, chrF's precision and recall, TER's ratio.
	Float32
	// Int64 is NumPy int64 arrays: what is stored back into them is truncated.
	Int64
)

// store rounds a value written back into an array of this precision.
func (p Precision) store(x float64) float64 {
	switch p {
	case Float32:
		return float64(float32(x))
	case Int64:
		return math.Trunc(x)
	}
	return x
}

// Resampler is implemented by the metrics whose significance tests sacre runs: it scores
// resampled, summed statistics with the arithmetic SacreBLEU's NumPy path uses for them.
// Values given for Float32 must be float32 values; for Int64, integers.
type Resampler interface {
	Metric
	ScoreAs(sum []float64, p Precision) float64
}

// ScoreAs scores summed statistics; only add-k smoothing depends on the precision. It does
// not allocate for orders up to 8, as resampling calls it for every resample.
func (b *BLEU) ScoreAs(sum []float64, p Precision) float64 {
	n := b.order
	var buf [24]float64
	scratch := buf[:]
	if 3*n > len(buf) {
		scratch = make([]float64, 3*n)
	}
	correct, total, prec := scratch[:n], scratch[n:2*n], scratch[2*n:3*n]
	copy(correct, sum[2:2+n])
	copy(total, sum[2+n:2+2*n])
	_, score := b.compute(correct, total, prec, math.Trunc(sum[0]), math.Trunc(sum[1]), p)
	return score
}

// ScoreAs scores summed statistics; with Float32, precision and recall are float32 divisions.
func (c *CHRF) ScoreAs(sum []float64, p Precision) float64 {
	if p != Float32 {
		return c.fScore(sum)
	}
	return c.fScoreDiv(sum, func(a, b float64) float64 { return float64(float32(a) / float32(b)) })
}

// ScoreAs scores summed statistics; with Float32, edits over length is a float32 division.
func (t *TER) ScoreAs(sum []float64, p Precision) float64 {
	edits, length := sum[0], sum[1]
	switch {
	case length > 0 && p == Float32:
		return 100 * float64(float32(edits)/float32(length))
	case length > 0:
		return 100 * (edits / length)
	case edits > 0:
		return 100 * 1.0
	}
	return 0
}
