package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// failingWriter accepts limit bytes, then fails every write as a full disk does.
type failingWriter struct {
	limit, written int
}

func (w *failingWriter) Write(p []byte) (int, error) {
	n := min(len(p), w.limit-w.written)
	w.written += n
	if n < len(p) {
		return n, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
	}
	return n, nil
}

// TestOutputFailure checks that every command that prints fails with status 1 and one line on
// standard error when standard output cannot be written, whether the first write fails or a
// later one.
func TestOutputFailure(t *testing.T) {
	cache := t.TempDir()
	if err := os.CopyFS(cache, os.DirFS("../../datasets/testdata/cache")); err != nil {
		t.Fatal(err)
	}
	t.Chdir("../../testdata/wmt17-en-de")
	sig := "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 22.7"
	// A manifest of one system (the WMT17 one checks 16 systems: the same code, slower).
	wd, _ := os.Getwd()
	small := filepath.Join(t.TempDir(), "m.yaml")
	os.WriteFile(small, []byte("refs: ["+filepath.Join(wd, "ref.txt")+"]\nmetrics: [{bleu: {}}]\nsystems:\n  - {name: C-3MA, hyp: "+
		filepath.Join(wd, "C-3MA.4959.txt")+", expected: {BLEU: 22.7}}\n"), 0o644)
	for _, c := range []struct {
		reason string
		args   []string
		prog   string
	}{
		{"scoring", []string{"ref.txt", "-i", "C-3MA.4959.txt"}, "sacre"},
		{"scoring, several systems", []string{"ref.txt", "-i", "C-3MA.4959.txt", "uedin-nmt.4722.txt"}, "sacre"},
		{"--list", []string{"--list"}, "sacre"},
		{"--list -t", []string{"--list", "-t", "wmt14"}, "sacre"},
		{"--citation", []string{"--citation", "-t", "wmt14"}, "sacre"},
		{"--echo", []string{"-t", "wmt14", "-l", "en-de", "--echo", "src"}, "sacre"},
		{"--help", []string{"--help"}, "sacre"},
		{"--version", []string{"--version"}, "sacre"},
		{"sacre verify", []string{"verify", "-s", sig, "-i", "C-3MA.4959.txt", "ref.txt"}, "sacre verify"},
		{"sacre verify, not reproduced", []string{"verify", "-s", sig + "1", "-i", "C-3MA.4959.txt", "ref.txt", "--no-diagnosis"}, "sacre verify"},
		{"sacre verify --help", []string{"verify", "--help"}, "sacre verify"},
		{"sacre check", []string{"check", small}, "sacre check"},
	} {
		for _, limit := range []int{0, 10} {
			var stderr bytes.Buffer
			e := &env{stdin: strings.NewReader(""), stdout: &failingWriter{limit: limit}, stderr: &stderr,
				lookupEnv: func(k string) (string, bool) {
					if k == "SACREBLEU" {
						return cache, true
					}
					return "", false
				}}
			rc := run(c.args, e)
			want := c.prog + ": error: cannot write standard output: no space left on device\n"
			if rc != 1 || !strings.HasSuffix(stderr.String(), want) || strings.Count(stderr.String(), "standard output") != 1 {
				t.Errorf("%s, failing after %d bytes: rc %d, stderr %q; want status 1 and %q", c.reason, limit, rc, stderr.String(), want)
			}
		}
	}
}

// TestOutputFailureProcess runs sacre as a process with its standard output on /dev/full.
func TestOutputFailureProcess(t *testing.T) {
	if os.Getenv("SACRE_TEST_MAIN") == "1" {
		os.Args = append([]string{"sacre"}, strings.Fields(os.Getenv("SACRE_TEST_ARGS"))...)
		main()
		return
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	defer full.Close()
	for _, args := range []string{"--list", "--version", "../../testdata/wmt17-en-de/ref.txt -i ../../testdata/wmt17-en-de/C-3MA.4959.txt"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestOutputFailureProcess$")
		cmd.Env = append(os.Environ(), "SACRE_TEST_MAIN=1", "SACRE_TEST_ARGS="+args)
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = full, &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 || stderr.String() != "sacre: error: cannot write standard output: no space left on device\n" {
			t.Errorf("sacre %s > /dev/full: %v, stderr %q", args, err, stderr.String())
		}
	}
}
