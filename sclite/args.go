package sclite

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ErrUsage is wrapped by every error about sclite's command line.
var ErrUsage = errors.New("sclite: bad arguments")

// Report is one of sclite's reports (its -o values).
type Report uint16

// The reports, as -o names them.
const (
	ReportSum    Report = 1 << iota // sum: percentages by speaker (.sys)
	ReportRawSum                    // rsum: counts by speaker (.raw)
	ReportPra                       // pra, pralign: the alignments (.pra)
	ReportPrf                       // prf: the alignments in full (.prf)
	ReportSGML                      // sgml (.sgml)
	ReportNLSGML                    // nl.sgml: SGML with one word per line (.nl.sgml)
	ReportDtl                       // dtl: the detailed overall report (.dtl)
	ReportLur                       // lur: by stm label (.lur)
	ReportSnt                       // snt: sentence by sentence (.snt)
	ReportSpk                       // spk: speaker by speaker (.spk)
	ReportWWS                       // wws: weighted words
	ReportStdout                    // stdout: every report to standard output, not to files
)

var reportNames = map[string]Report{
	"sum": ReportSum, "rsum": ReportRawSum, "pra": ReportPra, "pralign": ReportPra,
	"prf": ReportPrf, "sgml": ReportSGML, "nl.sgml": ReportNLSGML, "dtl": ReportDtl,
	"lur": ReportLur, "snt": ReportSnt, "spk": ReportSpk, "wws": ReportWWS,
	"stdout": ReportStdout, "all": ReportPra | ReportSum | ReportRawSum,
}

// Input is a reference or hypothesis file with its format (trn, stm, ctm, txt) and, for a
// hypothesis, the title its reports use.
type Input struct {
	Name, Format, Title string
}

// Args is sclite's command line, parsed as sclite's proc_args parses it.
type Args struct {
	Ref        Input
	Hyps       []Input
	IDType     string // -i: rm, wsj, spu_id, swb, sp ("" when not given)
	Reports    Report // -o; sum and stdout when -o is not given
	Feedback   int    // -f, 1 by default; 0 when -o stdout is given without -f
	LineWidth  int    // -l, 1000 by default
	OutDir     string // -O
	OutName    string // -n
	CaseSense  bool   // -s
	Diff       bool   // -d
	CharAlign  bool   // -c
	NoASCII    bool   // -c NOASCII
	DelHyphen  bool   // -c DH
	FragCorr   bool   // -F
	OptDel     bool   // -D
	TimeAlign  bool   // -T
	ReduceRef  bool   // -m ref (or -m alone)
	ReduceHyp  bool   // -m hyp
	Encoding   string // -e
	Locale     string // -e's optional case-conversion localization
	PipeOut    bool   // -p
	PipeIn     bool   // -P
	WWL        string // -w
	Unknown    []string
	reportsSet bool
}

// usageError is an error sclite reports with its usage text and "Error, ..." line.
func usageError(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrUsage, fmt.Sprintf(format, a...))
}

// ParseArgs parses sclite's options. As sclite does, options end at the first argument that does
// not start with '-', a format or title is taken only when the next argument does not start
// with '-', and -o toggles each report it names.
func ParseArgs(argv []string) (*Args, error) {
	if len(argv) == 0 {
		return nil, usageError("Arguments reguired") // sclite's spelling
	}
	a := &Args{Feedback: 1, LineWidth: 1000}
	feedbackSet := false
	for i := 0; i < len(argv) && strings.HasPrefix(argv[i], "-"); i++ {
		next := func() (string, bool) { // the next argument when it is not an option
			if i+1 < len(argv) && !strings.HasPrefix(argv[i+1], "-") {
				i++
				return argv[i], true
			}
			return "", false
		}
		var err error
		switch argv[i] {
		case "-r", "-h":
			err = a.parseFile(argv, &i)
		case "-i", "-l", "-f", "-O", "-n", "-w":
			if i+1 >= len(argv) {
				return nil, usageError("%s", missingValue[argv[i]])
			}
			i++
			err = a.setValue(argv[i-1], argv[i])
			feedbackSet = feedbackSet || argv[i-1] == "-f"
		case "-o":
			err = a.parseReports(argv, &i)
		case "-c":
			a.CharAlign = true
			for v, ok := next(); ok; v, ok = next() {
				switch v {
				case "NOASCII":
					a.NoASCII = true
				case "DH":
					a.DelHyphen = true
				default:
					return nil, usageError("Unrecognized character alignment option '%s'", v)
				}
			}
		case "-m":
			for v, ok := next(); ok; v, ok = next() {
				switch v {
				case "ref":
					a.ReduceRef = true
				case "hyp":
					a.ReduceHyp = true
				default:
					return nil, usageError("Unrecognized -m option '%s'", v)
				}
			}
			if !a.ReduceHyp {
				a.ReduceRef = true
			}
		case "-e":
			v, ok := next()
			if !ok {
				return nil, usageError("Argument required for character encoding")
			}
			a.Encoding = v
			a.Locale, _ = next()
		default:
			err = a.setFlag(argv[i])
		}
		if err != nil {
			return nil, err
		}
	}
	return a, a.check(feedbackSet)
}

