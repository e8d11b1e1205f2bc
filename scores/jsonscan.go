package scores

import (
	"bytes"
	"encoding/json"
)

// The JSON Lines formats are read in two passes over each line: json.Valid checks it, then
// these functions walk it, trusting it to be valid. That is several times faster than
// encoding/json's decoding into maps (WMT25's files hold 40 MB of scores) and sees a key
// given twice, which a decoded map would hide.

// validObject checks that line is one JSON object.
func validObject(path string, n int, line []byte) error {
	if !json.Valid(line) {
		var v any
		return jsonLineError(path, n, json.Unmarshal(line, &v))
	}
	if line[skipSpace(line, 0)] != '{' {
		return errorAt(path, n, ErrSyntax, "want a JSON object")
	}
	return nil
}

// skipSpace is the index of the first byte at or after i that is not JSON white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// stringEnd is the end of the string that starts at b[i].
func stringEnd(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(b)
}

// valueEnd is the end of the value that starts at b[i].
func valueEnd(b []byte, i int) int {
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				j = stringEnd(b, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return len(b)
	}
	j := i // a number or literal, which ends at a delimiter
	for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ' ' && b[j] != '\t' && b[j] != '\r' && b[j] != '\n' {
		j++
	}
	return j
}

// members calls fn with each key and value of the object that starts at b[i], in order.
func members(b []byte, i int, fn func(key string, val []byte) error) error {
	for i = skipSpace(b, i+1); i < len(b) && b[i] != '}'; {
		keyEnd := stringEnd(b, i)
		key := jsonString(b[i:keyEnd])
		v := skipSpace(b, skipSpace(b, keyEnd)+1) // after the ':'
		end := valueEnd(b, v)
		if err := fn(key, b[v:end]); err != nil {
			return err
		}
		if i = skipSpace(b, end); i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
	return nil
}

// elements calls fn with each element of the array that starts at b[i], in order.
func elements(b []byte, i int, fn func(val []byte) error) error {
	for i = skipSpace(b, i+1); i < len(b) && b[i] != ']'; {
		end := valueEnd(b, i)
		if err := fn(b[i:end]); err != nil {
			return err
		}
		if i = skipSpace(b, end); i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
	return nil
}

// jsonString is the value of the string b.
func jsonString(b []byte) string {
	if bytes.IndexByte(b, '\\') < 0 {
		return string(b[1 : len(b)-1])
	}
	var s string
	json.Unmarshal(b, &s) // b is a valid string
	return s
}
