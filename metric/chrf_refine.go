package metric

// Character n-grams of orders 3 and up without hashing, for segments whose characters fit the
// direct arrays (fewer than 64 distinct): each distinct n-gram of a reference gets a class
// number, order by order, from the class of its first n-1 characters and its last character,
// looked up in an array indexed by class*stride + character. A hypothesis n-gram walks the same
// arrays from its bigram's class and stops at the first order its prefix is absent from.

// maxRefineCells bounds a refinement array ((classes+1) * stride entries): a reference of more
// characters takes the hash table instead (4 of the 3004 WMT17 en-de references; 143 when the
// bound was half as large). As a reference has characters, its stride is at least 2, so it has
// fewer than 1<<13 characters: classes and counts fit 16 bits.
const maxRefineCells = 1 << 14

// refineRef is one reference's classes.
type refineRef struct {
	cls2   []uint16 // bigram index (as in the direct arrays) -> class, 0 for none
	used2  []int32
	orders []refineOrder // orders 3, 4, ...
	levels int           // orders built: 3 .. 2+levels
}

// refineOrder is one order's classes: trans[prefix class*stride + character] is the class of the
// n-gram (0 for none), cnt[class] its count in the reference.
type refineOrder struct {
	trans, cnt []uint16
	used       []int32
}

// refinable reports whether a reference of n characters fits the arrays at stride s.
func refinable(n, s int) bool { return (n+1)*s <= maxRefineCells }

// build numbers the n-grams of orders 2..co of ids, a reference's characters.
func (r *refineRef) build(ids []uint32, s, co int, cur []uint16) []uint16 {
	if r.cls2 == nil {
		r.cls2 = make([]uint16, maxDirectStride*(maxDirectStride+1))
	}
	k := uint16(0)
	cur = cur[:0]
	for j := 0; j+1 < len(ids); j++ {
		b := int32(bigram(s, ids[j], ids[j+1]))
		c := r.cls2[b]
		if c == 0 {
			k++
			c = k
			r.cls2[b] = c
			r.used2 = append(r.used2, b)
		}
		cur = append(cur, c)
	}
	r.levels = 0
	for n := 3; n <= co && n <= len(ids); n++ {
		if len(r.orders) < n-2 {
			r.orders = append(r.orders, refineOrder{})
		}
		o := &r.orders[n-3]
		if o.trans == nil { // made once at its largest: fresh memory costs page faults
			o.trans = make([]uint16, maxRefineCells)
		}
		o.cnt = append(o.cnt[:0], 0)
		kn := uint16(0)
		m := len(ids) - n + 1
		for j := 0; j < m; j++ {
			idx := int32(cur[j])*int32(s) + int32(ids[j+n-1])
			c := o.trans[idx]
			if c == 0 {
				kn++
				c = kn
				o.trans[idx] = c
				o.used = append(o.used, idx)
				o.cnt = append(o.cnt, 0)
			}
			o.cnt[c]++
			cur[j] = c
		}
		cur = cur[:m]
		k = kn
		r.levels++
	}
	return cur
}

// clear empties the arrays for the next segment.
func (r *refineRef) clear() {
	for _, b := range r.used2 {
		r.cls2[b] = 0
	}
	r.used2 = r.used2[:0]
	for i := range r.levels {
		o := &r.orders[i]
		for _, idx := range o.used {
			o.trans[idx] = 0
		}
		o.used = o.used[:0]
	}
	r.levels = 0
}
