package analysis

// vocab numbers the distinct tokens of the reference and the systems 0, 1, ...
type vocab struct {
	ids   map[string]int32
	words []string
}

func (v *vocab) id(w string) int32 {
	if id, ok := v.ids[w]; ok {
		return id
	}
	id := int32(len(v.words))
	v.ids[w] = id
	v.words = append(v.words, w)
	return id
}

// corpus holds the token ids of one file's lines: line i is tok[off[i]:off[i+1]].
type corpus struct {
	tok []int32
	off []int32
}

// tokenize splits and numbers lines as compare-mt's load_tokens splits them.
func (v *vocab) tokenize(lines []string) corpus {
	c := corpus{off: make([]int32, 1, len(lines)+1)}
	for _, line := range lines {
		eachToken(line, func(w string) { c.tok = append(c.tok, v.id(w)) })
		c.off = append(c.off, int32(len(c.tok)))
	}
	return c
}

func (c corpus) lines() int { return len(c.off) - 1 }

func (c corpus) line(i int) []int32 { return c.tok[c.off[i]:c.off[i+1]] }
