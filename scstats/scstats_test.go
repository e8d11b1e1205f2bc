package scstats

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/sclite"
)

const dataDir = "../testdata/scstats"

var wmt = []string{"wmt-LIUM-NMT.4900.sgml", "wmt-uedin-nmt.4722.sgml", "wmt-online-B.0.sgml", "wmt-PROMT-Rule-based.4735.sgml"}

var lvc = []string{"sctk-lvc-hyp.sgml", "sctk-lvc-hypc.sgml"}

// oracleCases are the runs of make.sh: sc_stats -p -n NAME ARGS on the inputs concatenated.
var oracleCases = []struct {
	name   string
	inputs []string
	args   []string
}{
	{"sctk-1a", []string{"sctk-file1.sgml", "sctk-file2.sgml"}, []string{"-t", "mapsswe", "-v"}},
	{"sctk-1b", []string{"sctk-file2.sgml", "sctk-file1.sgml"}, []string{"-t", "mapsswe", "-v"}},
	{"sctk-std4-uv", []string{"sctk-file1.sgml", "sctk-file2.sgml"}, []string{"-t", "std4", "-u", "-v"}},
	{"wmt-mp-v", wmt, []string{"-t", "mapsswe", "-v"}},
	{"wmt-sign-v", wmt, []string{"-t", "sign", "-v"}},
	{"wmt-wilc-v", wmt, []string{"-t", "wilc", "-v"}},
	{"wmt-mcn-v", wmt, []string{"-t", "mcn", "-v"}},
	{"wmt-std4", wmt, []string{"-t", "std4"}},
	{"wmt-std4-v", wmt, []string{"-t", "std4", "-v"}},
	{"wmt-std4-u", wmt, []string{"-t", "std4", "-u"}},
	{"wmt-std4-uv", wmt, []string{"-t", "std4", "-u", "-v", "-e", "WMT17 newstest2017"}},
	{"wmt-mp-sign-u", wmt, []string{"-t", "mapsswe", "sign", "-u"}},
	{"wmt-f-R", wmt, []string{"-t", "sign", "wilc", "-f", "R"}},
	{"wmt-stdout", wmt, []string{"-n", "-", "-t", "std4", "-u", "-v"}},
	{"wmt-2sys", []string{"wmt-uedin-nmt.4722.sgml", "wmt-LIUM-NMT.4900.sgml"}, []string{"-t", "std4", "-v"}},
	{"wmt-r", wmt, []string{"-r", "sum", "rsum", "es", "res", "lur"}},
	{"wmt-r-e", wmt, []string{"-r", "sum", "rsum", "es", "res", "lur", "-e", "WMT17 newstest2017"}},
	{"wmt-r-stdout", wmt, []string{"-n", "-", "-r", "sum", "rsum", "es", "res", "lur"}},
	{"wmt-r-std4-u", wmt, []string{"-t", "std4", "-u", "-r", "sum", "rsum", "es", "res", "lur"}},
	{"wmt-r-mcn", wmt, []string{"-t", "mcn", "-r", "rsum", "es", "lur"}},
	{"wmt-r-npr", wmt, []string{"-r", "npr", "sum", "none", "res"}},
	{"sctk-r", []string{"sctk-file1.sgml", "sctk-file2.sgml"}, []string{"-r", "sum", "rsum", "es", "res"}},
	{"sctk-r-lur", []string{"sctk-file1.sgml", "sctk-file2.sgml"}, []string{"-r", "es", "lur"}},
	{"lvc-r", lvc, []string{"-r", "sum", "rsum", "es", "res", "lur"}},
	{"lvc-r-e", []string{"sctk-lvc-hypc.sgml", "sctk-lvc-hyp.sgml"}, []string{"-r", "lur", "res", "es", "-e", "lvc"}},
	{"lvc-lur", lvc, []string{"-r", "lur"}},
	{"lvc-lur-u", lvc, []string{"-t", "std4", "-u", "-r", "lur"}},
}