var missingValue = map[string]string{
	"-i": "Not enough ID arguments", "-l": "Not enough Line Width arguments",
	"-f": "Not enough Feedback arguments", "-O": "Output directory not specified",
	"-n": "Output name not specified", "-w": "Word Weight list file not specified",
}

// parseFile reads -r FILE [FMT] or -h FILE [FMT [TITLE]].
func (a *Args) parseFile(argv []string, i *int) error {
	opt := argv[*i]
	what := map[string]string{"-r": "Ref", "-h": "Hyp"}[opt]
	if *i+1 >= len(argv) {
		return usageError("Not enough %s arguments", what)
	}
	if strings.HasPrefix(argv[*i+1], "-") {
		return usageError("Req'd %s File name", what)
	}
	*i++
	in := Input{Name: argv[*i]}
	take := func() (string, bool) {
		if *i+1 < len(argv) && !strings.HasPrefix(argv[*i+1], "-") {
			*i++
			return argv[*i], true
		}
		return "", false
	}
	in.Format, _ = take()
	if opt == "-r" {
		a.Ref = in
		return nil
	}
	if in.Format == "" {
		in.Format = "trn"
	}
	if t, ok := take(); ok {
		in.Title = t
	} else {
		in.Title = in.Name
	}
	a.Hyps = append(a.Hyps, in)
	return nil
}

// parseReports reads -o's report names; sclite flips a report's bit each time it is named.
func (a *Args) parseReports(argv []string, i *int) error {
	*i++
	if *i >= len(argv) {
		return usageError("Not enough Report arguments")
	}
	for ; *i < len(argv) && !strings.HasPrefix(argv[*i], "-"); *i++ {
		name := argv[*i]
		switch r, ok := reportNames[name]; {
		case name == "none":
			a.Reports = 0
		case ok:
			a.Reports ^= r
		default:
			a.Unknown = append(a.Unknown, name) // sclite warns "Unknown report" and goes on
		}
	}
	if *i < len(argv) {
		*i--
	}
	a.reportsSet = true
	return nil
}

func (a *Args) setValue(opt, v string) error {
	switch opt {
	case "-i":
		a.IDType = v
	case "-l":
		a.LineWidth = cAtoi(v)
	case "-f":
		a.Feedback = cAtoi(v)
	case "-O":
		a.OutDir = v
	case "-n":
		a.OutName = v
	case "-w":
		a.WWL = v
	}
	return nil
}

