package metric

import (
	"strconv"
	"testing"
)

// TestKeyIDs: keyIDs numbers tokens as idTable does, short and long ones, across the table's
// doublings from its smallest size, and gives 0 to a token it has not numbered when not adding.
func TestKeyIDs(t *testing.T) {
	var k keyIDs
	var want idTable[string]
	k.reset(1)
	want.reset(1)
	var toks []string
	for i := range 3000 {
		tok := strconv.Itoa(i)
		if i%3 == 0 {
			tok = "Donaudampfschiff" + tok
		}
		toks = append(toks, tok, tok[:1])
	}
	for _, tok := range toks {
		if got, w := k.id(tokenKey(tok), tok, true), want.id(tok, true); got != w {
			t.Fatalf("%q: %d, want %d", tok, got, w)
		}
	}
	for _, tok := range toks {
		if got, w := k.id(tokenKey(tok), tok, false), want.id(tok, false); got != w {
			t.Fatalf("%q again: %d, want %d", tok, got, w)
		}
	}
	for _, tok := range []string{"x", "Donaudampfschiffahrt", "3000", "Donaudampfschiff3001"} {
		if got := k.id(tokenKey(tok), tok, false); got != 0 {
			t.Errorf("%q, never numbered: %d", tok, got)
		}
	}
	if k.n != want.n {
		t.Errorf("%d tokens, want %d", k.n, want.n)
	}
}
