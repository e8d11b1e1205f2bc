package sclite

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const alignCases = "../testdata/sclite/align"

// TestAlignOracle scores every case of testdata/sclite/align and compares the result,
// written as sclite writes its SGML, with sclite's own output, byte for byte. A case whose
// sgml is empty is one sclite refused: Score must refuse it too.
func TestAlignOracle(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join(alignCases, "*", "args"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	paths := 0
	for _, a := range dirs {
		dir := filepath.Dir(a)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			paths += trnCheckCase(t, dir)
		})
	}
	t.Logf("%d cases, %d paths", len(dirs), paths)
}

func trnCheckCase(t *testing.T, dir string) int {
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	want, err := os.ReadFile(filepath.Join(dir, "sgml"))
	if err != nil {
		t.Fatal(err)
	}
	opt, err := trnParseArgs(strings.Fields(string(args)))
	if err != nil {
		t.Fatal(err)
	}
	ref := trnReadFile(t, dir, "ref.trn")
	hyp := trnReadFile(t, dir, "hyp.trn")
	sys, err := Score(ref, hyp, "hyp.trn", opt)
	if len(want) == 0 {
		if err == nil {
			t.Fatal("sclite refused this case, Score did not")
		}
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	got := trnRenderSGML(sys)
	if !bytes.Equal(got, want) {
		t.Error(trnFirstDiff(got, want))
	}
	return bytes.Count(want, []byte("<PATH "))
}

func trnReadFile(t *testing.T, dir, name string) *TRN {
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	trn, err := ReadTRN(f, name)
	if err != nil {
		t.Fatal(err)
	}
	return trn
}

// trnParseArgs reads the options of a case's args file.
func trnParseArgs(a []string) (Options, error) {
	var o Options
	for i := 0; i < len(a); i++ {
		switch a[i] {
		case "-i":
			i++
			o.IDType = a[i]
		case "-e":
			i++
			o.Encoding = a[i]
		case "-s":
			o.CaseSense = true
		case "-F":
			o.FragCorr = true
		case "-D":
			o.OptDel = true
		case "-c":
			o.CharAlign = true
		case "NOASCII":
			o.NoASCII = true
		case "DH":
			o.DelHyphen = true
		default:
			return o, fmt.Errorf("unknown option %q", a[i])
		}
	}
	return o, nil
}

// trnRenderSGML writes sys as sclite's dump_SCORES_sgml does for trn input, with the creation
// date blanked as make.sh blanks it.
func trnRenderSGML(s *System) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<SYSTEM title=\"%s\" ref_fname=\"%s\" hyp_fname=\"%s\" creation_date=\"\" format=\"2.4\" frag_corr=\"%s\" opt_del=\"%s\" weight_ali=\"FALSE\" weight_filename=\"\">\n",
		s.Title, s.RefFile, s.HypFile, trnUpperBool(s.FragCorr), trnUpperBool(s.OptDel))
	for _, l := range s.Labels {
		fmt.Fprintf(&b, "<LABEL id=\"%s\" title=\"%s\" desc=\"%s\">\n</LABEL>\n", l.ID, l.Title, l.Desc)
	}
	for _, l := range s.Categories {
		fmt.Fprintf(&b, "<CATEGORY id=\"%s\" title=\"%s\" desc=\"%s\">\n</CATEGORY>\n", l.ID, l.Title, l.Desc)
	}
	for _, sp := range s.Speakers {
		fmt.Fprintf(&b, "<SPEAKER id=\"%s\">\n", sp.ID)
		for _, p := range sp.Paths {
			fmt.Fprintf(&b, "<PATH id=\"%s\" word_cnt=\"%d\" sequence=\"%d\"", p.ID, len(p.Pairs), p.Sequence)
			if p.Attr&CharAlign != 0 {
				b.WriteString(` char_align="1"`)
			}
			if p.Attr&CaseSense != 0 {
				b.WriteString(` case_sense="1"`)
			}
			b.WriteString(">\n")
			for i, q := range p.Pairs {
				if i > 0 {
					b.WriteByte(':')
				}
				fmt.Fprintf(&b, "%c,%s,%s", q.Eval, trnQuoteWord(q.Ref), trnQuoteWord(q.Hyp))
			}
			b.WriteString("\n</PATH>\n")
		}
		b.WriteString("</SPEAKER>\n")
	}
	b.WriteString("</SYSTEM>\n")
	return b.Bytes()
}

func trnUpperBool(v bool) string {
	if v {
		return "TRUE"
	}
	return "FALSE"
}