// cAtoi is C's atoi: the leading digits, 0 when there are none.
func cAtoi(s string) int {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && '0' <= s[end] && s[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(s[:end])
	return n
}

func (a *Args) setFlag(opt string) error {
	switch opt {
	case "-s":
		a.CaseSense = true
	case "-d":
		// Debian's SCTK 2.4.10 is built without GNU diff alignments, and says so here.
		return usageError("Alignments via diff have been disabled")
	case "-F":
		a.FragCorr = true
	case "-D":
		a.OptDel = true
	case "-T":
		a.TimeAlign = true
	case "-p":
		a.PipeOut, a.reportsSet = true, true
	case "-P":
		a.PipeIn = true
	case "-L", "-S", "-C":
		return fmt.Errorf("%w: %s is not supported by sacre sclite", ErrUsage, opt)
	default:
		return usageError("Illegal argument: %s", opt)
	}
	return nil
}

// check applies sclite's defaults and its checks of the options together, in its order.
func (a *Args) check(feedbackSet bool) error {
	if a.PipeOut {
		a.Feedback = 0
		if a.Reports&ReportStdout != 0 {
			return usageError("Error: output can not be both to stdout and a pipe")
		}
	}
	if a.Reports == 0 && !a.reportsSet {
		a.Reports = ReportSum | ReportStdout
	}
	if a.Reports&ReportStdout != 0 && a.reportsSet && a.Feedback > 0 && !feedbackSet {
		a.Feedback = 0
	}
	switch {
	case !a.PipeIn && (a.Ref.Name == "" || len(a.Hyps) == 0):
		return usageError("Input not specified, use transcription input or piped input")
	case a.Ref.Name == "" && len(a.Hyps) > 0:
		return usageError("Hypothesis input(s) specified, but no reference file")
	case a.Ref.Name != "" && len(a.Hyps) == 0:
		return usageError("Reference input specified, but no Hypothesis input(s).")
	}
	if a.Ref.Name != "" {
		if _, err := os.Stat(a.Ref.Name); err != nil {
			return usageError("Reference file '%s' does not exist", a.Ref.Name)
		}
		for _, h := range a.Hyps {
			if _, err := os.Stat(h.Name); err != nil {
				return usageError("Hypothesis file '%s' does not exist", h.Name)
			}
		}
		if err := a.checkFormats(); err != nil {
			return err
		}
	}
	return a.checkCombinations()
}

func (a *Args) checkFormats() error {
	if a.Ref.Format == "" {
		a.Ref.Format = "trn"
	}
	switch a.Ref.Format {
	case "trn", "ctm", "tmk", "stm":
	default:
		return usageError("Reference file format '%s' not acceptable", a.Ref.Format)
	}
	for _, h := range a.Hyps {
		switch h.Format {
		case "trn", "ctm", "tmk", "txt":
		default:
			return usageError("Hypothesis file format '%s' not acceptable", h.Format)
		}
	}
	if a.IDType == "" {
		if a.Ref.Format == "trn" {
			return usageError("Required utterance id (option -i) for transcript mode")
		}
		for _, h := range a.Hyps {
			if h.Format == "trn" {
				return usageError("Required utterance id (option -i) for transcript mode")
			}
		}
	}
	if a.TimeAlign {
		if a.Ref.Format != "ctm" {
			return usageError("Time-mediated alignments require the reference file to be in CTM format")
		}
		for _, h := range a.Hyps {
			if h.Format != "ctm" {
				return usageError("Time-mediated alignments require the hypothesis file to be in CTM format")
			}
		}
	}
	return nil
}

func (a *Args) checkCombinations() error {
	switch a.IDType {
	case "", "swb", "rm", "wsj", "spu_id", "sp":
	default:
		return usageError("Utterance id type '%s' not acceptable", a.IDType)
	}
	if a.ReduceRef || a.ReduceHyp {
		if a.Ref.Format != "stm" {
			return usageError("-m flag requires stm format reference file")
		}
		for _, h := range a.Hyps {
			if h.Format != "ctm" {
				return usageError("-m flag requires ctm format hypothesis file")
			}
		}
		if a.Diff {
			return usageError("-m flag can not be used with -d flag")
		}
	}
	if a.CharAlign && (a.Diff || a.Ref.Format == "stm" && len(a.Hyps) > 0 && a.Hyps[0].Format == "txt") {
		return usageError("Unable to do character alignments using diff")
	}
	if a.WWL != "" {
		for _, f := range []struct {
			set  bool
			flag string
		}{{a.TimeAlign, "-T"}, {a.CharAlign, "-c"}} {
			if f.set {
				return usageError("Flags '%s' and '-w' are mutually exclusive", f.flag)
			}
		}
	}
	if a.Reports&ReportWWS != 0 && a.WWL == "" {
		return usageError("-o wws option specified without a word weight file (via -w) or LM file (via -L) specified")
	}
	return nil
}
