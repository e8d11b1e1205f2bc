package tokenizers

import "unicode/utf8"

// The mteval rules one pass each, as SacreBLEU applies them (one re.sub per rule): tercom's
// normalization uses them, and the tests check appendRegexpTokens against them.

// padPunct is rule 1: surround every byte of the class with spaces.
func padPunct(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; mtevalPunct[c] {
			dst = append(append(dst, s[start:i]...), ' ', c, ' ')
			start = i + 1
		}
	}
	return append(dst, s[start:]...)
}

// splitBeforePeriod is rule 2: "x." becomes "x . " when x is not a digit. A match consumes x
// and the period, so x cannot be the period of the previous match ("x.," keeps ",").
func splitBeforePeriod(dst, s []byte) []byte {
	start, end := 0, 0 // end: the index after the previous match
	for j := 1; j < len(s); j++ {
		if (s[j] == '.' || s[j] == ',') && j-1 >= end && !isDigit(s[j-1]) {
			dst = append(append(dst, s[start:j]...), ' ', s[j], ' ')
			start, end = j+1, j+1
		}
	}
	return append(dst, s[start:]...)
}

// splitAfterPeriod is rule 3: ".x" becomes " . x" when x is not a digit.
func splitAfterPeriod(dst, s []byte) []byte {
	start := 0
	for j := 0; j+1 < len(s); j++ {
		if (s[j] == '.' || s[j] == ',') && !isDigit(s[j+1]) {
			dst = append(append(dst, s[start:j]...), ' ', s[j], ' ', s[j+1])
			j++
			start = j + 1
		}
	}
	return append(dst, s[start:]...)
}

// splitDigitDash is rule 4: "9-" becomes "9 - ". A dash never starts a match, so matches
// cannot overlap.
func splitDigitDash(dst, s []byte) []byte {
	start := 0
	for j := 1; j < len(s); j++ {
		if s[j] == '-' && isDigit(s[j-1]) {
			dst = append(append(dst, s[start:j]...), ' ', '-', ' ')
			start = j + 1
		}
	}
	return append(dst, s[start:]...)
}

// appendJoined appends ' '.join(s.split()) to dst.
func appendJoined(dst, s []byte) []byte {
	sep := false
	for i := 0; i < len(s); {
		// Skip whitespace.
		for i < len(s) {
			if c := spaceClass[s[i]]; c == 1 {
				i++
			} else if w := 0; c == 2 {
				if w = wideSpaceBytes(s[i:]); w == 0 {
					break
				}
				i += w
			} else {
				break
			}
		}
		start := i
		for i < len(s) {
			if c := spaceClass[s[i]]; c == 1 || (c == 2 && wideSpaceBytes(s[i:]) > 0) {
				break
			}
			i++
		}
		if start < i {
			if sep {
				dst = append(dst, ' ')
			}
			dst = append(dst, s[start:i]...)
			sep = true
		}
	}
	return dst
}

// wideSpaceBytes is wideSpace on bytes.
func wideSpaceBytes(s []byte) int {
	if r, size := utf8.DecodeRune(s); r != utf8.RuneError && size > 1 {
		return wideSpace(string(s[:size]))
	}
	return 0
}
