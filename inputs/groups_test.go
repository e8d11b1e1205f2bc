package inputs

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// wmtLines are the first n lines of a file of testdata/wmt17-en-de.
func wmtLines(t *testing.T, name string, n int) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "wmt17-en-de", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitN(string(data), "\n", n+1)[:n]
}

// TestReadGroups reads candidates of real WMT17 systems grouped by segment, interleaved as a
// file of several systems' n-best lists would be: groups in the order they first appear, each
// group's lines in file order, texts right-stripped (a "\r" too), the tab kept before an empty
// text, group names as they are.
func TestReadGroups(t *testing.T) {
	systems := []string{"online-B.0.txt", "uedin-nmt.4722.txt", "KIT.4950.txt"}
	var file strings.Builder
	want := map[string][]string{}
	for _, name := range systems {
		for i, line := range wmtLines(t, name, 4) {
			group := []string{"seg 3", "seg1", "seg 3 ", "seg0"}[i] // "seg 3 " differs from "seg 3"
			file.WriteString(group + "\t" + line + " \r\n")
			want[group] = append(want[group], line)
		}
	}
	file.WriteString("seg0\t\n")
	want["seg0"] = append(want["seg0"], "")
	path := write(t, t.TempDir(), "nbest.tsv", file.String())
	g, err := ReadGroups(path, "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if names := []string{"seg 3", "seg1", "seg 3 ", "seg0"}; !slices.Equal(g.Names, names) {
		t.Errorf("names %q, want %q", g.Names, names)
	}
	for name, lines := range want {
		if !slices.Equal(g.Lines[name], lines) {
			t.Errorf("group %q: %q, want %q", name, g.Lines[name], lines)
		}
	}
	if len(g.Lines) != len(want) {
		t.Errorf("%d groups, want %d", len(g.Lines), len(want))
	}
}

// TestReadGroupsMatrix reads sacre matrix's oracle groups (testdata/matrix/groups.tsv, WMT
// lines): ten groups of four, as SacreBLEU's values were computed for.
func TestReadGroupsMatrix(t *testing.T) {
	g, err := ReadGroups(filepath.Join("..", "testdata", "matrix", "groups.tsv"), "utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Names) != 10 || g.Names[0] != "src0" || g.Names[9] != "src9" {
		t.Fatalf("groups %q", g.Names)
	}
	for _, name := range g.Names {
		if len(g.Lines[name]) != 4 {
			t.Errorf("group %s: %d lines", name, len(g.Lines[name]))
		}
	}
	if first := g.Lines["src0"][0]; first != "Bis man mit Katrin Bahr ins Gespräch kommt." {
		t.Errorf("first candidate %q", first)
	}
}

// TestReadGroupsEncoding decodes a Latin-1 file as -e latin-1 asks, and refuses it as UTF-8
// with the file and line.
func TestReadGroupsEncoding(t *testing.T) {
	path := write(t, t.TempDir(), "latin1.tsv", "a\tGr\xfc\xdfe\n")
	g, err := ReadGroups(path, "latin-1")
	if err != nil || g.Lines["a"][0] != "Grüße" {
		t.Errorf("latin-1: %q %v", g, err)
	}
	_, err = ReadGroups(path, "utf-8")
	if err == nil || !strings.Contains(err.Error(), path+":1: invalid UTF-8") {
		t.Errorf("as UTF-8: %v", err)
	}
}

