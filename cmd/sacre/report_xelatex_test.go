package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// TestReportXeLaTeX writes the LaTeX fragment of a report on 40 segments of WMT24
// English-Chinese and English-Japanese (testdata/wmt24-cjk), systems named in Chinese and
// Japanese, with the examples' Chinese and Japanese text, and compiles each with xelatex in a
// default article using exactly the preamble the fragment states in its first comment lines
// ("%   \usepackage...", "%   \setCJKmainfont..."): it fails on an error, on an overfull box (a
// table wider than the text) and on a character the stated fonts lack. The English-Japanese
// case runs under SACRE_LONG=1 (CI runs both). xelatex, xeCJK and the font are Debian's texlive-xetex, texlive-lang-chinese and fonts-wqy-microhei, which .ci/run
// installs where missing.
func TestReportXeLaTeX(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	xelatex, err := exec.LookPath("xelatex")
	if err != nil {
		t.Fatal("no xelatex to compile the report's CJK LaTeX: install it (Debian: apt-get install texlive-xetex texlive-lang-chinese fonts-wqy-microhei), as .ci/run does")
	}
	data, _ := filepath.Abs("../../testdata/wmt24-cjk")
	for _, c := range []struct {
		pair, tok string
		files     []string
		names     []string
	}{
		{"en-zh", "zh", []string{"GPT-4", "Claude-3.5", "IOL-Research", "ONLINE-B"}, []string{"系统甲（GPT-4）", "系统乙-Claude-3.5", "IOL-Research", "ONLINE-B"}},
		{"en-ja", "ja-mecab", []string{"GPT-4", "Claude-3.5", "Team-J", "NTTSU"}, []string{"システムA（GPT-4）", "Claude-3.5", "チームJ", "NTTSU"}},
	} {
		if c.pair == "en-ja" && !campaign.Full() {
			continue // Japanese (kana, ja-mecab) under SACRE_LONG=1, as CI runs it
		}
		t.Run(c.pair, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := []string{"report", filepath.Join(data, c.pair, "ref.txt"), "--src", filepath.Join(data, "en.txt"), "-tok", c.tok,
				"-m", "bleu", "chrf", "ter", "--examples", "4", "-q", "-f", "latex", "-o", filepath.Join(dir, "fragment.tex"), "-i"}
			for _, f := range c.files {
				args = append(args, filepath.Join(data, c.pair, f+".txt"))
			}
			if _, errOut, rc := runCLI(t, "", nil, false, append(append(args, "--names"), c.names...)...); rc != 0 {
				t.Fatalf("rc %d: %s", rc, errOut)
			}
			compileXeLaTeX(t, xelatex, dir, "fragment")
		})
	}
}

// compileXeLaTeX compiles dir/input.tex \input into an article whose preamble is the one the
// file states, and fails on an error, an overfull box or a missing character.
func compileXeLaTeX(t *testing.T, xelatex, dir, input string) {
	t.Helper()
	text, err := os.ReadFile(filepath.Join(dir, input+".tex"))
	if err != nil {
		t.Fatal(err)
	}
	var preamble []string
	for _, line := range strings.Split(string(text), "\n") {
		if p, ok := strings.CutPrefix(line, `%   \`); ok {
			preamble = append(preamble, `\`+p)
		}
	}
	if !slices.Contains(preamble, `\usepackage{xeCJK}`) {
		t.Errorf("%s.tex holds Chinese or Japanese and its preamble does not say xeCJK: %q", input, preamble)
	}
	doc := "\\documentclass{article}\n" + strings.Join(preamble, "\n") + "\n\\begin{document}\n\\input{" + input + "}\n\\end{document}\n"
	if err := os.WriteFile(filepath.Join(dir, input+"-doc.tex"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(xelatex, "-interaction=nonstopmode", "-halt-on-error", "-no-pdf", input+"-doc.tex")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		i := max(0, strings.Index(string(out), "\n!"))
		t.Fatalf("%s.tex does not compile with xelatex and the preamble %q: %v\n%s", input, preamble, err, string(out)[i:min(len(out), i+600)])
	}
	log, err := os.ReadFile(filepath.Join(dir, input+"-doc.log"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(log), "\n") {
		if strings.HasPrefix(line, "Overfull \\hbox") || strings.HasPrefix(line, "Missing character") {
			t.Errorf("%s.tex: %s", input, line)
		}
	}
}
