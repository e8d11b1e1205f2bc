package main

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// TestMatrixOracle compares sacre matrix with SacreBLEU 2.6.0's sentence_score(a, [b]) on 40 x 40
// WMT17 lines (A against B, and A against itself) and within groups of four candidates, for
// BLEU (13a and char), chrF, chrF++ and TER (testdata/matrix, written by gen.py): every value.
func TestMatrixOracle(t *testing.T) {
	f, err := os.Open("../../testdata/matrix/expected.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/matrix")
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	values := 0
	for sc.Scan() {
		var rec struct {
			Files  []string
			Args   []string
			Rows   [][]string
			Groups [][][]string
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		args := append(append([]string{"matrix"}, rec.Files...), rec.Args...)
		out, errOut, rc := runCLI(t, "", nil, false, args...)
		if rc != 0 {
			t.Fatalf("%v: rc %d %s", args, rc, errOut)
		}
		var want [][]string
		lead := 0
		if rec.Groups != nil {
			lead = 2
			for _, g := range rec.Groups {
				want = append(want, g...)
			}
		} else {
			want = rec.Rows
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(want) {
			t.Fatalf("%v: %d rows, want %d", args, len(lines), len(want))
		}
		for i, line := range lines {
			got := strings.Split(line, "\t")[lead:]
			for j := range want[i] {
				values++
				if j >= len(got) || got[j] != want[i][j] {
					t.Errorf("%v [%d][%d]: %v, SacreBLEU %s", args, i, j, got, want[i][j])
					break
				}
			}
		}
	}
	if values < 16000 {
		t.Errorf("only %d values", values)
	}
}

// TestMatrixNPY writes the matrix as a .npy file: NumPy's header, then the float64 values of the
// TSV, row by row.
func TestMatrixNPY(t *testing.T) {
	t.Chdir("../../testdata/matrix")
	tsv, _, _ := runCLI(t, "", nil, false, "matrix", "a.txt", "b.txt", "-m", "chrf")
	path := filepath.Join(t.TempDir(), "m.npy")
	if _, errOut, rc := runCLI(t, "", nil, false, "matrix", "a.txt", "b.txt", "-m", "chrf", "-o", path); rc != 0 {
		t.Fatal(errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := int(binary.LittleEndian.Uint16(data[8:10]))
	header := string(data[10 : 10+n])
	if string(data[:8]) != "\x93NUMPY\x01\x00" || (10+n)%64 != 0 ||
		!strings.HasPrefix(header, "{'descr': '<f8', 'fortran_order': False, 'shape': (40, 40), }") {
		t.Fatalf("header %q", data[:10+n])
	}
	body := data[10+n:]
	fields := strings.Fields(tsv)
	if len(body) != 8*len(fields) {
		t.Fatalf("%d bytes for %d values", len(body), len(fields))
	}
	for i, f := range fields {
		if got := math.Float64frombits(binary.LittleEndian.Uint64(body[8*i:])); f != reprOf(got) {
			t.Fatalf("value %d: %v, TSV %s", i, got, f)
		}
	}
	// Groups of different sizes make no array.
	ragged := filepath.Join(t.TempDir(), "ragged.tsv")
	os.WriteFile(ragged, []byte("g1\ta b\ng1\ta c\ng2\tb c\n"), 0o644)
	if _, errOut, rc := runCLI(t, "", nil, false, "matrix", ragged, "--groups", "-o", path+"2"); rc != 1 ||
		!strings.Contains(errOut, "groups of different sizes") {
		t.Errorf("ragged groups: rc %d %s", rc, errOut)
	}
	if _, err := os.Stat(path + "2"); err == nil {
		t.Errorf("a .npy file was written for ragged groups")
	}
}

func reprOf(x float64) string { return pyfmt.Repr(x) }

// TestMBR picks each group's candidate with the highest mean score against the others.
func TestMBR(t *testing.T) {
	t.Chdir("../../testdata/matrix")
	out, errOut, rc := runCLI(t, "", nil, false, "mbr", "groups.tsv", "-m", "chrf")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if rc != 0 || len(lines) != 10 || errOut != "" {
		t.Fatalf("rc %d %d lines %s", rc, len(lines), errOut)
	}
	// The expected choices, from the oracle's chrF values: the largest row mean without the diagonal.
	matrix, _, _ := runCLI(t, "", nil, false, "matrix", "groups.tsv", "-m", "chrf", "--groups")
	cands, _ := os.ReadFile("groups.tsv")
	candLines := strings.Split(strings.TrimSuffix(string(cands), "\n"), "\n")
	rows := strings.Split(strings.TrimSuffix(matrix, "\n"), "\n")
	for g := range 10 {
		best, bestU := 0, math.Inf(-1)
		for i := range 4 {
			cells := strings.Split(rows[4*g+i], "\t")[2:]
			sum := 0.0
			for j, c := range cells {
				if j != i {
					var x float64
					json.Unmarshal([]byte(c), &x)
					sum += x
				}
			}
			if u := sum / 3; u > bestU {
				best, bestU = i, u
			}
		}
		_, text, _ := strings.Cut(candLines[4*g+best], "\t")
		if lines[g] != text {
			t.Errorf("group %d: %q, want %q", g, lines[g], text)
		}
	}
	// An empty candidate keeps its tab; a lone candidate is chosen.
	empty := filepath.Join(t.TempDir(), "e.tsv")
	os.WriteFile(empty, []byte("g1\t\ng1\tthe cat\ng2\tonly one\n"), 0o644)
	if out, errOut, rc := runCLI(t, "", nil, false, "mbr", empty, "-m", "chrf"); rc != 0 || out != "\nonly one\n" {
		t.Errorf("empty candidate: rc %d %q %s", rc, out, errOut)
	}
	if _, errOut, rc := runCLI(t, "", nil, false, "mbr", "a.txt"); rc != 1 || !strings.Contains(errOut, "a.txt:1: not GROUP<TAB>TEXT") {
		t.Errorf("rc %d %s", rc, errOut)
	}
	if _, errOut, rc := runCLI(t, "", nil, false, "matrix", "a.txt", "-m", "bleu", "chrf"); rc != 2 || !strings.Contains(errOut, "give one metric") {
		t.Errorf("rc %d %s", rc, errOut)
	}
}

// TestMatrixErrorRates checks sacre matrix and mbr with an error rate: each value is jiwer's
// WER of the pair (1/3, 2/3) times 100, as sacre prints WER, and MBR
// picks the candidate of lowest expected WER.
func TestMatrixErrorRates(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("a b c\na x y\n"), 0o644)
	os.WriteFile(b, []byte("a b c\na b d\n"), 0o644)
	out, errOut, rc := runCLI(t, "", nil, false, "matrix", a, b, "-m", "wer")
	want := "0.0\t33.33333333333333\n66.66666666666666\t66.66666666666666\n" // Python: 1/3*100, 2/3*100
	if rc != 0 || out != want {
		t.Errorf("matrix -m wer: rc %d, %q (stderr %q), want %q", rc, out, errOut, want)
	}
	cands := filepath.Join(dir, "cands.tsv")
	os.WriteFile(cands, []byte("s\ta b c\ns\ta x y\ns\ta b d\n"), 0o644)
	out, errOut, rc = runCLI(t, "", nil, false, "mbr", cands, "-m", "wer")
	if rc != 0 || out != "a b c\n" {
		t.Errorf("mbr -m wer: rc %d, %q (stderr %q), want the candidate of lowest expected WER", rc, out, errOut)
	}
}

// TestMatrixInputErrors gives the whole message and status of each input the pairwise
// commands refuse (read by package inputs), before any output.
func TestMatrixInputErrors(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("empty", nil, 0o644)
	os.WriteFile("a.txt", []byte("a b\n"), 0o644)
	os.WriteFile("notab.tsv", []byte("g\tx\nno tab\n"), 0o644)
	os.WriteFile("cands.tsv", []byte("g1\ta b\ng2\tb c\n"), 0o644)
	os.WriteFile("refs.tsv", []byte("g1\ta\n"), 0o644)
	for _, c := range []struct {
		args   []string
		stderr string
		reason string
	}{
		{[]string{"matrix", "empty"}, "empty has no lines", "A without lines"},
		{[]string{"matrix", "a.txt", "empty"}, "empty has no lines", "B without lines"},
		{[]string{"matrix", "empty", "missing"}, "cannot read input file missing: no such file or directory", "every file read before any is checked"},
		{[]string{"matrix", "notab.tsv", "--groups"}, "notab.tsv:2: not GROUP<TAB>TEXT", "a line without a tab"},
		{[]string{"matrix", "empty", "--groups"}, "empty has no lines", "no candidates"},
		{[]string{"matrix", "cands.tsv", "refs.tsv", "--groups"}, "group g2 has no lines in refs.tsv", "a group without references"},
		{[]string{"mbr", "cands.tsv", "refs.tsv"}, "group g2 has no lines in refs.tsv", "a group without pseudo-references"},
		{[]string{"mbr", "empty", "missing"}, "empty has no lines", "no candidates, before the pseudo-references are read"},
		{[]string{"mbr", "cands.tsv", "notab.tsv"}, "notab.tsv:2: not GROUP<TAB>TEXT", "pseudo-references without a tab"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, c.args...)
		if rc != 1 || out != "" || errOut != "sacre: error: "+c.stderr+"\n" {
			t.Errorf("%s: rc %d, stdout %q, stderr %q; want 1 and %q", c.reason, rc, out, errOut, c.stderr)
		}
	}
}
