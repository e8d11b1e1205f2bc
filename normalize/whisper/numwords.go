package whisper

// The vocabulary of Whisper's EnglishNumberNormalizer, one kind per word (its
// sets do not overlap). Whisper builds the ordinals by rule, so "nineth" is
// a number word and "ninth" is not.

// numKind says which of EnglishNumberNormalizer's sets a word is in, and so
// which branch of process_words handles it.
type numKind uint8

const (
	notNumber          numKind = iota
	zeroWord                   // zeros
	onesWord                   // ones: one..nineteen
	onesSuffixed               // ones_plural and ones_ordinal
	tensWord                   // tens: twenty..ninety
	tensSuffixed               // tens_plural and tens_ordinal
	multiplierWord             // multipliers: hundred..decillion
	multiplierSuffixed         // multipliers_plural and multipliers_ordinal
	precedingPrefixer          // minus, plus, ...: a sign before a number
	followingPrefixer          // dollars, cents, ...: a currency sign after one
	suffixer                   // per (cent), percent
	special                    // and, double, triple, point
)

// numWord is a number word: its kind, its value (for multipliers, the power
// of ten) and its suffix ("s", "st", "th", ...) or the symbol it stands for.
type numWord struct {
	kind   numKind
	n      int
	suffix string
}

// isDecimalWord reports whether w is in Whisper's decimals: the words that
// may follow "point" (ones, tens and zeros).
func (w numWord) isDecimalWord() bool {
	return w.kind == onesWord || w.kind == tensWord || w.kind == zeroWord
}

