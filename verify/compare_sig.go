package verify

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/compare"
	"github.com/sacre-mt/sacre/significance"
)

// compareSig is the signature of a table of sacre compare, field by field: what the table is
// recomputed with.
type compareSig struct {
	text    string
	desc    string // the scores: the metric's name, or its own description, as NAME[FIELDS]
	test    compare.Test
	samples int
	seed    string
	alpha   float64
	items   int
	lp      string
	lower   bool
	files   []fileSum
	version string
}

// fileSum is a score file as a signature names it: its base name and SHA-256 prefix.
type fileSum struct{ name, sha string }

// parseCompareSig reads a signature of sacre compare (compare.Table.Signature). The scores'
// own description comes first and may hold any field, "test:" among them, so the table's own
// fields start at the last "|test:".
func parseCompareSig(text string) (*compareSig, error) {
	s := &compareSig{text: text}
	at := strings.LastIndex(text, "|test:")
	desc, ok := strings.CutPrefix(text[:max(at, 0)], "scores:")
	if at < 0 || !ok || desc == "" {
		return nil, claimErrorf("%q is not a signature of sacre compare (scores:NAME|test:...)", shorten(text))
	}
	s.desc = desc
	seen := map[string]bool{}
	for _, field := range strings.Split(text[at+1:], "|") {
		key, val, _ := strings.Cut(field, ":")
		if seen[key] {
			return nil, claimErrorf("the signature has %s twice", key)
		}
		seen[key] = true
		if err := s.set(key, val); err != nil {
			return nil, claimErrorf("the signature's field %q: %v", shorten(field), err)
		}
	}
	for _, key := range []string{"alpha", "items", "sha256"} {
		if !seen[key] {
			return nil, claimErrorf("the signature has no %s field", key)
		}
	}
	if s.test.Resampling() && (!seen["n"] || !seen["seed"]) {
		return nil, claimErrorf("the signature of a %s table has no n or no seed field", s.test)
	}
	return s, nil
}

// set reads one field of a signature.
func (s *compareSig) set(key, val string) error {
	var err error
	switch key {
	case "test":
		s.test, err = compare.ParseTest(val)
	case "n":
		s.samples, err = strconv.Atoi(val)
		if err == nil && (s.samples < 1 || s.samples > compare.MaxSamples) {
			err = fmt.Errorf("not a number of resamples from 1 to %d", compare.MaxSamples)
		}
	case "seed":
		s.seed = val
		_, err = significance.ParseSeed(val)
	case "alpha":
		s.alpha, err = strconv.ParseFloat(val, 64)
		if err == nil && !(s.alpha > 0 && s.alpha < 1) {
			err = fmt.Errorf("not a significance level between 0 and 1")
		}
	case "items":
		s.items, err = strconv.Atoi(val)
	case "lp":
		s.lp = val
	case "lower":
		s.lower = true
		if val != "yes" {
			err = fmt.Errorf("want lower:yes")
		}
	case "sha256":
		err = s.setFiles(val)
	case "version":
		s.version = val
	default:
		err = fmt.Errorf("not a field sacre compare writes")
	}
	return err
}

// setFiles reads "NAME=PREFIX,NAME=PREFIX...", each prefix hexadecimal. A name may hold "="
// (the prefix follows the last one), not ",": compare separates the files with it.
func (s *compareSig) setFiles(val string) error {
	for entry := range strings.SplitSeq(val, ",") {
		i := strings.LastIndex(entry, "=")
		if i <= 0 || !isHex(entry[i+1:]) {
			return fmt.Errorf("%q is not FILE=SHA256", entry)
		}
		s.files = append(s.files, fileSum{entry[:i], entry[i+1:]})
	}
	return nil
}

func isHex(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune("0123456789abcdef", r) {
			return false
		}
	}
	return true
}

// config is the comparison the signature describes, in every language pair.
func (s *compareSig) config() compare.Config {
	seed, _ := significance.ParseSeed(s.seed) // read in set
	return compare.Config{Tests: []compare.Test{s.test}, Samples: s.samples, Seed: seed, Alpha: s.alpha}
}

// drawn reports whether the table's resamples were drawn from fresh entropy, which no one can
// draw again: SacreBLEU's seed "none", and 0, which it passes on as None.
func (s *compareSig) drawn() bool {
	if !s.test.Resampling() {
		return false
	}
	seed, _ := significance.ParseSeed(s.seed)
	return seed.PairedText() == "none" || seed.PairedText() == "0"
}

// scoresSignature is the metric's own description as compare.Sources.Signatures takes it
// ("NAME|FIELDS" for "NAME[FIELDS]"), "" when the signature names only the metric.
func (s *compareSig) scoresSignature(metric string) string {
	if s.desc == metric {
		return ""
	}
	if head, rest, ok := strings.Cut(s.desc, "["); ok && strings.HasSuffix(rest, "]") {
		return head + "|" + strings.TrimSuffix(rest, "]")
	}
	return s.desc
}
