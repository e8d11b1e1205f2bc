// Package argparse reads command lines as Python's argparse (3.11) does, for SacreBLEU's
// command line and sacre's own commands.
package argparse

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// It reproduces how Python's argparse (3.11) reads SacreBLEU's command line, so that
// every command line SacreBLEU accepts means the same here, and every one it rejects is
// rejected: unique prefixes of long options (--tok), single-dash long options (-tok) and
// their quirks (-tokintl is -t okintl), values attached with "=", lists (-m bleu chrf) that
// stop at the next option, positional references before -i, "--", and the same errors.
// urfave/cli cannot express Nargs lists or argparse's prefix rules, so the parse is done here.

// Nargs is how many values an option takes.
type Nargs int

const (
	Flag       Nargs = iota // store_true: no value
	One                     // exactly one value
	ZeroOrMore              // nargs="*"
	OneOrMore               // nargs="+"
	Help                    // -h: print help and exit
	Version                 // --version: print the version and exit
)

// Spec describes one option the way argparse's add_argument does.
type Spec struct {
	Names     []string // option strings, long first, as SacreBLEU declares them
	Dest      string
	Nargs     Nargs
	Type      string   // "str", "int" or "float", for values and error messages
	Choices   []string // allowed values, if any
	Extra     []string // sacre's additions to Choices: allowed, but not listed in SacreBLEU's error message
	Exact     bool     // sacre's additions: matched only when spelled out, so SacreBLEU's prefixes keep their meaning
	Appends   bool     // action='append': each use adds its values
	Conflicts []string // dests of a mutually exclusive group
	Metavar   string   // the value's name in help; empty: the choices in braces, else Dest in capitals
	Help      string   // what the option does, for help, completion and the manual page
	// Complete says what completes the option's value in a shell, when not its Choices: empty
	// for a file name (a "str" option) or nothing (numbers), "none" for nothing, or a name the
	// program completes itself ("testsets", "langpairs").
	Complete string
	Suggest  []string // values completion offers besides Choices, for an option that takes others too
	// Hidden options are parsed (so that abbreviations mean what they mean for the command line
	// they come from) but neither described nor completed: a command refuses them.
	Hidden bool
}

// Result holds what argparse's namespace would: the values of every option seen.
type Result struct {
	Values     map[string][]string // dest -> values (one for single-valued options)
	Seen       map[string]bool
	Positional []string
}

// Error is a command-line error; argparse exits with status 2 for it.
type Error struct{ msg string }

func (e *Error) Error() string { return e.msg }

func errorf(format string, a ...any) error { return &Error{fmt.Sprintf(format, a...)} }

// optMatch is an argument recognised as an option: argparse's (action, option_string, explicit_arg).
type optMatch struct {
	spec     *Spec // nil for an unknown option
	name     string
	explicit *string
}

type Parser struct {
	specs  []*Spec
	byName map[string]*Spec
	names  []string // every option string in declaration order
}

func New(specs []*Spec) *Parser {
	p := &Parser{specs: specs, byName: map[string]*Spec{}}
	for _, s := range specs {
		for _, n := range s.Names {
			p.byName[n] = s
			p.names = append(p.names, n)
		}
	}
	return p
}

// Parse reads args like argparse's parse_args. exit is set for -h and --version.
func (p *Parser) Parse(args []string) (res *Result, exit Nargs, err error) {
	pattern, opts, err := p.classify(args)
	if err != nil {
		return nil, 0, err
	}
	c := &consumer{p: p, args: args, pattern: pattern, opts: opts,
		res: &Result{Values: map[string][]string{}, Seen: map[string]bool{}}, refsOpen: true}
	return c.run()
}

// classify marks each argument as an option ('O'), an argument ('A') or "--" ('-').
func (p *Parser) classify(args []string) (string, map[int]optMatch, error) {
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
func (p *Parser) parseOptional(a string) (optMatch, bool, error) {
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
		return optMatch{}, false, errorf("ambiguous option: %s could match %s", a, strings.Join(names, ", "))
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
func (p *Parser) optionTuples(a string) []optMatch {
	var out []optMatch
	if strings.HasPrefix(a, "--") {
		prefix, val, hasVal := strings.Cut(a, "=")
		for _, n := range p.names {
			if s := p.byName[n]; !s.Exact && strings.HasPrefix(n, prefix) {
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
		case !s.Exact && strings.HasPrefix(n, a):
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
