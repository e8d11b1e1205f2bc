package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/jsonl"
)

// TestErrorRatesCLI scores jiwer's own test cases (tests/test_measures.py, test_cer.py) from
// the command line: every measure, text and JSON, several systems, sentence level, and the
// alignment of tests/test_alignment.py's test_show_measures, verbatim.
func TestErrorRatesCLI(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	ref := write("ref.txt", "X Y X\nthis test will  have a high word error rate\n")
	hyp := write("hyp.txt", "X Z\nno it will not\n")
	other := write("other.txt", "X Y X\nthis test will have a high word error rate\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		// (2+8)/(3+9) edits over reference words: H 1+1, S 1+3, D 1+5, I 0.
		{[]string{ref, "-i", hyp, "-m", "wer", "-b"}, "83.3\n"},
		{[]string{ref, "-i", hyp, "-m", "wer", "-f", "text", "-w", "4"}, "WER|nrefs:1|norm:jiwer-wer|align:jiwer|version:2.6.0+sacre.0.1.0 = 83.3333\n"},
		{[]string{ref, "-i", hyp, "-m", "mer", "-b", "-w", "4"}, "83.3333\n"},
		{[]string{ref, "-i", hyp, "-m", "wip", "-b", "-w", "4"}, "5.5556\n"}, // (2/12)*(2/6)
		// Characters: "x y x" / "x z" 3 edits, jiwer's test_show_measures 33; over 5+43.
		{[]string{ref, "-i", hyp, "-m", "cer", "--wer-norm", "lc", "-b", "-w", "2"}, "75.00\n"},
		{[]string{ref, "-i", hyp, "-m", "wer", "-sl", "-b"}, "66.7\n88.9\n"},
		{[]string{ref, "-i", hyp, other, "-m", "wer", "-f", "text"}, " - WER        nrefs:1|norm:jiwer-wer|align:jiwer|version:2.6.0+sacre.0.1.0\n"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, c.args...)
		if rc != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%q: rc %d, %q (stderr %q), want %q", c.args, rc, out, errOut, c.want)
		}
	}
	out, _, rc := runCLI(t, "", nil, false, ref, "-i", hyp, "-m", "wer", "-sl", "--alignment")
	want := "=== SENTENCE 1 ===\n\nREF: X Y X\nHYP: X Z *\n       S D\n\n" +
		"=== SENTENCE 2 ===\n\nREF: this test will have a high word error rate\nHYP:   no   it will  not * **** **** ***** ****\n        S    S         S D    D    D     D    D\n\n" +
		"=== SUMMARY ===\nnumber of sentences: 2\nsubstitutions=4 deletions=6 insertions=0 hits=2\n\nmer=83.33%\nwil=94.44%\nwip=5.56%\nwer=83.33%\n"
	if rc != 0 || out != want {
		t.Errorf("--alignment: rc %d\n%s\nwant\n%s", rc, out, want)
	}
}

func TestErrorRatesCLIErrors(t *testing.T) {
	t.Chdir("../../testdata/wmt17-en-de")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"ref.txt", "-i", "KIT.4950.txt", "-m", "wer", "--wer-norm", "lc/nothing"}, 1, `unknown text normalization "nothing"`},
		{[]string{"ref.txt", "-i", "KIT.4950.txt", "-m", "wer", "--normalize", "nfc"}, 1, "do not apply to WER"},
		{[]string{"ref.txt", "-i", "KIT.4950.txt", "-m", "wer", "--alignment"}, 1, "give it with -sl"},
		{[]string{"ref.txt", "-i", "KIT.4950.txt", "-m", "bleu", "-sl", "--alignment"}, 1, "not of BLEU"},
		{[]string{"ref.txt", "-i", "KIT.4950.txt", "-m", "xyz"}, 2, "(choose from 'bleu', 'chrf', 'ter')"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, c.args...)
		if rc != c.code || !strings.Contains(errOut, c.want) || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") > 0 && c.code == 1 {
			t.Errorf("%q: rc %d, stderr %q, stdout %q; want rc %d and %q", c.args, rc, errOut, out, c.code, c.want)
		}
	}
}

