package argparse

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A Group is a titled list of options in help, as argparse's argument groups.
type Group struct {
	Title string
	Specs []*Spec
}

// Help layout, as argparse's HelpFormatter lays it out: option invocations indented by 2,
// their help from column 24 (on the next line when the invocation is longer), lines wrapped
// at 100 columns.
const (
	helpIndent   = 2
	helpPosition = 24
	helpWidth    = 100
)

// FormatGroups writes the groups' options with their help, each group after a blank line and
// its title. Options without help are listed with their invocation alone.
func FormatGroups(groups []Group) string {
	var b strings.Builder
	for i, g := range groups {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(g.Title + ":\n")
		for _, s := range g.Specs {
			if !s.Hidden {
				Entry(&b, s.Invocation(), s.Help)
			}
		}
	}
	return b.String()
}

// Entry writes one entry of a help list: the name indented by 2, the text from column 24 (on the
// next line when the name leaves no room), wrapped at 100 columns.
func Entry(b *strings.Builder, name, text string) {
	line := strings.Repeat(" ", helpIndent) + name
	if utf8.RuneCountInString(line)+2 > helpPosition {
		b.WriteString(line + "\n")
		line = ""
	}
	for _, word := range strings.Fields(text) {
		n := utf8.RuneCountInString(line)
		if n > helpPosition && n+1+utf8.RuneCountInString(word) > helpWidth {
			b.WriteString(line + "\n")
			line, n = "", 0
		}
		if n < helpPosition {
			line += strings.Repeat(" ", helpPosition-n) + word
		} else {
			line += " " + word
		}
	}
	b.WriteString(strings.TrimRight(line, " ") + "\n")
}

// Paragraph writes text wrapped at 100 columns, every line indented by indent spaces.
func Paragraph(b *strings.Builder, indent int, text string) {
	pad := strings.Repeat(" ", indent)
	line := pad
	for _, word := range strings.Fields(text) {
		if line != pad && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > helpWidth {
			b.WriteString(line + "\n")
			line = pad
		}
		if line != pad {
			line += " "
		}
		line += word
	}
	b.WriteString(line + "\n")
}

// Invocation is how help names the option: each spelling with its value's name ("--tokenize
// {none,zh,...}, -tok {...}" when the choices are long).
func (s *Spec) Invocation() string {
	var parts []string
	value := s.valueName()
	for i, n := range s.Names {
		if value == "" {
			parts = append(parts, n)
			continue
		}
		v := value
		if i > 0 && len(value) > 40 {
			v = "{...}"
		}
		parts = append(parts, n+" "+v)
	}
	return strings.Join(parts, ", ")
}

// valueName is the option's value as usage names it: its metavar, its choices in braces, else
// its dest in capitals; with its number for lists.
func (s *Spec) valueName() string {
	var v string
	switch {
	case s.Nargs == Flag || s.Nargs == Help || s.Nargs == Version:
		return ""
	case strings.Contains(s.Metavar, " "):
		return s.Metavar // a metavar of several words names the list itself ("A B")
	case s.Metavar != "":
		v = s.Metavar
	case len(s.Choices) > 0:
		v = "{" + strings.Join(s.Choices, ",") + "}"
	default:
		v = strings.ToUpper(s.Dest)
	}
	switch s.Nargs {
	case ZeroOrMore:
		return "[" + v + " ...]"
	case OneOrMore:
		return v + " [" + v + " ...]"
	}
	return v
}

// Usage is the usage line of a program with these options and positional arguments: each
// option by its first spelling, in brackets, mutually exclusive ones joined with |, wrapped at
// 100 columns under the program's name.
func Usage(prog string, specs []*Spec, positional string) string {
	var items []string
	done := map[string]bool{}
	for _, s := range specs {
		if done[s.Dest] {
			continue
		}
		done[s.Dest] = true
		item := s.usageItem()
		for _, other := range specs {
			if !done[other.Dest] && slices.Contains(s.Conflicts, other.Dest) {
				done[other.Dest] = true
				item += " | " + other.usageItem()
			}
		}
		items = append(items, "["+item+"]")
	}
	if positional != "" {
		items = append(items, positional)
	}
	head := "usage: " + prog
	indent := strings.Repeat(" ", utf8.RuneCountInString(head)+1)
	var b strings.Builder
	line := head
	for _, it := range items {
		if utf8.RuneCountInString(line)+1+utf8.RuneCountInString(it) > helpWidth && line != head {
			b.WriteString(line + "\n")
			line = indent + it
			continue
		}
		line += " " + it
	}
	b.WriteString(line + "\n")
	return b.String()
}

func (s *Spec) usageItem() string {
	if v := s.valueName(); v != "" {
		if len(v) > 60 {
			v = strings.ToUpper(s.Dest)
		}
		return s.Names[0] + " " + v
	}
	return s.Names[0]
}