// numberWords is EnglishNumberNormalizer's words. It is never written to.
var numberWords = map[string]numWord{
	"o": {zeroWord, 0, ""}, "oh": {zeroWord, 0, ""}, "zero": {zeroWord, 0, ""},

	"one": {onesWord, 1, ""}, "two": {onesWord, 2, ""}, "three": {onesWord, 3, ""}, "four": {onesWord, 4, ""},
	"five": {onesWord, 5, ""}, "six": {onesWord, 6, ""}, "seven": {onesWord, 7, ""}, "eight": {onesWord, 8, ""},
	"nine": {onesWord, 9, ""}, "ten": {onesWord, 10, ""}, "eleven": {onesWord, 11, ""},
	"twelve": {onesWord, 12, ""}, "thirteen": {onesWord, 13, ""}, "fourteen": {onesWord, 14, ""},
	"fifteen": {onesWord, 15, ""}, "sixteen": {onesWord, 16, ""}, "seventeen": {onesWord, 17, ""},
	"eighteen": {onesWord, 18, ""}, "nineteen": {onesWord, 19, ""},

	"ones": {onesSuffixed, 1, "s"}, "twos": {onesSuffixed, 2, "s"}, "threes": {onesSuffixed, 3, "s"},
	"fours": {onesSuffixed, 4, "s"}, "fives": {onesSuffixed, 5, "s"}, "sixes": {onesSuffixed, 6, "s"},
	"sevens": {onesSuffixed, 7, "s"}, "eights": {onesSuffixed, 8, "s"}, "nines": {onesSuffixed, 9, "s"},
	"tens": {onesSuffixed, 10, "s"}, "elevens": {onesSuffixed, 11, "s"}, "twelves": {onesSuffixed, 12, "s"},
	"thirteens": {onesSuffixed, 13, "s"}, "fourteens": {onesSuffixed, 14, "s"},
	"fifteens": {onesSuffixed, 15, "s"}, "sixteens": {onesSuffixed, 16, "s"},
	"seventeens": {onesSuffixed, 17, "s"}, "eighteens": {onesSuffixed, 18, "s"},
	"nineteens": {onesSuffixed, 19, "s"}, "zeroth": {onesSuffixed, 0, "th"}, "first": {onesSuffixed, 1, "st"},
	"second": {onesSuffixed, 2, "nd"}, "third": {onesSuffixed, 3, "rd"}, "fifth": {onesSuffixed, 5, "th"},
	"twelfth": {onesSuffixed, 12, "th"}, "fourth": {onesSuffixed, 4, "th"}, "sixth": {onesSuffixed, 6, "th"},
	"seventh": {onesSuffixed, 7, "th"}, "eighth": {onesSuffixed, 8, "th"}, "nineth": {onesSuffixed, 9, "th"},
	"tenth": {onesSuffixed, 10, "th"}, "eleventh": {onesSuffixed, 11, "th"},
	"thirteenth": {onesSuffixed, 13, "th"}, "fourteenth": {onesSuffixed, 14, "th"},
	"fifteenth": {onesSuffixed, 15, "th"}, "sixteenth": {onesSuffixed, 16, "th"},
	"seventeenth": {onesSuffixed, 17, "th"}, "eighteenth": {onesSuffixed, 18, "th"},
	"nineteenth": {onesSuffixed, 19, "th"},

	"twenty": {tensWord, 20, ""}, "thirty": {tensWord, 30, ""}, "forty": {tensWord, 40, ""},
	"fifty": {tensWord, 50, ""}, "sixty": {tensWord, 60, ""}, "seventy": {tensWord, 70, ""},
	"eighty": {tensWord, 80, ""}, "ninety": {tensWord, 90, ""},

	"twenties": {tensSuffixed, 20, "s"}, "thirties": {tensSuffixed, 30, "s"}, "forties": {tensSuffixed, 40, "s"},
	"fifties": {tensSuffixed, 50, "s"}, "sixties": {tensSuffixed, 60, "s"}, "seventies": {tensSuffixed, 70, "s"},
	"eighties": {tensSuffixed, 80, "s"}, "nineties": {tensSuffixed, 90, "s"},
	"twentieth": {tensSuffixed, 20, "th"}, "thirtieth": {tensSuffixed, 30, "th"},
	"fortieth": {tensSuffixed, 40, "th"}, "fiftieth": {tensSuffixed, 50, "th"},
	"sixtieth": {tensSuffixed, 60, "th"}, "seventieth": {tensSuffixed, 70, "th"},
	"eightieth": {tensSuffixed, 80, "th"}, "ninetieth": {tensSuffixed, 90, "th"},

	"hundred": {multiplierWord, 2, ""}, "thousand": {multiplierWord, 3, ""}, "million": {multiplierWord, 6, ""},
	"billion": {multiplierWord, 9, ""}, "trillion": {multiplierWord, 12, ""},
	"quadrillion": {multiplierWord, 15, ""}, "quintillion": {multiplierWord, 18, ""},
	"sextillion": {multiplierWord, 21, ""}, "septillion": {multiplierWord, 24, ""},
	"octillion": {multiplierWord, 27, ""}, "nonillion": {multiplierWord, 30, ""},
	"decillion": {multiplierWord, 33, ""},

	"hundreds": {multiplierSuffixed, 2, "s"}, "thousands": {multiplierSuffixed, 3, "s"},
	"millions": {multiplierSuffixed, 6, "s"}, "billions": {multiplierSuffixed, 9, "s"},
	"trillions": {multiplierSuffixed, 12, "s"}, "quadrillions": {multiplierSuffixed, 15, "s"},
	"quintillions": {multiplierSuffixed, 18, "s"}, "sextillions": {multiplierSuffixed, 21, "s"},
	"septillions": {multiplierSuffixed, 24, "s"}, "octillions": {multiplierSuffixed, 27, "s"},
	"nonillions": {multiplierSuffixed, 30, "s"}, "decillions": {multiplierSuffixed, 33, "s"},
	"hundredth": {multiplierSuffixed, 2, "th"}, "thousandth": {multiplierSuffixed, 3, "th"},
	"millionth": {multiplierSuffixed, 6, "th"}, "billionth": {multiplierSuffixed, 9, "th"},
	"trillionth": {multiplierSuffixed, 12, "th"}, "quadrillionth": {multiplierSuffixed, 15, "th"},
	"quintillionth": {multiplierSuffixed, 18, "th"}, "sextillionth": {multiplierSuffixed, 21, "th"},
	"septillionth": {multiplierSuffixed, 24, "th"}, "octillionth": {multiplierSuffixed, 27, "th"},
	"nonillionth": {multiplierSuffixed, 30, "th"}, "decillionth": {multiplierSuffixed, 33, "th"},

	"minus": {precedingPrefixer, 0, "-"}, "negative": {precedingPrefixer, 0, "-"},
	"plus": {precedingPrefixer, 0, "+"}, "positive": {precedingPrefixer, 0, "+"},

	"pound": {followingPrefixer, 0, "£"}, "pounds": {followingPrefixer, 0, "£"},
	"euro": {followingPrefixer, 0, "€"}, "euros": {followingPrefixer, 0, "€"},
	"dollar": {followingPrefixer, 0, "$"}, "dollars": {followingPrefixer, 0, "$"},
	"cent": {followingPrefixer, 0, "¢"}, "cents": {followingPrefixer, 0, "¢"},

	"per": {suffixer, 0, ""}, "percent": {suffixer, 0, "%"},

	"and": {special, 0, ""}, "double": {special, 2, ""}, "triple": {special, 3, ""}, "point": {special, 0, ""},
}

// isPrefix reports whether r is one of Whisper's prefixes: the signs and
// currency symbols a number may carry in front.
func isPrefix(r rune) bool {
	switch r {
	case '-', '+', '£', '€', '$', '¢':
		return true
	}
	return false
}
