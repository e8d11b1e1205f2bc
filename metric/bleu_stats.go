package metric

import (
	"unsafe"

	"github.com/sacre-mt/sacre/internal/glibm"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/tokenizers"
)

// bleuRefs are references prepared for BLEU: tokenized, or as given when the tokenizer reports
// spans (see StatsMany).
type bleuRefs struct {
	segs    [][]string
	numRefs int
	asGiven bool
}

func (r *bleuRefs) Len() int     { return len(r.segs) }
func (r *bleuRefs) NumRefs() int { return r.numRefs }

// Prepare tokenizes the references. With a tokenizer that reports its tokens' spans (13a),
// they are kept as given: StatsMany tokenizes each segment's references where it counts them,
// into buffers it reuses, which costs less than writing every tokenized line first.
func (b *BLEU) Prepare(refs Refs) (Prepared, error) {
	if _, ok := b.tok.(tokenizers.Spanner); ok {
		return &bleuRefs{segs: refs, numRefs: refs.NumRefs(), asGiven: true}, nil
	}
	out := &bleuRefs{segs: make([][]string, len(refs)), numRefs: refs.NumRefs()}
	n := 0
	for _, seg := range refs {
		n += len(seg)
	}
	flat := make([]string, n)
	off := 0
	for i, seg := range refs {
		out.segs[i] = flat[off : off+len(seg) : off+len(seg)]
		off += len(seg)
	}
	parallel(len(refs), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for k, r := range refs[i] {
				out.segs[i][k] = b.preprocessRef(r)
			}
		}
	})
	return out, nil
}

// Width of BLEU's statistics: hypothesis length, reference length, then the matches and the
// totals of each order, as in SacreBLEU.
func (b *BLEU) width() int { return 2 + 2*b.order }

// Stats counts n-gram matches segment by segment.
func (b *BLEU) Stats(hyps []string, refs Prepared) (*Stats, error) {
	st, err := b.StatsMany([][]string{hyps}, refs)
	if err != nil {
		return nil, err
	}
	return st[0], nil
}

// StatsMany computes the statistics of several systems at once: each segment's reference
// n-grams are counted once for all of them.
func (b *BLEU) StatsMany(systems [][]string, refs Prepared) ([]*Stats, error) {
	out, _, err := b.countMany(systems, refs, true)
	return out, err
}

// SumsMany is StatsMany's statistics summed, without a row per segment (see Summer).
func (b *BLEU) SumsMany(systems [][]string, refs Prepared) ([][]float64, error) {
	_, sums, err := b.countMany(systems, refs, false)
	return sums, err
}

// countMany counts the systems' segments, keeping their rows or only their sums.
func (b *BLEU) countMany(systems [][]string, refs Prepared, keep bool) ([]*Stats, [][]float64, error) {
	r, ok := refs.(*bleuRefs)
	if !ok {
		return nil, nil, errForeignRefs(b, refs)
	}
	for _, hyps := range systems {
		if err := checkLengths(len(hyps), r); err != nil {
			return nil, nil, err
		}
	}
	newWorker := func() *bleuWorker {
		return &bleuWorker{c: newNgramCounter(b.order, tokenizers.SingleSpaced(b.tok))}
	}
	app, _ := b.tok.(tokenizers.Appender)
	sp, _ := b.tok.(tokenizers.Spanner)
	out, sums := countRows(len(systems), r.Len(), b.width(), keep, newWorker, func(wk *bleuWorker, rows *segmentRows, lo, hi int) {
		c := wk.c
		for i := lo; i < hi; i++ {
			if !r.asGiven {
				c.setRefs(r.segs[i])
			} else if !wk.setSpans(b, sp, r.segs[i]) {
				wk.refToks = wk.refToks[:0]
				for _, ref := range r.segs[i] {
					wk.refToks = append(wk.refToks, b.preprocessRef(ref))
				}
				c.setRefs(wk.refToks)
			}
			wk.rep.find(systems, i)
			for s, hyps := range systems {
				if t := wk.rep.same[s]; t >= 0 {
					copy(rows.row(s, i), rows.written(t, i))
					continue
				}
				row := rows.row(s, i)
				if sp != nil && c.spansFit(len(hyps[i])) {
					// The tokens are numbered where they lie in the line, not written out first.
					var text string
					text, wk.spans = sp.AppendSpans(wk.spans[:0], b.normalized(hyps[i]))
					c.countSpans(row, text, wk.spans)
					continue
				}
				if app == nil {
					c.count(row, b.preprocess(hyps[i]))
					continue
				}
				// The tokens go to a buffer reused for every hypothesis: count keeps nothing of it.
				wk.buf = longBuffer(wk.buf, len(hyps[i]))
				wk.buf = b.appendPreprocess(wk.buf[:0], app, hyps[i])
				c.count(row, unsafe.String(unsafe.SliceData(wk.buf), len(wk.buf)))
			}
			rows.add()
		}
	})
	return out, sums, nil
}

// bleuWorker counts a range of segments: its counter, and buffers it reuses.
type bleuWorker struct {
	c        *ngramCounter
	buf      []byte     // a tokenized hypothesis
	spans    []uint32   // a hypothesis's tokens' spans
	refTexts []string   // a segment's references, rewritten by the tokenizer
	refSpans [][]uint32 // their tokens' spans
	refToks  []string   // a segment's tokenized references, when they do not fit the spans
	rep      repeats    // the systems that repeat an earlier one's hypothesis
}

// maxSpannedRef bounds the references whose spans a worker keeps: a longer one would take
// more memory than its tokenized line, and its tokens would not fit the positions anyway
// unless they are very long.
const maxSpannedRef = 1 << 16

