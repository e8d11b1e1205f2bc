package sclite

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// praDir holds the oracle files written by testdata/sclite/reports/make_pra.sh with SCTK
// 2.4.10; the tests need no sctk.
const praDir = "../testdata/sclite/reports"

// praCases are the cases of make_pra.sh; lur tells which have stm labels.
var praCases = []struct {
	name     string
	pra, lur bool
}{
	{"pra_wmt17", true, false},
	{"pra_promt", true, false},
	{"pra_case", true, false},
	{"pra_optfrag", true, false},
	{"pra_optfrag_FD", true, false},
	{"pra_zh", true, false},
	{"pra_zhc", true, false},
	{"pra_sctk_csrnab", true, false},
	{"pra_sctk_tests", true, false},
	{"pra_sctk_tests_FD", true, false},
	{"pra_sctk_utf8", true, false},
	{"pra_sctk_lvc", true, true},
	{"pra_sctk_lvcm", true, true},
	{"pra_sctk_lvcr", true, true},
	{"pra_sctk_cantonese", true, false},
	// Vietnamese with -e utf-8 babel_vietnamese: its pra upper-cases Vietnamese letters by
	// a language profile the SGML does not record, so only its dtl is an oracle.
	{"pra_sctk_viet", false, false},
}

// praLoad reads a case's stored SGML.
func praLoad(t *testing.T, name string) *System {
	t.Helper()
	f, err := os.Open(filepath.Join(praDir, name+"_pra.sgml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := ReadSGML(f, name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// praCompare writes a report and compares it with the stored one byte for byte, naming
// the first differing line.
func praCompare(t *testing.T, name, ext string, write func(*bytes.Buffer) error) {
	t.Helper()
	want, err := os.ReadFile(filepath.Join(praDir, name+ext))
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := write(&got); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got.Bytes(), want) {
		return
	}
	g, w := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] {
			t.Fatalf("%s%s: line %d:\n got %q\nwant %q", name, ext, i+1, g[i], w[i])
		}
	}
	t.Fatalf("%s%s: %d lines, want %d", name, ext, len(g), len(w))
}

func TestWritePra(t *testing.T) {
	for _, c := range praCases {
		if !c.pra {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			s := praLoad(t, c.name)
			praCompare(t, c.name, ".pra", func(b *bytes.Buffer) error { return WritePra(b, s) })
		})
	}
}

// TestWritePrf checks the prf's header, label definitions and time lines against
// sclite -o prf on the same case (the prf itself is not stored).
func TestWritePrf(t *testing.T) {
	s := praLoad(t, "pra_sctk_lvcm")
	var b bytes.Buffer
	if err := WritePrf(&b, s); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"NIST_TEXT_ALIGNMENT\nVERSION 0.1\n\n\n\t\tDUMP OF SYSTEM ALIGNMENT STRUCTURE\n\nSystem name:   pra_sctk_lvc_hypm.ctm\n" +
			"Ref file:      pra_sctk_lvc_refm.stm\nHyp file:      pra_sctk_lvc_hypm.ctm\nCreation date: \"",
		"\"\n\nSpeaker Count: 2\nSpeakers: \n    0:  2347-a\n    1:  2347-b\n\nUtterance Label definitions:\n" +
			"    Category: id: \"0\" title: \"\" description: \"\"\n",
		"    Label: id: \"NA\" title: \"NO Alt\" description: \"Segments Without Alternations\"\n\n" +
			"Speaker sentences   0:  2347-a   utt# 0 of 5\nid: (2347-a-000)\nLabels: <o,wa>\nFile: 2347\nChannel: a\n" +
			"Scores: (#C #S #D #I) 4 3 0 1\nRef times: t1= 1.06 t2= 3.47\n" +
			"REF:  ****    I'VE    UM      as      far     as      i'm     CONCERNED \n" +
			"HYP:  THEY    PRIDE   ABOUT   as      far     as      i'm     I         \n" +
			"H_T1: 0.05    1.02    1.65    1.94    2.12    2.38    2.48    2.83      \n" +
			"H_T2: 0.29    1.31    1.93    2.11    2.37    2.47    2.82    3.47      \n" +
			"Eval: I       S       S                                       S         \n\n" +
			"Speaker sentences   0:  2347-a   utt# 1 of 5\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("prf lacks %q", want)
		}
	}
}

// TestWritePathWraps checks sclite's wrapping at -l 40 (sclite -l 40 -o pra stdout).
func TestWritePathWraps(t *testing.T) {
	w := func(s string) *Word { return &Word{Text: s} }
	p := &Path{ID: "(s1_1)"}
	for _, e := range []struct {
		ev     Eval
		ref, h string
	}{
		{Sub, "the", "a"}, {Correct, "quick", "quick"}, {Correct, "brown", "brown"}, {Sub, "fox", "fax"},
		{Sub, "jumps", "jumped"}, {Correct, "over", "over"}, {Del, "the", ""}, {Correct, "lazy", "lazy"},
		{Sub, "dog", "dogs"}, {Correct, "again", "again"}, {Ins, "", "and"}, {Correct, "and", "and"}, {Correct, "again", "again"},
	} {
		pr := Pair{Eval: e.ev}
		if e.ref != "" {
			pr.Ref = w(e.ref)
		}
		if e.h != "" {
			pr.Hyp = w(e.h)
		}
		p.Pairs = append(p.Pairs, pr)
	}
	var b bytes.Buffer
	bw := bufio.NewWriter(&b)
	writePath(bw, p, 40, 0)
	bw.Flush()
	want := "id: (s1_1)\nScores: (#C #S #D #I) 7 4 1 1\n" +
		"REF:  THE quick brown FOX JUMPS  over \nHYP:  A   quick brown FAX JUMPED over \nEval: S               S   S           \n\n" +
		">> REF:  THE lazy DOG  again *** and again \n>> HYP:  *** lazy DOGS again AND and again \n>> Eval: D        S          I             \n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestPraUpper(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"28-jähriger", "28-JäHRIGER"}, // sclite's ASCII-only case folding
		{"über", "üBER"},
		{"西索", "西索"},
		{"mixed Case", "MIXED CASE"},
		{"\xffab", "\xffAB"}, // invalid UTF-8 passes through
		{"", ""},
	} {
		if got := praUpper(c.in); got != c.want {
			t.Errorf("praUpper(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := praLower(c.want); got != praLower(c.in) {
			t.Errorf("praLower(%q) = %q", c.want, got)
		}
	}
}
