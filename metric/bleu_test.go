package metric

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/tokenizers"
)

func ptr(f float64) *float64 { return &f }

// bleuCases hold values printed by SacreBLEU 2.6.0's API (BLEU(**config).corpus_score) as
// exact hexadecimal floats; they include the cases of SacreBLEU's test_bleu.py and
// test_sentence_bleu.py. Counts and totals are the sums before add-k smoothing.
var bleuCases = []struct {
	reason         string
	hyps           []string
	streams        [][]string
	cfg            BLEUConfig
	score, bp      float64
	precisions     []float64
	counts, totals []int
	sysLen, refLen int
	ratio          float64
	verbose        string
}{
	{"README example, defaults",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{},
		0x1.843f223b3bdbap+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5, 0x1.6ba2e8ba2e8bap+5, 0x1.2c00000000000p+5}, []int{14, 7, 5, 3}, []int{17, 14, 11, 8}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, tok none",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{Tokenize: "none"},
		0x1.8989208aca415p+5, 0x1.dcb442bab408fp-1, []float64{0x1.1db6db6db6db7p+6, 0x1.b45d1745d1746p+5, 0x1.9000000000000p+5, 0x1.4000000000000p+5}, []int{10, 6, 4, 2}, []int{14, 11, 8, 5}, 14, 15, 0x1.ddddddddddddep-1, "71.4/54.5/50.0/40.0 (BP = 0.931 ratio = 0.933 hyp_len = 14 ref_len = 15)"},
	{"README example, tok intl",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{Tokenize: "intl"},
		0x1.5f5472fb1236ap+5, 0x1.0000000000000p+0, []float64{0x1.26bca1af286bdp+6, 0x1.5e00000000000p+5, 0x1.33b13b13b13b1p+5, 0x1.e000000000000p+4}, []int{14, 7, 5, 3}, []int{19, 16, 13, 10}, 19, 18, 0x1.0e38e38e38e39p+0, "73.7/43.8/38.5/30.0 (BP = 1.000 ratio = 1.056 hyp_len = 19 ref_len = 18)"},
	{"README example, tok char",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{Tokenize: "char"},
		0x1.22714c03af695p+6, 0x1.0000000000000p+0, []float64{0x1.6d8469ee5846ap+6, 0x1.31745d1745d17p+6, 0x1.0d3b13b13b13bp+6, 0x1.d97829cbc14e6p+5}, []int{53, 42, 35, 29}, []int{58, 55, 52, 49}, 58, 57, 0x1.047dc11f7047ep+0, "91.4/76.4/67.3/59.2 (BP = 1.000 ratio = 1.018 hyp_len = 58 ref_len = 57)"},
	{"README example, no smoothing",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{SmoothMethod: "none"},
		0x1.843f223b3bdbap+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5, 0x1.6ba2e8ba2e8bap+5, 0x1.2c00000000000p+5}, []int{14, 7, 5, 3}, []int{17, 14, 11, 8}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, lowercase",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{Lowercase: true},
		0x1.843f223b3bdbap+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5, 0x1.6ba2e8ba2e8bap+5, 0x1.2c00000000000p+5}, []int{14, 7, 5, 3}, []int{17, 14, 11, 8}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, order 1",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{MaxNgramOrder: 1},
		0x1.3697f005e64b1p+6, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6}, []int{14}, []int{17}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, order 2",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{MaxNgramOrder: 2},
		0x1.e40667bf5dde2p+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5}, []int{14, 7}, []int{17, 14}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, order 3",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{MaxNgramOrder: 3},
		0x1.af78b105d9ea4p+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5, 0x1.6ba2e8ba2e8bap+5}, []int{14, 7, 5}, []int{17, 14, 11}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0/45.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, order 5",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{MaxNgramOrder: 5},
		0x1.712740bb6a538p+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5, 0x1.6ba2e8ba2e8bap+5, 0x1.2c00000000000p+5, 0x1.4000000000000p+5}, []int{14, 7, 5, 3, 2}, []int{17, 14, 11, 8, 5}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0/45.5/37.5/40.0 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"README example, order 6",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{MaxNgramOrder: 6},
		0x1.5a43fd36fdc17p+5, 0x1.e2c044ca444bdp-1, []float64{0x1.4969696969697p+6, 0x1.9000000000000p+5, 0x1.6ba2e8ba2e8bap+5, 0x1.2c00000000000p+5, 0x1.4000000000000p+5, 0x1.0aaaaaaaaaaabp+5}, []int{14, 7, 5, 3, 2, 1}, []int{17, 14, 11, 8, 5, 3}, 17, 18, 0x1.e38e38e38e38ep-1, "82.4/50.0/45.5/37.5/40.0/33.3 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)"},
	{"empty hypotheses are kept and score 0",
		[]string{"", "", ""}, [][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		BLEUConfig{},
		0x0.0p+0, 0x0.0p+0, []float64{0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0}, []int{0, 0, 0, 0}, []int{0, 0, 0, 0}, 0, 17, 0x0.0p+0, "0.0/0.0/0.0/0.0 (BP = 0.000 ratio = 0.000 hyp_len = 0 ref_len = 17)"},
	{"raw BLEU with no match at all is 0 (#141)",
		[]string{"this is a test", "another test"}, [][]string{{"ref1", "ref2"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x1.47ae147ae147bp-7), EffectiveOrder: true},
		0x0.0p+0, 0x1.0000000000000p+0, []float64{0x0.0p+0, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0}, []int{0, 0, 0, 0}, []int{6, 4, 2, 1}, 6, 2, 0x1.8000000000000p+1, "0.0/0.0/0.0/0.0 (BP = 1.000 ratio = 3.000 hyp_len = 6 ref_len = 2)"},
	{"raw BLEU of an exact match",
		[]string{"this is a test"}, [][]string{{"this is a test"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x1.47ae147ae147bp-7), EffectiveOrder: true},
		0x1.9000000000003p+6, 0x1.0000000000000p+0, []float64{0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x1.9000000000000p+6}, []int{4, 3, 2, 1}, []int{4, 3, 2, 1}, 4, 4, 0x1.0000000000000p+0, "100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 4 ref_len = 4)"},
	{"raw BLEU, one word differs",
		[]string{"this is a fest"}, [][]string{{"this is a test"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x1.47ae147ae147bp-7), EffectiveOrder: true},
		0x1.65c55827df1d1p+4, 0x1.0000000000000p+0, []float64{0x1.2c00000000000p+6, 0x1.0aaaaaaaaaaabp+6, 0x1.9000000000000p+5, 0x1.0000000000000p+0}, []int{3, 2, 1, 0}, []int{4, 3, 2, 1}, 4, 4, 0x1.0000000000000p+0, "75.0/66.7/50.0/1.0 (BP = 1.000 ratio = 1.000 hyp_len = 4 ref_len = 4)"},
	{"statistics with repeated words",
		[]string{"am I am a character sequence"}, [][]string{{"I am a symbol string sequence a a"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x1.47ae147ae147bp-7), EffectiveOrder: true},
		0x1.17f374b61f359p+3, 0x1.6edd3122f2ea5p-1, []float64{0x1.0aaaaaaaaaaabp+6, 0x1.4000000000000p+5, 0x1.9000000000000p+4, 0x1.5555555555555p-2}, []int{4, 2, 1, 0}, []int{6, 5, 4, 3}, 6, 8, 0x1.8000000000000p-1, "66.7/40.0/25.0/0.3 (BP = 0.717 ratio = 0.750 hyp_len = 6 ref_len = 8)"},
	{"floor with its default value 0.1",
		[]string{"am I am a character sequence"}, [][]string{{"I am a symbol string sequence a a"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor"},
		0x1.f1d4c2de41fc2p+3, 0x1.6edd3122f2ea5p-1, []float64{0x1.0aaaaaaaaaaabp+6, 0x1.4000000000000p+5, 0x1.9000000000000p+4, 0x1.aaaaaaaaaaaabp+1}, []int{4, 2, 1, 0}, []int{6, 5, 4, 3}, 6, 8, 0x1.8000000000000p-1, "66.7/40.0/25.0/3.3 (BP = 0.717 ratio = 0.750 hyp_len = 6 ref_len = 8)"},
	{"floor with value 0: zero precision",
		[]string{"am I am a character sequence"}, [][]string{{"I am a symbol string sequence a a"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x0.0p+0)},
		0x0.0p+0, 0x1.6edd3122f2ea5p-1, []float64{0x1.0aaaaaaaaaaabp+6, 0x1.4000000000000p+5, 0x1.9000000000000p+4, 0x0.0p+0}, []int{4, 2, 1, 0}, []int{6, 5, 4, 3}, 6, 8, 0x1.8000000000000p-1, "66.7/40.0/25.0/0.0 (BP = 0.717 ratio = 0.750 hyp_len = 6 ref_len = 8)"},
	{"effective order: one word",
		[]string{"test"}, [][]string{{"a test"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x1.47ae147ae147bp-7), EffectiveOrder: true},
		0x1.264db5a531ae6p+5, 0x1.78b56362cef38p-2, []float64{0x1.9000000000000p+6, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0}, []int{1, 0, 0, 0}, []int{1, 0, 0, 0}, 1, 2, 0x1.0000000000000p-1, "100.0/0.0/0.0/0.0 (BP = 0.368 ratio = 0.500 hyp_len = 1 ref_len = 2)"},
	{"effective order: two words",
		[]string{"a little test"}, [][]string{{"a test"}},
		BLEUConfig{Tokenize: "none", SmoothMethod: "floor", SmoothValue: ptr(0x1.47ae147ae147bp-7), EffectiveOrder: true},
		0x1.9bf12feb31a41p+1, 0x1.0000000000000p+0, []float64{0x1.0aaaaaaaaaaabp+6, 0x1.0000000000000p-1, 0x1.0000000000000p+0, 0x0.0p+0}, []int{2, 0, 0, 0}, []int{3, 2, 1, 0}, 3, 2, 0x1.8000000000000p+0, "66.7/0.5/1.0/0.0 (BP = 1.000 ratio = 1.500 hyp_len = 3 ref_len = 2)"},
	{"sentence BLEU (#98), exp",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{EffectiveOrder: true},
		0x1.b046a95087631p+3, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+5, 0x1.ec4ec4ec4ec4fp+3, 0x1.0aaaaaaaaaaabp+3, 0x1.22e8ba2e8ba2fp+2}, []int{8, 2, 1, 0}, []int{14, 13, 12, 11}, 14, 13, 0x1.13b13b13b13b1p+0, "57.1/15.4/8.3/4.5 (BP = 1.000 ratio = 1.077 hyp_len = 14 ref_len = 13)"},
	{"sentence BLEU (#98), floor",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{EffectiveOrder: true, SmoothMethod: "floor"},
		0x1.211494f8fab39p+3, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+5, 0x1.ec4ec4ec4ec4fp+3, 0x1.0aaaaaaaaaaabp+3, 0x1.d1745d1745d17p-1}, []int{8, 2, 1, 0}, []int{14, 13, 12, 11}, 14, 13, 0x1.13b13b13b13b1p+0, "57.1/15.4/8.3/0.9 (BP = 1.000 ratio = 1.077 hyp_len = 14 ref_len = 13)"},
	{"sentence BLEU (#98), floor 0.5",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{EffectiveOrder: true, SmoothMethod: "floor", SmoothValue: ptr(0x1.0000000000000p-1)},
		0x1.b046a95087631p+3, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+5, 0x1.ec4ec4ec4ec4fp+3, 0x1.0aaaaaaaaaaabp+3, 0x1.22e8ba2e8ba2fp+2}, []int{8, 2, 1, 0}, []int{14, 13, 12, 11}, 14, 13, 0x1.13b13b13b13b1p+0, "57.1/15.4/8.3/4.5 (BP = 1.000 ratio = 1.077 hyp_len = 14 ref_len = 13)"},
	{"sentence BLEU (#98), add-k",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{EffectiveOrder: true, SmoothMethod: "add-k"},
		0x1.3e7b6f89330b2p+4, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+5, 0x1.56db6db6db6dbp+4, 0x1.ec4ec4ec4ec4fp+3, 0x1.0aaaaaaaaaaabp+3}, []int{8, 2, 1, 0}, []int{14, 13, 12, 11}, 14, 13, 0x1.13b13b13b13b1p+0, "57.1/21.4/15.4/8.3 (BP = 1.000 ratio = 1.077 hyp_len = 14 ref_len = 13)"},
	{"sentence BLEU (#98), add-k 2",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{EffectiveOrder: true, SmoothMethod: "add-k", SmoothValue: ptr(0x1.0000000000000p+1)},
		0x1.a9f6b6de8c3abp+4, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+5, 0x1.aaaaaaaaaaaabp+4, 0x1.56db6db6db6dbp+4, 0x1.ec4ec4ec4ec4fp+3}, []int{8, 2, 1, 0}, []int{14, 13, 12, 11}, 14, 13, 0x1.13b13b13b13b1p+0, "57.1/26.7/21.4/15.4 (BP = 1.000 ratio = 1.077 hyp_len = 14 ref_len = 13)"},
	{"sentence BLEU (#98), add-k 0.5 without effective order",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{SmoothMethod: "add-k", SmoothValue: ptr(0x1.0000000000000p-1)},
		0x1.ea84bb7778b5dp+3, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+5, 0x1.284bda12f684cp+4, 0x1.8000000000000p+3, 0x1.1642c8590b216p+2}, []int{8, 2, 1, 0}, []int{14, 13, 12, 11}, 14, 13, 0x1.13b13b13b13b1p+0, "57.1/18.5/12.0/4.3 (BP = 1.000 ratio = 1.077 hyp_len = 14 ref_len = 13)"},
	{"sentence BLEU (#98), char, lowercase",
		[]string{"Lord Voldemort a ars ultima dată ieri ziarul, și ceilalţi sunt lângă."}, [][]string{{"Lordul Voldemort a ars ziarul de ieri, iar ceilalți sunt alături."}},
		BLEUConfig{EffectiveOrder: true, Tokenize: "char", Lowercase: true},
		0x1.af055f6efc59fp+5, 0x1.0000000000000p+0, []float64{0x1.58d3dcb08d3ddp+6, 0x1.cf286bca1af28p+5, 0x1.736db6db6db6ep+5, 0x1.22e8ba2e8ba2fp+5}, []int{50, 33, 26, 20}, []int{58, 57, 56, 55}, 58, 55, 0x1.0df6b0df6b0dfp+0, "86.2/57.9/46.4/36.4 (BP = 1.000 ratio = 1.055 hyp_len = 58 ref_len = 55)"},
	{"short hypothesis: exp smoothing halves per missing order",
		[]string{"The cat"}, [][]string{{"The cat sat"}},
		BLEUConfig{EffectiveOrder: true},
		0x1.e5397aa6e5a73p+5, 0x1.368b2fc6f960ap-1, []float64{0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x0.0p+0, 0x0.0p+0}, []int{2, 1, 0, 0}, []int{2, 1, 0, 0}, 2, 3, 0x1.5555555555555p-1, "100.0/100.0/0.0/0.0 (BP = 0.607 ratio = 0.667 hyp_len = 2 ref_len = 3)"},
	{"short hypothesis without effective order: 0",
		[]string{"The cat"}, [][]string{{"The cat sat"}},
		BLEUConfig{},
		0x0.0p+0, 0x1.368b2fc6f960ap-1, []float64{0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x0.0p+0, 0x0.0p+0}, []int{2, 1, 0, 0}, []int{2, 1, 0, 0}, 2, 3, 0x1.5555555555555p-1, "100.0/100.0/0.0/0.0 (BP = 0.607 ratio = 0.667 hyp_len = 2 ref_len = 3)"},
	{"closest reference length: ties go to the shorter reference",
		[]string{"a b c d"}, [][]string{{"a b c"}, {"a b c d e"}},
		BLEUConfig{},
		0x1.9000000000003p+6, 0x1.0000000000000p+0, []float64{0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x1.9000000000000p+6}, []int{4, 3, 2, 1}, []int{4, 3, 2, 1}, 4, 3, 0x1.5555555555555p+0, "100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.333 hyp_len = 4 ref_len = 3)"},
	{"an empty reference counts, with length 0",
		[]string{"a"}, [][]string{{"a b c"}, {""}},
		BLEUConfig{},
		0x0.0p+0, 0x1.0000000000000p+0, []float64{0x1.9000000000000p+6, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0}, []int{1, 0, 0, 0}, []int{1, 0, 0, 0}, 1, 0, 0x0.0p+0, "100.0/0.0/0.0/0.0 (BP = 1.000 ratio = 0.000 hyp_len = 1 ref_len = 0)"},
	{"hypothesis longer than the reference: BP 1",
		[]string{"the the the the the the the"}, [][]string{{"the cat is on the mat"}},
		BLEUConfig{},
		0x1.f3d4946ed6871p+2, 0x1.0000000000000p+0, []float64{0x1.c924924924925p+4, 0x1.0aaaaaaaaaaabp+3, 0x1.4000000000000p+2, 0x1.9000000000000p+1}, []int{2, 0, 0, 0}, []int{7, 6, 5, 4}, 7, 6, 0x1.2aaaaaaaaaaabp+0, "28.6/8.3/5.0/3.1 (BP = 1.000 ratio = 1.167 hyp_len = 7 ref_len = 6)"},
	{"Greek final sigma and dotted I lowercase as Python does",
		[]string{"ΟΔΟΣ İstanbul"}, [][]string{{"οδος i̇stanbul"}},
		BLEUConfig{Lowercase: true, Tokenize: "none"},
		0x0.0p+0, 0x1.0000000000000p+0, []float64{0x1.9000000000000p+6, 0x1.9000000000000p+6, 0x0.0p+0, 0x0.0p+0}, []int{2, 1, 0, 0}, []int{2, 1, 0, 0}, 2, 2, 0x1.0000000000000p+0, "100.0/100.0/0.0/0.0 (BP = 1.000 ratio = 1.000 hyp_len = 2 ref_len = 2)"},
}

