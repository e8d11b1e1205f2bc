package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sacre-mt/sacre/signatures"
)

// TestSCStatsCommand runs sacre sc_stats as a script would run sc_stats, on the oracle cases
// of testdata/scstats (SCTK 2.4.10's outputs): standard output and every report file are
// sc_stats's, byte for byte.
func TestSCStatsCommand(t *testing.T) {
	data, err := filepath.Abs("../../testdata/scstats")
	if err != nil {
		t.Fatal(err)
	}
	systems := []string{"wmt-LIUM-NMT.4900.sgml", "wmt-uedin-nmt.4722.sgml", "wmt-online-B.0.sgml", "wmt-PROMT-Rule-based.4735.sgml"}
	var in bytes.Buffer
	for _, s := range systems {
		b, err := os.ReadFile(filepath.Join(data, s))
		if err != nil {
			t.Fatal(err)
		}
		in.Write(b)
	}
	for _, c := range []struct {
		name  string
		args  []string
		files []string
	}{
		{"wmt-std4-uv", []string{"-t", "std4", "-u", "-v", "-e", "WMT17 newstest2017"},
			[]string{"stats.unified", "stats.mapsswe", "stats.sign", "stats.wilc", "stats.mcn"}},
		{"wmt-mcn-v", []string{"-t", "mcn", "-v"}, []string{"stats.mcn"}},
		{"wmt-stdout", []string{"-n", "-", "-t", "std4", "-u", "-v"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			args := append([]string{"sc_stats", "-p", "-n", c.name}, c.args...)
			if c.name == "wmt-stdout" {
				args = append([]string{"sc_stats", "-p"}, c.args...)
			}
			var stdout, stderr bytes.Buffer
			e := &env{stdin: bytes.NewReader(in.Bytes()), stdout: &stdout, stderr: &stderr, lookupEnv: func(string) (string, bool) { return "", false }}
			if rc := run(args, e); rc != 0 {
				t.Fatalf("exit %d: %s", rc, stderr.String())
			}
			want, err := os.ReadFile(filepath.Join(data, c.name+".out"))
			if err != nil {
				t.Fatal(err)
			}
			if stdout.String() != string(want) {
				t.Errorf("stdout differs from sc_stats's:\n%s", firstDiff(stdout.String(), string(want)))
			}
			for _, f := range c.files {
				got, err := os.ReadFile(c.name + "." + f)
				if err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(filepath.Join(data, c.name+"."+f))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from sc_stats's:\n%s", f, firstDiff(string(got), string(want)))
				}
			}
		})
	}
}

// TestSCStatsRefusals: what sacre sc_stats refuses, with one line and sc_stats's status 1,
// before writing anything.
func TestSCStatsRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-t", "anovar"}, "test 'anovar' is not supported"},
		{[]string{"-t", "mcn", "-r", "prn"}, "-r prn is not supported"},
		{[]string{"-t", "mcn", "-O", "/nonexistent/dir"}, "cannot write in /nonexistent/dir: no such file or directory"},
	} {
		var stdout, stderr bytes.Buffer
		e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupEnv: func(string) (string, bool) { return "", false }}
		rc := run(append([]string{"sc_stats"}, c.args...), e)
		if rc != 1 || !strings.Contains(stderr.String(), c.want) || strings.Count(stderr.String(), "\n") != 1 || stdout.Len() != 0 {
			t.Errorf("sc_stats %v: exit %d, stdout %q, stderr %q; want 1 and one line with %q", c.args, rc, stdout.String(), stderr.String(), c.want)
		}
	}
}

// firstDiff shows where two texts first differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + strconv.Itoa(i+1) + ":\n got  " + strings.ReplaceAll(gl, "\f", "\\f") + "\n want " + strings.ReplaceAll(wl, "\f", "\\f")
		}
	}
	return "(same lines)"
}