// failingCases are the cases where sc_stats exits with an error (status 1).
var failingCases = map[string]bool{"sctk-r-lur": true}

// failedStderr checks that err carries sc_stats's message (its .err file) and returns that file.
func failedStderr(t *testing.T, name string, err error) string {
	t.Helper()
	want, rerr := os.ReadFile(filepath.Join(dataDir, name+".err"))
	if rerr != nil {
		t.Fatal(rerr)
	}
	first, _, _ := strings.Cut(string(want), "\n")
	if "sc_stats: "+strings.TrimPrefix(first, "Error: ") != err.Error() {
		t.Errorf("error %q; sc_stats says %q", err, first)
	}
	return string(want)
}

// memFiles collects the files a run writes; a name with a directory cannot be made, as in
// make.sh's empty output directory.
type memFiles map[string]*bytes.Buffer

type nopCloser struct{ *bytes.Buffer }

func (nopCloser) Close() error { return nil }

func (m memFiles) create(name string) (io.WriteCloser, error) {
	if strings.Contains(name, "/") {
		return nil, errors.New("no such directory")
	}
	m[name] = &bytes.Buffer{}
	return nopCloser{m[name]}, nil
}

func readSystems(t *testing.T, files []string) []*sclite.System {
	t.Helper()
	var all []*sclite.System
	for _, f := range files {
		fh, err := os.Open(filepath.Join(dataDir, f))
		if err != nil {
			t.Fatal(err)
		}
		systems, err := sclite.ReadSGMLSystems(fh, f)
		fh.Close()
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, systems...)
	}
	return all
}

// runCase runs a case as sc_stats's main does and returns what it writes: stdout, stderr
// and files named as make.sh stores them.
func runCase(t *testing.T, name string, inputs, args []string) map[string]string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	o, err := ParseArgs(append([]string{"-p", "-n", name}, args...), &stderr)
	if err != nil {
		t.Fatal(err)
	}
	files := memFiles{}
	if o.Feedback > 0 {
		stdout.WriteString(Banner)
	}
	if err := Run(readSystems(t, inputs), o, files.create, &stdout, &stderr); err != nil {
		// sc_stats exits with its message on stderr; sacre returns it as an error.
		if !failingCases[name] {
			t.Fatal(err)
		}
		got := map[string]string{name + ".out": stdout.String(), name + ".err": failedStderr(t, name, err)}
		for f, b := range files {
			got[f] = b.String()
		}
		return got
	} else if failingCases[name] {
		t.Fatal("no error")
	}
	if o.Feedback >= 1 {
		stdout.WriteString(Done)
	}
	got := map[string]string{name + ".out": stdout.String()}
	if stderr.Len() > 0 {
		got[name+".err"] = stderr.String()
	}
	for f, b := range files {
		if !strings.HasPrefix(f, name+".") {
			f = name + "." + f
		}
		got[f] = b.String()
	}
	return got
}

// TestOracle compares every report with sc_stats's own, byte for byte.
func TestOracle(t *testing.T) {
	for _, c := range oracleCases {
		t.Run(c.name, func(t *testing.T) {
			got := runCase(t, c.name, c.inputs, c.args)
			want, _ := filepath.Glob(filepath.Join(dataDir, c.name+".*"))
			var names []string
			for _, w := range want {
				names = append(names, filepath.Base(w))
			}
			for f := range got {
				if _, err := os.Stat(filepath.Join(dataDir, f)); err != nil {
					names = append(names, f)
				}
			}
			sort.Strings(names)
			for _, f := range names {
				wb, err := os.ReadFile(filepath.Join(dataDir, f))
				if err != nil {
					t.Errorf("%s: written, but sc_stats does not write it", f)
					continue
				}
				g, ok := got[f]
				if !ok {
					t.Errorf("%s: not written", f)
					continue
				}
				if g != string(wb) {
					t.Errorf("%s differs:\n%s", f, firstDiff(g, string(wb)))
				}
			}
		})
	}
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n got: %q\nwant: %q", i+1, gl, wl)
		}
	}
	return "(lengths differ)"
}
