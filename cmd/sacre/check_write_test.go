//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/sacre-mt/sacre/manifest"
)

// How check --update writes the manifest (symbolic and hard links, refusals, signals) is tested
// in package manifest; these tests hold the command's words and statuses for each way it fails.

// drifted is the example manifest, two of its systems, with one expected score changed.
func drifted(t *testing.T) (path, original string) {
	t.Helper()
	path, _ = manifestCopy(t, func(s string) string {
		return strings.Replace(fewSystems(s, "C-3MA", "KIT"), "{BLEU: 22.67,", "{BLEU: 22.60,", 1)
	})
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(data)
}

// TestUpdateReadOnly refuses to rewrite a manifest without write permission: status 2.
func TestUpdateReadOnly(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	path, original := drifted(t)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	out, errOut, rc := runCLI(t, "", nil, false, "check", "--update", path)
	if want := "sacre check: error: " + path + ": read-only, not updated\n"; rc != 2 || errOut != want || out != "" {
		t.Errorf("rc %d\n%s%s\nwant rc 2 and %q", rc, out, errOut, want)
	}
	if data, _ := os.ReadFile(path); string(data) != original {
		t.Errorf("read-only manifest rewritten")
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".sacre-check-*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// updateStatus is what check --update says and returns when replacing the manifest fails
// with err.
func updateStatus(err error) (stderr string, rc int) {
	var out, errOut bytes.Buffer
	rc = checkFailed(&env{stdout: &out, stderr: &errOut}, err)
	return out.String() + errOut.String(), rc
}

// TestUpdateChangedMeanwhile: a manifest edited while the scores were computed is not
// overwritten; the command says to run it again, status 2.
func TestUpdateChangedMeanwhile(t *testing.T) {
	path, original := drifted(t)
	m, err := manifest.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Prepare([]byte(original + "# the update\n"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, []byte(original+"# an edit made meanwhile\n"), 0o644)
	msg, rc := updateStatus(r.Commit())
	if want := "sacre check: error: " + path + ": changed while checking, not updated; run check --update again\n"; rc != 2 || msg != want {
		t.Errorf("rc %d, %q; want rc 2 and %q", rc, msg, want)
	}
}

// TestUpdateSignal: an update interrupted by SIGINT, SIGTERM or SIGHUP exits as the signal
// would have ended the program (128 + its number), saying the manifest was not updated.
func TestUpdateSignal(t *testing.T) {
	for _, c := range []struct {
		sig  syscall.Signal
		want int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}, {syscall.SIGHUP, 129}} {
		msg, rc := updateStatus(&manifest.InterruptedError{Path: "m.yaml", Signal: c.sig})
		if want := "sacre check: m.yaml: interrupted (" + c.sig.String() + "), not updated\n"; rc != c.want || msg != want {
			t.Errorf("%v: rc %d, %q; want rc %d and %q", c.sig, rc, msg, c.want, want)
		}
	}
}
