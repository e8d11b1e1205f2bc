// Package dictgen builds the dictionary files that internal/mecab embeds, from kagome's
// dictionaries and the adjustments that make them MeCab's (see internal/mecab/README.md). It is
// imported only by cmd mkdict and by internal/mecab's tests, so kagome stays out of programs.
//
// A file is "SACREMC1", a uint64 section count, one {uint64 id, offset, length} per section,
// then the sections, each at an 8-byte aligned offset; every number is little-endian. The
// reader and the section ids are in internal/mecab's blob.go.
package dictgen

import (
	"fmt"
	"strings"

	ko "github.com/ikawaha/kagome-dict-ko"
	"github.com/ikawaha/kagome-dict/dict"
	"github.com/ikawaha/kagome-dict/dict/trie"
	"github.com/ikawaha/kagome-dict/ipa"
)

// Magic opens every file.
const Magic = "SACREMC1"

// Section ids, as internal/mecab's blob.go reads them.
const (
	SecLsize  = 1 // uint64: the first dimension of the connection matrix
	SecDA     = 2 // [n]{int32 base, int32 check}: kagome's double array
	SecTokens = 3 // [n]{uint16 left, uint16 right, int16 cost, int16 space penalty}
	SecCount  = 4 // [n]uint16: entries sharing the surface whose first entry is tokens[i]
	SecMatrix = 5 // [lsize*rsize]int16: connection costs
	SecExtras = 6 // extra surfaces: {uint32 len(surface), uint32 n, surface, n tokens} each
	SecHidden = 7 // as SecExtras: entries NewIPADict(true) adds back (令和)
)

// MaxFile is the size no file may exceed (GitHub refuses files over 50 MB without LFS).
const MaxFile = 45 << 20

// File is one generated file, named relative to internal/mecab.
type File struct {
	Name string
	Data []byte
}

type token struct {
	left, right uint16
	cost, space int16
}

type extra struct {
	surface string
	tokens  []token
}

// tables are a dictionary as internal/mecab reads it.
type tables struct {
	da             trie.DoubleArray
	tokens         []token
	count          []uint16
	matrix         []int16
	lsize          int64
	extras, hidden []extra
}

// fromKagome converts kagome's dictionary: each entry counts the entries sharing its surface.
func fromKagome(kd *dict.Dict) (*tables, error) {
	t := &tables{da: kd.Index.Da, lsize: kd.Connection.Row, matrix: kd.Connection.Vec}
	t.tokens = make([]token, len(kd.Morphs))
	t.count = make([]uint16, len(kd.Morphs))
	for i, m := range kd.Morphs {
		t.tokens[i] = token{left: uint16(m.LeftID), right: uint16(m.RightID), cost: m.Weight}
		t.count[i] = 1
	}
	for id, dup := range kd.Index.Dup {
		if int(id) >= len(t.count) || int(id)+int(dup) >= len(t.count) || dup >= 1<<16-1 {
			return nil, fmt.Errorf("dictgen: duplicate count %d at entry %d", dup, id)
		}
		t.count[id] = uint16(dup) + 1
	}
	return t, nil
}

// hide removes surface s from the double array's results and returns its entries.
func (t *tables) hide(s string) ([]token, error) {
	id, ok := t.da.Find(s)
	if !ok || t.count[id] == 0 {
		return nil, fmt.Errorf("dictgen: kagome's dictionary has no entry %q", s)
	}
	toks := append([]token(nil), t.tokens[id:id+int(t.count[id])]...)
	t.count[id] = 0
	return toks, nil
}

// reiwaEntry is the one entry kagome's IPA dictionary (and Debian's mecab-ipadic) adds to
// mecab-ipadic-2.7.0-20070801: 令和, the era name of 2019. SacreBLEU's ipadic package has
// 392,126 entries and not this one.
const reiwaEntry = "令和"

// ipaRenamed lists the surfaces kagome decoded differently from MeCab's dictionary compiler.
// kagome reads ipadic's EUC-JP with the WHATWG table, mecab-dict-index with iconv, and the
// two map four JIS X 0208 codes to different code points (see eucJPFix).
var ipaRenamed = []string{
	"～", "－", "－－", "∥", "￡", "あ～", "そ～", "ウ～ン", "アップップ～", "カチョ～",
	"Ｉ－ＭＯＤＥ", "Ｉ－ｍｏｄｅ", "ｉ－ＭＯＤＥ", "ｉ－ｍｏｄｅ", "Ｊ－ＷＡＶＥ", "Ｔ－ＳＱＵＡＲＥ",
	"Ｃｈａ－Ｃｈａ－Ｃｈａ", "セブン－イレブン・ジャパン", "イ・アイ・イ－インターナショナル",
	"モルガン・スタンレー・Ａ－Ｐ・ファンド",
}

// eucJPFix maps WHATWG's decoding of EUC-JP 0xA1C1, 0xA1DD, 0xA1C2 and 0xA1F2 to iconv's.
var eucJPFix = strings.NewReplacer("～", "〜", "－", "−", "∥", "‖", "￡", "£")

// IPADic returns data/ipadic/dict.bin: kagome's IPA dictionary with ipaRenamed re-added under
// MeCab's spelling and 令和 hidden (kept as SecHidden).
func IPADic() ([]File, error) {
	t, err := fromKagome(ipa.DictShrink())
	if err != nil {
		return nil, err
	}
	for _, s := range ipaRenamed {
		toks, err := t.hide(s)
		if err != nil {
			return nil, err
		}
		t.extras = append(t.extras, extra{eucJPFix.Replace(s), toks})
	}
	toks, err := t.hide(reiwaEntry)
	if err != nil {
		return nil, err
	}
	t.hidden = []extra{{reiwaEntry, toks}}
	return []File{{"data/ipadic/dict.bin", t.encode(SecLsize, SecDA, SecTokens, SecCount, SecMatrix, SecExtras, SecHidden)}}, nil
}

// KoDic returns data/kodic/dict.bin and data/kodic/matrix.bin (together over MaxFile):
// kagome's mecab-ko-dic with the left-space penalties of spacePenalty (space-penalty.txt).
func KoDic(spacePenalty string) ([]File, error) {
	t, err := fromKagome(ko.DictShrink())
	if err != nil {
		return nil, err
	}
	if err := t.setSpacePenalties(spacePenalty); err != nil {
		return nil, err
	}
	return []File{
		{"data/kodic/dict.bin", t.encode(SecDA, SecTokens, SecCount)},
		{"data/kodic/matrix.bin", t.encode(SecLsize, SecMatrix)},
	}, nil
}

// setSpacePenalties reads "entry-id penalty" lines (# starts a comment).
func (t *tables) setSpacePenalties(text string) error {
	for n, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		var i, p int
		if _, err := fmt.Sscanf(line, "%d %d", &i, &p); err != nil || i < 0 || i >= len(t.tokens) || p > 1<<15-1 {
			return fmt.Errorf("dictgen: space-penalty.txt:%d: %q", n+1, line)
		}
		t.tokens[i].space = int16(p)
	}
	return nil
}
