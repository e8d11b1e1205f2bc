package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLargeNumbers gives options huge values: where SacreBLEU computes a score, sacre gives the
// same digits (the expected values are SacreBLEU 2.6.0's, run here) in bounded memory; where
// SacreBLEU fails or the work cannot be done, a one-line error names the option, before any
// work, with SacreBLEU's exit status.
func TestLargeNumbers(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "r.txt"), []byte("a b c\nd e f\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "h.txt"), []byte("a b c\nd e g\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "empty.txt"), nil, 0o644)
	tables, _ := filepath.Abs("../../verify/testdata/tables")
	t.Chdir(dir)
	kit := []string{filepath.Join(tables, "ref.txt"), "-i", filepath.Join(tables, "KIT.txt")}
	for _, tc := range []struct {
		args   []string
		rc     int
		stdout string // exactly, or
		stderr string // a prefix of standard error
	}{
		// chrF with orders beyond every segment's length: SacreBLEU's digits.
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "-cc", "100", "--chrf-eps-smoothing", "-w", "17", "-b"}, 0, "2.08333333333333348\n", ""},
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "-cc", "10000000", "--chrf-eps-smoothing", "-w", "17", "-b"}, 0, "0.00002083333333333\n", ""},
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "-cw", "3000", "-cc", "70", "--chrf-eps-smoothing", "-w", "17", "-b"}, 0, "0.13572204125950055\n", ""},
		{append(kit, "-m", "chrf", "-cc", "100", "-cw", "70", "--chrf-eps-smoothing", "-w", "17", "-b"), 0, "5.58159502999928669\n", ""},
		{append(kit, "-m", "chrf", "-cc", "100", "-cw", "70", "-w", "17", "-b"), 0, "6.24276517048318436\n", ""},
		{append(kit, "-m", "chrf", "-cc", "1000", "--chrf-eps-smoothing", "-w", "17", "-b"), 0, "0.78566918204023228\n", ""},
		{append(kit, "-m", "chrf", "-cc", "7", "-cw", "300", "--chrf-eps-smoothing", "--chrf-beta", "3", "-w", "17", "-b"), 0, "1.74471909356407351\n", ""},
		// beta squared beyond int64: Python's exact square, as a float.
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "--chrf-beta", "4294967296000000000", "-w", "10", "-b"}, 0, "69.4444444444\n", ""},
		// Orders SacreBLEU cannot finish: sacre's exact answer, at once.
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "-cc", "4611686018427387904", "-b"}, 0, "69.4\n", ""},
		// Errors.
		{[]string{"r.txt", "-i", "h.txt", "-w", "2147483648"}, 1, "", "sacre: error: argument --width/-w: precision too big"},
		{[]string{"r.txt", "-i", "h.txt", "-w", "9223372036854775807"}, 1, "", "sacre: error: argument --width/-w: precision too big"},
		{[]string{"r.txt", "-i", "h.txt", "-w", "2000000"}, 1, "", "sacre: error: argument --width/-w: 2000000 decimals would print 1.9 MiB per score"},
		{[]string{"r.txt", "-i", "h.txt", "-ci", "-cin", "2147483648"}, 1, "", "sacre: error: argument --confidence-n/-cin: 2147483648 resamples would need 32.0 GiB"},
		{[]string{"r.txt", "-i", "h.txt", "h.txt", "-pbs", "-pbsn", "2147483648"}, 1, "", "sacre: error: argument --paired-bs-n/-pbsn: 2147483648 resamples would need"},
		{[]string{"r.txt", "-i", "h.txt", "h.txt", "-par", "-parn", "9223372036854775807"}, 1, "", "sacre: error: argument --paired-ar-n/-parn: 9223372036854775807 resamples would need"},
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "-cc", "99999999999999999999"}, 1, "", "sacre: error: argument --chrf-char-order/-cc: 99999999999999999999 is too large"},
		{[]string{"r.txt", "-i", "h.txt", "-m", "chrf", "-cw", "4611686018427387904"}, 1, "", "sacre: error: "},
		{[]string{"r.txt", "-i", "h.txt", "-nr", "2147483648"}, 17, "", "sacreBLEU: FATAL: line 1: expected 2147483648 fields, but found 1."},
		{[]string{"empty.txt", "-i", "h.txt", "-nr", "2147483648"}, 1, "", "sacreBLEU: System and reference streams have different lengths."},
	} {
		out, errOut, rc := runCLI(t, "", nil, false, tc.args...)
		if rc != tc.rc || out != tc.stdout || !strings.HasPrefix(errOut, tc.stderr) || tc.stderr != "" && strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: rc %d, stdout %q, stderr %q; want rc %d, stdout %q, stderr %q...", tc.args, rc, out, errOut, tc.rc, tc.stdout, tc.stderr)
		}
	}
}
