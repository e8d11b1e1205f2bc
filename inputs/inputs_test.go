package inputs

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReferences splits one file of tab-separated references into streams (-nr), with
// SacreBLEU's error for a line with fewer fields (exit 17).
func TestReferences(t *testing.T) {
	dir := t.TempDir()
	ref := write(t, dir, "ref.tsv", "a b\tA B\nc d\tC D\n")
	s := &Source{Refs: []string{ref}, NumRefs: 2, Encoding: "utf-8"}
	streams, err := s.References()
	if err != nil || len(streams) != 2 || streams[1][1] != "C D" {
		t.Fatalf("%q %v", streams, err)
	}
	bad := write(t, dir, "bad.tsv", "a b\tA B\nc d\n")
	_, err = (&Source{Refs: []string{bad}, NumRefs: 2, Encoding: "utf-8"}).References()
	var e *Error
	if !errors.As(err, &e) || !e.Fields || e.Msg != "FATAL: line 2: expected 2 fields, but found 1." || e.Detail != bad {
		t.Errorf("%+v", err)
	}
}

// TestSystems reads tab-separated systems from standard input, and a file given twice as a
// paired test's baseline once.
func TestSystems(t *testing.T) {
	s := &Source{Encoding: "utf-8", Stdin: strings.NewReader("a\tb\r\nc\td\n")}
	systems, names, err := s.Systems()
	if err != nil || len(systems) != 2 || systems[1][1] != "d" || names[1] != "System 2" {
		t.Fatalf("%q %q %v", systems, names, err)
	}
	dir := t.TempDir()
	hyp := write(t, dir, "hyp.txt", "x\n")
	var logged []string
	s = &Source{Encoding: "utf-8", Hyps: []string{hyp, hyp}, HypsGiven: true, Paired: true,
		Info: func(m string) { logged = append(logged, m) }}
	if systems, _, err = s.Systems(); err != nil || len(systems) != 1 || len(logged) != 1 {
		t.Errorf("%q %v %q", systems, err, logged)
	}
}

// TestPrefetchSystems: system files read ahead give Systems the same lines, the same log lines
// and the same first error, in the files' order, as files read when asked: a missing file
// before an invalid one, a name given twice after both.
func TestPrefetchSystems(t *testing.T) {
	dir := t.TempDir()
	a := write(t, dir, "a.txt", "x y \nz\n")
	bad := write(t, dir, "bad.txt", "ok\n\xff\n")
	missing := filepath.Join(dir, "missing.txt")
	for _, c := range []struct {
		hyps   []string
		paired bool
	}{
		{[]string{a}, false},
		{[]string{a, a}, true},
		{[]string{a, missing, bad}, false},
		{[]string{a, bad, a}, false},
		{[]string{a, a, missing}, false},
	} {
		var got [2]string
		for k, prefetch := range []bool{false, true} {
			var logged []string
			s := &Source{Encoding: "utf-8", Hyps: c.hyps, HypsGiven: true, Paired: c.paired,
				Info: func(m string) { logged = append(logged, m) }}
			if prefetch {
				s.PrefetchSystems()
			}
			systems, names, err := s.Systems()
			got[k] = fmt.Sprintf("%q %q %v %q", systems, names, err, logged)
		}
		if got[0] != got[1] {
			t.Errorf("%q: read when asked %s, read ahead %s", c.hyps, got[0], got[1])
		}
	}
}

// TestLoad reads references and named system files and names what does not line up.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	ref := write(t, dir, "ref.txt", "a\nb\n")
	good := write(t, dir, "good.txt", "a\nc\n")
	short := write(t, dir, "short.txt", "a\n")
	s := &Source{Refs: []string{ref}, NumRefs: 1, Encoding: "utf-8"}
	systems, refs, err := s.Load([]string{good})
	if err != nil || systems[0][1] != "c" || refs[0][1] != "b" {
		t.Fatalf("%q %q %v", systems, refs, err)
	}
	_, _, err = s.Load([]string{good, short})
	if err == nil || err.Error() != short+" has 1 line, "+ref+" has 2 lines" {
		t.Errorf("%v", err)
	}
	_, _, err = (&Source{Encoding: "utf-8"}).Load([]string{good})
	if err == nil || !strings.HasPrefix(err.Error(), "If manual references given") {
		t.Errorf("%v", err)
	}
	err = s.CheckLengths([][]string{{"x"}}, []string{"sys"}, [][]string{{"a", "b"}})
	var e *Error
	if !errors.As(err, &e) || e.Msg != "System and reference streams have different lengths." || e.Detail != "sys has 1 line, "+ref+" has 2 lines" {
		t.Errorf("%+v", err)
	}
}
