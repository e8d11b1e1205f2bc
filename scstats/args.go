package scstats

import (
	"fmt"
	"io"
	"strconv"
)

// ParseArgs reads sc_stats's command line (proc_arcs) into Options, writing its complaints
// about unknown tests to stderr as sc_stats does. It keeps sc_stats's quirks: -t toggles
// each test it names (naming one twice turns it off) while "std4" sets the four, and "-f"
// is the feedback level (atoi of its argument), so the percentage formula (-f E|R|W in the
// usage) can never be chosen. -r toggles reports as -t toggles tests ("none" clears them, and
// "npr", in the usage, is unknown to it); the -g graphs are refused. -p and -a are the caller's.
func ParseArgs(args []string, stderr io.Writer) (Options, error) {
	o := Options{Name: "Ensemble", Feedback: 1, Formula: WordError}
	for i := 0; i < len(args) && len(args[i]) > 0 && args[i][0] == '-'; i++ {
		list := func() []string {
			var l []string
			for i+1 < len(args) && (args[i+1] == "" || args[i+1][0] != '-') {
				i++
				l = append(l, args[i])
			}
			return l
		}
		value := func() (string, error) {
			if i+1 >= len(args) {
				return "", fmt.Errorf("sc_stats: %s needs an argument", args[i])
			}
			i++
			return args[i], nil
		}
		var err error
		switch args[i] {
		case "-p", "-a":
		case "-v":
			o.Verbose = true
		case "-u":
			o.Unified = true
		case "-f":
			var v string
			if v, err = value(); err == nil {
				o.Feedback = atoi(v)
			}
		case "-O":
			o.OutDir, err = value()
		case "-n":
			o.Name, err = value()
		case "-e":
			o.TestName, err = value()
		case "-l":
			var v string
			if v, err = value(); err == nil {
				o.LineWidth = atoi(v)
			}
		case "-t":
			o.Tests, err = parseTests(o.Tests, list(), stderr)
		case "-r":
			o.Reports, err = parseReports(o.Reports, list(), stderr)
		case "-g":
			// Refused rather than ignored: a graph asked for and silently not written would
			// read as one that found nothing.
			for _, v := range list() {
				switch v {
				case "range", "grange", "grange2", "det":
					err = fmt.Errorf("sc_stats: -g %s is not supported by sacre sc_stats", v)
				default:
					fmt.Fprintf(stderr, "Unknown graph option '%s'\n", v)
				}
			}
		case "-w":
			o.Tests, o.Unified = Std4, true
		default:
			return o, fmt.Errorf("sc_stats: illegal argument: %s", args[i])
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}

// parseReports applies -r's names to r: each toggles its report, "none" clears them all, and
// an unknown name is reported on stderr. "npr", listed by sc_stats's usage, is unknown to it.
func parseReports(r Report, names []string, stderr io.Writer) (Report, error) {
	byName := map[string]Report{"sum": ReportSum, "rsum": ReportRawSum, "es": ReportExec,
		"res": ReportRawExec, "prn": ReportAlignment, "lur": ReportLur}
	for _, n := range names {
		switch {
		case n == "none":
			r = 0
		case byName[n]&unsupportedReports != 0:
			return r, fmt.Errorf("sc_stats: -r %s is not supported by sacre sc_stats", n)
		case byName[n] != 0:
			r ^= byName[n]
		default:
			fmt.Fprintf(stderr, "Unknown report '%s'\n", n)
		}
	}
	return r, nil
}

// parseTests applies -t's names to t.
func parseTests(t Test, names []string, stderr io.Writer) (Test, error) {
	byName := map[string]Test{"mcn": TestMcNemar, "mapsswe": TestMatchedPairs, "sign": TestSign, "wilc": TestWilcoxon}
	for _, n := range names {
		switch {
		case n == "std4":
			t = Std4
		case byName[n] != 0:
			t ^= byName[n]
		case n == "anovar" || n == "mapsswe_seg":
			return t, fmt.Errorf("sc_stats: test '%s' is not supported by sacre sc_stats", n)
		default:
			fmt.Fprintf(stderr, "Unknown test '%s'\n", n)
		}
	}
	return t, nil
}

// atoi is C's atoi: the leading decimal number, 0 when there is none.
func atoi(s string) int {
	end := 0
	for end < len(s) && (s[end] == ' ' || s[end] == '\t') {
		end++
	}
	start := end
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(s[start:end])
	return n
}
