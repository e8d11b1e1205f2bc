package inputs

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// readAll reads every chunk of s, n segments at a time, checking that chunks follow each other.
func readAll(t *testing.T, s *Source, n int) (refs, systems [][]string, names []string, chunks int, err error) {
	t.Helper()
	c, err := s.Stream(n)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	defer c.Close()
	for {
		r, sys, start, err := c.Next()
		if err == io.EOF {
			return refs, systems, c.Names(), chunks, nil
		}
		if err != nil {
			return nil, nil, nil, 0, err
		}
		if refs == nil {
			refs, systems = make([][]string, len(r)), make([][]string, len(sys))
		}
		if len(sys) > 0 && start != len(systems[0]) {
			t.Fatalf("chunk %d starts at %d after %d segments", chunks, start, len(systems[0]))
		}
		for k := range r {
			refs[k] = append(refs[k], r[k]...)
		}
		for i := range sys {
			systems[i] = append(systems[i], sys[i]...)
		}
		chunks++
	}
}

// TestStreamEqualsWhole: read a few segments at a time, the references, systems and names are
// those of reading whole, and of References and Systems.
func TestStreamEqualsWhole(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir) // standard input's copy must not outlive Stream, nor Close
	ref := write(t, dir, "ref.txt", "a b \r\nc d\r\ne f\n\ng h")
	ref2 := write(t, dir, "ref2.txt", "1\n2\n3\n4\n5\n")
	tabbed := write(t, dir, "refs.tsv", "a\tA B \nc\tC\n\tX\ne\tE\tx\ng\tG\n")
	hyp := write(t, dir, "hyp.txt", "x\r\ny\nz\n\nw\n")
	hyp2 := write(t, dir, "hyp2.txt", "1\n2\n3\n4\n5")
	for _, c := range []struct {
		name string
		src  Source
	}{
		{"one reference, CRLF", Source{Refs: []string{ref}, NumRefs: 1, Hyps: []string{hyp}, HypsGiven: true}},
		{"two references, two systems", Source{Refs: []string{ref, ref2}, NumRefs: 1, Hyps: []string{hyp, hyp2}, HypsGiven: true}},
		{"-nr 2 tab-separated", Source{Refs: []string{tabbed}, NumRefs: 2, Hyps: []string{hyp}, HypsGiven: true}},
		{"stdin, two systems, CRLF and CR", Source{Refs: []string{ref}, NumRefs: 1, Stdin: strings.NewReader("a \tb\r\nc\td \rx\ty\n \tq\nz\tw")}},
		{"stdin, one system", Source{Refs: []string{ref2}, NumRefs: 1, Stdin: strings.NewReader("1 \n2\n3\n4\n5\n")}},
		{"stdin, one line", Source{Refs: []string{write(t, dir, "one.txt", "x\n")}, NumRefs: 1, Stdin: strings.NewReader("y\tz")}},
		{"stdin, empty", Source{Refs: []string{write(t, dir, "blank.txt", "\n")}, NumRefs: 1, Stdin: strings.NewReader("")}},
	} {
		stdin := ""
		if c.src.Stdin != nil {
			data, _ := io.ReadAll(c.src.Stdin)
			stdin = string(data)
		}
		source := func() *Source {
			s := c.src
			s.Encoding = "utf-8"
			s.Stdin = strings.NewReader(stdin)
			return &s
		}
		wantRefs, err := source().References()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		wantSystems, wantNames, err := source().Systems()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, n := range []int{0, 1, 2, 4096} {
			refs, systems, names, chunks, err := readAll(t, source(), n)
			if err != nil || !reflect.DeepEqual(refs, wantRefs) || !reflect.DeepEqual(systems, wantSystems) || !reflect.DeepEqual(names, wantNames) {
				t.Errorf("%s, %d at a time: %v\n%q %q %q\nwant\n%q %q %q", c.name, n, err, refs, systems, names, wantRefs, wantSystems, wantNames)
			}
			want := 1 // read whole
			if total := len(wantSystems[0]); n > 0 {
				want = (total + n - 1) / n
			}
			if chunks != want {
				t.Errorf("%s, %d at a time: %d chunks, want %d", c.name, n, chunks, want)
			}
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "sacre-stdin-*")); len(left) > 0 {
		t.Errorf("left behind: %q", left)
	}
}

