package editdist

import (
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
)

// Words splits a line into words as jiwer's default word transform (wer_default) does:
// RemoveMultipleSpaces (re.sub(r"\s\s+", " ")), Strip, then split(" ") without empty
// words. The quirk: a lone whitespace character other than U+0020 (a tab, U+00A0, ...)
// between two words separates nothing and stays inside a word, while a run of two or
// more whitespace characters of any kind separates. Whitespace is Python's
// str.isspace(). The words are substrings of line.
func Words(line string) []string { return AppendWords(nil, line) }

// AppendWords appends the words of line (see [Words]) to dst.
func AppendWords(dst []string, line string) []string {
	s := normalize.Strip(line)
	word := 0 // start of the current word
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !normalize.IsSpace(r) {
			i += w
			continue
		}
		end, runes := i+w, 1
		for end < len(s) {
			r2, w2 := utf8.DecodeRuneInString(s[end:])
			if !normalize.IsSpace(r2) {
				break
			}
			end, runes = end+w2, runes+1
		}
		if runes == 1 && r != ' ' {
			i = end
			continue
		}
		dst = append(dst, s[word:i])
		word, i = end, end
	}
	if word < len(s) {
		dst = append(dst, s[word:])
	}
	return dst
}

// Chars returns the characters of a line as jiwer's default character transform
// (cer_default) sees them: Strip, then every code point, spaces included, as its token
// id. Bytes that are not UTF-8 count as U+FFFD each.
func Chars(line string) []int32 { return AppendChars(nil, line) }

// AppendChars appends the characters of line (see [Chars]) to dst.
func AppendChars(dst []int32, line string) []int32 {
	for _, r := range normalize.Strip(line) {
		dst = append(dst, r)
	}
	return dst
}

// Vocab gives words token ids, the same id to the same word, as jiwer's _word2int
// does across all the references and hypotheses of a call. The zero value is ready to
// use; a Vocab is not safe for concurrent use.
type Vocab struct {
	ids map[string]int32
}

// AppendIDs appends the ids of words to dst, giving new words the next free ids.
func (v *Vocab) AppendIDs(dst []int32, words []string) []int32 {
	if v.ids == nil {
		v.ids = make(map[string]int32)
	}
	for _, w := range words {
		id, ok := v.ids[w]
		if !ok {
			id = int32(len(v.ids))
			v.ids[w] = id
		}
		dst = append(dst, id)
	}
	return dst
}

// Len returns the number of distinct words seen.
func (v *Vocab) Len() int { return len(v.ids) }
