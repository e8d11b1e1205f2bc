package datasets

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The oracle files in testdata/oracle were written by SacreBLEU 2.6.0 (testdata/gen_oracle.py)
// from copies of testdata/cache; the tests replay them on another copy and never rewrite them.

// freshCache copies the synthetic raw cache to a temporary root.
func freshCache(t *testing.T) *Cache {
	t.Helper()
	root := filepath.Join(t.TempDir(), "root")
	err := filepath.WalkDir("testdata/cache", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join(root, strings.TrimPrefix(path, "testdata/cache"))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return &Cache{Root: root}
}

// readJSONL decodes each line of testdata/oracle/name into a new T.
func readJSONL[T any](t *testing.T, name string) []T {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata/oracle", name))
	if err != nil {
		t.Fatal(err)
	}
	var rows []T
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var row T
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rows = append(rows, row)
	}
	return rows
}

// pyError is an exception as the oracle recorded it; its paths read $ROOT.
type pyError struct {
	Type string `json:"type"`
	Msg  string `json:"msg"`
}

// Exceptions whose text comes from another library: only their type must match.
var typeOnly = map[string]bool{"lxml.etree.XMLSyntaxError": true, "UnicodeDecodeError": true, "re.error": true}

// checkError compares err with the exception SacreBLEU raised.
func checkError(t *testing.T, c *Cache, what string, err error, want *pyError) {
	t.Helper()
	if want == nil {
		if err != nil {
			t.Errorf("%s: unexpected error %v", what, err)
		}
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("%s: got %v, want %s: %s", what, err, want.Type, want.Msg)
		return
	}
	msg := strings.ReplaceAll(strings.Join(e.Lines, "\n"), c.Root, "$ROOT")
	// sorted() compares None and a str in the order a set yields them, which varies by run.
	wantMsg := strings.Replace(want.Msg, "'str' and 'NoneType'", "'NoneType' and 'str'", 1)
	if e.Exception != want.Type || (!typeOnly[want.Type] && msg != wantMsg) {
		t.Errorf("%s:\n got %s: %s\nwant %s: %s", what, e.Exception, msg, want.Type, want.Msg)
	}
}

func relPaths(c *Cache, paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i], _ = filepath.Rel(c.Root, p)
	}
	return out
}

type filesCase struct {
	Set        string   `json:"set"`
	Pair       string   `json:"pair"`
	Fields     []string `json:"fields"`
	Files      []string `json:"files"`
	Refs       []string `json:"refs"`
	Source     string   `json:"source"`
	Error      *pyError `json:"error"`
	RetryFiles []string `json:"retry_files"`
	RetryError *pyError `json:"retry_error"`
}

// TestOracleFiles replays fieldnames(), get_files(), get_reference_files() and
// get_source_file() in SacreBLEU's order on one cache (failures leave files that later calls
// see), then compares every text file with SacreBLEU's, byte for byte.
func TestOracleFiles(t *testing.T) {
	c, ctx := freshCache(t), context.Background()
	for _, tc := range readJSONL[filesCase](t, "files.jsonl") {
		what := tc.Set + " " + tc.Pair
		err := checkFiles(t, c, tc)
		checkError(t, c, what, err, tc.Error)
		if tc.Error == nil {
			continue
		}
		files, err := c.Files(ctx, tc.Set, tc.Pair)
		checkError(t, c, what+" (again)", err, tc.RetryError)
		if tc.RetryError == nil && !slices.Equal(relPaths(c, files), tc.RetryFiles) {
			t.Errorf("%s (again): files %q, want %q", what, relPaths(c, files), tc.RetryFiles)
		}
	}
	compareTrees(t, filepath.Join("testdata", "oracle", "text"), c.Root)
}

// checkFiles makes the calls of one case and checks their results until one fails.
func checkFiles(t *testing.T, c *Cache, tc filesCase) error {
	ctx, what := context.Background(), tc.Set+" "+tc.Pair
	fields, err := c.Fieldnames(ctx, tc.Set, tc.Pair)
	if err != nil {
		return err
	}
	files, err := c.Files(ctx, tc.Set, tc.Pair)
	if err != nil {
		return err
	}
	refs, err := c.ReferenceFiles(ctx, tc.Set, tc.Pair)
	if err != nil {
		return err
	}
	src, err := c.SourceFile(ctx, tc.Set, tc.Pair)
	if err != nil {
		return err
	}
	for _, cmp := range []struct {
		name      string
		got, want []string
	}{{"fields", fields, tc.Fields}, {"files", relPaths(c, files), tc.Files},
		{"refs", relPaths(c, refs), tc.Refs}, {"source", relPaths(c, []string{src}), []string{tc.Source}}} {
		if !slices.Equal(cmp.got, cmp.want) {
			t.Errorf("%s: %s %q, want %q", what, cmp.name, cmp.got, cmp.want)
		}
	}
	return nil
}

// compareTrees checks that root holds, outside its raw folders, exactly the files of want.
func compareTrees(t *testing.T, want, root string) {
	t.Helper()
	got := map[string][]byte{}
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if d.IsDir() && d.Name() == "raw" {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(root, path)
			got[rel], _ = os.ReadFile(path)
		}
		return nil
	})
	n := 0
	filepath.WalkDir(want, func(path string, d fs.DirEntry, err error) error {
		if d.IsDir() {
			return nil
		}
		n++
		rel, _ := filepath.Rel(want, path)
		data, _ := os.ReadFile(path)
		if g, ok := got[rel]; !ok {
			t.Errorf("%s: not made", rel)
		} else if !bytes.Equal(g, data) {
			t.Errorf("%s differs:\n got %q\nwant %q", rel, g, data)
		}
		delete(got, rel)
		return nil
	})
	for rel := range got {
		t.Errorf("%s: made, but SacreBLEU does not make it", rel)
	}
	if n < 50 {
		t.Errorf("only %d oracle text files", n)
	}
}
