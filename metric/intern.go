package metric

import "hash/maphash"

// internTable numbers the distinct tokens of a segment 1, 2, ... It is an open-addressing
// hash table of strings that, unlike a map, is cleared in time proportional to its use.
type internTable struct {
	slots []internEntry
	used  []int32
	mask  uint64
	n     int // tokens numbered so far
	seed  maphash.Seed
}

type internEntry struct {
	hash uint64
	tok  string
	id   uint32
}

// reset empties the table and makes room for about n bytes of tokens.
func (t *internTable) reset(n int) {
	if t.slots == nil {
		t.seed = maphash.MakeSeed()
	}
	size := 64
	for size < n {
		size *= 2
	}
	if len(t.slots) < size {
		t.slots = make([]internEntry, size)
	} else {
		for _, i := range t.used {
			t.slots[i] = internEntry{}
		}
		size = len(t.slots)
	}
	t.used = t.used[:0]
	t.mask = uint64(size - 1)
	t.n = 0
}

// id returns tok's number. A new token is numbered if add is set (the table grows when
// half full), and gets 0 otherwise.
func (t *internTable) id(tok string, add bool) uint32 {
	h := maphash.String(t.seed, tok)
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		e := &t.slots[i]
		if e.id == 0 {
			if !add {
				return 0
			}
			if 2*(t.n+1) > len(t.slots) {
				t.grow()
				return t.id(tok, add)
			}
			t.n++
			*e = internEntry{hash: h, tok: tok, id: uint32(t.n)}
			t.used = append(t.used, int32(i))
			return e.id
		}
		if e.hash == h && e.tok == tok {
			return e.id
		}
	}
}

// grow doubles the table, keeping every token's number.
func (t *internTable) grow() {
	old := t.slots
	t.slots = make([]internEntry, 2*len(old))
	t.mask = uint64(len(t.slots) - 1)
	t.used = t.used[:0]
	for _, e := range old {
		if e.id == 0 {
			continue
		}
		i := e.hash & t.mask
		for t.slots[i].id != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = e
		t.used = append(t.used, int32(i))
	}
}

// runeTable numbers the distinct characters of a segment 1, 2, ... like internTable, keyed by
// the character itself.
type runeTable struct {
	slots []runeEntry
	used  []int32
	mask  uint32
	n     int
}

type runeEntry struct {
	r  rune
	id uint32
}

// reset empties the table and makes room for about n characters.
func (t *runeTable) reset(n int) {
	size := 64
	for size < 2*n {
		size *= 2
	}
	if len(t.slots) < size {
		t.slots = make([]runeEntry, size)
	} else {
		for _, i := range t.used {
			t.slots[i] = runeEntry{}
		}
		size = len(t.slots)
	}
	t.used = t.used[:0]
	t.mask = uint32(size - 1)
	t.n = 0
}

// id returns r's number. A new character is numbered if add is set (the table grows when
// half full), and gets 0 otherwise.
func (t *runeTable) id(r rune, add bool) uint32 {
	for i := (uint32(r) * 0x9E3779B1) >> 7 & t.mask; ; i = (i + 1) & t.mask {
		e := &t.slots[i]
		if e.id == 0 {
			if !add {
				return 0
			}
			if 2*(t.n+1) > len(t.slots) {
				t.grow()
				return t.id(r, add)
			}
			t.n++
			*e = runeEntry{r: r, id: uint32(t.n)}
			t.used = append(t.used, int32(i))
			return e.id
		}
		if e.r == r {
			return e.id
		}
	}
}

// grow doubles the table, keeping every character's number.
func (t *runeTable) grow() {
	old := t.slots
	t.slots = make([]runeEntry, 2*len(old))
	t.mask = uint32(len(t.slots) - 1)
	t.used = t.used[:0]
	for _, e := range old {
		if e.id == 0 {
			continue
		}
		i := (uint32(e.r) * 0x9E3779B1) >> 7 & t.mask
		for t.slots[i].id != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = e
		t.used = append(t.used, int32(i))
	}
}
