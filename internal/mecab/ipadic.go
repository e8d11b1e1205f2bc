package mecab

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/ikawaha/kagome-dict/ipa"
)

// The char.def and unk.def of mecab-ipadic-2.7.0-20070801, converted from EUC-JP to UTF-8.
var (
	//go:embed data/ipadic/char.def
	ipaCharDef string
	//go:embed data/ipadic/unk.def
	ipaUnkDef string
)

// ipaVersion is the version of MeCab that SacreBLEU's mecab-python3 wraps (and Debian's).
const ipaVersion = "0.996"

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

// NewIPADict builds the IPA dictionary (mecab-ipadic-2.7.0-20070801) as MeCab 0.996 compiles
// it, from kagome's copy. With reiwa it also has the entry 令和, as Debian's mecab-ipadic and
// kagome do; without it, it has the 392,126 entries of SacreBLEU's ipadic package.
//
// Entries that share a surface keep kagome's order, which MeCab only uses to break exact ties
// between equal-cost paths (see the package README for what that means in practice).
func NewIPADict(reiwa bool) (*Dict, error) {
	d, err := newDict(ipa.DictShrink(), ipaCharDef, ipaUnkDef)
	if err != nil {
		return nil, err
	}
	d.version = ipaVersion
	for _, s := range ipaRenamed {
		toks, err := d.hide(s)
		if err != nil {
			return nil, err
		}
		d.addExtra(eucJPFix.Replace(s), toks)
	}
	if !reiwa {
		if _, err := d.hide(reiwaEntry); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// hide removes surface s from the double array's results and returns its entries.
func (d *Dict) hide(s string) ([]token, error) {
	id, ok := d.da.Find(s)
	if !ok || d.count[id] == 0 {
		return nil, fmt.Errorf("%w: kagome's dictionary has no entry %q", ErrDictionary, s)
	}
	toks := d.tokens[id : id+int(d.count[id])]
	d.count[id] = 0
	return toks, nil
}
