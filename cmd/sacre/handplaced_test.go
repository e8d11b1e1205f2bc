package main

import (
	"crypto/md5"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/datasets"
)

// TestHandPlacedArchive follows the offline error's advice: the archive downloaded by hand to
// the path it names is checked and unpacked on the next run, which then scores as SacreBLEU
// does; an archive with another checksum is a one-line error naming it and both checksums.
func TestHandPlacedArchive(t *testing.T) {
	want := oracleStdout(t, "testset.wmt14.en-de.")
	archive := wmt14Archive(t, nil)
	sum := md5.Sum(archive)
	t.Chdir("../../testdata/oracle")
	args := []string{"-t", "wmt14", "-l", "en-de", "-i", "inputs/testset.wmt14.en-de.hyp.txt"}
	for _, c := range []struct {
		reason string
		md5    string
		rc     int
		want   []string // in standard error
	}{
		{"the registry's checksum", "", 0, []string{"sacreBLEU: Extracting "}},
		{"another checksum", "0123456789abcdef0123456789abcdef", 1,
			[]string{"checksum mismatch", "MD5 " + hex.EncodeToString(sum[:]), "expected 0123456789abcdef0123456789abcdef"}},
	} {
		closed, offline := serveWMT14(t, archive, c.md5)
		closed.Close()
		cache := t.TempDir()
		_, errOut, rc := runWith(cache, offline, args...)
		m := regexp.MustCompile(`download the file by hand to (\S+)\n`).FindStringSubmatch(errOut)
		if rc != 1 || m == nil {
			t.Fatalf("%s: offline: rc %d, stderr %q", c.reason, rc, errOut)
		}
		if err := os.WriteFile(m[1], archive, 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, rc := runWith(cache, offline, args...)
		if rc != c.rc || c.rc == 0 && maskVersion(out) != maskVersion(want) || c.rc != 0 && out != "" {
			t.Errorf("%s: rc %d, stdout:\n%s\nstderr: %s", c.reason, rc, out, errOut)
		}
		for _, s := range append(c.want, m[1]) {
			if !strings.Contains(errOut, s) {
				t.Errorf("%s: stderr %q does not say %q", c.reason, errOut, s)
			}
		}
		if c.rc != 0 && strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: stderr %q, want one line", c.reason, errOut)
		}
	}
}

// TestDownloadEveryPair runs --download without -l on an SGML set (wmt14, cut to the pairs
// its synthetic archive holds): every pair's text files are made, as SacreBLEU's -l makes
// them, where SacreBLEU fails with KeyError: None.
func TestDownloadEveryPair(t *testing.T) {
	t.Chdir("../../testdata/oracle")
	_, lookup := serveWMT14(t, wmt14Archive(t, nil), "")
	twoPairs := func(name string) (*datasets.Set, error) {
		s, err := lookup(name)
		if err != nil || name != "wmt14" {
			return s, err
		}
		local := *s
		local.Pairs = nil
		for _, p := range s.Pairs {
			if p.Name == "en-de" || p.Name == "de-en" {
				local.Pairs = append(local.Pairs, p)
			}
		}
		return &local, nil
	}
	cache := t.TempDir()
	out, errOut, rc := runWith(cache, twoPairs, "--download", "wmt14", "-q")
	if rc != 0 || out != "" || errOut != "" {
		t.Fatalf("rc %d, stdout %q, stderr %q", rc, out, errOut)
	}
	oracle := "../../datasets/testdata/oracle/text/wmt14"
	entries, _ := os.ReadDir(oracle)
	for _, e := range entries {
		got, err := os.ReadFile(filepath.Join(cache, "wmt14", e.Name()))
		want, _ := os.ReadFile(filepath.Join(oracle, e.Name()))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s: %v\n%q\nwant\n%q", e.Name(), err, got, want)
		}
	}
	if len(entries) != 10 {
		t.Errorf("%d oracle files for wmt14, want 10", len(entries))
	}
}