func TestBLEUCorpus(t *testing.T) {
	for _, c := range bleuCases {
		b, err := NewBLEU(c.cfg)
		if err != nil {
			t.Fatalf("%s: %v", c.reason, err)
		}
		refs, err := FromStreams(c.streams...)
		if err != nil {
			t.Fatal(err)
		}
		p, err := b.Prepare(refs)
		if err != nil {
			t.Fatal(err)
		}
		st, err := b.Stats(c.hyps, p)
		if err != nil {
			t.Fatal(err)
		}
		s := b.ComputeBLEU(st.Sum())
		if s.Score.Score != c.score || s.BP != c.bp || s.Ratio != c.ratio {
			t.Errorf("%s: score %x bp %x ratio %x, want %x %x %x", c.reason, s.Score.Score, s.BP, s.Ratio, c.score, c.bp, c.ratio)
		}
		if !slices.Equal(s.Precisions, c.precisions) {
			t.Errorf("%s: precisions %x, want %x", c.reason, s.Precisions, c.precisions)
		}
		if !slices.Equal(s.Counts, c.counts) || !slices.Equal(s.Totals, c.totals) || s.SysLen != c.sysLen || s.RefLen != c.refLen {
			t.Errorf("%s: counts %v/%v lens %d/%d, want %v/%v %d/%d", c.reason, s.Counts, s.Totals, s.SysLen, s.RefLen, c.counts, c.totals, c.sysLen, c.refLen)
		}
		if s.Verbose != c.verbose {
			t.Errorf("%s: verbose %q, want %q", c.reason, s.Verbose, c.verbose)
		}
	}
}

