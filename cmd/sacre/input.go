package main

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/normalize"
)

// stdinSystems reads one or more systems from standard input as SacreBLEU does: universal
// newlines, one system per tab-separated column, the number of columns set by the first line.
// The first line's fields are not stripped one by one, the later lines' are (SacreBLEU's quirk).
// Empty input is one system with one empty line.
func stdinSystems(text string) ([][]string, error) {
	lines := textio.SplitUniversal(text)
	first := ""
	if len(lines) > 0 {
		first = lines[0]
	}
	fields := strings.Split(normalize.TrimRight(first), "\t")
	systems := make([][]string, len(fields))
	for i, f := range fields {
		systems[i] = []string{f}
	}
	for n, line := range lines[min(1, len(lines)):] {
		fields := strings.Split(normalize.TrimRight(line), "\t")
		if len(fields) != len(systems) {
			return nil, &exitError{code: 17, msg: "FATAL: the number of tab-delimited fields in the input stream differ across lines.",
				detail: fmt.Sprintf("stdin line %d has %d fields, line 1 has %d", n+2, len(fields), len(systems))}
		}
		for i, f := range fields {
			systems[i] = append(systems[i], normalize.TrimRight(f))
		}
	}
	return systems, nil
}
