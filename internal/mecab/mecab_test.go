package mecab

import (
	"fmt"
	"testing"
)

func TestDecode(t *testing.T) {
	for _, c := range []struct {
		s          string
		end        int
		code, size int
		reason     string
	}{
		{"a", 1, 'a', 1, "ASCII"},
		{"é", 2, 0xe9, 2, "two bytes"},
		{"あ", 3, 0x3042, 3, "three bytes"},
		{"😀", 4, 0, 4, "outside the BMP: U+0000"},
		{"\xe3\x81", 2, 0, 1, "truncated: one byte of U+0000"},
		{"\xe4\xe6 ", 3, 0x49a0, 3, "continuation bytes are not checked"},
		{"あ", 0, 0, 1, "at the end MeCab reads the lead byte anyway, and no more"},
		{"", 0, 0, 1, "past the string: the terminating NUL"},
	} {
		code, size := decode(c.s, 0, c.end)
		if int(code) != c.code || size != c.size {
			t.Errorf("decode(%q, 0, %d) = %#x, %d, want %#x, %d: %s", c.s, c.end, code, size, c.code, c.size, c.reason)
		}
	}
}

func TestCharDef(t *testing.T) {
	tb, err := parseCharDef(ipaCharDef)
	if err != nil {
		t.Fatal(err)
	}
	kanji, numeric := tb.category("KANJI"), tb.category("KANJINUMERIC")
	for _, c := range []struct {
		r      rune
		want   string
		types  uint32
		reason string
	}{
		{' ', "SPACE", 1 << 1, "0x0020 is SPACE"},
		{'Ð', "ALPHA", 1 << tb.category("ALPHA"), "0x00D0 SPACE is overridden by the later 0x00C0..0x00FF ALPHA"},
		{'一', "KANJINUMERIC", 1<<numeric | 1<<kanji, "several categories: the first is the default"},
		{'〇', "SYMBOL", 1<<tb.category("SYMBOL") | 1<<numeric, "the last line for 0x3007 wins"},
		{'\u3000', "SYMBOL", 1 << tb.category("SYMBOL"), "U+3000 is no SPACE for ipadic"},
		{'\uffff', "DEFAULT", 0, "U+FFFF lies past the table: no category at all"},
	} {
		info := tb.at(uint16(c.r))
		if tb.names[info.defaultType] != c.want || info.types != c.types {
			t.Errorf("%U: %s %b, want %s %b: %s", c.r, tb.names[info.defaultType], info.types, c.want, c.types, c.reason)
		}
	}
}

func TestKoSpacePenalties(t *testing.T) {
	d, err := NewKoDict()
	if err != nil {
		t.Fatal(err)
	}
	count := map[int16]int{}
	for _, tok := range d.tokens {
		count[tok.spacePenalty]++
	}
	// 8,640 endings, copulas and suffixes (3000) and 562 particles (6000), by pos-id.def.
	if count[3000] != 8640 || count[6000] != 562 {
		t.Errorf("penalties %v, want 8640 of 3000 and 562 of 6000", count)
	}
}

func ExampleTagger_Wakati() {
	d, err := NewIPADict(false)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", NewTagger(d).Wakati("すもももももももものうち"))
	// Output: "すもも も もも も もも の うち \n"
}
