package whisper

import (
	_ "embed"
	"encoding/json"
	"strings"
	"sync"

	"github.com/sacre-mt/sacre/normalize"
)

// englishJSON is Whisper's whisper/normalizers/english.json, copied byte for
// byte (MIT License, see data/LICENSE): British spellings and their American
// forms, from https://www.tysto.com/uk-us-spelling-list.html.
//
//go:embed data/english.json
var englishJSON []byte

// spellings returns the map of english.json, decoded on first use and never
// written to afterwards.
var spellings = sync.OnceValue(func() map[string]string {
	var m map[string]string
	if err := json.Unmarshal(englishJSON, &m); err != nil {
		panic("whisper: embedded english.json: " + err.Error())
	}
	return m
})

// standardizeSpellings is EnglishSpellingNormalizer: each whitespace-separated
// word in english.json is replaced by its American spelling, and the words
// are joined by single spaces.
func standardizeSpellings(s string) string {
	m := spellings()
	if !anyWordIn(s, m) {
		return normalize.JoinFields(s) // s itself when already joined
	}
	var b strings.Builder
	b.Grow(len(s))
	first := true
	for w := range normalize.FieldsSeq(s) {
		if !first {
			b.WriteByte(' ')
		}
		first = false
		if us, ok := m[w]; ok {
			w = us
		}
		b.WriteString(w)
	}
	return b.String()
}

// anyWordIn reports whether a whitespace-separated word of s is a key of m.
func anyWordIn(s string, m map[string]string) bool {
	for w := range normalize.FieldsSeq(s) {
		if _, ok := m[w]; ok {
			return true
		}
	}
	return false
}
