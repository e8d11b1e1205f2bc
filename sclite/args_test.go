package sclite

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseArgsErrors checks the command lines sclite refuses: each message is the one SCTK
// 2.4.10's sclite prints after "sclite: Error, " (run here, with the files below).
func TestParseArgsErrors(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"ref.trn", "hyp.trn"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("a b (s1_1)\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	for _, c := range []struct{ args, want string }{
		{"", "Arguments reguired"},
		{"-r", "Not enough Ref arguments"},
		{"-r -x", "Req'd Ref File name"},
		{"-r ref.trn trn", "Input not specified, use transcription input or piped input"},
		{"-h hyp.trn", "Input not specified, use transcription input or piped input"},
		{"-r ref.trn trn -h hyp.trn trn", "Required utterance id (option -i) for transcript mode"},
		{"-r ref.trn xyz -h hyp.trn trn -i rm", "Reference file format 'xyz' not acceptable"},
		{"-r ref.trn trn -h hyp.trn abc -i rm", "Hypothesis file format 'abc' not acceptable"},
		{"-r ref.trn trn -h hyp.trn trn -i foo", "Utterance id type 'foo' not acceptable"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -c FOO", "Unrecognized character alignment option 'FOO'"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -m", "-m flag requires stm format reference file"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -m bad", "Unrecognized -m option 'bad'"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -e", "Argument required for character encoding"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -Z", "Illegal argument: -Z"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -T", "Time-mediated alignments require the reference file to be in CTM format"},
		{"-r ref.trn ctm -h hyp.trn txt -T", "Time-mediated alignments require the hypothesis file to be in CTM format"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -o", "Not enough Report arguments"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -d", "Alignments via diff have been disabled"},
		{"-r nofile trn -h hyp.trn trn -i rm", "Reference file 'nofile' does not exist"},
		{"-r ref.trn trn -h nofile trn -i rm", "Hypothesis file 'nofile' does not exist"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -p -o stdout", "Error: output can not be both to stdout and a pipe"},
		{"-r ref.trn trn -h hyp.trn trn -i rm -w wwl -c", "Flags '-c' and '-w' are mutually exclusive"},
		{"-i", "Not enough ID arguments"},
	} {
		_, err := ParseArgs(strings.Fields(c.args))
		if err == nil || !errors.Is(err, ErrUsage) || !strings.HasSuffix(err.Error(), ": "+c.want) {
			t.Errorf("sclite %s: error %v, want %q", c.args, err, c.want)
		}
	}
}

// TestParseArgs checks what sclite makes of accepted command lines: defaults, formats and
// titles taken only before the next option, -o flipping each report it names, and feedback
// turned off by -o stdout unless -f is given.
func TestParseArgs(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"ref.trn", "hyp.trn", "h2.trn"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("a b (s1_1)\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	for _, c := range []struct {
		reason, args string
		check        func(a *Args) bool
	}{
		{"default reports: sum to stdout, feedback on", "-r ref.trn -h hyp.trn -i rm",
			func(a *Args) bool {
				return a.Reports == ReportSum|ReportStdout && a.Feedback == 1 && a.Ref.Format == "trn"
			}},
		{"title defaults to the file", "-r ref.trn trn -h hyp.trn trn -i rm",
			func(a *Args) bool { return a.Hyps[0].Title == "hyp.trn" }},
		{"two hypotheses with titles", "-r ref.trn trn -h hyp.trn trn A -h h2.trn trn B -i rm",
			func(a *Args) bool { return len(a.Hyps) == 2 && a.Hyps[0].Title == "A" && a.Hyps[1].Title == "B" }},
		{"-o stdout turns feedback off", "-r ref.trn -h hyp.trn -i rm -o sum stdout",
			func(a *Args) bool { return a.Feedback == 0 }},
		{"... unless -f is given", "-r ref.trn -h hyp.trn -i rm -f 1 -o sum stdout",
			func(a *Args) bool { return a.Feedback == 1 }},
		{"-o flips: sum named twice is off", "-r ref.trn -h hyp.trn -i rm -o sum -o sum rsum",
			func(a *Args) bool { return a.Reports == ReportRawSum }},
		{"all is pra, sum and rsum", "-r ref.trn -h hyp.trn -i rm -o all",
			func(a *Args) bool { return a.Reports == ReportPra|ReportSum|ReportRawSum }},
		{"an unknown report is only warned about", "-r ref.trn -h hyp.trn -i rm -o bogus sum",
			func(a *Args) bool { return a.Reports == ReportSum && len(a.Unknown) == 1 }},
		{"-l takes C's atoi", "-r ref.trn -h hyp.trn -i rm -l 80x",
			func(a *Args) bool { return a.LineWidth == 80 }},
		{"-c NOASCII DH", "-r ref.trn -h hyp.trn -i rm -c NOASCII DH",
			func(a *Args) bool { return a.CharAlign && a.NoASCII && a.DelHyphen }},
		{"-e with a localization", "-r ref.trn -h hyp.trn -i rm -e utf-8 babel_turkish",
			func(a *Args) bool { return a.Encoding == "utf-8" && a.Locale == "babel_turkish" }},
		{"options end at the first non-option", "-r ref.trn -h hyp.trn -i rm extra -s",
			func(a *Args) bool { return !a.CaseSense }},
	} {
		a, err := ParseArgs(strings.Fields(c.args))
		if err != nil || !c.check(a) {
			t.Errorf("%s: sclite %s: %+v, %v", c.reason, c.args, a, err)
		}
	}
}
