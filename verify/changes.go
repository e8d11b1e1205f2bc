package verify

import (
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/signatures"
)

// A change is one way a nearby configuration differs from the claim's: a field of its
// signature, the references it uses, or how the inputs and the score are taken. Variants
// print their changes (Variant.Changes) and are explained and compared by them.
type change struct {
	kind     changeKind
	key      string // the signature's field, for fieldChanged, fieldAdded and fieldDropped
	from, to string // the field's values, or the numbers of references
}

type changeKind int

const (
	fieldChanged  changeKind = iota // "tok:13a→intl"
	fieldAdded                      // "tok:intl": a field the claim's configuration prints not
	fieldDropped                    // "no tok"
	refsChanged                     // "references:2→1"
	swappedInputs                   // "hypotheses and references swapped"
	scale100                        // "score on the 0-100 scale"
	scale1                          // "score on the 0-1 scale (SacreBLEU 1.x)"
)

func (c change) String() string {
	switch c.kind {
	case fieldChanged:
		return c.key + ":" + c.from + "→" + c.to
	case fieldAdded:
		return c.key + ":" + c.to
	case fieldDropped:
		return "no " + c.key
	case refsChanged:
		return "references:" + c.from + "→" + c.to
	case swappedInputs:
		return "hypotheses and references swapped"
	case scale100:
		return "score on the 0-100 scale"
	}
	return "score on the 0-1 scale (SacreBLEU 1.x)"
}

// fewerRefs is the change from using n reference streams to k.
func fewerRefs(n, k int) change {
	return change{kind: refsChanged, from: strconv.Itoa(n), to: strconv.Itoa(k)}
}

// why names what the change corresponds to, where an old SacreBLEU release or a common slip
// explains it; "" when none does.
func (c change) why(metricKind string) string {
	switch {
	case c.kind == fieldChanged && c.key == "smooth" && c.to == "floor[0.00]":
		return "SacreBLEU 1.x's floor smoothing (0 before 1.5.0)"
	case c.kind == fieldChanged && c.key == "smooth" && c.to == "none":
		return "no smoothing, as SacreBLEU 1.0 and 1.3's add-n"
	case c.kind == refsChanged && c.to == "1" && metricKind == signatures.CHRF:
		return "SacreBLEU 1.x's chrF, which used the first reference only"
	case c.kind == refsChanged:
		return "fewer references than given"
	case c.kind == scale1:
		return "SacreBLEU 1.x's scale"
	case c.kind == fieldChanged && c.key == "nw" && (c.from == "0" && c.to == "2" || c.from == "2" && c.to == "0"):
		return "chrF and chrF++ confused"
	case c.kind == swappedInputs:
		return "the files given in the wrong order"
	}
	return ""
}

// explain names what a variant's changes correspond to, where old SacreBLEU releases or
// common slips explain them.
func explain(changes []change, metricKind string) string {
	var why []string
	for _, c := range changes {
		if w := c.why(metricKind); w != "" {
			why = append(why, w)
		}
	}
	return strings.Join(why, "; ")
}

// changeTexts are the changes as a Variant prints them.
func changeTexts(changes []change) []string {
	var out []string
	for _, c := range changes {
		out = append(out, c.String())
	}
	return out
}

// changes lists the fields of sig that differ from the base configuration's.
func (v *verifier) changes(sig signatures.Signature) []change {
	var out []change
	for _, f := range sig {
		if f.Key == "version" || f.Key == "nrefs" {
			continue
		}
		old, ok := v.baseSig.Get(f.Key)
		switch {
		case !ok:
			out = append(out, change{kind: fieldAdded, key: f.Key, to: f.Value})
		case old != f.Value:
			out = append(out, change{kind: fieldChanged, key: f.Key, from: old, to: f.Value})
		}
	}
	for _, f := range v.baseSig {
		if _, ok := sig.Get(f.Key); !ok && f.Key != "version" {
			out = append(out, change{kind: fieldDropped, key: f.Key})
		}
	}
	return out
}