// trnQuoteWord is sclite's formatWordForSGML, quoted; a missing word is empty.
func trnQuoteWord(w *Word) string {
	if w == nil {
		return ""
	}
	esc := func(s string) string { return strings.ReplaceAll(s, ";", `\;`) }
	s := esc(w.Text)
	if w.Tagged {
		s += ";" + esc(w.Tag1) + ";" + esc(w.Tag2)
	}
	return `"` + s + `"`
}

// trnFirstDiff describes the first line where got and want differ.
func trnFirstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] {
			ctx := ""
			if i > 0 {
				ctx = w[i-1]
			}
			return fmt.Sprintf("line %d (after %q):\n got  %q\n want %q", i+1, ctx, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

func TestReadTRNErrors(t *testing.T) {
	for _, c := range []struct{ in, msg string }{
		{"a b (s1_1)\nc d\n", "x.trn:2: no utterance id"},
		{"a b (s1_1\n", "x.trn:1: unparsable utterance id"},
		{"a \xff (s1_1)\n", "x.trn:1: invalid UTF-8"},
	} {
		_, err := ReadTRN(strings.NewReader(c.in), "x.trn")
		if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want %q", c.in, err, c.msg)
		}
	}
}

func TestReadTRNSkips(t *testing.T) {
	in := ";; LABEL \"l1\" \"Title\" \"Desc\"\n** info\n\t \nx (s1_1)\n;; comment\ny (s1_2)"
	trn, err := ReadTRN(strings.NewReader(in), "x.trn")
	if err != nil {
		t.Fatal(err)
	}
	if len(trn.Utts) != 1 || trn.Utts[0].Line != 4 || trn.Unterminated != "y (s1_2)" {
		t.Errorf("%+v", trn)
	}
	if len(trn.Labels) != 1 || trn.Labels[0] != (Label{"l1", "Title", "Desc"}) {
		t.Errorf("labels %+v", trn.Labels)
	}
}

func TestScoreErrors(t *testing.T) {
	read := func(s string) *TRN {
		trn, err := ReadTRN(strings.NewReader(s), "f.trn")
		if err != nil {
			t.Fatal(err)
		}
		return trn
	}
	ref := read("a b (s1_1)\nc d (s1_2)\nc x (s1_2)\n")
	for _, c := range []struct {
		hyp, msg string
		opt      Options
	}{
		{"a (s1_1)\nb (s1_3)\n", "f.trn:2: utterance (s1_3) is not in the reference", Options{IDType: "rm"}},
		{"a (s1_1)\nb (s1_1)\n", "f.trn:2: utterance (s1_1) is already on line 1", Options{IDType: "rm"}},
		{"a (s1_2)\n", "double reference text", Options{IDType: "rm"}},
		{"a (s1_1)\n", "-i", Options{}},
		{"a (s1_1)\n", "diff", Options{IDType: "rm", Diff: true}},
		{"a (s1_1)\n", "5 x 1 words", Options{IDType: "rm", MaxCells: 4}},
	} {
		r := ref
		if c.msg == "5 x 1 words" {
			r = read("a b c d e (s1_1)\n")
		}
		_, err := Score(r, read(c.hyp), "h", c.opt)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want %q", c.hyp, err, c.msg)
		}
	}
}

// TestScoreCrashes: input sclite crashes on is an error.
func TestScoreCrashes(t *testing.T) {
	for _, c := range []struct {
		ref string
		opt Options
	}{
		{"a{b} c (s1_1)\n", Options{IDType: "rm"}},
		{"a -- b (s1_1)\n", Options{IDType: "rm", CharAlign: true, DelHyphen: true}},
	} {
		ref, _ := ReadTRN(strings.NewReader(c.ref), "r")
		hyp, _ := ReadTRN(strings.NewReader("a b (s1_1)\n"), "h")
		if _, err := Score(ref, hyp, "h", c.opt); !errors.Is(err, errSclite) {
			t.Errorf("%q: %v", c.ref, err)
		}
	}
}

// BenchmarkScoreTRN scores the 300 WMT17 utterances of one case (sclite: about 33 ms).
func BenchmarkScoreTRN(b *testing.B) {
	dir := filepath.Join(alignCases, "w17-uedin-nmt.4722")
	refData, _ := os.ReadFile(filepath.Join(dir, "ref.trn"))
	hypData, _ := os.ReadFile(filepath.Join(dir, "hyp.trn"))
	opt := Options{IDType: "rm", Created: "x"}
	for b.Loop() {
		ref, _ := ReadTRN(bytes.NewReader(refData), "ref.trn")
		hyp, _ := ReadTRN(bytes.NewReader(hypData), "hyp.trn")
		if _, err := Score(ref, hyp, "hyp.trn", opt); err != nil {
			b.Fatal(err)
		}
	}
}