// TestStatsMany checks that scoring systems together gives each system's own statistics.
func TestStatsMany(t *testing.T) {
	b, _ := NewBLEU(BLEUConfig{})
	refs, _ := FromStreams(bleuCases[0].streams...)
	p, _ := b.Prepare(refs)
	// The last system repeats earlier systems' hypotheses, whose statistics are copied.
	systems := [][]string{bleuCases[0].hyps, {"", "x", "The man"}, {"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
		{"", "It was not unexpected.", bleuCases[0].hyps[2]}}
	all, err := b.StatsMany(systems, p)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := NewCHRF(CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2})
	pc, _ := c.Prepare(refs)
	allC, err := c.StatsMany(systems, pc)
	if err != nil {
		t.Fatal(err)
	}
	for i, hyps := range systems {
		oneC, err := c.Stats(hyps, pc)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(allC[i].Data, oneC.Data) {
			t.Errorf("chrF++ system %d: StatsMany %v, Stats %v", i, allC[i].Data, oneC.Data)
		}
		one, err := b.Stats(hyps, p)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(all[i].Data, one.Data) {
			t.Errorf("system %d: StatsMany %v, Stats %v", i, all[i].Data, one.Data)
		}
	}
}

func TestErrors(t *testing.T) {
	if _, err := NewBLEU(BLEUConfig{SmoothMethod: "nosuch"}); !errors.Is(err, ErrConfig) {
		t.Errorf("unknown smoothing: %v, want ErrConfig", err)
	}
	if _, err := NewBLEU(BLEUConfig{Tokenize: "nosuch"}); !errors.Is(err, tokenizers.ErrUnknown) {
		t.Errorf("unknown tokenizer: %v, want tokenizers.ErrUnknown", err)
	}
	if _, err := FromStreams([]string{"a"}, []string{"a", "b"}); !errors.Is(err, ErrLength) {
		t.Errorf("streams of different lengths: %v, want ErrLength", err)
	}
	b, _ := NewBLEU(BLEUConfig{})
	if _, err := Corpus(b, []string{"a", "b"}, Refs{{"a"}}); !errors.Is(err, ErrLength) {
		t.Errorf("more hypotheses than references: %v, want ErrLength", err)
	}
	if _, err := Corpus(b, nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("no segments: %v, want ErrEmpty", err)
	}
}

