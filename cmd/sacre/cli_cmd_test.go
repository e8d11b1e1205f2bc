package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompletion asks sacre what may follow a command line, as the completion scripts do.
func TestCompletion(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--tok"}, "--tokenize\n"},
		{[]string{"-m"}, "bleu\nchrf\nter\nwer\ncer\nmer\nwil\nwip\n"},
		{[]string{"ref.txt", "-i", "hyp.txt", "--tokenize"}, "none\nzh\n13a\nintl\nchar\nja-mecab\nko-mecab\nspm\nflores101\nflores200\nspBLEU-1K\n"},
		{nil, "verify\ncheck\nsegments\nmatrix\nreport\nmbr\nnormalize\ncompletion\nman\n"},
		{[]string{"report", "-f"}, "html\nmd\nlatex\n"},
		{[]string{"check", "--up"}, "--update\n"},
		{[]string{"verify", "-f"}, "text\njson\n"},
		{[]string{"verify", "--no-d"}, "--no-diagnosis\n"},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, append(c.args, "--generate-bash-completion")...)
		if rc != 0 || out != c.want || errOut != "" {
			t.Errorf("%q: rc %d\n%s%s\nwant\n%s", c.args, rc, out, errOut, c.want)
		}
	}
}

// TestCompletionScripts prints each shell's script; bash and zsh (where installed) read
// them without a syntax error.
func TestCompletionScripts(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		out, errOut, rc := runCLI(t, "", nil, false, "completion", shell)
		if rc != 0 || !strings.Contains(out, "--generate-bash-completion") || errOut != "" {
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

// TestManPage generates the manual page from the commands and options.
func TestManPage(t *testing.T) {
	out, errOut, rc := runCLI(t, "", nil, false, "man")
	if rc != 0 || errOut != "" || !strings.HasPrefix(out, ".nh\n.TH sacre 1") {
		t.Fatalf("rc %d\n%s%s", rc, out[:min(len(out), 200)], errOut)
	}
	for _, want := range []string{".SH verify", ".SH check", `\fB--tokenize\fP`, "Also -tok.", `\fB--update\fP`, `\fB--claim, -c\fP`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the manual page", want)
		}
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