// TestStreamErrors: each error comes before any chunk, and is the one reading whole gives
// (message, exit status and detail).
func TestStreamErrors(t *testing.T) {
	dir := t.TempDir()
	ref := write(t, dir, "ref.txt", "a\nb\nc\n")
	hyp := write(t, dir, "hyp.txt", "a\nb\nc\n")
	short := write(t, dir, "short.txt", "a\nb\n")
	bad := write(t, dir, "bad.txt", "a\nb \xff\nc\n")
	tabbed := write(t, dir, "refs.tsv", "a\tA\nb\nc\tC\n")
	missing := filepath.Join(dir, "missing.txt")
	files := func(nr int, refs []string, hyps ...string) Source {
		return Source{Refs: refs, NumRefs: nr, Hyps: hyps, HypsGiven: true}
	}
	stdin := Source{Refs: []string{ref}, NumRefs: 1}
	for _, c := range []struct {
		name  string
		src   Source
		stdin string
		want  string
	}{
		{"no references", files(1, nil, hyp), "", "If manual references given"},
		{"a short system", files(1, []string{ref}, hyp, short), "",
			"System and reference streams have different lengths. (" + short + " has 2 lines, " + ref + " has 3 lines)"},
		{"a short reference", files(1, []string{ref, short}, hyp), "",
			"System and reference streams have different lengths. (" + hyp + " has 3 lines, " + short + " has 2 lines)"},
		{"an empty system", files(1, []string{ref}, write(t, dir, "empty.txt", "")), "", "Test set None contains no sentence"},
		{"invalid UTF-8", files(1, []string{ref}, hyp, bad), "",
			"hypothesis file " + bad + ":2: invalid UTF-8 (byte 0xff at column 3); use -e to name the file's encoding"},
		{"invalid UTF-8 reference", files(1, []string{bad}, hyp), "", "reference file " + bad + ":2: invalid UTF-8"},
		{"a missing file", files(1, []string{ref}, missing), "", "cannot read hypothesis file " + missing + ": no such file or directory"},
		{"a name twice", files(1, []string{ref}, hyp, hyp), "", fmt.Sprintf("'%s' already used to name a system.", hyp)},
		{"-nr 2, a line with one", files(2, []string{tabbed}, hyp), "", "FATAL: line 2: expected 2 fields, but found 1. (" + tabbed + ")"},
		{"-nr 0", files(0, []string{ref}, hyp), "", "FATAL: line 1: expected 0 fields, but found 1."},
		{"stdin, a field too few", stdin, "a\tb\nc\nd\te\n",
			"FATAL: the number of tab-delimited fields in the input stream differ across lines. (stdin line 2 has 1 fields, line 1 has 2)"},
		{"stdin, invalid UTF-8 after a field too few", stdin, "a\tb\nc\nd\xff\n", "<stdin>:3: invalid UTF-8 (byte 0xff at column 2)"},
		{"stdin, short", stdin, "a\nb\n",
			"System and reference streams have different lengths. (System 1 has 2 lines, " + ref + " has 3 lines)"},
	} {
		errs := make([]error, 2)
		for i, n := range []int{2, 0} {
			s := c.src
			s.Encoding, s.Stdin = "utf-8", strings.NewReader(c.stdin)
			_, _, _, _, errs[i] = readAll(t, &s, n)
		}
		if errs[0] == nil || !strings.Contains(describe(errs[0]), c.want) || describe(errs[0]) != describe(errs[1]) {
			t.Errorf("%s:\nstreamed %s\nwhole    %s\nwant     %s", c.name, describe(errs[0]), describe(errs[1]), c.want)
		}
	}
}

// describe is an error as the command line reports it: the message, its detail, its status.
func describe(err error) string {
	if err == nil {
		return "<nil>"
	}
	var e *Error
	if errors.As(err, &e) {
		msg := e.Msg
		if e.Detail != "" {
			msg += " (" + e.Detail + ")"
		}
		return fmt.Sprintf("%s [own %v, fields %v]", msg, e.Own, e.Fields)
	}
	return err.Error() + " [plain]"
}

// TestStreamWhole: what cannot be read a chunk at a time (another encoding than UTF-8) is
// read whole, as one chunk.
func TestStreamWhole(t *testing.T) {
	dir := t.TempDir()
	ref := write(t, dir, "ref.txt", "caf\xe9\nb\n")
	hyp := write(t, dir, "hyp.txt", "a\nb\n")
	s := &Source{Refs: []string{ref}, NumRefs: 1, Encoding: "latin-1", Hyps: []string{hyp}, HypsGiven: true}
	refs, systems, _, chunks, err := readAll(t, s, 1)
	if err != nil || chunks != 1 || refs[0][0] != "café" || systems[0][1] != "b" {
		t.Errorf("%q %q, %d chunks, %v", refs, systems, chunks, err)
	}
}

// TestStreamShrunk: a file that loses lines after it was counted is an error naming it, not a
// short output.
func TestStreamShrunk(t *testing.T) {
	dir := t.TempDir()
	ref := write(t, dir, "ref.txt", "a\nb\nc\n")
	hyp := write(t, dir, "hyp.txt", "a\nb\nc\n")
	c, err := (&Source{Refs: []string{ref}, NumRefs: 1, Encoding: "utf-8", Hyps: []string{hyp}, HypsGiven: true}).Stream(2)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := os.WriteFile(hyp, []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, _, err = c.Next()
	if !errors.Is(err, io.ErrUnexpectedEOF) || !strings.HasPrefix(err.Error(), hyp+": ") {
		t.Errorf("%v", err)
	}
	if _, _, _, again := c.Next(); again != err {
		t.Errorf("then %v", again)
	}
	if names := c.Names(); !slices.Equal(names, []string{hyp}) {
		t.Errorf("names %q", names)
	}
}
