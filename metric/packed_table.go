package metric

// packedTable is an open-addressing hash table of packed n-grams, each with counts V, cleared in
// time proportional to its use. BLEU's table (ngramTable) keeps per-reference bookkeeping;
// chrF's references each have a table of their own (chrfTable), whose 16-byte slots keep a
// segment's few hundred n-grams in the first-level cache.
type packedTable[V any] struct {
	slots []packedSlot[V]
	used  []int32
	mask  uint64
}

// packedSlot is a slot; key 0 marks an empty one (no n-gram packs to 0).
type packedSlot[V any] struct {
	key uint64
	val V
}

type (
	ngramTable = packedTable[ngramCounts]
	chrfTable  = packedTable[chrfCounts]
)

// ngramCounts are BLEU's counts of an n-gram.
type ngramCounts struct {
	refMax int32 // the largest count in one reference
	cur    int32 // the count in reference ref-1
	ref    int32 // 1 + the reference cur counts, 0 before any
	hyp    int32 // the count in the hypothesis
}

// chrfCounts are chrF's counts of an n-gram against one reference.
type chrfCounts struct {
	ref int32 // the count in the reference
	hyp int32 // the count in the hypothesis
}

// reset empties the table and makes room for n keys at a load of at most one half.
func (t *packedTable[V]) reset(n int) {
	size := 64
	for size < 2*n {
		size *= 2
	}
	if len(t.slots) < size {
		t.slots = make([]packedSlot[V], size)
		t.used = t.used[:0]
	} else {
		for _, i := range t.used {
			t.slots[i] = packedSlot[V]{}
		}
		t.used = t.used[:0]
		size = len(t.slots)
	}
	t.mask = uint64(size - 1)
}

// probe returns the slot of key, or the empty slot where it would go.
func (t *packedTable[V]) probe(key uint64) (*packedSlot[V], uint64) {
	h := (key * 0x9E3779B97F4A7C15) >> 32
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		if e := &t.slots[i]; e.key == key || e.key == 0 {
			return e, i
		}
	}
}

// entry finds or adds the counts of key.
func (t *packedTable[V]) entry(key uint64) *V {
	e, i := t.probe(key)
	if e.key == 0 {
		e.key = key
		t.used = append(t.used, int32(i))
	}
	return &e.val
}

// find returns the counts of key, or nil.
func (t *packedTable[V]) find(key uint64) *V {
	if e, _ := t.probe(key); e.key != 0 {
		return &e.val
	}
	return nil
}