// setSpans makes the references of a segment, as given, the counter's through their tokens'
// spans, and reports whether they fit the bit-parallel counting.
func (wk *bleuWorker) setSpans(b *BLEU, sp tokenizers.Spanner, refs []string) bool {
	if len(wk.refSpans) < len(refs) {
		wk.refSpans = append(wk.refSpans, make([][]uint32, len(refs)-len(wk.refSpans))...)
	}
	wk.refTexts = wk.refTexts[:0]
	for k, ref := range refs {
		if len(ref) > maxSpannedRef {
			return false
		}
		var text string
		text, wk.refSpans[k] = sp.AppendSpans(wk.refSpans[k][:0], b.normalized(ref))
		wk.refTexts = append(wk.refTexts, text)
	}
	return wk.c.setRefSpans(wk.refTexts, wk.refSpans[:len(refs)])
}

// BLEUScore is a BLEU score with its parts.
type BLEUScore struct {
	Score
	Counts     []int     // matching n-grams of each order, before smoothing
	Totals     []int     // hypothesis n-grams of each order, before smoothing
	Precisions []float64 // n-gram precisions in percent, after smoothing
	BP         float64   // brevity penalty
	Ratio      float64   // hypothesis length / reference length (0 without reference tokens)
	SysLen     int       // hypothesis length in tokens
	RefLen     int       // closest reference lengths, summed
}

// Compute scores summed statistics (see Stats).
func (b *BLEU) Compute(sum []float64) *Score { return &b.ComputeBLEU(sum).Score }

// ComputeBLEU scores summed statistics and returns all of BLEU's parts.
func (b *BLEU) ComputeBLEU(sum []float64) *BLEUScore {
	n := b.order
	s := &BLEUScore{
		SysLen: int(sum[0]), RefLen: int(sum[1]),
		Counts: make([]int, n), Totals: make([]int, n),
	}
	correct := append([]float64(nil), sum[2:2+n]...)
	total := append([]float64(nil), sum[2+n:2+2*n]...)
	for i := range n {
		s.Counts[i], s.Totals[i] = int(correct[i]), int(total[i])
	}
	s.Precisions = make([]float64, n)
	s.BP, s.Score.Score = b.compute(correct, total, s.Precisions, sum[0], sum[1], Float64)
	s.Name = "BLEU"
	if s.RefLen != 0 {
		s.Ratio = sum[0] / sum[1]
	}
	s.Verbose = s.verbose()
	return s
}

// compute mirrors SacreBLEU's BLEU.compute_bleu step by step, including the order of
// floating-point operations, writing the precisions to prec (zeroed, as long as correct).
// correct and total are modified: add-k adds to them, storing the sums at the precision of
// the arrays SacreBLEU's NumPy path holds them in (see Precision).
func (b *BLEU) compute(correct, total, prec []float64, sysLen, refLen float64, p Precision) (bp, score float64) {
	smooth, k, eff := b.smooth, b.smoothV, b.cfg.EffectiveOrder
	bp = 1.0
	if sysLen < refLen {
		bp = 0.0
		if sysLen > 0 {
			bp = glibm.Exp(1 - refLen/sysLen)
		}
	}
	n := len(correct)
	if !anyNonZero(correct) {
		return bp, 0.0
	}
	smoothMteval := 1.0
	effOrder := n
	for i := range n {
		if smooth == "add-k" && i > 0 {
			correct[i] = p.store(correct[i] + k)
			total[i] = p.store(total[i] + k)
		}
		if total[i] == 0 {
			break
		}
		if eff {
			effOrder = i + 1
		}
		switch {
		case correct[i] != 0:
			prec[i] = 100. * correct[i] / total[i]
		case smooth == "exp":
			smoothMteval *= 2
			prec[i] = 100. / (smoothMteval * total[i])
		case smooth == "floor":
			prec[i] = 100. * k / total[i]
		}
	}
	logSum := 0.0
	for _, p := range prec[:effOrder] {
		logSum += myLog(p)
	}
	return bp, bp * glibm.Exp(logSum/float64(effOrder))
}

// myLog is SacreBLEU's my_log: log with log(0) floored at -9999999999.
func myLog(x float64) float64 {
	if x == 0 {
		return -9999999999
	}
	return glibm.Log(x)
}

func anyNonZero(xs []float64) bool {
	for _, x := range xs {
		if x != 0 {
			return true
		}
	}
	return false
}

// verbose is BLEU's detail string, e.g. "56.2/28.7/16.9/10.3 (BP = 0.985 ratio = 0.985 hyp_len = 60395 ref_len = 61287)".
func (s *BLEUScore) verbose() string {
	b := make([]byte, 0, 96)
	for i, p := range s.Precisions {
		if i > 0 {
			b = append(b, '/')
		}
		b = append(b, pyfmt.Fixed(p, 1)...)
	}
	b = append(b, " (BP = "...)
	b = append(b, pyfmt.Fixed(s.BP, 3)...)
	b = append(b, " ratio = "...)
	b = append(b, pyfmt.Fixed(s.Ratio, 3)...)
	b = append(b, " hyp_len = "...)
	b = append(b, itoa(s.SysLen)...)
	b = append(b, " ref_len = "...)
	b = append(b, itoa(s.RefLen)...)
	b = append(b, ')')
	return string(b)
}

// TokenizedPeriods counts hypotheses ending in " .", which SacreBLEU takes as a sign of
// tokenized input and warns about from 100 on (unless Force is set).
func TokenizedPeriods(hyps []string) int {
	n := 0
	for _, h := range hyps {
		if len(h) >= 2 && h[len(h)-2:] == " ." {
			n++
		}
	}
	return n
}
