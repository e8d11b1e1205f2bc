package verify

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// TestCheck verifies claims about one system through Check, with a loader that reads the
// first file, and writes the verdict as text and JSON; a loader's error comes back as it is.
func TestCheck(t *testing.T) {
	in := wmt17(t, c3ma)
	// SacreBLEU 2.6.0 prints 22.7 for C-3MA's BLEU (testdata/wmt17-en-de/manifest.yaml: 22.67).
	pub, err := ReadClaims(ClaimSource{Signatures: []string{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 22.7"}})
	if err != nil {
		t.Fatal(err)
	}
	if pub.Signature() != pub.Claims[0].Signature {
		t.Error("Signature is not the claim's")
	}
	var asked []string
	load := func(files []string) ([][]string, [][]string, error) {
		asked = files
		return [][]string{in.Hyps}, [][]string{in.Refs[0]}, nil
	}
	v, err := Check(pub, []string{"c3ma.txt"}, load, Options{})
	if err != nil || !v.Verdict() || strings.Join(asked, " ") != "c3ma.txt" {
		t.Fatalf("verdict %v, err %v, loaded %q", v, err, asked)
	}
	var text, js strings.Builder
	Write(&text, v, false)
	Write(&js, v, true)
	if !strings.Contains(text.String(), "reproduced") || !json.Valid([]byte(js.String())) || !strings.Contains(js.String(), `"reproduced": true`) {
		t.Errorf("text %q\njson %s", text.String(), js.String())
	}
	failed := errors.New("no such file")
	if _, err := Check(pub, []string{"x"}, func([]string) ([][]string, [][]string, error) { return nil, nil, failed }, Options{}); err != failed {
		t.Errorf("a loader's error: %v", err)
	}
}
