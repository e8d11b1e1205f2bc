package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestNormalizeEncoding: the advice of sacre normalize's error about invalid UTF-8 (use -e)
// works, with the codec names scoring takes; a name Python does not know is a usage error
// (status 2), bytes the codec cannot decode an error naming the line.
func TestNormalizeEncoding(t *testing.T) {
	_, errOut, rc := runCLI(t, "caf\xe9\r\nna\xefve\n", nil, false, "normalize", "lc")
	if rc == 0 || !strings.Contains(errOut, "<stdin>:1: invalid UTF-8") || !strings.Contains(errOut, "use -e") {
		t.Fatalf("no advice: rc %d, %q", rc, errOut)
	}
	for _, c := range []struct {
		reason string
		args   []string
		in     string
		want   string
	}{
		{"the advice taken: Latin-1, universal newlines", []string{"normalize", "-e", "latin-1", "lc"}, "CAF\xc9\r\nNA\xcfVE\rx", "café\nnaïve\nx\n"},
		{"the long spelling, after the name", []string{"normalize", "lc", "--encoding=cp1252"}, "\x93Quoted\x94\n", "\u201cquoted\u201d\n"},
		{"UTF-16 with its byte order mark", []string{"normalize", "-e", "utf-16", "none"}, "\xff\xfea\x00\n\x00b\x00\n\x00", "a\nb\n"},
		{"UTF-8 named as Python spells it", []string{"normalize", "-e", "UTF8", "lc"}, "ÉTÉ\n", "été\n"},
	} {
		out, errOut, rc := runCLI(t, c.in, nil, false, c.args...)
		if rc != 0 || out != c.want {
			t.Errorf("%s: rc %d, %q (stderr %q), want %q", c.reason, rc, out, errOut, c.want)
		}
	}
	out, errOut, rc := runCLI(t, "x\n", nil, false, "normalize", "-e", "no-such-codec", "lc")
	if rc != 2 || out != "" || !strings.Contains(errOut, "unknown encoding 'no-such-codec' (-e/--encoding)") {
		t.Errorf("unknown encoding: rc %d, %q, %q", rc, out, errOut)
	}
	_, errOut, rc = runCLI(t, "caf\xe9\n", nil, false, "normalize", "-e", "ascii", "lc")
	if rc == 0 || !strings.Contains(errOut, "<stdin>:1: cannot decode as ascii") {
		t.Errorf("undecodable: rc %d, %q", rc, errOut)
	}
}

// TestNormalizeHelpLayout: sacre normalize -h is laid out as argparse lays out the other
// commands' help: lines within 100 columns, no trailing spaces or doubled blank lines, and in
// the lists (steps, options) a name then its text from column 24, or a name too long for that
// alone on its line with the text on the lines below, indented by 24.
func TestNormalizeHelpLayout(t *testing.T) {
	out, _, rc := runCLI(t, "", nil, false, "normalize", "-h")
	if rc != 0 {
		t.Fatalf("rc %d", rc)
	}
	for _, want := range []string{"[--encoding ENCODING] NAME\n", "--encoding ENCODING, -e ENCODING\n", "\n  whisper-en-c0d2f62 (whisper-en)\n" + strings.Repeat(" ", 24) + "Whisper's"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if err := helpLayoutError(out, "steps:", "options:"); err != "" {
		t.Errorf("%s in\n%s", err, out)
	}
}

// helpLayoutError is what is wrong with the layout of help (see TestNormalizeHelpLayout), or
// "". The lists are the indented lines after one of the headers. As argparse, a name of up to
// 20 columns has its text on its line, a longer one on the next.
func helpLayoutError(help string, headers ...string) string {
	list, blank := false, false
	for n, line := range strings.Split(strings.TrimSuffix(help, "\n"), "\n") {
		where := fmt.Sprintf("line %d %q", n+1, line)
		switch {
		case utf8.RuneCountInString(line) > 100:
			return where + ": over 100 columns"
		case line != strings.TrimRight(line, " "):
			return where + ": trailing spaces"
		case line == "" && blank:
			return where + ": two blank lines"
		}
		blank = line == ""
		if !strings.HasPrefix(line, " ") {
			list = slices.Contains(headers, line)
			continue
		}
		if list {
			if err := listLineError(line); err != "" {
				return where + ": " + err
			}
		}
	}
	return ""
}

// listLineError checks one line of a list: an entry (two spaces, a name) or its text's
// continuation (24 spaces).
func listLineError(line string) string {
	indent := len(line) - len(strings.TrimLeft(line, " "))
	if indent == 24 {
		return ""
	}
	if indent != 2 {
		return fmt.Sprintf("indented by %d, neither 2 (a name) nor 24 (its text)", indent)
	}
	name, text, hasText := strings.Cut(line[2:], "  ")
	if !hasText {
		if len(name) <= 20 {
			return "a name of 20 columns or fewer alone on its line"
		}
		return ""
	}
	if 2+len(name)+len(text)-len(strings.TrimLeft(text, " "))+2 != 24 {
		return "text not at column 24"
	}
	return ""
}
