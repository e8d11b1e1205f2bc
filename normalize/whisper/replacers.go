package whisper

import "strings"

// replacer is one of EnglishTextNormalizer's replacers: the pattern
// [\b]old\b, a literal between word boundaries, and what replaces it.
type replacer struct {
	old, new string
	leading  bool // the pattern starts with \b
}

// replacers are Whisper's, in its order: each applies to the output of the
// ones before.
var replacers = [...]replacer{
	// common contractions
	{`won't`, "will not", true},
	{`can't`, "can not", true},
	{`let's`, "let us", true},
	{`ain't`, "aint", true},
	{`y'all`, "you all", true},
	{`wanna`, "want to", true},
	{`gotta`, "got to", true},
	{`gonna`, "going to", true},
	{`i'ma`, "i am going to", true},
	{`imma`, "i am going to", true},
	{`woulda`, "would have", true},
	{`coulda`, "could have", true},
	{`shoulda`, "should have", true},
	{`ma'am`, "madam", true},
	// contractions in titles/prefixes
	{`mr`, "mister ", true},
	{`mrs`, "missus ", true},
	{`st`, "saint ", true},
	{`dr`, "doctor ", true},
	{`prof`, "professor ", true},
	{`capt`, "captain ", true},
	{`gov`, "governor ", true},
	{`ald`, "alderman ", true},
	{`gen`, "general ", true},
	{`sen`, "senator ", true},
	{`rep`, "representative ", true},
	{`pres`, "president ", true},
	{`rev`, "reverend ", true},
	{`hon`, "honorable ", true},
	{`asst`, "assistant ", true},
	{`assoc`, "associate ", true},
	{`lt`, "lieutenant ", true},
	{`col`, "colonel ", true},
	{`jr`, "junior ", true},
	{`sr`, "senior ", true},
	{`esq`, "esquire ", true},
	// perfect tenses
	{`'d been`, " had been", false},
	{`'s been`, " has been", false},
	{`'d gone`, " had gone", false},
	{`'s gone`, " has gone", false},
	{`'d done`, " had done", false},
	{`'s got`, " has got", false},
	// general contractions
	{`n't`, " not", false},
	{`'re`, " are", false},
	{`'s`, " is", false},
	{`'d`, " would", false},
	{`'ll`, " will", false},
	{`'t`, " not", false},
	{`'ve`, " have", false},
	{`'m`, " am", false},
}

// replaceContractions applies every replacer in order.
func replaceContractions(s string) string {
	if strings.IndexByte(s, '\'') < 0 && !hasReplacedWord(s) {
		return s
	}
	for i := range replacers {
		s = replacers[i].apply(s)
	}
	return s
}

// apply is re.sub(pattern, new, s) for the replacer's pattern. Every old
// starts (when leading) and ends with a word character, so \b before it means
// no word character before, and \b after it no word character after.
func (r *replacer) apply(s string) string {
	i := strings.Index(s, r.old)
	if i < 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for i >= 0 {
		end := i + len(r.old)
		if (!r.leading || !wordBefore(s, i)) && !wordAt(s, end) {
			if b.Len() == 0 {
				b.Grow(len(s) + 16)
			}
			b.WriteString(s[last:i])
			b.WriteString(r.new)
			last = end
		} else {
			end = i + 1 // old starts with ASCII: no match can start inside this rune
		}
		j := strings.Index(s[end:], r.old)
		if j < 0 {
			break
		}
		i = end + j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// hasReplacedWord reports whether a run of word characters in s is the old
// of a replacer without an apostrophe. Without an apostrophe in s no other
// replacer can match, and no replacement writes one, so when this is false
// replaceContractions has nothing to do.
func hasReplacedWord(s string) bool {
	for i := 0; i < len(s); {
		j := wordRunEnd(s, i)
		if j == i {
			i += widthAt(s, i)
			continue
		}
		if j-i <= len("shoulda") && apostropheFreeOld[s[i:j]] {
			return true
		}
		i = j
	}
	return false
}

// apostropheFreeOld holds the olds of replacers without an apostrophe.
var apostropheFreeOld = func() map[string]bool {
	m := make(map[string]bool)
	for _, r := range replacers {
		if !strings.Contains(r.old, "'") {
			m[r.old] = true
		}
	}
	return m
}()
