package significance

// gatherSum is NumPy's sum of the values col[k] for the k listed in idx (col[idx].sum()):
// 8192-value blocks, each summed pairwise, added left to right (npSum), without gathering
// the values first.
func gatherSum(col []float64, idx []int) float64 {
	const block = 8192
	sum := 0.0
	for len(idx) > 0 {
		n := min(block, len(idx))
		sum += gatherPairwise(col, idx[:n])
		idx = idx[n:]
	}
	return sum
}

// gatherPairwise is NumPy's pairwise_sum_DOUBLE over the gathered values: sequential below 8
// values, eight interleaved accumulators up to 128 combined as ((r0+r1)+(r2+r3)) +
// ((r4+r5)+(r6+r7)), otherwise two halves split at a multiple of 8.
func gatherPairwise(col []float64, idx []int) float64 {
	n := len(idx)
	if n < 8 {
		res := 0.0
		for _, k := range idx {
			res += col[k]
		}
		return res
	}
	if n > 128 {
		n2 := n / 2
		n2 -= n2 % 8
		return gatherPairwise(col, idx[:n2]) + gatherPairwise(col, idx[n2:])
	}
	r0, r1, r2, r3 := col[idx[0]], col[idx[1]], col[idx[2]], col[idx[3]]
	r4, r5, r6, r7 := col[idx[4]], col[idx[5]], col[idx[6]], col[idx[7]]
	i := 8
	for ; i < n-n%8; i += 8 {
		x := idx[i : i+8 : i+8]
		r0 += col[x[0]]
		r1 += col[x[1]]
		r2 += col[x[2]]
		r3 += col[x[3]]
		r4 += col[x[4]]
		r5 += col[x[5]]
		r6 += col[x[6]]
		r7 += col[x[7]]
	}
	res := ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
	for ; i < n; i++ {
		res += col[idx[i]]
	}
	return res
}
