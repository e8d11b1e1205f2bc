package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/evaluate"
)

// TestCompletion asks sacre what may replace the word being typed, as the completion scripts
// do ("sacre __complete WORDS... CURRENT"); ":files" ends the list where file names may too.
func TestCompletion(t *testing.T) {
	metrics := "bleu\nchrf\nter\nwer\ncer\nmer\nwil\nwip\n"
	for _, c := range []struct {
		reason string
		args   []string
		want   string
	}{
		{"an option's prefix", []string{"--tok"}, "--tokenize\n"},
		{"the values of -m", []string{"-m", ""}, metrics},
		{"-m takes a list", []string{"-m", "bleu", ""}, metrics},
		{"a tokenizer after references and systems", []string{"ref.txt", "-i", "hyp.txt", "--tokenize", ""}, "none\nzh\n13a\nintl\nchar\nja-mecab\nko-mecab\nspm\nflores101\nflores200\nspBLEU-1K\n"},
		// SacreBLEU 2.6.0's DATASETS: its wmt17/ sets, and wmt21/systems's pairs from "e".
		{"a test set after -t, not -tok", []string{"-t", "wmt17/"}, "wmt17/B\nwmt17/dev\nwmt17/improved\nwmt17/ms\nwmt17/tworefs\n"},
		{"the language pairs of the chosen test set after -l, not -lc", []string{"-t", "wmt21/systems", "-l", "e"}, "en-cs\nen-de\nen-ha\nen-is\nen-ja\nen-ru\nen-zh\n"},
		{"files after -i", []string{"ref.txt", "-i", ""}, ":files\n"},
		{"commands and files first", []string{"re"}, "report\n:files\n"},
		{"report's formats", []string{"report", "-f", ""}, "html\nmd\nlatex\n"},
		{"check's options", []string{"check", "--up"}, "--update\n"},
		{"verify's formats", []string{"verify", "-f", ""}, "text\njson\n"},
		{"verify's options", []string{"verify", "--no-d"}, "--no-diagnosis\n"},
		{"shells after completion", []string{"completion", ""}, "bash\nzsh\nfish\n"},
		{"normalizations after --wer-norm", []string{"-m", "wer", "--wer-norm", "whisper-e"}, "whisper-en-c0d2f62\nwhisper-en\n"},
		{"nothing after a number", []string{"-w", ""}, ""},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append([]string{"__complete"}, c.args...)...)
		if rc != 0 || out != c.want || errOut != "" {
			t.Errorf("%s: %q: rc %d\n%s%s\nwant\n%s", c.reason, c.args, rc, out, errOut, c.want)
		}
	}
}

// TestCompletionBash completes command lines in a real bash through the script sacre
// completion bash prints, with this test binary as sacre.
func TestCompletionBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatal("no bash to test the completion script in")
	}
	dir := sacreOnPath(t)
	work := t.TempDir()
	os.WriteFile(filepath.Join(work, "ref.txt"), nil, 0o644)
	os.WriteFile(filepath.Join(work, "report.html"), nil, 0o644)
	for _, c := range []struct {
		line string // the words typed, the last being completed
		want string
	}{
		{"sacre -t wmt17/i", "wmt17/improved"},
		{"sacre -tok ze", ""},
		{"sacre -tok z", "zh"},
		{"sacre re", "ref.txt report report.html"},
		{"sacre ref.txt -i re", "ref.txt report.html"},
		{"sacre completion f", "fish"},
		{"sacre report --freq-c", "--freq-corpus --freq-counts"},
		{"sacre help ve", "verify"},
	} {
		script := `source <(sacre completion bash) && complete -p sacre >/dev/null &&
COMP_LINE="$LINE"; read -ra COMP_WORDS <<< "$LINE"; [[ "$LINE" == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _sacre; printf '%s\n' "${COMPREPLY[@]}" | sort | xargs`
		cmd := exec.Command(bash, "-c", script)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "PATH="+dir+":"+os.Getenv("PATH"), "LINE="+c.line)
		out, err := cmd.CombinedOutput()
		if got := strings.TrimSpace(string(out)); err != nil || got != c.want {
			t.Errorf("%q: %v %q, want %q", c.line, err, got, c.want)
		}
	}
}

// TestCompletionScripts prints each shell's script; bash and zsh (where installed) read
// them without a syntax error.
func TestCompletionScripts(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		out, errOut, rc := runCLI(t, "", nil, false, "completion", shell)
		if rc != 0 || !strings.Contains(out, "sacre __complete") || errOut != "" {
			t.Errorf("%s: rc %d\n%s%s", shell, rc, out, errOut)
			continue
		}
		if path, err := exec.LookPath(shell); err == nil && shell != "fish" {
			script := filepath.Join(t.TempDir(), "sacre."+shell)
			os.WriteFile(script, []byte(out), 0o644)
			if msg, err := exec.Command(path, "-n", script).CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v\n%s", shell, err, msg)
			}
		}
	}
	if _, errOut, rc := runCLI(t, "", nil, false, "completion", "tcsh"); rc != 2 || !strings.HasPrefix(errOut, "sacre completion: error: argument shell: invalid choice") {
		t.Errorf("tcsh: rc %d %s", rc, errOut)
	}
}

