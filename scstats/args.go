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
// usage) can never be chosen. -r and -g are accepted and ignored; -p and -a are the caller's.
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
			_, err = value()
		case "-t":
			o.Tests, err = parseTests(o.Tests, list(), stderr)
		case "-r", "-g":
			// Refused rather than ignored: a report asked for and silently not written would
			// read as one that found nothing.
			opt := args[i]
			for _, v := range list() {
				if v != "none" {
					err = fmt.Errorf("sc_stats: %s %s is not supported by sacre sc_stats", opt, v)
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
