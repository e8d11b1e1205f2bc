package metric

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/normalize/whisper"
)

// A TextNormalizer is one named step of the text normalization WER and CER apply to
// references and hypotheses before comparing them: its name as signatures print it and the
// function. Steps chain with "/" in the order written: "lc/punct" lowercases, then removes
// punctuation.
type TextNormalizer struct {
	// Name is the step's name in signatures and on the command line; a normalizer whose
	// output depends on another project's release carries it ("whisper-en-" and a commit).
	Name string
	// Alias is a shorter name accepted on the command line (the name without the version).
	Alias string
	// Doc says what the step does, for help and README.
	Doc   string
	Apply func(string) string
}

// textNormalizers are the steps, in the order help lists them.
var textNormalizers = []TextNormalizer{
	{Name: "none", Doc: "the text as it is", Apply: func(s string) string { return s }},
	{Name: "lc", Doc: "lowercase, as Python's str.lower() (jiwer's ToLowerCase)", Apply: normalize.Lower},
	{Name: "punct", Doc: "remove every character of Unicode category P (jiwer's RemovePunctuation)", Apply: removePunctuation},
	{Name: "jiwer-wer", Doc: "jiwer's wer_default before its split: RemoveMultipleSpaces, then Strip (WER's default)", Apply: jiwerSpaces},
	{Name: "jiwer-cer", Doc: "jiwer's cer_default before its split: Strip (CER's default)", Apply: normalize.Strip},
	{Name: "whisper-basic-" + whisper.ShortCommit, Alias: "whisper-basic",
		Doc: "Whisper's BasicTextNormalizer at commit " + whisper.ShortCommit, Apply: whisper.Basic},
	{Name: "whisper-en-" + whisper.ShortCommit, Alias: "whisper-en",
		Doc: "Whisper's EnglishTextNormalizer at commit " + whisper.ShortCommit + " (numbers, spellings, contractions)", Apply: whisper.English},
}

// TextNormalizers lists the steps WER and CER know.
func TextNormalizers() []TextNormalizer { return slices.Clone(textNormalizers) }

// ErrNormalizer reports an unknown text normalization.
var ErrNormalizer = fmt.Errorf("%w: unknown text normalization", ErrConfig)

// ParseNorm reads a chain of steps ("lc/punct", "whisper-en") and returns its canonical name,
// as signatures print it (aliases replaced by versioned names), and the function applying it.
func ParseNorm(chain string) (string, func(string) string, error) {
	if chain == "" {
		chain = "none"
	}
	var names []string
	var steps []func(string) string
	for _, part := range strings.Split(chain, "/") {
		i := slices.IndexFunc(textNormalizers, func(n TextNormalizer) bool { return n.Name == part || n.Alias != "" && n.Alias == part })
		if i < 0 {
			var known []string
			for _, n := range textNormalizers {
				known = append(known, n.Name)
			}
			return "", nil, fmt.Errorf("%w %q (known: %s; chain them with /)", ErrNormalizer, part, strings.Join(known, ", "))
		}
		n := textNormalizers[i]
		names = append(names, n.Name)
		if n.Name != "none" {
			steps = append(steps, n.Apply)
		}
	}
	if len(names) > 1 {
		names = slices.DeleteFunc(names, func(n string) bool { return n == "none" })
	}
	apply := func(s string) string {
		for _, f := range steps {
			s = f(s)
		}
		return s
	}
	return strings.Join(names, "/"), apply, nil
}

// removePunctuation drops the characters of Unicode category P, as jiwer's RemovePunctuation
// (which replaces each, one after the other, by nothing).
func removePunctuation(s string) string {
	if strings.IndexFunc(s, unicode.IsPunct) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) {
			return -1
		}
		return r
	}, s)
}

// jiwerSpaces is jiwer's RemoveMultipleSpaces (re.sub(r"\s\s+", " ", s)) then Strip
// (str.strip()): whitespace as Python's str.isspace() sees it.
func jiwerSpaces(s string) string {
	if plainSpaces(s) {
		return s
	}
	var b strings.Builder
	run := 0 // whitespace characters pending
	var pending rune
	flush := func() {
		switch {
		case run == 1:
			b.WriteRune(pending)
		case run > 1:
			b.WriteByte(' ')
		}
		run = 0
	}
	for _, r := range s {
		if normalize.IsSpace(r) {
			if run == 0 {
				pending = r
			}
			run++
			continue
		}
		flush()
		b.WriteRune(r)
	}
	flush()
	return normalize.Strip(b.String())
}

// plainSpaces reports whether s has no whitespace but single ASCII spaces between other
// characters: jiwerSpaces leaves it as it is.
func plainSpaces(s string) bool {
	if s == "" {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' {
			if s[i+1] == ' ' { // not the last byte: s does not end in a space
				return false
			}
			i++
			continue
		}
		if c < utf8.RuneSelf {
			if normalize.IsSpace(rune(c)) {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if normalize.IsSpace(r) {
			return false
		}
		i += size
	}
	return true
}