// TestBLEUNumberedRandom compares BLEU's four ways of counting n-grams (bit-parallel, packed,
// numbered, string-keyed as SacreBLEU) on random tokenized segments: few and many distinct
// tokens, short and long ones, several references, empty ones, references past the
// bit-parallel positions, orders longer than the segments, tokens split by single spaces and by
// any white space.
func TestBLEUNumberedRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	line := func(vocab, n int, spaced bool) string {
		var b strings.Builder
		for i := range rng.IntN(n + 1) {
			if i > 0 || !spaced && rng.IntN(4) == 0 {
				b.WriteString([]string{" ", " ", " ", "\t", "  "}[rng.IntN(map[bool]int{true: 1, false: 5}[spaced])])
			}
			b.WriteString(strconv.Itoa(rng.IntN(vocab)))
			if rng.IntN(8) == 0 {
				b.WriteString("-long-token")
			}
		}
		return b.String()
	}
	for trial := range 600 {
		order := 1 + rng.IntN(7)
		vocab := []int{2, 40, 5000}[trial%3]
		spaced := trial%5 != 0
		refs := make([]string, 1+rng.IntN(3))
		for k := range refs {
			refs[k] = line(vocab, []int{40, 80}[trial%2], spaced)
		}
		hyp := line(vocab, 60, spaced)
		rows := make([][]float64, 4)
		onBits := false
		for i := range rows {
			c := newNgramCounter(order, spaced)
			c.noBits, c.noPack, c.stringsOnly = i == 1, i == 2, i == 3
			rows[i] = make([]float64, 2+2*order)
			c.setRefs(refs)
			c.count(rows[i], hyp)
			if i == 0 {
				onBits = c.onBits
			}
		}
		if !slices.Equal(rows[0], rows[1]) || !slices.Equal(rows[0], rows[2]) || !slices.Equal(rows[0], rows[3]) {
			t.Fatalf("order %d %q vs %q: bit-parallel (%v) %v, packed %v, numbered %v, strings %v", order, hyp, refs, onBits, rows[0], rows[1], rows[2], rows[3])
		}
	}
}

