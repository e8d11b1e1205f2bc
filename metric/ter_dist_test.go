package metric

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// naiveBeam is BeamEditDistance._edit_distance transcribed cell by cell, without a cache: a
// full matrix of (value, operation) with unfilled cells at 1e16, and the trace read back
// from the corner. It is the reference for the banded rows, the guards and the shortcut
// through the backward costs.
func naiveBeam(hyp, ref []int32) (int, string) {
	const inf = int64(1e16)
	n, m := len(hyp), len(ref)
	val := make([][]int64, n+1)
	op := make([][]byte, n+1)
	for i := range val {
		val[i], op[i] = make([]int64, m+1), make([]byte, m+1)
		for j := range val[i] {
			val[i][j], op[i][j] = inf, 'x'
			if i == 0 {
				val[i][j], op[i][j] = int64(j), 'i'
			}
		}
	}
	ratio := 1.0
	if n > 0 {
		ratio = float64(m) / float64(n)
	}
	beam := 25
	if 25 < ratio/2 {
		beam = int(math.Ceil(ratio/2 + 25))
	}
	for i := 1; i <= n; i++ {
		diag := int(math.Floor(float64(i) * ratio))
		lo, hi := max(0, diag-beam), min(m+1, diag+beam)
		if i == n {
			hi = m + 1
		}
		for j := lo; j < hi; j++ {
			if j == 0 {
				val[i][j], op[i][j] = val[i-1][j]+1, 'd'
				continue
			}
			sub, sop := int64(1), byte('s')
			if hyp[i-1] == ref[j-1] {
				sub, sop = 0, ' '
			}
			for _, c := range []struct {
				v  int64
				op byte
			}{{val[i-1][j-1] + sub, sop}, {val[i-1][j] + 1, 'd'}, {val[i][j-1] + 1, 'i'}} {
				if val[i][j] > c.v {
					val[i][j], op[i][j] = c.v, c.op
				}
			}
		}
	}
	trace := ""
	for i, j := n, m; i > 0 || j > 0; {
		o := op[i][j]
		trace = string(o) + trace
		switch o {
		case ' ', 's':
			i, j = i-1, j-1
		case 'i':
			j--
		case 'd':
			i--
		default:
			panic("unknown operation")
		}
	}
	return int(val[n][m]), trace
}

// trace reads the current hypothesis's trace back from the corner, as lib_ter returns it.
func (p *terPair) trace() string {
	var t []byte
	for i, j := p.band.n, p.band.m; i > 0 || j > 0; {
		o := p.op(i, j)
		t = append([]byte{o}, t...)
		switch o {
		case opNop, opSub:
			i, j = i-1, j-1
		case opIns:
			j--
		default:
			i--
		}
	}
	return string(t)
}

// shifted applies c to a copy of the current hypothesis, as lib_ter's _perform_shift.
func (p *terPair) shifted(c terShift) []int32 {
	w, s, l, t := p.hyp, int(c.start), int(c.length), int(c.target)
	span := append([]int32(nil), w[s:s+l]...)
	var out []int32
	switch {
	case t < s:
		out = append(append(append(append(out, w[:t]...), span...), w[t:s]...), w[s+l:]...)
	case t > s+l:
		out = append(append(append(append(out, w[:s]...), w[s+l:t]...), span...), w[t:]...)
	default:
		mid := w[s+l : min(len(w), l+t)]
		out = append(append(append(append(out, w[:s]...), mid...), span...), w[min(len(w), l+t):]...)
	}
	return out
}

// randomWords draws n words from a vocabulary of v.
func randomWords(rng *rand.Rand, n, v int) []int32 {
	w := make([]int32, n)
	for i := range w {
		w[i] = int32(1 + rng.IntN(v))
	}
	return w
}

// TestTERBandMatchesNaive checks, on random pairs of all length ratios, the banded distance
// and trace of the first round, and the distance of every candidate shift computed through
// the backward costs, against the naive transcription: the first 500 of 2000 pairs (85
// of extreme ratios) by default, all with SACRE_LONG=1.
func TestTERBandMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var p terPair
	for range campaign.UpTo(2000, 500) {
		n, m := 1+rng.IntN(70), 1+rng.IntN(70)
		if rng.IntN(5) == 0 { // extreme ratios: the widened beam
			n, m = 1+rng.IntN(4), 60+rng.IntN(250)
			if rng.IntN(2) == 0 {
				n, m = m, n
			}
		}
		v := 1 + rng.IntN(6)
		hyp, ref := randomWords(rng, n, v), randomWords(rng, m, v)
		p.reset(hyp, ref)
		p.forward(0)
		wantDist, wantTrace := naiveBeam(hyp, ref)
		if got, trace := p.distance(), p.trace(); got != wantDist || trace != wantTrace {
			t.Fatalf("%v | %v: distance %d trace %q, want %d %q", hyp, ref, got, trace, wantDist, wantTrace)
		}
		p.alignment()
		p.candidates(0)
		p.bestShift(wantDist) // computes the backward costs
		// A sample of the candidates keeps the test short.
		step := max(1, len(p.cands)/30)
		for k := 0; k < len(p.cands); k += step {
			c := p.cands[k]
			want, _ := naiveBeam(p.shifted(c), ref)
			if got := p.shiftedDistance(c, wantDist); got != want {
				t.Fatalf("%v | %v shifted by %+v: distance %d, want %d", hyp, ref, c, got, want)
			}
		}
	}
}
