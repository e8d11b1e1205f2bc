package normalize

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// ErrUnknownForm is returned, wrapped, for a normalization form other than
// "nfc" or "nfkc".
var ErrUnknownForm = errors.New("normalize: unknown normalization form")

// Config selects the opt-in normalizers. Its zero value, SacreBLEU's
// behaviour, changes nothing.
type Config struct {
	Form     string `yaml:"form"`     // "" (none), "nfc" or "nfkc", in any case
	CaseFold bool   `yaml:"casefold"` // full case folding, as str.casefold()
}

// ParseForm returns the canonical name of a normalization form: "nfc" or
// "nfkc" in any letter case, or "" for none.
func ParseForm(name string) (string, error) {
	for _, form := range [...]string{"", "nfc", "nfkc"} {
		if strings.EqualFold(name, form) {
			return form, nil
		}
	}
	return "", fmt.Errorf("%w %q (want nfc or nfkc)", ErrUnknownForm, name)
}

// Validate reports an unknown Form.
func (c Config) Validate() error {
	_, err := ParseForm(c.Form)
	return err
}

// Apply case-folds s if CaseFold is set, and then puts it into Form, so that
// the result is in that form. (NFKC after folding may bring back a capital:
// ℌ has no folding but NFKC makes it H.) It returns s itself when nothing is
// enabled or nothing changes. An invalid Form (see Validate) is not applied.
func (c Config) Apply(s string) string {
	if c.CaseFold {
		s = foldString(s)
	}
	switch {
	case strings.EqualFold(c.Form, "nfc"):
		return norm.NFC.String(s)
	case strings.EqualFold(c.Form, "nfkc"):
		return norm.NFKC.String(s)
	}
	return s
}

// foldString case-folds s; for ASCII text folding is lowercasing.
func foldString(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			out, _, _ := transform.String(CaseFold(), s)
			return out
		}
	}
	return Lower(s)
}
