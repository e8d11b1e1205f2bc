package mecab

import (
	"os"
	"reflect"
	"testing"
	"unsafe"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/mecab/internal/dictgen"
)

// embedded are the dictionary files as the package embeds them, by dictgen's names.
var embedded = map[string]string{
	"data/ipadic/dict.bin":  ipaDict,
	"data/kodic/dict.bin":   koDict,
	"data/kodic/matrix.bin": koMatrix,
}

// TestDictFilesFresh regenerates the dictionary files from kagome as internal/mkdict does and
// compares them byte for byte with the embedded ones: data/ipadic by default (about 0.7 s),
// data/kodic too with SACRE_LONG=1 (about 2 s more). A failure means go generate is due.
func TestDictFilesFresh(t *testing.T) {
	files, err := dictgen.IPADic()
	if err != nil {
		t.Fatal(err)
	}
	if campaign.Full() {
		pen, err := os.ReadFile("data/kodic/space-penalty.txt")
		if err != nil {
			t.Fatal(err)
		}
		ko, err := dictgen.KoDic(string(pen))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, ko...)
	}
	for _, f := range files {
		if len(f.Data) > dictgen.MaxFile {
			t.Errorf("%s: %d bytes, over %d", f.Name, len(f.Data), dictgen.MaxFile)
		}
		if string(f.Data) != embedded[f.Name] {
			t.Errorf("%s is stale (%d bytes, regenerated %d): run go generate ./internal/mecab", f.Name, len(embedded[f.Name]), len(f.Data))
		}
	}
}

// TestDecodedDict checks that the fallback of big-endian machines and unaligned data, which
// decodes every table, gives the dictionaries the in-place views give.
func TestDecodedDict(t *testing.T) {
	for _, c := range []struct {
		name   string
		parts  []string
		hidden bool
	}{
		{"ipadic", []string{ipaDict}, false},
		{"ipadic with 令和", []string{ipaDict}, true},
		{"kodic", []string{koDict, koMatrix}, false},
	} {
		views, err := loadDict(c.parts, c.hidden, true, ipaCharDef, ipaUnkDef, "")
		if err != nil {
			t.Fatal(err)
		}
		decoded, err := loadDict(c.parts, c.hidden, false, ipaCharDef, ipaUnkDef, "")
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(views, decoded) {
			t.Errorf("%s: decoded tables differ from the views", c.name)
		}
		if &views.tokens[0] == &decoded.tokens[0] {
			t.Errorf("%s: the fallback did not decode", c.name)
		}
	}
}

// TestBadDictFiles checks that damaged files are refused, not read past their end.
func TestBadDictFiles(t *testing.T) {
	for _, c := range []struct {
		data, reason string
	}{
		{"", "empty"},
		{"SACREMC0" + ipaDict[8:], "wrong magic"},
		{ipaDict[:1000], "truncated inside the first section"},
		{ipaDict[:16], "sections missing"},
	} {
		if _, err := loadDict([]string{c.data}, false, true, ipaCharDef, ipaUnkDef, ""); err == nil {
			t.Errorf("%s: no error", c.reason)
		}
	}
}

// TestInPlace reports whether this machine reads the embedded tables in place. Go does not
// promise to align embedded strings; the fallback keeps a misaligned build correct, only
// slower to start (TestDecodedDict).
func TestInPlace(t *testing.T) {
	for name, s := range embedded {
		secs, err := sections(s)
		if err != nil {
			t.Fatal(err)
		}
		for id, sec := range secs {
			if uintptr(unsafe.Pointer(unsafe.StringData(sec)))%8 != 0 {
				t.Logf("%s: section %d is not 8-byte aligned: it will be decoded", name, id)
			}
		}
	}
	d, err := NewKoDict()
	if err != nil {
		t.Fatal(err)
	}
	start, p := uintptr(unsafe.Pointer(unsafe.StringData(koMatrix))), uintptr(unsafe.Pointer(&d.matrix[0]))
	t.Logf("little-endian %v, tables read in place %v", littleEndian, p >= start && p < start+uintptr(len(koMatrix)))
}
