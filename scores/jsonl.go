package scores

import (
	"encoding/json"
	"errors"
	"io"
)

// jsonRow reads a JSON object on one line: its members' values (parts of line) and its keys in
// order, refusing a key given twice (which Go's and Python's decoders resolve to the last).
func jsonRow(path string, n int, line []byte) (map[string]json.RawMessage, []string, error) {
	if err := validObject(path, n, line); err != nil {
		return nil, nil, err
	}
	m := map[string]json.RawMessage{}
	var keys []string
	err := members(line, skipSpace(line, 0), func(key string, val []byte) error {
		if _, dup := m[key]; dup {
			return errorAt(path, n, ErrDuplicateColumn, "key "+quote(key)+" twice")
		}
		m[key] = val
		keys = append(keys, key)
		return nil
	})
	return m, keys, err
}

// jsonLineError is the *Error for a line json.Valid refuses, err being json.Unmarshal's.
func jsonLineError(path string, n int, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return jsonSyntaxError(path, n, se)
	}
	return errorAt(path, n, ErrSyntax, "invalid JSON: "+err.Error())
}

// jsonText is a string's value or a number's literal.
func jsonText(raw json.RawMessage) (string, bool) {
	switch {
	case len(raw) > 0 && raw[0] == '"':
		return jsonString(raw), true
	case len(raw) > 0 && (raw[0] == '-' || raw[0] >= '0' && raw[0] <= '9'):
		return string(raw), true
	}
	return "", false
}

// longColumns are the keys a long table's JSON Lines row may have; other keys are ignored.
var longColumns = []string{"system", "item", "score", "lp", "domain", "rater", "time"}

// readJSONL reads a long table in JSON Lines, beginning with the row header at line n. The first
// row stands for a header: every row has the same of longColumns.
func (t *longTable) readJSONL(lr *lineReader, header string, n int) error {
	line := []byte(header)
	for {
		if err := t.addJSONL(line, n); err != nil {
			return err
		}
		var err error
		if line, n, err = nextContent(lr); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

func (t *longTable) addJSONL(line []byte, n int) error {
	m, keys, err := jsonRow(t.path, n, line)
	if err != nil {
		return err
	}
	if t.col == nil {
		if err := t.setHeader(keys, n); err != nil {
			return err
		}
	}
	r, err := t.jsonlRow(m, n)
	if err != nil {
		return err
	}
	return t.add(r)
}

func (t *longTable) jsonlRow(m map[string]json.RawMessage, n int) (row, error) {
	vals := make(map[string]string, len(longColumns))
	for _, c := range longColumns {
		raw, has := m[c]
		_, want := t.col[c]
		switch {
		case want && !has:
			return row{}, errorAt(t.path, n, ErrMissingColumn, quote(c)+", which the first row has")
		case has && !want:
			return row{}, errorAt(t.path, n, ErrFieldCount, "key "+quote(c)+", which the first row lacks")
		case has:
			s, ok := jsonText(raw)
			if !ok {
				return row{}, errorAt(t.path, n, ErrSyntax, "key "+quote(c)+": want a string or number, not "+quote(string(raw)))
			}
			vals[c] = s
		}
	}
	return row{system: vals["system"], item: vals["item"], score: vals["score"], lp: vals["lp"],
		domain: vals["domain"], rater: vals["rater"], time: vals["time"], line: n}, nil
}