// TestErrorRateTooLongCLI: a segment past the alignment's limit is refused with its number,
// its sizes and the limit (editdist.MaxCells, 2^36 cells), in one line.
func TestErrorRateTooLongCLI(t *testing.T) {
	dir := t.TempDir()
	line := func(prefix string) string {
		w := make([]string, 300_000)
		for i := range w {
			w[i] = prefix + strconv.Itoa(i%1000)
		}
		return strings.Join(w, " ")
	}
	ref, hyp := filepath.Join(dir, "ref.txt"), filepath.Join(dir, "hyp.txt")
	os.WriteFile(ref, []byte("a b\n"+line("w")+"\n"), 0o644)
	os.WriteFile(hyp, []byte("a c\n"+line("v")+"\n"), 0o644)
	out, errOut, rc := runCLI(t, "", nil, false, ref, "-i", hyp, "-m", "wer")
	want := "sacre: error: segment 2: 300000 reference words x 300000 hypothesis words exceed the alignment's limit of 68719476736 cells\n"
	if rc != 1 || out != "" || errOut != want {
		t.Errorf("rc %d, %q, %q, want %q", rc, out, errOut, want)
	}
}

// TestNormalizeCommand: sacre normalize writes one line per line, strictly UTF-8.
func TestNormalizeCommand(t *testing.T) {
	out, errOut, rc := runCLI(t, "Hello, World!\r\nÉTÉ — x\n\n", nil, false, "normalize", "lc/punct")
	if rc != 0 || out != "hello world\nété  x\n\n" {
		t.Errorf("rc %d, %q, %q", rc, out, errOut)
	}
	if _, errOut, rc := runCLI(t, "ok\n\xff\n", nil, false, "normalize", "lc"); rc == 0 || !strings.Contains(errOut, "<stdin>:2: invalid UTF-8") {
		t.Errorf("invalid UTF-8: rc %d, %q", rc, errOut)
	}
	if _, errOut, rc := runCLI(t, "", nil, false, "normalize", "nothing"); rc != 2 || !strings.Contains(errOut, "unknown text normalization") {
		t.Errorf("unknown: rc %d, %q", rc, errOut)
	}
}

// TestErrorRatesManifest: a regression manifest of WER (by options) and CER (by signature).
func TestErrorRatesManifest(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "ref.txt"), []byte("hello world\nthe cat sat on the mat\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "hyp.txt"), []byte("Hello, duck!\nthe cat sat on mat\n"), 0o644)
	manifest := filepath.Join(dir, "m.yaml")
	os.WriteFile(manifest, []byte(`refs: [ref.txt]
metrics:
  - name: WER
    wer: {norm: lc/punct}
  - name: CER
    signature: "CER|nrefs:1|norm:jiwer-cer|align:jiwer|version:2.6.0"
systems:
  - name: a
    hyp: hyp.txt
    expected: {WER: 25.0, CER: 33.33}
`), 0o644)
	out, errOut, rc := runCLI(t, "", nil, false, "check", manifest)
	if rc != 0 || !strings.Contains(out, "WER: WER|nrefs:1|norm:lc/punct|align:jiwer|version:") || !strings.Contains(out, "all 2 scores as expected") {
		t.Errorf("rc %d\n%s%s", rc, out, errOut)
	}
}

// TestNormalizeWhisper runs sacre normalize whisper-en and whisper-basic on the Whisper oracle's
// one-line inputs (normalize/whisper/testdata, written by openai/whisper's Python at c0d2f62):
// the command gives Whisper's text line for line.
func TestNormalizeWhisper(t *testing.T) {
	var in, basic, english strings.Builder
	n := 0
	err := jsonl.Each("../../normalize/whisper/testdata/oracle.jsonl.gz", func(rec struct{ Input, Basic, English string }, _ int) error {
		// One line in, one line out: inputs that Python's universal newlines would split, or
		// whose output holds a line break, are the package's own test's.
		if strings.ContainsAny(rec.Input+rec.Basic+rec.English, "\n\r") {
			return nil
		}
		in.WriteString(rec.Input + "\n")
		basic.WriteString(rec.Basic + "\n")
		english.WriteString(rec.English + "\n")
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"whisper-en": english.String(), "whisper-basic-c0d2f62": basic.String()} {
		out, errOut, rc := runCLI(t, in.String(), nil, false, "normalize", name)
		if rc != 0 || out != want {
			got, exp := strings.Split(out, "\n"), strings.Split(want, "\n")
			for i := range min(len(got), len(exp)) {
				if got[i] != exp[i] {
					t.Errorf("%s line %d: %q, Whisper %q", name, i+1, got[i], exp[i])
					break
				}
			}
			t.Errorf("%s: rc %d (%s), %d lines, want %d", name, rc, errOut, len(got), len(exp))
		}
	}
	if n < 10000 {
		t.Errorf("only %d oracle lines", n)
	}
}
