package significance

// accumulator sums a batch's rows over a list of segments, reusing its buffers.
type accumulator struct {
	b    *batch
	ints []uint64
	flts []float32
}

func (b *batch) accumulator() *accumulator {
	return &accumulator{b: b, ints: make([]uint64, b.lanes), flts: make([]float32, b.systems*b.width)}
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

func (a *accumulator) sumPacked(segments []int, sums []float64) {
	acc, l := a.ints, a.b.lanes
	clear(acc)
	// Four segments at a time, then two: fewer loads and stores of the accumulator. The sums
	// of any segments fit their lanes (see newBatch), so partial sums do too.
	i := 0
	for ; i+3 < len(segments); i += 4 {
		r1 := a.b.packed[segments[i]*l:]
		r1 = r1[:len(acc)]
		r2 := a.b.packed[segments[i+1]*l:]
		r2 = r2[:len(acc)]
		r3 := a.b.packed[segments[i+2]*l:]
		r3 = r3[:len(acc)]
		r4 := a.b.packed[segments[i+3]*l:]
		r4 = r4[:len(acc)]
		for j := range acc {
			acc[j] += (r1[j] + r2[j]) + (r3[j] + r4[j])
		}
	}
	for ; i+1 < len(segments); i += 2 {
		k, m := segments[i], segments[i+1]
		r1 := a.b.packed[k*l : (k+1)*l]
		r1 = r1[:len(acc)]
		r2 := a.b.packed[m*l : (m+1)*l]
		r2 = r2[:len(acc)]
		for j := range acc {
			acc[j] += r1[j] + r2[j]
		}
	}
	for ; i < len(segments); i++ {
		k := segments[i]
		row := a.b.packed[k*l : (k+1)*l]
		row = row[:len(acc)]
		for j, v := range row {
			acc[j] += v
		}
	}
	a.b.unpack(acc, sums)
}

// split writes the sums over the segments whose flag is set (on) and over the others (off).
// The float32 path adds the segments in order (NumPy's matrix product over float64 TER
// statistics, which are exact here only up to the summation order).
func (a *accumulator) split(flags []bool, totals, on, off []float64) {
	if a.b.packed != nil {
		acc, l := a.ints, a.b.lanes
		clear(acc)
		for k, set := range flags {
			if set {
				row := a.b.packed[k*l : (k+1)*l]
				for j, v := range row[:len(acc)] {
					acc[j] += v
				}
			}
		}
		a.b.unpack(acc, on)
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