// TestScliteCommand runs sacre sclite as a script runs sclite, on the cases of
// testdata/sclite/reports (SCTK 2.4.10's outputs, see its make.sh): read, aligned and reported
// by the whole command, every file is sclite's byte for byte. SOURCE_DATE_EPOCH gives the
// SGML the creation date sclite wrote.
func TestScliteCommand(t *testing.T) {
	data, err := filepath.Abs("../../testdata/sclite/reports")
	if err != nil {
		t.Fatal(err)
	}
	long := "online-B.0 newstest2017 en-de lower-cased, quotes removed, three speakers of different name lengths, long title"
	for _, c := range []struct {
		name string
		args []string
	}{
		{"wmt3", []string{"-r", "wmt3.ref.trn", "trn", "-h", "wmt3.hyp.trn", "trn", "-i", "rm"}},
		{"wmt3_F", []string{"-r", "wmt3.ref.trn", "trn", "-h", "wmt3.hyp.trn", "trn", "-i", "rm", "-F", "-D"}},
		{"wmt3_title", []string{"-r", "wmt3.ref.trn", "trn", "-h", "wmt3.hyp.trn", "trn", "online-B 2017", "-i", "rm"}},
		{"wmt3_longtitle", []string{"-r", "wmt3.ref.trn", "trn", "-h", "wmt3.hyp.trn", "trn", long, "-i", "rm"}},
		{"wmt1", []string{"-r", "wmt1.ref.trn", "trn", "-h", "wmt1.hyp.trn", "trn", "-i", "rm"}},
		{"wmtmany", []string{"-r", "wmtmany.ref.trn", "trn", "-h", "wmtmany.hyp.trn", "trn", "-i", "rm"}},
		{"wmtwide", []string{"-r", "wmtwide.ref.trn", "trn", "-h", "wmtwide.hyp.trn", "trn", "-i", "rm"}},
		{"wmtzero", []string{"-r", "wmtzero.ref.trn", "trn", "-h", "wmtzero.hyp.trn", "trn", "-i", "rm"}},
		{"wmtzero2", []string{"-r", "wmtzero2.ref.trn", "trn", "-h", "wmtzero2.hyp.trn", "trn", "-i", "rm"}},
		{"csrnab", []string{"-r", "sctk_csrnab.ref", "trn", "-h", "sctk_csrnab.hyp", "trn", "-i", "wsj"}},
		{"tests", []string{"-r", "sctk_tests.ref", "trn", "-h", "sctk_tests.hyp", "trn", "-i", "spu_id"}},
		{"tests_FD", []string{"-r", "sctk_tests.ref", "trn", "-h", "sctk_tests.hyp", "trn", "-i", "spu_id", "-F", "-D"}},
		{"lvc", []string{"-r", "sctk_lvc_ref.stm", "stm", "-h", "sctk_lvc_hyp.ctm", "ctm"}},
		{"lvc_conf", []string{"-r", "sctk_lvc_ref.stm", "stm", "-h", "sctk_lvc_hypc.ctm", "ctm"}},
		{"wmtnce", []string{"-r", "wmtnce.stm", "stm", "-h", "wmtnce.ctm", "ctm"}},
		{"cantonese", []string{"-r", "sctk_test.cantonese.stm", "stm", "-h", "sctk_test.cantonese.ctm", "ctm", "-e", "utf-8", "-c", "NOASCII", "DH"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := t.TempDir()
			t.Chdir(data)
			epoch := creationEpoch(t, filepath.Join(data, c.name+".sgml"))
			args := append(append([]string{"sclite"}, c.args...), "-o", "sum", "rsum", "sgml", "nl.sgml", "-O", out, "-n", c.name, "-f", "0")
			var stdout, stderr bytes.Buffer
			e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupEnv: func(k string) (string, bool) {
				return epoch, k == "SOURCE_DATE_EPOCH"
			}}
			if rc := run(args, e); rc != 0 {
				t.Fatalf("exit %d: %s", rc, stderr.String())
			}
			for _, ext := range []string{"sys", "raw", "sgml", "nl.sgml"} {
				got, err := os.ReadFile(filepath.Join(out, c.name+"."+ext))
				if err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(c.name + "." + ext)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from sclite's:\n%s", ext, firstDiff(string(got), string(want)))
				}
			}
		})
	}
}

