package scores

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/normalize"
)

// detectWindow is how much of a file detect sees, and the size of the reading buffer.
const detectWindow = 64 << 10

// detect tells a file's format from head, its first bytes (all of them if atEOF), by the rules
// Read's documentation gives.
func detect(path string, head []byte, atEOF bool) (string, error) {
	line, n, ok := firstContent(head)
	if !ok {
		if atEOF {
			return "", &Error{Path: path, Kind: ErrEmpty, Detail: "no scores"}
		}
		return "", &Error{Path: path, Kind: ErrFormat, Detail: "no line to tell the format by in the first 64 KiB"}
	}
	if f := formatOf(line); f != "" {
		return f, nil
	}
	return "", errorAt(path, n, ErrFormat, "cannot tell the format from "+quote(line)+"; name the format")
}

// firstContent is the first line of head that is not blank, after a signature line, and its
// number. The last line of head may be cut short; it is what the file begins with all the same.
func firstContent(head []byte) (string, int, bool) {
	for n := 1; len(head) > 0; n++ {
		var line []byte
		line, head, _ = bytes.Cut(head, []byte("\n"))
		if n == 1 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
			if bytes.HasPrefix(line, []byte(signaturePrefix)) {
				continue
			}
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(bytes.TrimSpace(line)) > 0 {
			return string(line), n, true
		}
	}
	return "", 0, false
}

func formatOf(line string) string {
	t := strings.TrimSpace(line)
	switch {
	case t == "{" || strings.HasPrefix(t, "["):
		return CometJSON
	case strings.HasPrefix(t, "{"):
		return jsonLineFormat(t)
	case isCometStart(line):
		return Comet
	case isHeader(line):
		return Long
	case isMTME(line):
		return MTME
	case isNumber(line):
		return Lines
	}
	return ""
}

// jsonLineFormat tells a JSON object on one line: a WMT25 record has metric_scores; comet-score's
// JSON written on one line maps a file to an array; anything else is a long table's row (whose
// reader says which columns are missing).
func jsonLineFormat(t string) string {
	dec := json.NewDecoder(strings.NewReader(t))
	if _, err := dec.Token(); err != nil {
		return Long
	}
	for first := true; dec.More(); first = false {
		key, err := dec.Token()
		if err != nil {
			return Long
		}
		// The first value may be cut short at the end of head: its first byte tells.
		rest := strings.TrimLeft(t[dec.InputOffset():], " \t\r\n:")
		switch {
		case key == "metric_scores":
			return WMT25
		case first && strings.HasPrefix(rest, "["):
			return CometJSON
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return Long
		}
	}
	return Long
}

// isCometStart: comet-score's output begins with a segment line, a system-score line (with
// --only_system) or, in COMET 0.x with --to_json, "Predictions saved in".
func isCometStart(line string) bool {
	row, ok := parseCometLine(line)
	return ok && (row.kind == cometSegment || row.kind == cometSystem || strings.HasPrefix(line, "Predictions saved in: "))
}

// isHeader: a long table's header names a required column and holds no number.
func isHeader(line string) bool {
	fields := splitHeader(line)
	named := false
	for _, f := range fields {
		if isNumber(f) {
			return false
		}
		named = named || f == "system" || f == "item" || f == "score"
	}
	return named
}

// splitHeader splits a header line as the long table's reader will: at tabs if it has one,
// else as CSV.
func splitHeader(line string) []string {
	if strings.Contains(line, "\t") {
		return strings.Split(line, "\t")
	}
	r := csv.NewReader(strings.NewReader(line))
	r.LazyQuotes = true
	fields, err := r.Read()
	if err != nil {
		return strings.Split(line, ",")
	}
	return fields
}

func isMTME(line string) bool {
	f := normalize.Fields(line)
	return len(f) == 2 && (f[1] == "None" || isNumber(f[1]))
}

func isNumber(s string) bool {
	_, ok := pyfmt.ParseFloat(s)
	return ok
}
