package evaluate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/streaming"
)

// runArgs runs a scoring command line in dir and returns its exit's error, standard output
// and log. stream says whether a run that can stream does, in chunks of chunk segments.
func runArgs(t *testing.T, dir string, args []string, stdin string, stream bool, chunk int) (string, string, error) {
	t.Helper()
	res, _, err := argparse.New(Specs()).Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	defer func(chunk int, off bool, above int64) { streamChunk, streamOff, streaming.Above = chunk, off, above }(streamChunk, streamOff, streaming.Above)
	streamChunk, streamOff, streaming.Above = chunk, !stream, 0
	t.Chdir(dir)
	var out, log strings.Builder
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Log: &Log{W: &log},
		Getenv: func(string) (string, bool) { return "", false },
		Source: func(s *inputs.Source) *inputs.Source { return s }}
	err = New(FromResult(res), env).Score()
	return out.String(), log.String(), err
}

// TestStreamAsWhole checks that runs scored a few segments at a time print, log and fail as
// runs reading everything at once do (whose outputs the parity tests hold to SacreBLEU's): the
// corpus metrics, several references and systems, standard input, -ci and the paired tests
// (which keep per-segment statistics), and the errors found while reading.
func TestStreamAsWhole(t *testing.T) {
	dir := filepath.Join("..", "testdata", "wmt17-en-de")
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	lines := func(name string, n int) string {
		data, err := os.ReadFile(filepath.Join(abs, name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(strings.SplitAfter(string(data), "\n")[:n], "")
	}
	write := func(name, text string) string {
		path := filepath.Join(tmp, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	ref := write("ref", lines("ref.txt", 300))
	ref2 := write("ref2", lines("online-B.0.txt", 300))
	sys := []string{write("a", lines("uedin-nmt.4722.txt", 300)), write("b", lines("KIT.4950.txt", 300)), write("c", lines("online-A.0.txt", 300))}
	tokenized := write("tok", strings.Repeat("ein Satz .\n", 300))
	short := write("short", lines("KIT.4950.txt", 299))
	bad := write("bad", lines("KIT.4950.txt", 200)+"nicht \xff UTF-8\n"+lines("KIT.4950.txt", 99))
	// Segment 11 is too long for an alignment: the error names it whatever the chunk.
	longRef, longHyp := strings.Repeat("ein Wort ", 150000), strings.Repeat("one word ", 150000)
	tooLongRef := write("longref", lines("ref.txt", 10)+longRef+"\n"+lines("ref.txt", 1))
	tooLongHyp := write("longhyp", lines("KIT.4950.txt", 10)+longHyp+"\n"+lines("KIT.4950.txt", 1))
	stdin := ""
	for i, line := range strings.Split(strings.TrimSuffix(lines("uedin-nmt.4722.txt", 300), "\n"), "\n") {
		stdin += line + "\t" + strings.Split(lines("KIT.4950.txt", 300), "\n")[i] + "\n"
	}
	cases := []struct {
		args  []string
		stdin string
	}{
		{args: []string{ref, "-i", sys[0], "-m", "bleu", "chrf", "ter"}},
		{args: []string{ref, "-i", sys[0], "-m", "chrf", "-cw", "2", "-f", "text"}},
		{args: []string{ref, ref2, "-i", sys[0], "-m", "bleu", "ter", "-b"}},
		{args: []string{ref, "-i", sys[0], sys[1], sys[2], "-m", "bleu", "chrf", "ter"}},
		{args: []string{ref, "-i", sys[0], "-m", "wer", "cer"}},
		{args: []string{ref, ref2, "-i", sys[0], sys[1], "-m", "wer", "mer"}},
		{args: []string{ref, "-i", sys[0], "-m", "bleu", "chrf", "-ci", "-cin", "200"}},
		{args: []string{ref, "-i", sys[0], sys[1], sys[2], "-m", "bleu", "ter", "-pbs", "-pbsn", "100"}},
		{args: []string{ref, "-i", sys[0], sys[1], "-m", "chrf", "-par", "-parn", "100"}},
		{args: []string{ref, "-i", tokenized, sys[0], "-m", "bleu"}},
		{args: []string{ref, "-i", tokenized, "-m", "chrf", "bleu"}},
		{args: []string{ref, "-m", "bleu", "chrf"}, stdin: stdin},
		{args: []string{ref, "-i", sys[0], short, "-m", "bleu"}},
		{args: []string{ref, "-i", sys[0], bad, "-m", "bleu"}},
		{args: []string{ref, "-i", sys[0], filepath.Join(tmp, "missing"), "-m", "bleu"}},
		{args: []string{tooLongRef, "-i", tooLongHyp, "-m", "bleu", "wer"}},
		{args: []string{tooLongRef, "-i", tooLongHyp, write("longhyp2", lines("online-A.0.txt", 10)+longHyp+"\n"+lines("online-A.0.txt", 1)), "-m", "wer"}},
	}
	for _, c := range cases {
		wantOut, wantLog, wantErr := runArgs(t, abs, c.args, c.stdin, false, 0)
		if c.args[0] == tooLongRef && (wantErr == nil || !strings.HasPrefix(wantErr.Error(), "segment 11: ")) {
			t.Errorf("%q: error %v, want one naming segment 11", c.args, wantErr)
		}
		for _, chunk := range []int{7, 300, 1 << 15} {
			out, log, err := runArgs(t, abs, c.args, c.stdin, true, chunk)
			if out != wantOut || log != wantLog || (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
				t.Errorf("%q in chunks of %d:\nstreamed: %q %q %v\nwhole:    %q %q %v", c.args, chunk, out, log, err, wantOut, wantLog, wantErr)
			}
		}
	}
}
