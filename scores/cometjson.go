package scores

import (
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
)

// A jsonStream decodes one JSON document from a file, a value at a time, so that a file of
// many samples never has to be held whole.
type jsonStream struct {
	path string
	s    *streamReader
	dec  *json.Decoder
}

func newJSONStream(lr *lineReader) *jsonStream {
	s := &streamReader{lr: lr}
	return &jsonStream{path: lr.path, s: s, dec: json.NewDecoder(s)}
}

// err turns a decoding error into an *Error at its line.
func (j *jsonStream) err(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return jsonSyntaxError(j.path, j.s.lineAt(se.Offset-1), se)
	}
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return errorAt(j.path, j.s.lineAt(j.dec.InputOffset()), ErrSyntax, "invalid JSON: "+err.Error())
}

// jsonSyntaxError reports Python's NaN and Infinity, which json.dump writes and JSON lacks, as
// such rather than as a syntax error.
func jsonSyntaxError(path string, n int, se *json.SyntaxError) error {
	if msg := se.Error(); strings.Contains(msg, "character 'N'") || strings.Contains(msg, "character 'I'") {
		return errorAt(path, n, ErrNonFinite, "NaN or Infinity in JSON")
	}
	return errorAt(path, n, ErrSyntax, "invalid JSON: "+se.Error())
}

// delim reads the token d.
func (j *jsonStream) delim(d json.Delim) error {
	tok, err := j.dec.Token()
	if err != nil {
		return j.err(err)
	}
	if tok != d {
		return errorAt(j.path, j.s.lineAt(j.dec.InputOffset()), ErrSyntax, "want "+quote(d.String())+" in comet-score's JSON")
	}
	return nil
}

// readCometJSON reads the file comet-score --to_json writes: since COMET 1.0 an object from
// each translations' file to its samples, before it one system's array of samples.
func readCometJSON(b *builder, lr *lineReader) error {
	j := newJSONStream(lr)
	tok, err := j.dec.Token()
	if err != nil {
		return j.err(err)
	}
	switch tok {
	case json.Delim('['):
		err = j.samples(b, systemName(lr.path))
	case json.Delim('{'):
		err = j.systems(b)
	default:
		err = errorAt(j.path, j.s.lineAt(0), ErrSyntax, "want a JSON object or array")
	}
	if err != nil {
		return err
	}
	if _, err := j.dec.Token(); err != io.EOF {
		return errorAt(j.path, j.s.lineAt(j.dec.InputOffset()), ErrSyntax, "more after the JSON value")
	}
	return nil
}

// systems reads the object's members, each a file and the array of its samples.
func (j *jsonStream) systems(b *builder) error {
	names := cometNames{}
	for j.dec.More() {
		tok, err := j.dec.Token()
		if err != nil {
			return j.err(err)
		}
		n := j.s.lineAt(j.dec.InputOffset() - 1)
		name, err := names.of(j.path, n, tok.(string))
		if err != nil {
			return err
		}
		if err := j.delim('['); err != nil {
			return err
		}
		if err := j.samples(b, name); err != nil {
			return err
		}
	}
	return j.delim('}')
}

// samples reads the samples of one system after its "[", through its "]".
func (j *jsonStream) samples(b *builder, name string) error {
	keys := []string{"COMET", "predicted_score"}
	if b.opt.Metric != "" {
		keys = []string{b.opt.Metric}
	}
	for i := 1; j.dec.More(); i++ {
		var raw json.RawMessage
		if err := j.dec.Decode(&raw); err != nil {
			return j.err(err)
		}
		n := j.s.lineAt(j.dec.InputOffset() - int64(len(raw)))
		x, err := sampleScore(j.path, n, raw, keys)
		if err != nil {
			return err
		}
		if err := b.add(name, Item{ID: strconv.Itoa(i), Score: x, Ratings: 1, Path: j.path, Line: n}); err != nil {
			return err
		}
	}
	_, err := j.dec.Token()
	if err != nil {
		return j.err(err)
	}
	return nil
}

// sampleScore is the score of one sample, the value of the first of keys it has.
func sampleScore(path string, n int, raw json.RawMessage, keys []string) (float64, error) {
	var sample map[string]json.RawMessage
	if err := json.Unmarshal(raw, &sample); err != nil {
		return 0, errorAt(path, n, ErrSyntax, "a sample is not a JSON object")
	}
	for _, k := range keys {
		if v, ok := sample[k]; ok {
			return parseJSONNumber(path, n, string(v))
		}
	}
	return 0, errorAt(path, n, ErrMissingColumn, "the sample has no "+quote(keys[0])+" key")
}
