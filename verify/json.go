package verify

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// decodeClaim reads one of SacreBLEU's JSON claims (jsonClaim), refusing a key written twice.
func decodeClaim(raw json.RawMessage) (*Claim, error) {
	var obj jsonClaim
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, claimErrorf("JSON: %v", err)
	}
	if _, err := objectKeys(raw); err != nil {
		return nil, claimErrorf("a JSON claim with %v", err)
	}
	return obj.claim()
}

// objectKeys lists the keys of a JSON object (valid JSON, as a decoder returned it) in the
// order written, and refuses a key written twice in it or in an object inside it: Go's
// decoder (and Python's) keeps the last of two silently, where a system's row with BLEU twice
// is a mistake to name, not a column to drop.
func objectKeys(raw json.RawMessage) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, claimErrorf("not a JSON object")
	}
	return objectRest(dec)
}

// objectRest reads an object's members after its "{", up to its "}", returning its keys.
func objectRest(dec *json.Decoder) ([]string, error) {
	var keys []string
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, claimErrorf("JSON: %v", err)
		}
		key, _ := tok.(string)
		if seen[key] {
			return nil, claimErrorf("the key %q twice", key)
		}
		seen[key] = true
		keys = append(keys, key)
		if err := checkValue(dec); err != nil {
			return nil, claimErrorf("%v in %s", err, Quote(key))
		}
	}
	_, err := dec.Token()
	return keys, err
}

// checkValue reads one JSON value from dec, refusing an object in it with a key twice. The
// value's depth is the decoder's to bound: it was decoded once before.
func checkValue(dec *json.Decoder) error {
	tok, err := dec.Token()
	if err != nil {
		return claimErrorf("JSON: %v", err)
	}
	switch tok {
	case json.Delim('{'):
		_, err := objectRest(dec)
		return err
	case json.Delim('['):
		for dec.More() {
			if err := checkValue(dec); err != nil {
				return err
			}
		}
		_, err := dec.Token()
		return err
	}
	return nil
}

// jsonLiteral is a JSON number as written, in decimal notation: 28.30 stays 28.30 and 2.830e1
// is 28.30, so that its decimals are the precision it claims, which a float64 would lose
// (28.30 would print as 28.3). ok is false for a value that is not a number.
func jsonLiteral(raw json.RawMessage) (string, bool) {
	var n json.Number
	if len(raw) == 0 || raw[0] == '"' || json.Unmarshal(raw, &n) != nil || n == "" {
		return "", false
	}
	return jsonNumber(n.String()), true
}

// maxExponent bounds the exponents jsonNumber writes out: beyond any float64, a number so
// written is no score, and 1e999999999 would be a gigabyte of zeros.
const maxExponent = 400

// jsonNumber writes a JSON number literal as SacreBLEU's text output would, in decimal
// notation: Python's json writes 1e-05 for 0.00001, which sacre compares as the decimal it
// is. The digits are moved, never read through a float64, so that all of them are kept.
func jsonNumber(s string) string {
	mant, exp, ok := strings.Cut(strings.ToLower(s), "e")
	e, err := strconv.Atoi(strings.TrimPrefix(exp, "+"))
	if !ok || err != nil || e < -maxExponent || e > maxExponent {
		return s
	}
	sign := ""
	if strings.HasPrefix(mant, "-") {
		sign, mant = "-", mant[1:]
	}
	whole, frac, _ := strings.Cut(mant, ".")
	digits, point := whole+frac, len(whole)+e
	switch {
	case point <= 0:
		return sign + "0." + strings.Repeat("0", -point) + digits
	case point >= len(digits):
		digits += strings.Repeat("0", point-len(digits))
	default:
		digits = digits[:point] + "." + digits[point:]
	}
	if trimmed := strings.TrimLeft(digits, "0"); trimmed == "" || trimmed[0] == '.' {
		digits = "0" + trimmed
	} else {
		digits = trimmed
	}
	return sign + digits
}

// decodeOne decodes exactly one JSON value from text: trailing text is an error.
func decodeOne(text string, v any) error {
	dec := json.NewDecoder(strings.NewReader(text))
	if err := dec.Decode(v); err != nil {
		return claimErrorf("JSON: %v", err)
	}
	if rest := strings.TrimSpace(text[dec.InputOffset():]); rest != "" {
		return claimErrorf("JSON: text after the value: %q", shorten(rest))
	}
	return nil
}
