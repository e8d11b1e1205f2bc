package argparse

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// consumer is the second half of argparse's _parse_known_args: it walks the classified
// arguments, giving options their values and the positional references theirs.
type consumer struct {
	p        *Parser
	args     []string
	pattern  string
	opts     map[int]optMatch
	res      *Result
	refsOpen bool // the positional refs has not taken its values yet
	extras   []string
	set      map[string]bool // dests given a non-default value, for mutual exclusion
}

func (c *consumer) run() (*Result, Nargs, error) {
	c.set = map[string]bool{}
	maxOpt := -1
	for i := range c.opts {
		maxOpt = max(maxOpt, i)
	}
	start := 0
	for start <= maxOpt {
		next := c.nextOption(start)
		if start != next {
			end := c.consumePositionals(start)
			if end > start {
				start = end
				continue
			}
		}
		if _, ok := c.opts[start]; !ok {
			c.extras = append(c.extras, c.args[start:next]...)
			start = next
		}
		var exit Nargs
		var err error
		start, exit, err = c.consumeOptional(start)
		if err != nil || exit != 0 {
			return nil, exit, err
		}
	}
	stop := c.consumePositionals(start)
	c.extras = append(c.extras, c.args[stop:]...)
	if len(c.extras) > 0 {
		return nil, 0, errorf("unrecognized arguments: %s", strings.Join(c.extras, " "))
	}
	return c.res, 0, nil
}

func (c *consumer) nextOption(start int) int {
	next := -1
	for i := range c.opts {
		if i >= start && (next < 0 || i < next) {
			next = i
		}
	}
	return next
}

// consumePositionals gives refs (Nargs='*') the run of arguments at start, once.
func (c *consumer) consumePositionals(start int) int {
	if !c.refsOpen {
		return start
	}
	c.refsOpen = false
	end := start
	for end < len(c.pattern) && (c.pattern[end] == 'A' || c.pattern[end] == '-') {
		end++
	}
	c.res.Positional = removeFirstDashDash(c.args[start:end])
	return end
}

func removeFirstDashDash(args []string) []string {
	out := slices.Clone(args)
	if i := slices.Index(out, "--"); i >= 0 {
		out = slices.Delete(out, i, i+1)
	}
	if out == nil {
		out = []string{}
	}
	return out
}

// consumeOptional takes the option at start and its values; it returns the next index.
func (c *consumer) consumeOptional(start int) (int, Nargs, error) {
	m := c.opts[start]
	if m.spec == nil {
		c.extras = append(c.extras, c.args[start])
		return start + 1, 0, nil
	}
	if m.explicit != nil {
		return c.consumeExplicit(start, m)
	}
	n, err := c.countValues(m, c.pattern[start+1:])
	if err != nil {
		return 0, 0, err
	}
	exit, err := c.take(m.spec, m.name, c.args[start+1:start+1+n])
	return start + 1 + n, exit, err
}

// consumeExplicit handles a value attached to the option (--width=2, -w2), and runs of
// single-dash flags (-qb is -q -b).
func (c *consumer) consumeExplicit(start int, m optMatch) (int, Nargs, error) {
	for {
		val := *m.explicit
		if m.spec.Nargs == Flag || m.spec.Nargs == Help || m.spec.Nargs == Version {
			if m.name[1] == '-' || val == "" {
				return 0, 0, errorf("argument %s: ignored explicit argument %s", actionName(m.spec), pyfmt.StrRepr(val))
			}
			if exit, err := c.take(m.spec, m.name, nil); err != nil || exit != 0 {
				return 0, exit, err
			}
			_, size := utf8.DecodeRuneInString(val)
			name := "-" + val[:size]
			s, ok := c.p.byName[name]
			if !ok {
				return 0, 0, errorf("argument %s: ignored explicit argument %s", actionName(m.spec), pyfmt.StrRepr(val))
			}
			rest := val[size:]
			m = optMatch{spec: s, name: name}
			if rest != "" {
				m.explicit = &rest
				continue
			}
			// The last flag of the run takes its values from the following arguments.
			n, err := c.countValues(m, c.pattern[start+1:])
			if err != nil {
				return 0, 0, err
			}
			exit, err := c.take(s, name, c.args[start+1:start+1+n])
			return start + 1 + n, exit, err
		}
		if m.spec.Nargs == One || m.spec.Nargs == OneOrMore || m.spec.Nargs == ZeroOrMore {
			exit, err := c.take(m.spec, m.name, []string{val})
			return start + 1, exit, err
		}
	}
}

// countValues is argparse's _match_argument for an option: how many of the following 'A's it takes.
func (c *consumer) countValues(m optMatch, rest string) (int, error) {
	as := 0
	for as < len(rest) && rest[as] == 'A' {
		as++
	}
	switch m.spec.Nargs {
	case One:
		if as == 0 {
			return 0, errorf("argument %s: expected one argument", actionName(m.spec))
		}
		return 1, nil
	case OneOrMore:
		if as == 0 {
			return 0, errorf("argument %s: expected at least one argument", actionName(m.spec))
		}
		return as, nil
	case ZeroOrMore:
		return as, nil
	}
	return 0, nil
}

// take is argparse's take_action: check the values, record them, and act on -h and --version.
func (c *consumer) take(s *Spec, name string, vals []string) (Nargs, error) {
	for _, v := range vals {
		if err := checkValue(s, v); err != nil {
			return 0, err
		}
	}
	for _, other := range s.Conflicts {
		if c.set[other] {
			return 0, errorf("argument %s: not allowed with argument %s", actionName(s), actionName(c.p.spec(other)))
		}
	}
	c.set[s.Dest] = true
	c.res.Seen[s.Dest] = true
	switch s.Nargs {
	case Help, Version:
		return s.Nargs, nil
	case Flag:
		c.res.Values[s.Dest] = nil
	case One:
		if s.Appends {
			c.res.Values[s.Dest] = append(c.res.Values[s.Dest], vals...)
			break
		}
		c.res.Values[s.Dest] = slices.Clone(vals)
	default:
		c.res.Values[s.Dest] = slices.Clone(vals)
	}
	return 0, nil
}

func (p *Parser) spec(dest string) *Spec {
	for _, s := range p.specs {
		if s.Dest == dest {
			return s
		}
	}
	return nil
}

// actionName is argparse's _get_action_name: the option strings joined with "/".
func actionName(s *Spec) string { return strings.Join(s.Names, "/") }

// checkValue converts a value as argparse's type= does and checks it against choices.
func checkValue(s *Spec, v string) error {
	switch s.Type {
	case "int":
		if !pyfmt.IsInt(v) {
			return errorf("argument %s: invalid int value: %s", actionName(s), pyfmt.StrRepr(v))
		}
	case "float":
		if _, ok := pyfmt.ParseFloat(v); !ok {
			return errorf("argument %s: invalid float value: %s", actionName(s), pyfmt.StrRepr(v))
		}
	}
	if s.Choices != nil && !slices.Contains(s.Choices, v) && !slices.Contains(s.Extra, v) {
		quoted := make([]string, len(s.Choices))
		for i, ch := range s.Choices {
			quoted[i] = pyfmt.StrRepr(ch)
		}
		return errorf("argument %s: invalid choice: %s (choose from %s)", actionName(s), pyfmt.StrRepr(v), strings.Join(quoted, ", "))
	}
	return nil
}
