package textio

import (
	"bytes"
	"compress/gzip"
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

func TestReadLines(t *testing.T) {
	dir := t.TempDir()
	text := "a b \t\nc\rd\n\nlast"
	plain := filepath.Join(dir, "x.txt")
	if err := os.WriteFile(plain, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(text))
	zw.Close()
	zipped := filepath.Join(dir, "x.txt.gz")
	if err := os.WriteFile(zipped, gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// Split at "\n" only, right-stripped, a final line without "\n" kept.
	want := []string{"a b", "c\rd", "", "last"}
	for _, path := range []string{plain, zipped} {
		got, err := ReadLines(path, "utf-8")
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("ReadLines(%s) = %q, %v; want %q", path, got, err, want)
		}
	}
}

func TestReadLinesErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("ok\nfine\nno\xff here\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadLines(bad, "utf-8"); err == nil || !strings.Contains(err.Error(), "bad.txt:3: invalid UTF-8 (byte 0xff at column 3)") {
		t.Errorf("invalid UTF-8: %v", err)
	}
	if got, err := ReadLines(bad, "latin-1"); err != nil || got[2] != "noÿ here" {
		t.Errorf("latin-1: %q, %v", got, err)
	}
	if _, err := ReadLines(bad, "klingon"); !errors.Is(err, ErrUnknownEncoding) {
		t.Errorf("unknown encoding: %v", err)
	}
	if _, err := ReadLines(filepath.Join(dir, "missing.txt"), "utf-8"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

func TestSplitUniversal(t *testing.T) {
	got := SplitUniversal("a\r\nb\rc\nd")
	if want := []string{"a", "b", "c", "d"}; !reflect.DeepEqual(got, want) {
		t.Errorf("SplitUniversal = %q", got)
	}
}

// TestUniversalLines: line by line, the lines SplitUniversal gives, on every string of up to
// six bytes over "a", "\r", "\n" and "é".
func TestUniversalLines(t *testing.T) {
	var gen func(prefix string, depth int)
	gen = func(s string, depth int) {
		u := NewUniversalLines(strings.NewReader(s), "<stdin>")
		var got []string
		for {
			line, err := u.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%q: %v", s, err)
			}
			got = append(got, line)
		}
		if want := SplitUniversal(s); !slices.Equal(got, want) {
			t.Fatalf("%q: %q, SplitUniversal %q", s, got, want)
		}
		if depth == 0 {
			return
		}
		for _, a := range []string{"a", "\r", "\n", "é"} {
			gen(s+a, depth-1)
		}
	}
	gen("", 6)
	// Invalid UTF-8: the error Decode gives for the whole text.
	text := "ok\r\nb\rc\xffd\n"
	u := NewUniversalLines(strings.NewReader(text), "<stdin>")
	var err error
	for err == nil {
		_, err = u.Next()
	}
	if _, want := Decode([]byte(text), "utf-8", "<stdin>"); err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("error %v, Decode's %v", err, want)
	}
}

// TestReadLinesHalves checks files of a megabyte and more, which are checked and split in two
// halves at once: the lines of SplitLines, and the error of the whole file for invalid UTF-8
// in either half (its line counted from the start), or a file whose second half has no line
// break.
func TestReadLinesHalves(t *testing.T) {
	dir := t.TempDir()
	line := "Ein 28-jähriger Koch , der vor kurzem nach San Francisco gezogen ist \t\r"
	n := halvesBytes/len(line) + 10
	body := strings.Repeat(line+"\n", n)
	for _, c := range []struct {
		name, text, err string
	}{
		{"valid", body + "last", ""},
		{"final break", body, ""},
		{"one line", strings.Repeat("x", 2*halvesBytes), ""},
		{"no break after the middle", body + strings.Repeat("y", 2*len(body)), ""},
		{"invalid first half", "a\n\xff\n" + body, ":2: invalid UTF-8"},
		{"invalid second half", body + "b\nc\xe2\x82\n", fmt.Sprintf(":%d: invalid UTF-8", n+2)},
	} {
		path := filepath.Join(dir, "f.txt")
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := ReadLines(path, "utf-8")
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), "f.txt"+c.err) {
				t.Errorf("%s: %v, want an error with %q", c.name, err, c.err)
			}
			continue
		}
		if want := SplitLines(c.text); err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: %d lines, %v; want %d lines", c.name, len(got), err, len(want))
		}
	}
}