// TestBLEUSpans checks that a hypothesis counted from 13a's spans, bit-parallel, gets the
// statistics of its tokenized line counted through the packed tables: WMT lines, and lines
// whose last tokens sit in the last 8 bytes, shorter lines, long tokens and entities.
func TestBLEUSpans(t *testing.T) {
	refs, hyps := wmt17Lines(t, "ref.txt", 300), wmt17Lines(t, "online-B.0.txt", 300)
	hyps = append(hyps, "a", "a.", "a b", "Tor, b", "x &amp; y", "Donaudampfschifffahrt a.", "a Donaudampfschifffahrt")
	refs = append(refs, "a", "a .", "b a", "Tor , b", "x & y", "Donaudampfschifffahrt", "a Donaudampfschifffahrt")
	b, _ := NewBLEU(BLEUConfig{})
	sp := b.tok.(tokenizers.Spanner)
	spaced := tokenizers.SingleSpaced(b.tok)
	onBits, packed := newNgramCounter(4, spaced), newNgramCounter(4, spaced)
	packed.noBits = true
	a, c := make([]float64, b.width()), make([]float64, b.width())
	var spans []uint32
	for i := range refs {
		seg := []string{b.preprocess(refs[i])}
		onBits.setRefs(seg)
		packed.setRefs(seg)
		if !onBits.onBits || !onBits.spansFit(len(hyps[i])) {
			t.Fatalf("segment %d: not counted bit-parallel from spans", i)
		}
		var text string
		text, spans = sp.AppendSpans(spans[:0], b.normalized(hyps[i]))
		clear(c) // the packed tables add to the row
		onBits.countSpans(a, text, spans)
		packed.count(c, b.preprocess(hyps[i]))
		if !slices.Equal(a, c) {
			t.Fatalf("segment %d %q: spans %v, packed %v", i, hyps[i], a, c)
		}
	}
}
