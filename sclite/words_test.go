package sclite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWordAlignerAsSclite: on the oracle cases of plain word-mode transcripts (WMT17 and
// WMT24 lines, sclite -i rm, with and without -s), WordAligner's counts for each utterance,
// words split at white space and folded as sclite folds them, are those of sclite's own
// alignment (the stored SGML, which TestAlignOracle checks Score against).
func TestWordAlignerAsSclite(t *testing.T) {
	var w WordAligner
	checked := 0
	for _, name := range []string{"w17-KIT.4950", "w17-PROMT-Rule-based.4735", "w17-online-B.0", "w17-uedin-nmt.4722", "w17-case", "w24-Aya23", "w24-GPT-4", "w24-ONLINE-W"} {
		dir := filepath.Join("..", "testdata", "sclite", "align", name)
		args, err := os.ReadFile(filepath.Join(dir, "args"))
		if err != nil {
			t.Fatal(err)
		}
		opt := Options{IDType: strings.Fields(string(args))[1], CaseSense: strings.Contains(string(args), "-s")}
		ref, hyp := readTRNFile(t, filepath.Join(dir, "ref.trn")), readTRNFile(t, filepath.Join(dir, "hyp.trn"))
		sys, err := Score(ref, hyp, "t", opt)
		if err != nil {
			t.Fatal(err)
		}
		refText := map[string]string{}
		for _, u := range ref.Utts {
			refText[fold(u.ID, &opt)] = u.Text
		}
		paths := map[string]*Path{}
		for _, sp := range sys.Speakers {
			for _, p := range sp.Paths {
				paths[p.ID] = p
			}
		}
		for _, u := range hyp.Utts {
			id := fold(u.ID, &opt)
			r, h := fold(refText[id], &opt), fold(u.Text, &opt)
			if strings.ContainsAny(r+h, "(){};@") {
				continue // markup (alternations, optional words, tags): only Score reads it
			}
			c, s, d, i, err := w.Counts(asciiFields(r), asciiFields(h))
			if err != nil {
				t.Fatal(err)
			}
			wc, ws, wd, wi := paths[id].Counts()
			if c != wc || s != ws || d != wd || i != wi {
				t.Errorf("%s %s: C/S/D/I %d %d %d %d, sclite %d %d %d %d", name, id, c, s, d, i, wc, ws, wd, wi)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Errorf("only %d utterances checked", checked)
	}
}

func readTRNFile(t *testing.T, name string) *TRN {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr, err := ReadTRN(f, name)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// asciiFields splits s at C's white space, as sclite does (U+00A0 is part of a word).
func asciiFields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r < 0x80 && isSpace(byte(r)) })
}