// TestManPage generates the manual page from the commands and options: every command has its
// section, every option its description, and man reads the page without a warning.
func TestManPage(t *testing.T) {
	out, errOut, rc := runCLI(t, "", nil, false, "man")
	if rc != 0 || errOut != "" || !strings.HasPrefix(out, ".nh\n.TH sacre 1") {
		t.Fatalf("rc %d\n%s%s", rc, out[:min(len(out), 200)], errOut)
	}
	for _, want := range []string{`\fB--tokenize\fP`, "Also -tok.", `\fB--update\fP`, `\fB--claim, -c\fP`, `\fB--chrf-beta\fP`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the manual page", want)
		}
	}
	for _, c := range program(&env{}).Commands {
		if !strings.Contains(out, ".SH "+c.Name+"\n") {
			t.Errorf("no section for %s", c.Name)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, `\fB-`) {
			continue
		}
		// urfave/cli writes an option as \fB--name, -n\fP="": its description.
		if _, desc, _ := strings.Cut(line, `\fP`); strings.TrimSpace(strings.TrimLeft(desc, `="`)) == ":" || !strings.Contains(desc, ": ") {
			t.Errorf("an option without a description: %s", line)
		}
	}
	man, err := exec.LookPath("man")
	if err != nil {
		t.Fatal("no man to read the page with (Debian: apt-get install man-db, as .ci/run does)")
	}
	page := filepath.Join(t.TempDir(), "sacre.1")
	os.WriteFile(page, []byte(out), 0o644)
	cmd := exec.Command(man, "--warnings", "-l", page)
	cmd.Env = append(os.Environ(), "MANWIDTH=100", "MAN_KEEP_FORMATTING=0")
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	if err := cmd.Run(); err != nil || stderr.Len() > 0 {
		t.Errorf("man --warnings: %v\n%s", err, stderr.String())
	}
}

// TestCommandOrFile: a file named like one of sacre's commands in the current directory is
// SacreBLEU's reference, as with sacrebleu; elsewhere the word is the command.
func TestCommandOrFile(t *testing.T) {
	ref, _ := filepath.Abs("../../testdata/wmt17-en-de/ref.txt")
	hyp, _ := filepath.Abs("../../testdata/wmt17-en-de/uedin-nmt.4722.txt")
	data, err := os.ReadFile(ref)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	want, _, _ := runCLI(t, "", nil, false, ref, "-i", hyp, "-b")
	for _, name := range []string{"check", "verify"} {
		os.WriteFile(name, data, 0o644)
		out, errOut, rc := runCLI(t, "", nil, false, name, "-i", hyp, "-b")
		if rc != 0 || out != want || out != "28.3\n" {
			t.Errorf("sacre %s -i HYP -b: rc %d %q %s, want %q", name, rc, out, errOut, want)
		}
		os.Remove(name)
	}
	if out, _, rc := runCLI(t, "", nil, false, "check", "-h"); rc != 0 || !strings.HasPrefix(out, "usage: sacre check") {
		t.Errorf("without a file, check is the command: rc %d %q", rc, out)
	}
	// A directory cannot be a reference: the word stays the command (sacre's source tree has
	// a directory called report).
	os.Mkdir("report", 0o755)
	if out, _, rc := runCLI(t, "", nil, false, "report", "-h"); rc != 0 || !strings.HasPrefix(out, "usage: sacre report") {
		t.Errorf("beside a directory called report, report is the command: rc %d %q", rc, out)
	}
}

// TestMistypedCommand: a first word within two edits of a command, naming no file, is a
// mistyped command; a file of that name is SacreBLEU's reference; any other word too.
func TestMistypedCommand(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct{ word, want string }{
		{"verfy", "sacre: error: unknown command 'verfy' (did you mean 'verify'?)\n"},
		{"chek", "sacre: error: unknown command 'chek' (did you mean 'check'?)\n"},
		{"reprot", "sacre: error: unknown command 'reprot' (did you mean 'report'?)\n"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, c.word, "-s", "x")
		if rc != 2 || out != "" || errOut != c.want {
			t.Errorf("sacre %s: rc %d %q %q, want %q", c.word, rc, out, errOut, c.want)
		}
		os.WriteFile(c.word, []byte("the cat sat on the mat\n"), 0o644)
		if out, errOut, rc := runCLI(t, "the cat sat on the mat\n", nil, false, c.word, "-b"); rc != 0 || out != "100.0\n" {
			t.Errorf("sacre %s -b with a reference file %s: rc %d %q %s", c.word, c.word, rc, out, errOut)
		}
	}
	// Far from every command: SacreBLEU's reading of a reference that does not exist.
	if _, errOut, rc := runCLI(t, "", nil, false, "references.txt", "-i", "x"); rc != 1 || strings.Contains(errOut, "unknown command") {
		t.Errorf("a missing reference: rc %d %q", rc, errOut)
	}
}

// TestHelp: sacre -h lists every command, sacre help COMMAND is the command's help.
func TestHelp(t *testing.T) {
	root, _, rc := runCLI(t, "", nil, false, "-h")
	if help, _, _ := runCLI(t, "", nil, false, "help"); rc != 0 || help != root {
		t.Errorf("sacre help differs from sacre -h")
	}
	for _, c := range program(&env{}).Commands {
		if !strings.Contains(root, "\n  "+c.Name+" ") {
			t.Errorf("sacre -h does not list %s", c.Name)
		}
		want, _, _ := runCLI(t, "", nil, false, c.Name, "-h")
		if got, errOut, rc := runCLI(t, "", nil, false, "help", c.Name); rc != 0 || got != want || !strings.HasPrefix(got, "usage: sacre "+c.Name) {
			t.Errorf("sacre help %s: rc %d %.60q %s", c.Name, rc, got, errOut)
		}
	}
	for _, s := range evaluate.Specs() {
		if !strings.Contains(root, "\n  "+s.Names[0]) || s.Help == "" {
			t.Errorf("sacre -h does not describe %s", s.Names[0])
		}
	}
	if _, errOut, rc := runCLI(t, "", nil, false, "help", "nothing"); rc != 2 || !strings.HasPrefix(errOut, "sacre help: error: unknown command 'nothing'") {
		t.Errorf("sacre help nothing: rc %d %q", rc, errOut)
	}
}
