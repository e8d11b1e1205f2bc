package metric

// chrfTable is ngramTable for chrF, whose references each have a table of their own: an entry
// needs no per-reference bookkeeping, and at 16 bytes (not 24) a segment's table of a few
// hundred n-grams stays in the first-level cache.
type chrfTable struct {
	slots []chrfEntry
	used  []int32
	mask  uint64
}

// chrfEntry is a slot; key 0 marks an empty one (no n-gram packs to 0).
type chrfEntry struct {
	key uint64
	ref int32 // the count in the reference
	hyp int32 // the count in the hypothesis
}

// reset empties the table and makes room for n keys at a load of at most one half.
func (t *chrfTable) reset(n int) {
	size := 64
	for size < 2*n {
		size *= 2
	}
	if len(t.slots) < size {
		t.slots = make([]chrfEntry, size)
		t.used = t.used[:0]
	} else {
		for _, i := range t.used {
			t.slots[i] = chrfEntry{}
		}
		t.used = t.used[:0]
		size = len(t.slots)
	}
	t.mask = uint64(size - 1)
}

// entry finds or adds the entry of key.
func (t *chrfTable) entry(key uint64) *chrfEntry {
	h := (key * 0x9E3779B97F4A7C15) >> 32
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		e := &t.slots[i]
		if e.key == key {
			return e
		}
		if e.key == 0 {
			e.key = key
			t.used = append(t.used, int32(i))
			return e
		}
	}
}

// find returns the entry of key, or nil.
func (t *chrfTable) find(key uint64) *chrfEntry {
	h := (key * 0x9E3779B97F4A7C15) >> 32
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		e := &t.slots[i]
		if e.key == key {
			return e
		}
		if e.key == 0 {
			return nil
		}
	}
}
