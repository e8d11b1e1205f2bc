package significance

// accumulator sums a batch's rows over a list of segments, reusing its buffers.
type accumulator struct {
	b    *batch
	ints []uint64 // the packed sums, a row's words (padded as the rows are)
	wide []uint64 // the distinct columns' sums, flushed from ints
	flts []float32
	set  []int // the segments a trial's flags set (split)
}

func (b *batch) accumulator() *accumulator {
	return &accumulator{b: b, ints: make([]uint64, b.stride), wide: make([]uint64, b.distinct),
		flts: make([]float32, b.systems*b.width)}
}

// sum writes the sums over the segments of every system's statistics to sums, as float32
// would hold them.
func (a *accumulator) sum(segments []int, sums []float64) {
	if a.b.packed != nil {
		a.sumPacked(segments, sums)
		return
	}
	acc, w := a.flts, len(a.flts)
	clear(acc)
	for _, k := range segments {
		row := a.b.rows[k*w : (k+1)*w]
		for j, v := range row {
			acc[j] += v
		}
	}
	for j, v := range acc {
		sums[j] = float64(v)
	}
}

// sumPacked sums the packed rows span segments at a time, the most a lane holds, flushing
// the lanes into wide sums after each span.
func (a *accumulator) sumPacked(segments []int, sums []float64) {
	clear(a.ints)
	clear(a.wide)
	for len(segments) > 0 {
		part := segments[:min(len(segments), a.b.span)]
		a.addRows(part)
		a.b.flush(a.ints, a.wide)
		segments = segments[len(part):]
	}
	a.b.unpack(a.wide, sums)
}

// addRows adds the packed rows of the segments to a.ints, whose lanes must hold their sums.
func (a *accumulator) addRows(segments []int) {
	if !a.addRowsWide(segments) {
		a.addRowsWords(segments)
	}
}

// addRowsWords is addRows a word at a time.
func (a *accumulator) addRowsWords(segments []int) {
	acc, l, packed := a.ints, a.b.stride, a.b.packed
	w := len(acc)
	// Four segments at a time: fewer loads and stores of the accumulator. Rows sliced to
	// exactly w words leave the inner loop without bounds checks.
	i := 0
	for ; i+3 < len(segments); i += 4 {
		s := (*[4]int)(segments[i:])
		r1 := packed[s[0]*l:][:w:w]
		r2 := packed[s[1]*l:][:w:w]
		r3 := packed[s[2]*l:][:w:w]
		r4 := packed[s[3]*l:][:w:w]
		for j := range acc {
			acc[j] += (r1[j] + r2[j]) + (r3[j] + r4[j])
		}
	}
	for _, k := range segments[i:] {
		for j, v := range packed[k*l:][:w:w] {
			acc[j] += v
		}
	}
}

// split writes the sums over the segments whose flag is set (on) and over the others (off).
// The float32 path adds the segments in order (NumPy's matrix product over float64 TER
// statistics, which are exact here only up to the summation order).
func (a *accumulator) split(flags []bool, totals, on, off []float64) {
	if a.b.packed != nil {
		// The set segments are listed without a branch (random flags would mispredict half
		// of them) and summed as a resample's.
		set := a.set[:cap(a.set)]
		if len(set) < len(flags) {
			set = make([]int, len(flags))
		}
		c := 0
		for k, f := range flags {
			set[c] = k
			c += b2i(f)
		}
		a.set = set
		a.sumPacked(set[:c], on)
		for i := range on {
			off[i] = totals[i] - on[i]
		}
		return
	}
	clear(on)
	clear(off)
	w := len(on)
	for k, set := range flags {
		dst := off
		if set {
			dst = on
		}
		for j, v := range a.b.stats64[k*w : (k+1)*w] {
			dst[j] += v
		}
	}
}
