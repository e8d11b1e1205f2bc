package sentencepiece

// A trie maps byte strings to piece ids. It is a double array: the child of
// node s along byte c is t = nodes[s].base + c when nodes[t].check == s, so
// each step of a walk reads one 8-byte cell, which is what makes the unigram
// search fast. Node 0 is the root; val[t] is the id of the key ending at t,
// or -1.
type trie struct {
	nodes []trieNode
	val   []int32
}

type trieNode struct{ base, check int32 }

// A trieKey is one string to store with its value.
type trieKey struct {
	key string
	val int32
}

// next follows the edge of node s labelled c; ok is false when there is none.
func (t *trie) next(s int32, c byte) (int32, bool) {
	n := t.nodes[s].base + int32(c)
	if uint(n) < uint(len(t.nodes)) && t.nodes[n].check == s {
		return n, true
	}
	return 0, false
}

// longestPrefix returns the length and value of the longest key that is a
// prefix of s, or length 0.
func longestPrefix[T string | []byte](t *trie, s T) (length int, val int32) {
	var node int32
	for i := 0; i < len(s); i++ {
		var ok bool
		if node, ok = t.next(node, s[i]); !ok {
			break
		}
		if v := t.val[node]; v >= 0 {
			length, val = i+1, v
		}
	}
	return length, val
}

// lookup returns the value of key s, or -1.
func lookup[T string | []byte](t *trie, s T) int32 {
	var node int32
	for i := 0; i < len(s); i++ {
		var ok bool
		if node, ok = t.next(node, s[i]); !ok {
			return -1
		}
	}
	if len(s) == 0 {
		return -1
	}
	return t.val[node]
}

// startsWith reports whether some key starts with byte c.
func (t *trie) startsWith(c byte) bool {
	_, ok := t.next(0, c)
	return ok
}
