package metric

import "math"

// addRepeated returns x after n additions of c, each rounded as float64 arithmetic rounds it,
// as a loop "for range n { x += c }" would, without looping n times. Within a binade every
// addition adds the same rounded increment, except that a tie (c an odd multiple of half an
// ulp) rounds to even: the increment then settles after one step. So the steps are taken a
// binade at a time. SacreBLEU's chrF adds a term for every order, also for the orders beyond
// the longest segment, which all add the same constant.
func addRepeated(x, c float64, n uint64) float64 {
	for n > 0 {
		y := x + c
		if y == x {
			return x // c no longer changes x: a fixed point
		}
		d := y - x
		if n == 1 || x == 0 || y == 0 || math.IsInf(y, 0) || math.IsNaN(y) || y+c-y != d {
			x, n = y, n-1
			continue
		}
		k := min(safeSteps(x, d), n)
		if k == 0 {
			x, n = y, n-1
			continue
		}
		x += float64(k) * d // exact: a multiple of the ulp, within the binade
		n -= k
	}
	return x
}

// safeSteps is how many increments of d keep x + k*d strictly inside x's binade, on x's side
// of zero, with one step to spare: there the rounded increment stays the same.
func safeSteps(x, d float64) uint64 {
	_, e := math.Frexp(math.Abs(x)) // |x| in [2^(e-1), 2^e)
	lo, hi := math.Ldexp(1, e-1), math.Ldexp(1, e)
	room := math.Abs(x) - lo // |x| shrinks toward lo
	if (x > 0) == (d > 0) {
		room = hi - math.Abs(x) // |x| grows toward hi
	}
	steps := math.Floor(room/math.Abs(d)) - 1
	if !(steps >= 1) {
		return 0
	}
	return uint64(min(steps, 1<<52))
}
