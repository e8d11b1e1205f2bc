package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// This file reproduces how Python's argparse (3.11) reads SacreBLEU's command line, so that
// every command line SacreBLEU accepts means the same here, and every one it rejects is
// rejected: unique prefixes of long options (--tok), single-dash long options (-tok) and
// their quirks (-tokintl is -t okintl), values attached with "=", lists (-m bleu chrf) that
// stop at the next option, positional references before -i, "--", and the same errors.
// urfave/cli cannot express nargs lists or argparse's prefix rules, so the parse is done here.

// nargs is how many values an option takes.
type nargs int

const (
	flag          nargs = iota // store_true: no value
	one                        // exactly one value
	zeroOrMore                 // nargs='*'
	oneOrMore                  // nargs='+'
	helpAction                 // -h: print help and exit
	versionAction              // --version: print the version and exit
)

// optSpec describes one option the way argparse's add_argument does.
type optSpec struct {
	names     []string // option strings, long first, as SacreBLEU declares them
	dest      string
	nargs     nargs
	typ       string   // "str", "int" or "float", for values and error messages
	choices   []string // allowed values, if any
	exact     bool     // sacre's additions: matched only when spelled out, so SacreBLEU's prefixes keep their meaning
	appends   bool     // action='append': each use adds its values
	conflicts []string // dests of a mutually exclusive group
}

// parseResult holds what argparse's namespace would: the values of every option seen.
type parseResult struct {
	values map[string][]string // dest -> values (one for single-valued options)
	seen   map[string]bool
	refs   []string
}

// argError is a command-line error; argparse exits with status 2 for it.
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg }

func argErrorf(format string, a ...any) error { return &argError{fmt.Sprintf(format, a...)} }

// optMatch is an argument recognised as an option: argparse's (action, option_string, explicit_arg).
type optMatch struct {
	spec     *optSpec // nil for an unknown option
	name     string
	explicit *string
}

type argParser struct {
	specs  []*optSpec
	byName map[string]*optSpec
	names  []string // every option string in declaration order
}

func newArgParser(specs []*optSpec) *argParser {
	p := &argParser{specs: specs, byName: map[string]*optSpec{}}
	for _, s := range specs {
		for _, n := range s.names {
			p.byName[n] = s
			p.names = append(p.names, n)
		}
	}
	return p
}

// parse reads args like argparse's parse_args. exit is set for -h and --version.
func (p *argParser) parse(args []string) (res *parseResult, exit nargs, err error) {
	pattern, opts, err := p.classify(args)
	if err != nil {
		return nil, 0, err
	}
	c := &consumer{p: p, args: args, pattern: pattern, opts: opts,
		res: &parseResult{values: map[string][]string{}, seen: map[string]bool{}}, refsOpen: true}
	return c.run()
}

// classify marks each argument as an option ('O'), an argument ('A') or "--" ('-').
func (p *argParser) classify(args []string) (string, map[int]optMatch, error) {
	pattern := make([]byte, len(args))
	opts := map[int]optMatch{}
	for i, a := range args {
		if a == "--" {
			pattern[i] = '-'
			for j := i + 1; j < len(args); j++ {
				pattern[j] = 'A'
			}
			break
		}
		m, ok, err := p.parseOptional(a)
		if err != nil {
			return "", nil, err
		}
		pattern[i] = 'A'
		if ok {
			pattern[i] = 'O'
			opts[i] = m
		}
	}
	return string(pattern), opts, nil
}

// parseOptional is argparse's _parse_optional.
func (p *argParser) parseOptional(a string) (optMatch, bool, error) {
	if a == "" || a[0] != '-' {
		return optMatch{}, false, nil
	}
	if s, ok := p.byName[a]; ok {
		return optMatch{spec: s, name: a}, true, nil
	}
	if len(a) == 1 {
		return optMatch{}, false, nil
	}
	if name, val, ok := strings.Cut(a, "="); ok {
		if s, found := p.byName[name]; found {
			return optMatch{spec: s, name: name, explicit: &val}, true, nil
		}
	}
	matches := p.optionTuples(a)
	if len(matches) > 1 {
		names := make([]string, len(matches))
		for i, m := range matches {
			names[i] = m.name
		}
		return optMatch{}, false, argErrorf("ambiguous option: %s could match %s", a, strings.Join(names, ", "))
	}
	if len(matches) == 1 {
		return matches[0], true, nil
	}
	if isNegativeNumber(a) || strings.Contains(a, " ") {
		return optMatch{}, false, nil
	}
	return optMatch{name: a}, true, nil
}

// optionTuples is argparse's _get_option_tuples: the options an abbreviation can stand for.
func (p *argParser) optionTuples(a string) []optMatch {
	var out []optMatch
	if strings.HasPrefix(a, "--") {
		prefix, val, hasVal := strings.Cut(a, "=")
		for _, n := range p.names {
			if s := p.byName[n]; !s.exact && strings.HasPrefix(n, prefix) {
				m := optMatch{spec: s, name: n}
				if hasVal {
					m.explicit = &val
				}
				out = append(out, m)
			}
		}
		return out
	}
	short, rest := a[:2], a[2:]
	for _, n := range p.names {
		s := p.byName[n]
		switch {
		case n == short:
			out = append(out, optMatch{spec: s, name: n, explicit: &rest})
		case !s.exact && strings.HasPrefix(n, a):
			out = append(out, optMatch{spec: s, name: n})
		}
	}
	return out
}

// isNegativeNumber is argparse's _negative_number_matcher: ^-\d+$|^-\d*\.\d+$ (Unicode digits).
func isNegativeNumber(a string) bool {
	body := []rune(a[1:])
	dot := slices.Index(body, '.')
	if dot < 0 {
		return len(body) > 0 && allDigits(body)
	}
	return allDigits(body[:dot]) && len(body) > dot+1 && allDigits(body[dot+1:])
}

func allDigits(rs []rune) bool {
	for _, r := range rs {
		if pyfmt.DigitValue(r) < 0 {
			return false
		}
	}
	return true
}
