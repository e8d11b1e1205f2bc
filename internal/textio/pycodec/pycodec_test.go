package pycodec

import (
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// refusals are the reasons sacre gives where Python decodes but sacre, by design, does not.
var refusals = []string{errSurrogate, `"xn--"`, "punycode"}

// TestPythonCases decodes inputs of every codec as Python 3.11 reads them into SacreBLEU
// (testdata/cases.jsonl.gz, written by gen_cases.py): the same text, or an error where Python
// raises one.
func TestPythonCases(t *testing.T) {
	f, err := os.Open("testdata/cases.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	n, refused, names := 0, 0, 0
	perCodec := map[string]int{}
	for sc.Scan() {
		var c struct {
			Codec, Name, Input, Sha256, Error string
			Surrogate                         bool
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		if c.Codec == "" {
			names++
			c.Codec, c.Input = c.Name, base64.StdEncoding.EncodeToString([]byte("hi\n"))
		}
		raw, _ := base64.StdEncoding.DecodeString(c.Input)
		n++
		perCodec[c.Codec]++
		dec, err := Lookup(c.Codec)
		switch {
		case c.Error == "LookupError" && err == nil:
			t.Errorf("encoding %q: found, Python does not know it", c.Codec)
			continue
		case c.Error == "LookupError":
			continue
		case err != nil && isRefusal(err.Error()):
			refused++
			continue
		case err != nil:
			t.Errorf("encoding %q: %v", c.Codec, err)
			continue
		}
		text, derr := dec(raw)
		switch {
		case c.Error != "" && derr == nil:
			t.Errorf("%s %q: decoded, Python raises %s", c.Codec, c.Input, c.Error)
		case c.Error != "":
		case derr != nil && isRefusal(derr.Reason):
			refused++
		case derr != nil:
			t.Errorf("%s %q: %v; Python decodes it", c.Codec, c.Input, derr)
		default:
			sum := sha256.Sum256([]byte(text))
			if hex.EncodeToString(sum[:]) != c.Sha256 {
				t.Errorf("%s %q: decoded to %q, not Python's text", c.Codec, c.Input, text)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 3000 || names < 300 {
		t.Errorf("only %d cases, %d names", n, names)
	}
	t.Logf("%d cases, %d names of encodings, %d refused by design", n, names, refused)
}

func isRefusal(reason string) bool {
	for _, r := range refusals {
		if strings.Contains(reason, r) {
			return true
		}
	}
	return false
}
