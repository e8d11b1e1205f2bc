package metric

import "math/bits"

// keyIDs numbers the distinct tokens of a segment 1, 2, ... as idTable does, by their keys
// (tokenKey, spanKey): a short token's key is its bytes, so that it is found by comparing one
// word, with no hash of its string and no comparison of its bytes. No token is empty.
type keyIDs struct {
	slots []keySlot
	used  []int32
	shift uint // 64 - log2(len(slots))
	n     int  // tokens numbered so far
}

type keySlot struct {
	key  uint64 // 0: an empty slot
	long string // a long token's bytes
	id   uint32
}

// reset empties the table and makes room for about n tokens at a load of one half.
func (t *keyIDs) reset(n int) {
	t.slots, t.used = resetSlots(t.slots, t.used, n)
	t.shift = uint(64 - bits.TrailingZeros(uint(len(t.slots))))
	t.n = 0
}

// id returns the number of the token tok with key key. A new token is numbered if add is set
// (the table doubles when half full), and gets 0 otherwise.
func (t *keyIDs) id(key uint64, tok string, add bool) uint32 {
	mask := len(t.slots) - 1
	for i := int(((key ^ strHashSeed) * 0x9E3779B97F4A7C15) >> (t.shift & 63)); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.key == key && (key>>63 == 0 || s.long == tok) {
			return s.id
		}
		if s.key != 0 {
			continue
		}
		if !add {
			return 0
		}
		if 2*(t.n+1) > len(t.slots) {
			t.grow()
			return t.id(key, tok, add)
		}
		t.n++
		*s = keySlot{key: key, id: uint32(t.n)}
		if key>>63 != 0 {
			s.long = tok
		}
		t.used = append(t.used, int32(i))
		return s.id
	}
}

// grow doubles the table, keeping every token's number.
func (t *keyIDs) grow() {
	old, n := t.slots, t.n
	t.slots = nil
	t.reset(len(old)) // room for len(old) tokens: twice as many slots
	t.n = n
	mask := len(t.slots) - 1
	for _, e := range old {
		if e.key == 0 {
			continue
		}
		i := int(((e.key ^ strHashSeed) * 0x9E3779B97F4A7C15) >> (t.shift & 63))
		for t.slots[i].key != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = e
		t.used = append(t.used, int32(i))
	}
}
