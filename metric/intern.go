package metric

// idTable numbers the distinct keys of a segment (tokens or characters) 1, 2, ... It is an
// open-addressing hash table that, unlike a map, is cleared in time proportional to its use.
type idTable[K comparable] struct {
	slots []idEntry[K]
	used  []int32
	mask  uint64
	n     int // keys numbered so far
	hash  func(K) uint64
}

type idEntry[K comparable] struct {
	hash uint64
	key  K
	id   uint32
}

// hashFor returns the hash function of the table's key type: maphash for strings, a
// multiplicative hash for characters.
func hashFor[K comparable]() func(K) uint64 {
	var zero K
	switch any(zero).(type) {
	case string:
		return any(strHash).(func(K) uint64)
	case rune:
		return any(func(r rune) uint64 { return uint64(uint32(r)) * 0x9E3779B97F4A7C15 }).(func(K) uint64)
	}
	panic("metric: no hash for this key type")
}

// reset empties the table and makes room for about n keys at a load of one half.
func (t *idTable[K]) reset(n int) {
	if t.hash == nil {
		t.hash = hashFor[K]()
	}
	t.slots, t.used = resetSlots(t.slots, t.used, n)
	t.mask = uint64(len(t.slots) - 1)
	t.n = 0
}

// resetSlots empties the used slots of an open-addressing table, or makes a new one, with room
// for n keys at a load of at most one half: a power of two of at least 64 slots. A table is
// cleared in time proportional to its use, where clear would touch every slot.
func resetSlots[S any](slots []S, used []int32, n int) ([]S, []int32) {
	size := 64
	for size < 2*n {
		size *= 2
	}
	if len(slots) < size {
		return make([]S, size), used[:0]
	}
	var empty S
	for _, i := range used {
		slots[i] = empty
	}
	return slots, used[:0]
}

// id returns key's number. A new key is numbered if add is set (the table grows when half
// full), and gets 0 otherwise.
func (t *idTable[K]) id(key K, add bool) uint32 {
	return t.idHashed(key, t.hash(key), add)
}

// idHashed is id with key's hash (t.hash(key)) computed by the caller.
func (t *idTable[K]) idHashed(key K, h uint64, add bool) uint32 {
	for i := (h ^ h>>32) & t.mask; ; i = (i + 1) & t.mask {
		e := &t.slots[i]
		if e.id == 0 {
			if !add {
				return 0
			}
			if 2*(t.n+1) > len(t.slots) {
				t.grow()
				return t.idHashed(key, h, add)
			}
			t.n++
			*e = idEntry[K]{hash: h, key: key, id: uint32(t.n)}
			t.used = append(t.used, int32(i))
			return e.id
		}
		if e.hash == h && e.key == key {
			return e.id
		}
	}
}

// grow doubles the table, keeping every key's number.
func (t *idTable[K]) grow() {
	old := t.slots
	t.slots = make([]idEntry[K], 2*len(old))
	t.mask = uint64(len(t.slots) - 1)
	t.used = t.used[:0]
	for _, e := range old {
		if e.id == 0 {
			continue
		}
		i := (e.hash ^ e.hash>>32) & t.mask
		for t.slots[i].id != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = e
		t.used = append(t.used, int32(i))
	}
}
