package sclite

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// reportsDir holds sclite's outputs on the oracle cases (see its make.sh and README.md).
const reportsDir = "../testdata/sclite/reports"

// readCase reads NAME.sgml of the oracle cases.
func readCase(t *testing.T, name string) *System {
	t.Helper()
	f, err := os.Open(filepath.Join(reportsDir, name+".sgml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := ReadSGML(f, name+".sgml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// sgmlCases lists the cases: every NAME.sgml in reportsDir (NAME.nl.sgml excluded).
func sgmlCases(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(reportsDir, "*.sgml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases in %s: %v", reportsDir, err)
	}
	var names []string
	for _, f := range files {
		if name := strings.TrimSuffix(filepath.Base(f), ".sgml"); !strings.HasSuffix(name, ".nl") {
			names = append(names, name)
		}
	}
	return names
}

// compareFile compares got with the stored file, skipping the case when sclite did not
// write one; on a difference it names the first differing line.
func compareFile(t *testing.T, file string, got []byte) {
	t.Helper()
	want, err := os.ReadFile(filepath.Join(reportsDir, file))
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s: not stored", file)
	}
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			t.Fatalf("%s: line %d differs\n got: %q\nwant: %q", file, i+1, gl, wl)
		}
	}
	t.Fatalf("%s differs", file)
}

func TestSGMLRoundTrip(t *testing.T) {
	for _, name := range sgmlCases(t) {
		t.Run(name, func(t *testing.T) {
			s := readCase(t, name)
			for _, c := range []struct {
				ext   string
				write func(*bytes.Buffer, *System) error
			}{
				{".sgml", func(b *bytes.Buffer, s *System) error { return WriteSGML(b, s) }},
				{".nl.sgml", func(b *bytes.Buffer, s *System) error { return WriteNLSGML(b, s) }},
			} {
				t.Run(c.ext, func(t *testing.T) {
					var b bytes.Buffer
					if err := c.write(&b, s); err != nil {
						t.Fatal(err)
					}
					compareFile(t, name+c.ext, b.Bytes())
				})
			}
		})
	}
}

func TestReadSGMLModel(t *testing.T) {
	s := readCase(t, "lvc")
	if s.Title != "sctk_lvc_hyp.ctm" || s.RefFile != "sctk_lvc_ref.stm" || s.Created == "" || s.Format != "2.4" {
		t.Errorf("system: %q %q %q %q", s.Title, s.RefFile, s.Created, s.Format)
	}
	if len(s.Labels) != 3 || len(s.Categories) != 2 || s.Labels[1].Title != "With Alt" {
		t.Errorf("labels %v, categories %v", s.Labels, s.Categories)
	}
	p := s.Speakers[0].Paths[0]
	if p.ID != "(2347-a-000)" || p.File != "2347" || p.Channel != "a" || p.Labels != "<o,wa>" ||
		p.Attr != RefTimes|HypWordTimes || p.RefT2 != 3.47 {
		t.Errorf("path %+v", p)
	}
	ins := p.Pairs[0]
	if ins.Eval != Ins || ins.Ref != nil || ins.Hyp.Text != "they" || !ins.Hyp.Tagged ||
		ins.Hyp.Tag1 != "tag1" || ins.Hyp.Tag2 != "" || ins.Hyp.T1 != 0.05 || ins.Hyp.T2 != 0.29 {
		t.Errorf("insertion %+v %+v", ins, ins.Hyp)
	}
	if w := p.Pairs[3].Ref; w.Text != "a;s" || w.Tag1 != "tag1" {
		t.Errorf("escaped word %+v", w)
	}
}

func TestReadSGMLErrors(t *testing.T) {
	head := `<SYSTEM title="t" ref_fname="r" hyp_fname="h" creation_date="d" format="2.4">` + "\n"
	spk := "<SPEAKER id=\"s\">\n<PATH id=\"(s_1)\" word_cnt=\"1\" sequence=\"0\">\n"
	for _, c := range []struct{ name, in, want string }{
		{"bad tag", "<SYSTEM>\n", "x.sgml:1: unable to parse SGML tag"},
		{"speaker outside", "<SPEAKER id=\"s\">\n", "x.sgml:1: SPEAKER tag found outside"},
		{"path outside", head + "<PATH id=\"p\">\n", "x.sgml:2: PATH tag found outside"},
		{"end tag", head + "</SPEAKER>\n", "x.sgml:2: unable to delete SGML end tag"},
		{"eval", head + spk + "X,\"a\",\"a\"\n", "x.sgml:4: unknown alignment type 'X'"},
		{"word", head + spk + "C,a,\"a\"\n", "x.sgml:4: word parse error"},
		{"quote", head + spk + "C,\"a\",\"a\n", "x.sgml:4: unterminated word"},
		{"two systems", head + "</SYSTEM>\n" + head + "</SYSTEM>\n", "2 SYSTEM tags"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadSGML(strings.NewReader(c.in), "x.sgml")
			if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}
