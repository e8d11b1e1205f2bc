// Package signatures builds the reproducibility signatures printed next to every score, such as
// BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0.
//
// It mirrors SacreBLEU 2.6.0's Signature classes (sacrebleu/metrics/base.py and each metric):
// the same keys in the same order, the same short forms, with version always last.
package signatures

import (
	"strconv"
	"strings"
)

// SacreBLEUVersion is the SacreBLEU release whose scores sacre reproduces.
const SacreBLEUVersion = "2.6.0"

// SacreVersion is sacre's own release.
const SacreVersion = "0.1.0"

// Version is the value of the version field: the SacreBLEU release, then sacre's.
const Version = SacreBLEUVersion + "+sacre." + SacreVersion

// A Field is one key:value pair of a signature, with the key's long and short spellings.
type Field struct {
	Key   string // long form, e.g. "nrefs"
	Short string // short form, e.g. "#"
	Value string
}

// A Signature is an ordered list of fields; Format puts the version field last.
type Signature []Field

// Format joins the fields as key:value with "|", in short form if short is set.
func (s Signature) Format(short bool) string {
	var b strings.Builder
	var version *Field
	for i := range s {
		if s[i].Key == "version" {
			version = &s[i]
			continue
		}
		writeField(&b, s[i], short)
	}
	if version != nil {
		writeField(&b, *version, short)
	}
	return b.String()
}

func writeField(b *strings.Builder, f Field, short bool) {
	if b.Len() > 0 {
		b.WriteByte('|')
	}
	if short {
		b.WriteString(f.Short)
	} else {
		b.WriteString(f.Key)
	}
	b.WriteByte(':')
	b.WriteString(f.Value)
}

// String is the long form.
func (s Signature) String() string { return s.Format(false) }

// Get returns the value of the field with the long key.
func (s Signature) Get(key string) (string, bool) {
	for _, f := range s {
		if f.Key == key {
			return f.Value, true
		}
	}
	return "", false
}

// Run holds the facts of a run that every metric's signature records, in SacreBLEU's order.
// Zero values are left out, as SacreBLEU leaves out its None values.
type Run struct {
	NumRefs   int    // references per segment; VarRefs when it varies
	Bootstrap int    // bootstrap resamples (bs)
	AR        int    // approximate randomization trials (ar)
	Seed      string // random seed (seed), as SacreBLEU prints it
	// Correction names how sacre report corrected the pairs' p-values for their number (corr:
	// "holm" or "bonferroni"); SacreBLEU never sets it.
	Correction string
	TestSet    string // never set by SacreBLEU 2.6.0's CLI
	LangPair   string
	OrigLang   string
	Subset     string
}

// VarRefs is Run.NumRefs for a corpus whose segments have different numbers of references.
const VarRefs = -1

// New builds a signature: the run's fields, then the metric's fields, then the version.
func New(run Run, metric ...Field) Signature {
	nrefs := strconv.Itoa(run.NumRefs)
	if run.NumRefs == VarRefs {
		nrefs = "var"
	}
	s := Signature{{"nrefs", "#", nrefs}}
	s = appendIf(s, run.Bootstrap > 0, Field{"bs", "bs", strconv.Itoa(run.Bootstrap)})
	s = appendIf(s, run.AR > 0, Field{"ar", "ar", strconv.Itoa(run.AR)})
	s = appendIf(s, run.Seed != "", Field{"seed", "rs", run.Seed})
	s = appendIf(s, run.Correction != "", Field{"corr", "corr", run.Correction})
	s = appendIf(s, run.TestSet != "", Field{"test", "t", run.TestSet})
	s = appendIf(s, run.LangPair != "", Field{"lang", "l", run.LangPair})
	s = appendIf(s, run.OrigLang != "", Field{"origlang", "o", run.OrigLang})
	s = appendIf(s, run.Subset != "", Field{"subset", "S", run.Subset})
	s = append(s, metric...)
	return append(s, Field{"version", "v", Version})
}

func appendIf(s Signature, cond bool, f Field) Signature {
	if cond {
		return append(s, f)
	}
	return s
}

// YesNo spells a boolean the way SacreBLEU's signatures do.
func YesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// NewFor builds a metric's signature as New does, giving each metric field its short form from
// the metric's keys (the one table parsing uses too), where the field has none.
func NewFor(metric string, run Run, fields ...Field) Signature {
	specs := metricKeys(metric)
	for i := range fields {
		if fields[i].Short != "" {
			continue
		}
		for _, s := range specs {
			if s.long == fields[i].Key {
				fields[i].Short = s.short
			}
		}
	}
	return New(run, fields...)
}