// creationEpoch is the SGML file's creation_date as SOURCE_DATE_EPOCH (the cases were made in UTC).
func creationEpoch(t *testing.T, sgml string) string {
	b, err := os.ReadFile(sgml)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(b), `creation_date="`)
	date, _, _ := strings.Cut(rest, `"`)
	when, err := time.Parse("Mon Jan _2 15:04:05 2006", date)
	if err != nil {
		t.Fatal(err)
	}
	return strconv.FormatInt(when.Unix(), 10)
}

// TestWERAlignSclite: sacre -m wer --wer-align sclite on the transcripts of
// testdata/sclite/wer counts the errors sclite counts (its raw summary's Sum row: 3,126 over
// 4,785 words), where the minimum edit count finds fewer; the signature says which.
func TestWERAlignSclite(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "sclite", "wer")
	raw, err := os.ReadFile(filepath.Join(dir, "sclite.raw"))
	if err != nil {
		t.Fatal(err)
	}
	var words, errs int
	for line := range strings.Lines(string(raw)) {
		if f := strings.Fields(strings.NewReplacer("|", " ").Replace(line)); len(f) == 9 && f[0] == "Sum" {
			words, _ = strconv.Atoi(f[2])
			errs, _ = strconv.Atoi(f[7])
		}
	}
	if words == 0 {
		t.Fatal("no Sum row in sclite.raw")
	}
	tmp := t.TempDir()
	for _, name := range []string{"ref", "hyp"} {
		b, err := os.ReadFile(filepath.Join(dir, name+".trn"))
		if err != nil {
			t.Fatal(err)
		}
		var text strings.Builder
		for line := range strings.Lines(string(b)) {
			i := strings.LastIndex(line, " (")
			text.WriteString(line[:i] + "\n")
		}
		if err := os.WriteFile(filepath.Join(tmp, name+".txt"), []byte(text.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ref, hyp := filepath.Join(tmp, "ref.txt"), filepath.Join(tmp, "hyp.txt")
	want := fmt.Sprintf("WER|nrefs:1|norm:jiwer-wer|align:sclite|version:%s = %.4f\n", signatures.Version, 100*float64(errs)/float64(words))
	if out, errOut, rc := runCLI(t, "", nil, false, ref, "-i", hyp, "-m", "wer", "--wer-align", "sclite", "-f", "text", "-w", "4"); rc != 0 || out != want {
		t.Errorf("sclite's alignment: %q (rc %d %s), want %q", out, rc, errOut, want)
	}
	if out, _, _ := runCLI(t, "", nil, false, ref, "-i", hyp, "-m", "wer", "-f", "text", "-w", "4"); out == want || !strings.Contains(out, "align:jiwer") {
		t.Errorf("jiwer's alignment: %q, want another count and align:jiwer", out)
	}
	// A regression manifest asks for sclite's count by option and by signature.
	manifest := filepath.Join(tmp, "m.yaml")
	rate := fmt.Sprintf("%.2f", 100*float64(errs)/float64(words))
	os.WriteFile(manifest, []byte(`refs: [ref.txt]
metrics:
  - name: WER
    wer: {align: sclite}
  - name: WERsig
    signature: "WER|nrefs:1|norm:jiwer-wer|align:sclite|version:2.6.0"
systems:
  - name: c3ma
    hyp: hyp.txt
    expected: {WER: `+rate+`, WERsig: `+rate+`}
`), 0o644)
	if out, errOut, rc := runCLI(t, "", nil, false, "check", manifest); rc != 0 || !strings.Contains(out, "all 2 scores as expected") {
		t.Errorf("check with sclite's alignment: rc %d\n%s%s", rc, out, errOut)
	}
}

// TestScliteCommandTimed runs sacre sclite on the stm/ctm and ctm/ctm cases of
// testdata/sclite/timed (cases.txt, make.sh): standard output (the alignment feedback with its
// carriage returns), standard error (sclite's warnings) and the SGML are sclite's byte for
// byte; where sclite fails, sacre fails too, with status 1.
func TestScliteCommandTimed(t *testing.T) {
	data, err := filepath.Abs("../../testdata/sclite/timed")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := os.ReadFile(filepath.Join(data, "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	entries, err := os.ReadDir(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries { // the inputs, under the names the SGML records
		if !e.IsDir() {
			if err := os.Symlink(filepath.Join(data, e.Name()), filepath.Join(work, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Chdir(work)
	if err := os.Mkdir("out", 0o755); err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(cases)) {
		f := strings.Fields(line)
		if len(f) < 5 || strings.HasPrefix(f[0], "#") {
			continue
		}
		name := f[0]
		t.Run(name, func(t *testing.T) {
			want := func(ext string) string {
				b, _ := os.ReadFile(filepath.Join(data, "out", name+"."+ext))
				return string(b)
			}
			args := append([]string{"sclite", "-r", f[1], f[2], "-h", f[3], f[4]}, f[5:]...)
			args = append(args, "-o", "sgml", "-O", "out", "-n", name)
			epoch := "0"
			if strings.TrimSpace(want("rc")) == "0" {
				epoch = creationEpoch(t, filepath.Join(data, "out", name+".sgml"))
			}
			var stdout, stderr bytes.Buffer
			e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupEnv: func(k string) (string, bool) {
				return epoch, k == "SOURCE_DATE_EPOCH"
			}}
			rc := run(args, e)
			if strings.TrimSpace(want("rc")) != "0" {
				if rc != 1 {
					t.Errorf("exit %d where sclite exits %s: %s", rc, want("rc"), stderr.String())
				}
				return
			}
			if rc != 0 {
				t.Fatalf("exit %d: %s", rc, stderr.String())
			}
			got, _ := os.ReadFile(filepath.Join("out", name+".sgml"))
			for _, c := range []struct{ what, got, want string }{
				{"stdout", stdout.String(), want("out")}, {"stderr", stderr.String(), want("err")}, {"sgml", string(got), want("sgml")},
			} {
				if c.got != c.want {
					t.Errorf("%s differs from sclite's:\n%s", c.what, firstDiff(c.got, c.want))
				}
			}
		})
	}
}

// TestScliteCommandRuns runs sacre sclite on whole command lines of testdata/sclite/cli
// (make.sh: sclite's standard output and every file it wrote): the feedback, the reports'
// order and names, several hypotheses, -n, -o stdout with and without -f, lur after sum in one
// run, and the snt and spk reports (a file per speaker), byte for byte.
func TestScliteCommandRuns(t *testing.T) {
	data, err := filepath.Abs("../../testdata/sclite/cli")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"all", "two", "stdout", "stdout_f1", "lur2", "name", "sntspk"} {
		t.Run(name, func(t *testing.T) {
			work := t.TempDir()
			for _, f := range []string{"ref.trn", "uedin.trn", "onlineb.trn", "lvc_ref.stm", "lvc_hyp.ctm", "lvc_hypc.ctm"} {
				if err := os.Symlink(filepath.Join(data, f), filepath.Join(work, f)); err != nil {
					t.Fatal(err)
				}
			}
			t.Chdir(work)
			if err := os.Mkdir(name+".files", 0o755); err != nil {
				t.Fatal(err)
			}
			args, err := os.ReadFile(filepath.Join(data, name+".args"))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadDir(filepath.Join(data, name+".files"))
			if err != nil && !os.IsNotExist(err) { // git keeps no empty directory: no file written
				t.Fatal(err)
			}
			epoch := "0"
			for _, f := range want {
				if strings.HasSuffix(f.Name(), ".sgml") {
					epoch = creationEpoch(t, filepath.Join(data, name+".files", f.Name()))
				}
			}
			var stdout, stderr bytes.Buffer
			e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupEnv: func(k string) (string, bool) {
				return epoch, k == "SOURCE_DATE_EPOCH"
			}}
			if rc := run(append([]string{"sclite"}, strings.Fields(string(args))...), e); rc != 0 {
				t.Fatalf("exit %d: %s", rc, stderr.String())
			}
			if out, _ := os.ReadFile(filepath.Join(data, name+".out")); stdout.String() != string(out) {
				t.Errorf("stdout differs from sclite's:\n%s", firstDiff(stdout.String(), string(out)))
			}
			got, _ := os.ReadDir(name + ".files")
			if len(got) != len(want) {
				t.Errorf("%d files written, sclite wrote %d", len(got), len(want))
			}
			for _, f := range want {
				w, _ := os.ReadFile(filepath.Join(data, name+".files", f.Name()))
				g, err := os.ReadFile(filepath.Join(name+".files", f.Name()))
				if err != nil || !bytes.Equal(g, w) {
					t.Errorf("%s differs from sclite's (%v):\n%s", f.Name(), err, firstDiff(string(g), string(w)))
				}
			}
		})
	}
}

// TestScliteBadInput: what sacre sclite makes of bad input. Where sclite fails (a hypothesis
// utterance the reference lacks, a hypothesis line without an id) sacre fails too, with sclite's
// status 1; where sclite reads on (invalid UTF-8 read as bytes, a reference line without an id
// ignored) sacre refuses with status 2. Either way one line names the file and line, and no
// report is written.
func TestScliteBadInput(t *testing.T) {
	t.Chdir(t.TempDir())
	files := map[string]string{
		"ref.trn":      "a b (s1_1)\ne f (s1_2)\n",
		"noid.trn":     "a b (s1_1)\nc d\ne f (s1_2)\n",
		"extra.trn":    "a b (s1_1)\nx y (s1_3)\n",
		"latin1.trn":   "a b (s1_1)\ne \xe4 f (s1_2)\n",
		"fewer.trn":    "a b (s1_1)\n",
		"ctm_ref.stm":  "f1 A spk 0.0 1.0 a b\n",
		"ctm_bad.ctm":  "f1 A 0.1 0.2 a\nf1 A 0.3 0.2 b\xff\n",
		"out/keep.sys": "",
	}
	os.Mkdir("out", 0o755)
	for name, text := range files {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		reason string
		args   []string
		rc     int
		want   string
	}{
		{"a reference line without an id: sclite ignores it", []string{"-r", "noid.trn", "-h", "ref.trn"}, 2, "noid.trn:2: no utterance id"},
		{"a hypothesis line without an id: sclite fails", []string{"-r", "ref.trn", "-h", "noid.trn"}, 1, "noid.trn:2: no utterance id"},
		{"a hypothesis utterance the reference lacks", []string{"-r", "ref.trn", "-h", "extra.trn"}, 1, "extra.trn:2: utterance (s1_3) is not in the reference ref.trn"},
		{"invalid UTF-8 (Latin-1 in a UTF-8 file)", []string{"-r", "ref.trn", "-h", "latin1.trn"}, 2, "latin1.trn:2: invalid UTF-8"},
		{"invalid UTF-8 in a ctm", []string{"-r", "ctm_ref.stm", "stm", "-h", "ctm_bad.ctm", "ctm"}, 2, "ctm_bad.ctm:2: invalid UTF-8"},
		{"a report directory that does not exist", []string{"-r", "ref.trn", "-h", "ref.trn", "-O", "nodir"}, 1, "cannot write nodir/ref.trn.sys"},
		{"plain text against stm: sclite's diff mode, not built", []string{"-r", "ctm_ref.stm", "stm", "-h", "ref.trn", "txt"}, 1, "Alignments via diff have been disabled"},
	} {
		var stdout, stderr bytes.Buffer
		e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupEnv: func(string) (string, bool) { return "", false }}
		args := append(append([]string{"sclite"}, c.args...), "-i", "rm", "-o", "sum", "pra", "-O", "out")
		if slices.Contains(c.args, "-O") {
			args = append([]string{"sclite"}, append(c.args, "-i", "rm", "-o", "sum")...)
		}
		rc := run(args, e)
		if rc != c.rc || strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), c.want) || stdout.Len() != 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d and one line with %q", c.reason, rc, stdout.String(), stderr.String(), c.rc, c.want)
		}
		if written, _ := filepath.Glob("out/*"); len(written) != 1 {
			t.Errorf("%s: files written: %v", c.reason, written)
		}
	}
	// A reference utterance the hypothesis lacks is left out, as sclite leaves it out.
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, lookupEnv: func(string) (string, bool) { return "", false }}
	if rc := run([]string{"sclite", "-r", "ref.trn", "-h", "fewer.trn", "-i", "rm", "-o", "rsum", "stdout"}, e); rc != 0 || !strings.Contains(stdout.String(), "| Sum  |    1      2 |") {
		t.Errorf("a reference utterance the hypothesis lacks: exit %d, %s%s", rc, stdout.String(), stderr.String())
	}
}
