package metric

// runeIDs numbers the distinct characters of a segment 1, 2, ... like idTable[rune], without
// hashing the common ones: a character of the Basic Multilingual Plane finds its number in a
// block of 256 characters (made when the text first has one of them), valid while its stamp is
// the current segment's, so that starting a segment is one increment. Other characters go to a
// map.
type runeIDs struct {
	blocks [256]*[256]uint64 // stamp<<32 | number, by character
	stamp  uint64
	other  map[rune]uint32
	n      int // characters numbered in this segment
}

// reset starts a new segment.
func (t *runeIDs) reset() {
	t.stamp++
	if t.stamp == 1<<32 { // after 4 billion segments, stamps start again
		for _, b := range t.blocks {
			if b != nil {
				clear(b[:])
			}
		}
		t.stamp = 1
	}
	if len(t.other) > 0 {
		clear(t.other)
	}
	t.n = 0
}

// id returns r's number; a new character is numbered if add is set and gets 0 otherwise.
func (t *runeIDs) id(r rune, add bool) uint32 {
	if uint32(r) < 1<<16 {
		b := t.blocks[r>>8]
		if b == nil {
			if !add {
				return 0
			}
			b = new([256]uint64)
			t.blocks[r>>8] = b
		}
		if v := b[r&255]; v>>32 == t.stamp {
			return uint32(v)
		}
		if !add {
			return 0
		}
		t.n++
		b[r&255] = t.stamp<<32 | uint64(t.n)
		return uint32(t.n)
	}
	if id, ok := t.other[r]; ok {
		return id
	}
	if !add {
		return 0
	}
	if t.other == nil {
		t.other = map[rune]uint32{}
	}
	t.n++
	t.other[r] = uint32(t.n)
	return uint32(t.n)
}

// ascii returns the block of the first 256 characters and the current stamp, for callers that
// look ASCII characters up inline: a value v of the block numbers its character in this segment
// if v>>32 == stamp.
func (t *runeIDs) ascii() (*[256]uint64, uint64) {
	if t.blocks[0] == nil {
		t.blocks[0] = new([256]uint64)
	}
	return t.blocks[0], t.stamp
}
