package sclite

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const sntDir = "../testdata/sclite/snt"

// TestSntSpkRuns runs sclite's command lines of testdata/sclite/snt (make.sh: sclite's standard
// output and every file it wrote) through Command: the snt and spk reports, one file per
// speaker, their names (with -O and -n), the feedback lines, their place among the other
// reports, and -o stdout, on the WMT17 trn pairs and SCTK's lvc stm/ctm pair, byte for byte.
func TestSntSpkRuns(t *testing.T) {
	data, err := filepath.Abs(sntDir)
	if err != nil {
		t.Fatal(err)
	}
	cases, err := filepath.Glob(filepath.Join(data, "*.args"))
	if err != nil || len(cases) == 0 {
		t.Fatalf("no cases in %s (%v)", data, err)
	}
	for _, c := range cases {
		name := strings.TrimSuffix(filepath.Base(c), ".args")
		t.Run(name, func(t *testing.T) {
			work := t.TempDir()
			for _, f := range []string{"ref.trn", "uedin.trn", "onlineb.trn", "lvc_ref.stm", "lvc_hyp.ctm"} {
				if err := os.Symlink(filepath.Join(data, "../cli", f), filepath.Join(work, f)); err != nil {
					t.Fatal(err)
				}
			}
			t.Chdir(work)
			if err := os.Mkdir(name+".files", 0o755); err != nil {
				t.Fatal(err)
			}
			args, err := os.ReadFile(c)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			if err := Command(strings.Fields(string(args)), Env{Stdout: &stdout, Stderr: &stderr, Now: time.Unix(0, 0)}); err != nil {
				t.Fatal(err)
			}
			sntCompare(t, filepath.Join(data, name+".out"), stdout.Bytes())
			if errOut, _ := os.ReadFile(filepath.Join(data, name+".err")); stderr.String() != string(errOut) {
				t.Errorf("stderr %q, sclite's %q", stderr.String(), errOut)
			}
			want, err := os.ReadDir(filepath.Join(data, name+".files"))
			if err != nil && !os.IsNotExist(err) { // git keeps no empty directory: no file written
				t.Fatal(err)
			}
			got, _ := os.ReadDir(name + ".files")
			if len(got) != len(want) {
				t.Errorf("%d files written, sclite wrote %d", len(got), len(want))
			}
			for _, f := range want {
				g, err := os.ReadFile(filepath.Join(name+".files", f.Name()))
				if err != nil {
					t.Errorf("%s: %v", f.Name(), err)
					continue
				}
				sntCompare(t, filepath.Join(data, name+".files", f.Name()), g)
			}
		})
	}
}

// sntCompare compares got with the file want, naming the first line that differs.
func sntCompare(t *testing.T, want string, got []byte) {
	t.Helper()
	w, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, w) {
		return
	}
	gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(w, []byte("\n"))
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if !bytes.Equal(gl[i], wl[i]) {
			t.Errorf("%s: line %d:\n got %q\nwant %q", filepath.Base(want), i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("%s: %d lines, want %d", filepath.Base(want), len(gl), len(wl))
}

// TestSntUndefUnknown checks the snt's lines for an utterance without reference words (UNDEF)
// and its UNKNOWN line, which shows once a speaker has had a pair of an evaluation other than
// C, S, D and I (sclite's own alignments make none; SGML from other tools may have merges).
func TestSntUndefUnknown(t *testing.T) {
	w := func(s string) *Word { return &Word{Text: s} }
	sp := &Speaker{ID: "a", Paths: []*Path{
		{ID: "(a_1)", Pairs: []Pair{{Eval: Ins, Hyp: w("x")}}},
		{ID: "(a_2)", Pairs: []Pair{{Eval: Correct, Ref: w("y"), Hyp: w("y")}, {Eval: Merge, Ref: w("z"), Hyp: w("zz")}}},
	}}
	var b bytes.Buffer
	if err := WriteSnt(&b, &System{Title: "t"}, sp); err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(&b)
	for sc.Scan() {
		if strings.Contains(sc.Text(), "=") && !strings.HasPrefix(sc.Text(), "===") {
			lines = append(lines, sc.Text())
		}
	}
	want := []string{
		"Correct               =  UNDEF%    0   (  0)",
		"Substitutions         =  UNDEF%    0   (  0)",
		"Deletions             =  UNDEF%    0   (  0)",
		"Insertions            =  UNDEF%    1   (  1)",
		"Errors                =  UNDEF%    1   (  1)",
		"Ref. words            =            0   (  0)",
		"Hyp. words            =            1   (  1)",
		"Aligned words         =            1   (  1)",
		"Correct               =  100.0%    1   (  1)",
		"Substitutions         =    0.0%    0   (  0)",
		"Deletions             =    0.0%    0   (  0)",
		"Insertions            =    0.0%    0   (  1)",
		"UNKNOWN               =  100.0%    1   (  1)",
		"Errors                =    0.0%    0   (  1)",
		"Ref. words            =            1   (  1)",
		"Hyp. words            =            1   (  2)",
		"Aligned words         =            2   (  3)",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

// TestSntSpkChecked: every per-speaker file is checked with the others before anything is
// written; one that cannot be written (here a directory in its place) leaves no report behind.
func TestSntSpkChecked(t *testing.T) {
	data, err := filepath.Abs("../testdata/sclite/cli")
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	t.Chdir(work)
	if err := os.MkdirAll("out/uedin.trn.spk.spk3", 0o755); err != nil {
		t.Fatal(err)
	}
	args := []string{"-r", filepath.Join(data, "ref.trn"), "trn", "-h", filepath.Join(data, "uedin.trn"), "trn",
		"-i", "rm", "-o", "sum", "snt", "spk", "-O", "out"}
	var stdout, stderr bytes.Buffer
	err = Command(args, Env{Stdout: &stdout, Stderr: &stderr, Now: time.Unix(0, 0)})
	if err == nil || !strings.Contains(err.Error(), "uedin.trn.spk.spk3") {
		t.Fatalf("err = %v, want one naming uedin.trn.spk.spk3", err)
	}
	if got, _ := os.ReadDir("out"); len(got) != 1 {
		t.Errorf("%d entries in out/, want only the directory in the way", len(got))
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout %q, want nothing", stdout.String())
	}
}
