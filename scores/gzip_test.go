package scores

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestGzip: a gzipped score file (WMT24's ESA ratings as compare/testdata keeps them) reads as
// its text does, its hash is the file's as stored, and a system named after a gzipped file
// loses ".gz" before its extension.
func TestGzip(t *testing.T) {
	const gz = "../compare/testdata/wmt24/esa_waves23.tsv.gz"
	f, err := os.Open(gz)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	text, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(t.TempDir(), "esa_waves23.tsv")
	if err := os.WriteFile(plain, text, 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := Read("ESA", []string{gz}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Read("ESA", []string{plain}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range append(a.Systems, b.Systems...) {
		for i := range s.Items {
			s.Items[i].Path = ""
		}
	}
	if !reflect.DeepEqual(a.Systems, b.Systems) {
		t.Error("the gzipped file reads otherwise than its text")
	}
	stored, _ := os.ReadFile(gz)
	if sum := sha256.Sum256(stored); a.Files[0].SHA256 != hex.EncodeToString(sum[:]) {
		t.Errorf("hash %s is not the stored file's", a.Files[0].SHA256)
	}
	if got := systemName("out/a.comet.gz"); got != "a" {
		t.Errorf("systemName: %q", got)
	}
}
