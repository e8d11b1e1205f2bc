package sclite

import (
	"fmt"
	"strings"
)

// Options are the sclite options that decide how trn utterances are read and aligned.
// The zero value is sclite's default, except that IDType must be set (sclite requires -i
// for trn input).
type Options struct {
	// IDType is -i: how an utterance id names its speaker. "rm", "swb" and "spu_id" take
	// the text between '(' and the first '-' (or, when there is none, the first '_'); "wsj"
	// takes the three characters after '('; "sp" takes the whole id, parentheses included.
	IDType string
	// CaseSense is -s: compare words case-sensitively. Without it, sclite lower-cases
	// every line, ASCII letters only (no locale: "JäHRIGER" becomes "jähriger").
	CaseSense bool
	// FragCorr is -F: a fragment ("-word" or "word-") is correct against any word it is
	// the start (or end) of.
	FragCorr bool
	// OptDel is -D: a word in parentheses ("(uh)") may be deleted at no error.
	OptDel bool
	// CharAlign is -c: align characters, not words.
	CharAlign bool
	// NoASCII is -c NOASCII: keep runs of ASCII characters whole in character mode.
	NoASCII bool
	// DelHyphen is -c DH: delete hyphens before a character alignment.
	DelHyphen bool
	// Encoding is -e: "" (sclite's default, 8-bit: every byte is a character) or "utf-8".
	// Only the character mode and case folding depend on it.
	Encoding string
	// Locale is -e's case-conversion localization; only "" and "generic" are supported.
	Locale string
	// Diff is -d, GNU diff alignments. Debian's sctk 2.4.10 is built without them and
	// refuses the option; so does Score.
	Diff bool
	// Sequence is the sequence number of the first path. sclite numbers paths across
	// every -h file of one run, so a second hypothesis file starts where the first ended.
	Sequence int
	// Created is the creation date written in the SGML; the current time in ctime's
	// format ("Thu Nov 26 22:56:56 2026") when empty.
	Created string
	// MaxCells bounds an utterance's alignment matrix (reference arcs times hypothesis
	// arcs); DefaultMaxCells when zero. Larger utterances are refused with an error.
	MaxCells int
}

// DefaultMaxCells is the largest alignment matrix Score builds by default: 32 Mi cells,
// 384 MiB, for example two 5,000-word utterances.
const DefaultMaxCells = 1 << 25

// maxArcs is sclite's own limit on the words of one side of an alignment (its
// MAX_MATRIX_SIZE - 1, counting the empty word it puts first).
const maxArcs = 65534

// idType is a checked IDType.
type idType int

const (
	idRM idType = iota // rm, swb, spu_id
	idWSJ
	idSP
)

// check validates the options as sclite's proc_args does, in its words where it has some.
func (o *Options) check() (idType, error) {
	var it idType
	switch o.IDType {
	case "rm", "swb", "spu_id":
		it = idRM
	case "wsj":
		it = idWSJ
	case "sp":
		it = idSP
	case "":
		return 0, fmt.Errorf("%w: required utterance id (option -i) for transcript mode", ErrUsage)
	default:
		return 0, fmt.Errorf("%w: utterance id type '%s' not acceptable", ErrUsage, o.IDType)
	}
	if o.Diff {
		return 0, fmt.Errorf("%w: alignments via diff have been disabled (as in Debian's sctk 2.4.10)", ErrUsage)
	}
	switch strings.ToLower(o.Encoding) {
	case "", "ascii", "utf-8":
	default:
		return 0, fmt.Errorf("%w: character encoding '%s' is not supported (only utf-8 and sclite's 8-bit default)", ErrUsage, o.Encoding)
	}
	if o.Locale != "" && !strings.EqualFold(o.Locale, "generic") {
		return 0, fmt.Errorf("%w: case conversion localization '%s' is not supported (only generic)", ErrUsage, o.Locale)
	}
	if (o.NoASCII || o.DelHyphen) && !o.CharAlign {
		return 0, fmt.Errorf("%w: NOASCII and DH are arguments of -c", ErrUsage)
	}
	return it, nil
}

// utf8Mode reports whether characters are UTF-8 sequences rather than bytes.
func (o *Options) utf8Mode() bool { return strings.EqualFold(o.Encoding, "utf-8") }

// maxCells returns the bound on one alignment matrix.
func (o *Options) maxCells() int {
	if o.MaxCells > 0 {
		return o.MaxCells
	}
	return DefaultMaxCells
}
