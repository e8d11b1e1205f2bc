package sclite

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const timedDir = "../testdata/sclite/timed"

// timedCase is one line of testdata/sclite/timed/cases.txt.
type timedCase struct {
	name, ref, refFmt, hyp, hypFmt string
	opts                           []string
}

func readTimedCases(t *testing.T) []timedCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(timedDir, "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []timedCase
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) < 5 || strings.HasPrefix(f[0], "#") {
			continue
		}
		cases = append(cases, timedCase{f[0], f[1], f[2], f[3], f[4], f[5:]})
	}
	return cases
}

// timedOptions maps a case's sclite options to TimedOptions.
func timedOptions(t *testing.T, args []string) TimedOptions {
	t.Helper()
	var o TimedOptions
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "-m":
			for i+1 < len(args) && (args[i+1] == "ref" || args[i+1] == "hyp") {
				i++
				o.ReduceRef = o.ReduceRef || args[i] == "ref"
				o.ReduceHyp = o.ReduceHyp || args[i] == "hyp"
			}
			if !o.ReduceHyp {
				o.ReduceRef = true
			}
		case "-s":
			o.CaseSense = true
		case "-D":
			o.OptDel = true
		case "-T":
			o.TimeAlign = true
		case "-F":
			o.FragCorr = true
		case "-e":
			i++
			o.Encoding = args[i]
		case "-c":
			o.CharAlign = true
			for i+1 < len(args) && (args[i+1] == "NOASCII" || args[i+1] == "DH") {
				i++
				o.NoASCII = o.NoASCII || args[i] == "NOASCII"
				o.DelHyphen = o.DelHyphen || args[i] == "DH"
			}
		default:
			t.Fatalf("option %q not handled", args[i])
		}
	}
	return o
}

var createdRE = regexp.MustCompile(`creation_date="([^"]*)"`)

func readTimedInputs(t *testing.T, c timedCase, o *Options) (*STM, *CTM, error) {
	t.Helper()
	rf, err := os.ReadFile(filepath.Join(timedDir, c.ref))
	if err != nil {
		t.Fatal(err)
	}
	hf, err := os.ReadFile(filepath.Join(timedDir, c.hyp))
	if err != nil {
		t.Fatal(err)
	}
	stm, err := ReadSTM(bytes.NewReader(rf), c.ref, o.CaseSense)
	if err != nil {
		return nil, nil, err
	}
	ctm, err := ReadCTM(bytes.NewReader(hf), c.hyp, o.CaseSense)
	return stm, ctm, err
}

// TestScoreSTMOracle compares ScoreSTM's SGML, feedback and warnings with sclite's for every
// stm/ctm case.
func TestScoreSTMOracle(t *testing.T) {
	for _, c := range readTimedCases(t) {
		if c.refFmt != "stm" || c.hypFmt != "ctm" {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			o := timedOptions(t, c.opts)
			stm, ctm, err := readTimedInputs(t, c, &o.Options)
			if err != nil {
				t.Fatal(err)
			}
			var progress bytes.Buffer
			o.Progress = &progress
			want := readTimedOutputs(t, c.name, &o.Options)
			sys, warnings, err := ScoreSTM(stm, ctm, "", o)
			want.check(t, c, sys, warnings, &progress, err)
		})
	}
}

// TestScoreCTMOracle compares ScoreCTM's SGML, feedback and warnings with sclite's for every
// ctm/ctm case.
func TestScoreCTMOracle(t *testing.T) {
	for _, c := range readTimedCases(t) {
		if c.refFmt != "ctm" || c.hypFmt != "ctm" {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			o := timedOptions(t, c.opts)
			ref, err := ReadCTM(bytes.NewReader(readTimedFile(t, c.ref)), c.ref, o.CaseSense)
			if err != nil {
				t.Fatal(err)
			}
			hyp, err := ReadCTM(bytes.NewReader(readTimedFile(t, c.hyp)), c.hyp, o.CaseSense)
			if err != nil {
				t.Fatal(err)
			}
			var progress bytes.Buffer
			o.Progress = &progress
			want := readTimedOutputs(t, c.name, &o.Options)
			sys, warnings, err := ScoreCTM(ref, hyp, "", o)
			want.check(t, c, sys, warnings, &progress, err)
		})
	}
}

func readTimedFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(timedDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// timedOutputs is what sclite left for a case.
type timedOutputs struct {
	name            string
	sgml, out, errs []byte
	ok              bool
}

func readTimedOutputs(t *testing.T, name string, o *Options) *timedOutputs {
	t.Helper()
	read := func(ext string) []byte {
		b, err := os.ReadFile(filepath.Join(timedDir, "out", name+ext))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	w := &timedOutputs{name: name, out: read(".out"), errs: read(".err")}
	w.ok = strings.TrimSpace(string(read(".rc"))) == "0"
	if w.ok {
		w.sgml = read(".sgml")
		if m := createdRE.FindSubmatch(w.sgml); m != nil {
			o.Created = string(m[1])
		}
	}
	return w
}

// check compares a scoring's outcome with sclite's: the SGML, standard output (the alignment's
// feedback between sclite's own lines) and standard error (the warnings, one a line). When
// sclite failed, it expects an ErrInput error and the warnings sclite printed before failing.
func (w *timedOutputs) check(t *testing.T, c timedCase, sys *System, warnings []string, progress *bytes.Buffer, err error) {
	t.Helper()
	var stderr strings.Builder
	for _, l := range warnings {
		stderr.WriteString(l + "\n")
	}
	stdout := "sclite: 2.10 TK Version 1.3\n" +
		"Begin alignment of Ref File: '" + c.ref + "' and Hyp File: '" + c.hyp + "'\n" +
		progress.String()
	if !w.ok {
		if !errors.Is(err, ErrInput) {
			t.Fatalf("sclite failed, the scoring gives %v", err)
		}
		if stdout != string(w.out) {
			t.Errorf("standard output before the error differs from sclite's:\n%s", timedDiff([]byte(stdout), w.out))
		}
		if !strings.HasPrefix(string(w.errs), stderr.String()) {
			t.Errorf("warnings before the error differ from sclite's:\n%s", timedDiff([]byte(stderr.String()), w.errs))
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := WriteSGML(&got, sys); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), w.sgml) {
		t.Errorf("SGML differs from sclite's:\n%s", timedDiff(got.Bytes(), w.sgml))
	}
	stdout += "    Writing SGML string alignments to 'out/" + w.name + ".sgml'\n" +
		"\nSuccessful Completion\n"
	if stdout != string(w.out) {
		t.Errorf("standard output differs from sclite's:\n%s", timedDiff([]byte(stdout), w.out))
	}
	if stderr.String() != string(w.errs) {
		t.Errorf("standard error differs from sclite's:\n%s", timedDiff([]byte(stderr.String()), w.errs))
	}
}

// timedDiff shows the first differing line of two texts.
func timedDiff(got, want []byte) string {
	g, w := bufio.NewScanner(bytes.NewReader(got)), bufio.NewScanner(bytes.NewReader(want))
	g.Buffer(nil, 1<<24)
	w.Buffer(nil, 1<<24)
	for n := 1; ; n++ {
		gok, wok := g.Scan(), w.Scan()
		if !gok && !wok {
			return "(same lines)"
		}
		if g.Text() != w.Text() || gok != wok {
			return "line " + strconv.Itoa(n) + ":\n got: " + g.Text() + "\nwant: " + w.Text()
		}
	}
}

// TestTimedBadInput checks the errors for input sclite crashes on or refuses.
func TestTimedBadInput(t *testing.T) {
	for _, c := range []struct{ name, stm, ctm, want string }{
		{"stm four fields", "f a s1 0\n", "f a 0.5 0.3 x\n", "x.stm:1: stm line has 4 fields"},
		{"stm two fields", ";; c\nf a\n", "f a 0.5 0.3 x\n", "x.stm:2: stm line has 2 fields"},
		{"stm blank last line", "f a s1 0 5 x\n  ", "f a 0.5 0.3 x\n", "x.stm:2: stm line has 0 fields"},
		{"ctm empty line", "f a s1 0 5 x\n", "f a 0.5 0.3 x\n\n", "x.ctm:2: empty line"},
		{"ctm four fields", "f a s1 0 5 x\n", ";; c\nf a 0.5 0.3\n", "x.ctm:2: ctm record has 4 fields"},
		{"ctm blank line", "f a s1 0 5 x\n", "f a 0.5 0.3 x\n \n", "x.ctm:2: ctm record has 0 fields"},
		{"stm invalid UTF-8", "f a s1 0 5 \xe4\n", "f a 0.5 0.3 x\n", "x.stm:1: invalid UTF-8"},
		{"ctm invalid UTF-8", "f a s1 0 5 x\n", "f a 0.5 0.3 \xe4\n", "x.ctm:1: invalid UTF-8"},
		{"hyp has more", "f a s1 0 5 x\n", "f a 0.5 0.3 x\ng a 1 1 y\n", "x.ctm:2: the hypothesis has more data"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stm, err := ReadSTM(strings.NewReader(c.stm), "x.stm", false)
			if err == nil {
				var ctm *CTM
				if ctm, err = ReadCTM(strings.NewReader(c.ctm), "x.ctm", false); err == nil {
					_, _, err = ScoreSTM(stm, ctm, "", TimedOptions{})
				}
			}
			if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an ErrInput with %q", err, c.want)
			}
		})
	}
}

// TestMatchCTMWarnings checks sclite's messages for channels the files do not share.
func TestMatchCTMWarnings(t *testing.T) {
	stm, err := ReadSTM(strings.NewReader("f a s 0 5 x\ng a s 0 5 y\nh a s 0 5 z\n"), "r.stm", true)
	if err != nil {
		t.Fatal(err)
	}
	ctm, err := ReadCTM(strings.NewReader("g a 1 1 y\n"), "h.ctm", true)
	if err != nil {
		t.Fatal(err)
	}
	m, err := MatchCTM(stm, ctm, false, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"align_ctm_to_stm: File identifiers do not match but continuing. ref file/channel 'f' 'a', next hyp 'g' 'a'.",
		"align_ctm_to_stm: Hyp files ends before ref but continuing for ref file/channel 'h' 'a'.",
	}
	if strings.Join(m.Warnings, "\n") != strings.Join(want, "\n") {
		t.Fatalf("warnings %q, want %q", m.Warnings, want)
	}
	if len(m.Matches) != 3 || len(m.Matches[0].Hyp) != 0 || len(m.Matches[1].Hyp) != 1 || len(m.Matches[2].Hyp) != 0 {
		t.Fatalf("matches %+v", m.Matches)
	}
}
