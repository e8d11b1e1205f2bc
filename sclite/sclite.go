// Package sclite scores speech recognition output as NIST's sclite (SCTK 2.4.10) does: its
// input formats (trn, stm, ctm), its weighted alignment with its tie-breaking, and its reports
// (sum, rsum, pra, prf, dtl, lur, snt, spk, sgml), byte for byte.
//
// The model mirrors sclite's own: a System (sclite's SCORES) holds Speakers (its groups), each
// with the Paths (aligned utterances) of that speaker, each a sequence of Pairs.
package sclite

import "errors"

// ErrInput is wrapped by every error about a malformed input file.
var ErrInput = errors.New("sclite: bad input")

// Refused reports an error about input that sclite itself would read on (invalid UTF-8 read as
// bytes, a reference line without an id ignored) or crash on: sacre refuses it, and its command
// exits with status 2 rather than sclite's 1.
func Refused(err error) bool {
	_, ok := errors.AsType[refusal](err)
	return ok
}

// refusal marks an error as Refused.
type refusal struct{ error }

func (r refusal) Unwrap() error { return r.error }

// refuse marks err as Refused (nil stays nil).
func refuse(err error) error {
	if err == nil {
		return nil
	}
	return refusal{err}
}

// Eval is how an aligned pair counts, as sclite's SGML writes it.
type Eval byte

// The evaluations of an aligned pair. Merges and splits appear only in sclite's SGML from
// other tools; sclite's own alignments give the first four.
const (
	Correct Eval = 'C'
	Sub     Eval = 'S'
	Del     Eval = 'D'
	Ins     Eval = 'I'
	Merge   Eval = 'M'
	Split   Eval = 'T'
)

// Word is one word of a reference or a hypothesis as sclite keeps it.
type Word struct {
	Text     string  // as sclite prints it (alternations and optional marks included)
	T1, T2   float64 // start and end time (ctm, or stm words with times)
	Conf     float64 // confidence (ctm)
	Weight   float64 // weight (weighted alignment)
	Optional bool    // optionally deletable: written "(word)" in the reference
	Fragment bool    // a fragment: "-word" or "word-"
	Tag1     string  // sclite's word tags, written after the text in SGML ("" when none)
	Tag2     string
	Tagged   bool // the word has tags (sclite's tag1 or tag2 set), even empty ones
}

// Pair is one column of an alignment: Ref is nil for an insertion, Hyp nil for a deletion.
type Pair struct {
	Eval     Eval
	Ref, Hyp *Word
}

// Attr is the set of optional facts a Path carries (sclite's PA_* bits).
type Attr uint16

// Path attributes, in the order sclite's SGML writes them.
const (
	RefTimes     Attr = 1 << iota // R_T1, R_T2: the reference segment's times
	HypTimes                      // H_T1, H_T2
	CharAlign                     // char_align="1": aligned character by character
	CaseSense                     // case_sense="1"
	HypWeight                     // hyp_weight="1"
	RefWeight                     // ref_weight="1"
	RefWordTimes                  // word_aux r_t1+t2
	HypWordTimes                  // word_aux h_t1+t2
	RefConf                       // word_aux r_conf
	HypConf                       // word_aux h_conf
)

// Path is one aligned utterance (sclite's PATH).
type Path struct {
	ID       string // as sclite prints it: "(spk1_001)" for trn, the stm segment's id otherwise
	Labels   string // stm labels ("" when none)
	File     string // stm/ctm file name ("" when none)
	Channel  string // stm/ctm channel ("" when none)
	Sequence int    // the utterance's place in sclite's reading order
	Attr     Attr
	RefT1    float64
	RefT2    float64
	HypT1    float64
	HypT2    float64
	Pairs    []Pair
}

// Counts returns the path's correct words, substitutions, deletions and insertions.
func (p *Path) Counts() (c, s, d, i int) {
	return countEvals(len(p.Pairs), func(k int) Eval { return p.Pairs[k].Eval })
}

// countEvals counts the correct words, substitutions, deletions and insertions among n
// evaluations.
func countEvals(n int, eval func(int) Eval) (c, s, d, i int) {
	for k := range n {
		switch eval(k) {
		case Correct:
			c++
		case Sub:
			s++
		case Del:
			d++
		case Ins:
			i++
		}
	}
	return c, s, d, i
}

// Speaker is the paths of one speaker (sclite's group), in sclite's order.
type Speaker struct {
	ID    string
	Paths []*Path
}

// Label is an stm LABEL or CATEGORY definition, as the SGML lists it.
type Label struct {
	ID, Title, Desc string
}

// System is one hypothesis file scored against its reference (sclite's SCORES).
type System struct {
	Title      string // the system's name (-h FILE FMT [NAME]; the file name by default)
	RefFile    string // the reference file's name as given
	HypFile    string // the hypothesis file's name as given
	Created    string // the creation date as sclite prints it ("Thu Nov 26 22:56:56 2026")
	Format     string // the SGML format version, "2.4"
	FragCorr   bool   // -F: fragments count as correct
	OptDel     bool   // -D: optionally deletable words
	WeightAli  bool   // -w/-W: weighted alignment
	WeightFile string
	Labels     []Label
	Categories []Label
	Speakers   []*Speaker
}
