package normalize

import (
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// NFC returns a transformer to Unicode Normalization Form C.
func NFC() transform.Transformer { return norm.NFC }

// NFKC returns a transformer to Unicode Normalization Form KC.
//
// Its tables are Unicode 15.0; Python 3.11's are 14.0, so for the Cyrillic
// modifier letters U+1E030..U+1E06D, new in 15.0, unicodedata.normalize
// leaves them as they are while NFKC maps them to plain Cyrillic letters.
func NFKC() transform.Transformer { return norm.NFKC }

// CaseFold returns a new transformer applying full Unicode case folding
// (CaseFolding.txt statuses C and F), like Python's str.casefold(). It is not
// safe for concurrent use.
//
// It is golang.org/x/text/cases.Fold with one repair: x/text folds the
// Cherokee capitals U+13A0..U+13F5 to their small letters, but Unicode folds
// Cherokee to the capitals (the small letters came later, in Unicode 8.0), so
// a capital must stay as it is (golang/go#46101). Small letters already fold
// to capitals in x/text.
func CaseFold() transform.Transformer {
	return cherokeeFolder{cases.Fold()}
}

type cherokeeFolder struct{ fold transform.Transformer }

func (f cherokeeFolder) Reset() { f.fold.Reset() }

func (f cherokeeFolder) Transform(dst, src []byte, atEOF bool) (nDst, nSrc int, err error) {
	nDst, nSrc, err = f.fold.Transform(dst, src, atEOF)
	upperCherokee(dst[:nDst])
	return nDst, nSrc, err
}

// upperCherokee rewrites, in place, the Cherokee small letters in b (output of
// x/text's fold, where they only come from capitals) as their capitals. Both
// take three bytes in UTF-8.
func upperCherokee(b []byte) {
	for i := 0; i+2 < len(b); i++ {
		if b[i] != 0xE1 && b[i] != 0xEA {
			continue
		}
		r, _ := utf8.DecodeRune(b[i:])
		switch {
		case 0xAB70 <= r && r <= 0xABBF:
			utf8.EncodeRune(b[i:], r-0xAB70+0x13A0)
		case 0x13F8 <= r && r <= 0x13FD:
			utf8.EncodeRune(b[i:], r-8)
		}
	}
}
