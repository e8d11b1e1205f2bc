// Package jsonl reads the JSON-lines oracle files of sacre's tests, gzip-compressed or not.
package jsonl

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// Each decodes every line of the file at path into a new T and calls fn with it and its line
// number, stopping at the first error. A name ending in ".gz" is decompressed.
func Each[T any](path string, fn func(row T, line int) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		defer zr.Close()
		r = zr
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<24)
	for n := 1; sc.Scan(); n++ {
		if len(strings.TrimSpace(sc.Text())) == 0 {
			continue
		}
		var row T
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if err := fn(row, n); err != nil {
			return err
		}
	}
	return sc.Err()
}