// TestReadCandidates pairs candidates with their references, with every message the command
// prints (they are its words: sacre mbr's and sacre matrix --groups's).
func TestReadCandidates(t *testing.T) {
	dir := t.TempDir()
	ref := wmtLines(t, "ref.txt", 2)
	hyp := wmtLines(t, "online-B.0.txt", 2)
	cands := write(t, dir, "cands.tsv", "s1\t"+hyp[0]+"\ns2\t"+hyp[1]+"\ns1\t"+ref[0]+"\n")
	refs := write(t, dir, "refs.tsv", "s2\t"+ref[1]+"\ns1\t"+ref[0]+"\nextra\tx\n")
	got, err := ReadCandidates([]string{cands}, "utf-8")
	want := []Group{{"s1", []string{hyp[0], ref[0]}, []string{hyp[0], ref[0]}}, {"s2", hyp[1:], hyp[1:]}}
	if err != nil || !slices.EqualFunc(got, want, equalGroup) {
		t.Errorf("one file: %q %v, want %q", got, err, want)
	}
	got, err = ReadCandidates([]string{cands, refs}, "utf-8")
	want = []Group{{"s1", []string{hyp[0], ref[0]}, ref[:1]}, {"s2", hyp[1:], ref[1:]}}
	if err != nil || !slices.EqualFunc(got, want, equalGroup) {
		t.Errorf("two files: %q %v, want %q", got, err, want)
	}
	empty := write(t, dir, "empty.tsv", "")
	plain := write(t, dir, "plain.txt", "s1\tfine\n"+hyp[0]+"\n")
	missing := filepath.Join(dir, "missing.tsv")
	for _, c := range []struct {
		paths  []string
		msg    string
		is     error
		reason string
	}{
		{[]string{plain}, plain + ":2: not GROUP<TAB>TEXT", ErrNotGrouped, "a line without a tab, by file:line"},
		{[]string{empty}, empty + " has no lines", ErrNoLines, "no candidates"},
		{[]string{empty, missing}, empty + " has no lines", ErrNoLines, "no candidates, before reading the references"},
		{[]string{cands, write(t, dir, "other.tsv", "s1\tx\n")}, "group s2 has no lines in " + dir + "/other.tsv", ErrNoLines, "a group without references"},
		{[]string{cands, empty}, "group s1 has no lines in " + empty, ErrNoLines, "the first group missing first"},
		{[]string{missing}, "cannot read input file " + missing + ": no such file or directory", nil, "a missing file"},
		{[]string{cands, plain}, plain + ":2: not GROUP<TAB>TEXT", ErrNotGrouped, "the references' lines too"},
	} {
		_, err := ReadCandidates(c.paths, "utf-8")
		if err == nil || err.Error() != c.msg || (c.is != nil && !errors.Is(err, c.is)) {
			t.Errorf("%s: %v, want %q", c.reason, err, c.msg)
		}
	}
}

func equalGroup(a, b Group) bool {
	return a.Name == b.Name && slices.Equal(a.Cands, b.Cands) && slices.Equal(a.Refs, b.Refs)
}

// TestReadNonEmpty reads each file whole (real WMT17 files), every one before any is checked
// for lines.
func TestReadNonEmpty(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join("..", "testdata", "wmt17-en-de", "ref.txt")
	hyp := filepath.Join("..", "testdata", "wmt17-en-de", "online-B.0.txt")
	texts, err := ReadNonEmpty([]string{hyp, ref}, "utf-8")
	if err != nil || len(texts) != 2 || len(texts[0]) != 3004 || len(texts[1]) != 3004 ||
		texts[1][0] != "28-jähriger Koch in San Francisco Mall tot aufgefunden" {
		t.Fatalf("%d texts: %v", len(texts), err)
	}
	empty := write(t, dir, "empty.txt", "")
	missing := filepath.Join(dir, "missing.txt")
	for _, c := range []struct {
		paths  []string
		msg    string
		reason string
	}{
		{[]string{empty}, empty + " has no lines", "an empty file"},
		{[]string{hyp, empty}, empty + " has no lines", "an empty B"},
		{[]string{empty, missing}, "cannot read input file " + missing + ": no such file or directory", "every file read before any is checked"},
	} {
		_, err := ReadNonEmpty(c.paths, "utf-8")
		if err == nil || err.Error() != c.msg {
			t.Errorf("%s: %v, want %q", c.reason, err, c.msg)
		}
	}
}
