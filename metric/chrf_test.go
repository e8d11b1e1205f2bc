package metric

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/normalize"
)

// chrfCases hold values printed by SacreBLEU 2.6.0's API (CHRF(**config).corpus_score) as exact
// hexadecimal floats, with the summed statistics; they include the cases of its test_chrf.py.
var chrfCases = []struct {
	reason  string
	hyps    []string
	streams [][]string
	cfg     CHRFConfig
	name    string
	score   float64
	stats   []float64
}{
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"abcdefg"},
		[][]string{{"hijklmnop"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.6849b86a12b9cp-47, []float64{7, 9, 0, 6, 8, 0, 5, 7, 0, 4, 6, 0, 3, 5, 0, 2, 4, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"abcdefg"},
		[][]string{{"hijklmnop"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{7, 9, 0, 6, 8, 0, 5, 7, 0, 4, 6, 0, 3, 5, 0, 2, 4, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"abcdefg"},
		[][]string{{"hijklmnop"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{7, 9, 0, 6, 8, 0, 5, 7, 0, 4, 6, 0, 3, 5, 0, 2, 4, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"a"},
		[][]string{{"b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.6849b86a12b9cp-47, []float64{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"a"},
		[][]string{{"b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"a"},
		[][]string{{"b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{""},
		[][]string{{"b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.2c3d6f030f9acp-47, []float64{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{""},
		[][]string{{"b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{""},
		[][]string{{"b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{""},
		[][]string{{"ref"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.6849b86a12b9bp-48, []float64{0, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{""},
		[][]string{{"ref"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{0, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{""},
		[][]string{{"ref"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x0.0p+0, []float64{0, 3, 0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"aa"},
		[][]string{{"ab"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.0aaaaaaaaaab0p+3, []float64{2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"aa"},
		[][]string{{"ab"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+4, []float64{2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"aa"},
		[][]string{{"ab"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+4, []float64{2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"a", "b"},
		[][]string{{"a", "c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.0aaaaaaaaaab0p+3, []float64{2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"a", "b"},
		[][]string{{"a", "c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+5, []float64{2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"a", "b"},
		[][]string{{"a", "c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+5, []float64{2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"a"},
		[][]string{{"a"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.0aaaaaaaaaaabp+4, []float64{1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"a"},
		[][]string{{"a"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"a"},
		[][]string{{"a"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"a b c"},
		[][]string{{"a b c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.9000000000000p+5, []float64{3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"a b c"},
		[][]string{{"a b c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"a b c"},
		[][]string{{"a b c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"a b c"},
		[][]string{{"abc"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.9000000000000p+5, []float64{3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"a b c"},
		[][]string{{"abc"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"a b c"},
		[][]string{{"abc"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.f3ffffffffffep+4, []float64{5, 3, 3, 4, 2, 0, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{" risk assessment must be made of those who are qualified and expertise in the sector - these are the scientists ."},
		[][]string{{"risk assessment has to be undertaken by those who are qualified and expert in that area - that is the scientists ."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.fae4d2b99a5f8p+5, []float64{92, 93, 81, 91, 92, 68, 90, 91, 57, 89, 90, 50, 88, 89, 46, 87, 88, 43}},
	{"test_chrf.py, beta 3, effective order",
		[]string{" risk assessment must be made of those who are qualified and expertise in the sector - these are the scientists ."},
		[][]string{{"risk assessment has to be undertaken by those who are qualified and expert in that area - that is the scientists ."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.fae4d2db723cdp+5, []float64{92, 93, 81, 91, 92, 68, 90, 91, 57, 89, 90, 50, 88, 89, 46, 87, 88, 43}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{" risk assessment must be made of those who are qualified and expertise in the sector - these are the scientists ."},
		[][]string{{"risk assessment has to be undertaken by those who are qualified and expert in that area - that is the scientists ."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.055145aa318f7p+6, []float64{113, 114, 102, 112, 113, 84, 111, 112, 73, 110, 111, 66, 109, 110, 59, 108, 109, 54}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. "},
		[][]string{{"Das Verhältnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.008558ccea4d5p+6, []float64{62, 69, 54, 61, 68, 46, 60, 67, 43, 59, 66, 40, 58, 65, 37, 57, 64, 34}},
	{"test_chrf.py, beta 3, effective order",
		[]string{" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. "},
		[][]string{{"Das Verhältnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.0085657468d90p+6, []float64{62, 69, 54, 61, 68, 46, 60, 67, 43, 59, 66, 40, 58, 65, 37, 57, 64, 34}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. "},
		[][]string{{"Das Verhältnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.f1c1b4a3c30a8p+5, []float64{78, 78, 63, 77, 77, 54, 76, 76, 49, 75, 75, 44, 74, 74, 39, 73, 73, 34}},
	{"test_chrf.py, beta 3, eps smoothing",
		[]string{"Niemand hat die Absicht, eine Mauer zu errichten"},
		[][]string{{"Niemand hat die Absicht, eine Mauer zu errichten"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF3", 0x1.9000000000000p+6, []float64{41, 41, 41, 40, 40, 40, 39, 39, 39, 38, 38, 38, 37, 37, 37, 36, 36, 36}},
	{"test_chrf.py, beta 3, effective order",
		[]string{"Niemand hat die Absicht, eine Mauer zu errichten"},
		[][]string{{"Niemand hat die Absicht, eine Mauer zu errichten"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{41, 41, 41, 40, 40, 40, 39, 39, 39, 38, 38, 38, 37, 37, 37, 36, 36, 36}},
	{"test_chrf.py, beta 3, whitespace",
		[]string{"Niemand hat die Absicht, eine Mauer zu errichten"},
		[][]string{{"Niemand hat die Absicht, eine Mauer zu errichten"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 3, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF3", 0x1.9000000000000p+6, []float64{48, 48, 48, 47, 47, 47, 46, 46, 46, 45, 45, 45, 44, 44, 44, 43, 43, 43}},
	{"test_chrf.py sentence chrF with eps smoothing (Czech)",
		[]string{"Co nás nejvíc trápí, protože lékaři si vybírají, kdo bude žít a kdo zemře."},
		[][]string{{"Nejvíce smutní jsme z toho, že musíme rozhodovat o tom, kdo bude žít a kdo zemře."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF2", 0x1.392053ef7ec6ep+5, []float64{61, 66, 43, 60, 65, 28, 59, 64, 23, 58, 63, 20, 57, 62, 18, 56, 61, 16}},
	{"sentence chrF++ (Czech)",
		[]string{"Co nás nejvíc trápí, protože lékaři si vybírají, kdo bude žít a kdo zemře."},
		[][]string{{"Nejvíce smutní jsme z toho, že musíme rozhodovat o tom, kdo bude žít a kdo zemře."}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.4303eb04f2409p+5, []float64{61, 66, 43, 60, 65, 28, 59, 64, 23, 58, 63, 20, 57, 62, 18, 56, 61, 16, 17, 19, 9, 16, 18, 7}},
	{"test_chrf.py sentence chrF with eps smoothing (Czech)",
		[]string{"Nebo prostě nemají vybavení, které by jim pomohlo, uvedli lékaři."},
		[][]string{{"A někdy nemáme ani potřebný materiál, abychom jim pomohli, popsali lékaři."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF2", 0x1.f39bf01d27cadp+4, []float64{56, 64, 44, 55, 63, 24, 54, 62, 16, 53, 61, 12, 52, 60, 10, 51, 59, 8}},
	{"sentence chrF++ (Czech)",
		[]string{"Nebo prostě nemají vybavení, které by jim pomohlo, uvedli lékaři."},
		[][]string{{"A někdy nemáme ani potřebný materiál, abychom jim pomohli, popsali lékaři."}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.ced65181d9fc5p+4, []float64{56, 64, 44, 55, 63, 24, 54, 62, 16, 53, 61, 12, 52, 60, 10, 51, 59, 8, 13, 14, 5, 12, 13, 1}},
	{"test_chrf.py sentence chrF with eps smoothing (Czech)",
		[]string{"Lapali po dechu, jejich životy skončily dřív, než skutečně začaly."},
		[][]string{{"Lapali po dechu a pak jejich život skončil - dřív, než skutečně mohl začít, připomněli."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF2", 0x1.c941a01bfd395p+5, []float64{57, 73, 54, 56, 72, 45, 55, 71, 40, 54, 70, 35, 53, 69, 31, 52, 68, 27}},
	{"sentence chrF++ (Czech)",
		[]string{"Lapali po dechu, jejich životy skončily dřív, než skutečně začaly."},
		[][]string{{"Lapali po dechu a pak jejich život skončil - dřív, než skutečně mohl začít, připomněli."}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.b1139fa33e7fcp+5, []float64{57, 73, 54, 56, 72, 45, 55, 71, 40, 54, 70, 35, 53, 69, 31, 52, 68, 27, 13, 18, 10, 12, 17, 5}},
	{"README example, defaults, two references",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2", 0x1.ddd1f4ddcc8a6p+5, []float64{58, 56, 46, 55, 53, 36, 52, 50, 31, 49, 47, 26, 46, 44, 22, 43, 41, 18}},
	{"README example, chrF++",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.d9398ed29e908p+5, []float64{58, 56, 46, 55, 53, 36, 52, 50, 31, 49, 47, 26, 46, 44, 22, 43, 41, 18, 17, 18, 12, 14, 15, 7}},
	{"README example, eps smoothing",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: true},
		"chrF2", 0x1.ddd19b4577be1p+5, []float64{58, 56, 46, 55, 53, 36, 52, 50, 31, 49, 47, 26, 46, 44, 22, 43, 41, 18}},
	{"README example, whitespace kept",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: true, EpsSmoothing: false},
		"chrF2", 0x1.078185bd27078p+6, []float64{69, 68, 57, 66, 65, 47, 63, 62, 42, 60, 59, 37, 57, 56, 32, 54, 53, 28}},
	{"README example, chrF1+ lowercase",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 6, WordOrder: 1, Beta: 1, Lowercase: true, Whitespace: false, EpsSmoothing: false},
		"chrF1+", 0x1.e52ce2502b838p+5, []float64{58, 56, 47, 55, 53, 36, 52, 50, 31, 49, 47, 26, 46, 44, 22, 43, 41, 18, 17, 18, 12}},
	{"README example, word n-grams only",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 0, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.e15395695470dp+5, []float64{17, 18, 13, 14, 15, 7}},
	{"README example, character order 3",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 3, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2", 0x1.18a538cec1cecp+6, []float64{58, 56, 46, 55, 53, 36, 52, 50, 31}},
	{"README example, beta 0",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 1, WordOrder: 4, Beta: 0, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF0++++", 0x1.cb37d858bf782p+5, []float64{58, 57, 45, 17, 18, 13, 14, 15, 7, 11, 12, 5, 8, 9, 3}},
	{"README example, chrF++ whitespace eps",
		[]string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."},
		[][]string{{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}, {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: true, EpsSmoothing: true},
		"chrF2++", 0x1.fdf8c99bb418cp+5, []float64{69, 68, 57, 66, 65, 47, 63, 62, 42, 60, 59, 37, 57, 56, 32, 54, 53, 28, 17, 18, 12, 14, 15, 7}},
	{"punctuation split off words: (hi) gives (hi and )",
		[]string{"(hi) there, you!", "a . b"},
		[][]string{{"(hi there) ,you!", ". a b"}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.578b0a24ff674p+5, []float64{17, 17, 17, 15, 15, 10, 13, 13, 7, 11, 11, 4, 10, 10, 2, 9, 9, 0, 9, 9, 6, 7, 7, 0}},
	{"the first reference with the best F wins ties",
		[]string{"a b c"},
		[][]string{{"a b c"}, {"a b c"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2", 0x1.9000000000000p+6, []float64{3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"a reference without n-grams of an order zeroes the hypothesis count",
		[]string{"abcdef ghij"},
		[][]string{{"ab"}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x1.ff6a5fda97f6ap+4, []float64{10, 2, 2, 9, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0}},
	{"empty hypothesis and reference",
		[]string{""},
		[][]string{{""}},
		CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2++", 0x0.0p+0, []float64{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	{"whitespace of every kind is removed",
		[]string{"a b　c\u001cd\u0085e\tf"},
		[][]string{{"abcdef"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2", 0x1.9000000000000p+6, []float64{6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1}},
	{"combining marks and astral characters are code points",
		[]string{"é😀𠀀ab"},
		[][]string{{"é😀𠀀ab"}},
		CHRFConfig{CharOrder: 6, WordOrder: 1, Beta: 2, Lowercase: false, Whitespace: false, EpsSmoothing: false},
		"chrF2+", 0x1.562101eb463cap+5, []float64{6, 5, 4, 5, 4, 3, 4, 3, 2, 3, 2, 1, 2, 1, 0, 0, 0, 0, 1, 1, 0}},
	{"Python lowercase: İ and final sigma",
		[]string{"İSTANBUL ΟΔΟΣ"},
		[][]string{{"i̇stanbul οδος"}},
		CHRFConfig{CharOrder: 6, WordOrder: 0, Beta: 2, Lowercase: true, Whitespace: false, EpsSmoothing: false},
		"chrF2", 0x1.9000000000000p+6, []float64{13, 13, 13, 12, 12, 12, 11, 11, 11, 10, 10, 10, 9, 9, 9, 8, 8, 8}},
}

func TestCHRFCorpus(t *testing.T) {
	for _, c := range chrfCases {
		m, err := newCHRF(c.cfg) // as given: the cases' beta 0 is SacreBLEU's beta=0
		if err != nil {
			t.Fatalf("%s: %v", c.reason, err)
		}
		refs, err := FromStreams(c.streams...)
		if err != nil {
			t.Fatal(err)
		}
		p, err := m.Prepare(refs)
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.Stats(c.hyps, p)
		if err != nil {
			t.Fatal(err)
		}
		sum := st.Sum()
		s := m.Compute(sum)
		if s.Name != c.name || s.Score != c.score {
			t.Errorf("%s: %s %x, want %s %x", c.reason, s.Name, s.Score, c.name, c.score)
		}
		if !slices.Equal(sum, c.stats) {
			t.Errorf("%s: statistics %v, want %v", c.reason, sum, c.stats)
		}
	}
}

// TestCHRFStringPath checks that the string-keyed path, taken by segments whose n-grams do
// not pack into 64 bits, gives the statistics of the packed one.
func TestCHRFStringPath(t *testing.T) {
	for _, c := range chrfCases {
		m, _ := newCHRF(c.cfg)
		refs, _ := FromStreams(c.streams...)
		p, _ := m.Prepare(refs)
		r := p.(*chrfRefs)
		packed, strs, ranked := newChrfCounter(m), newChrfCounter(m), newChrfCounter(m)
		strs.noPack, ranked.noPackRanks = true, true
		for i, hyp := range c.hyps {
			w := 3 * (packed.co + packed.wo)
			a, b, d := make([]float64, w), make([]float64, w), make([]float64, w)
			packed.setRefs(r.segs[i])
			packed.count(a, m.preprocess(hyp))
			strs.setRefs(r.segs[i])
			strs.count(b, m.preprocess(hyp))
			ranked.setRefs(r.segs[i])
			ranked.count(d, m.preprocess(hyp))
			if !slices.Equal(a, b) || !slices.Equal(a, d) {
				t.Errorf("%s, segment %d: packed %v, strings %v, numbered %v", c.reason, i, a, b, d)
			}
		}
	}
}

// TestCHRFErrors checks the configurations SacreBLEU crashes on or cannot mean, as Build takes
// them (NewCHRF takes orders 0 and 0 for the defaults).
func TestCHRFErrors(t *testing.T) {
	for _, cfg := range []CHRFConfig{{CharOrder: 0, WordOrder: 0, Beta: 2}, {CharOrder: -1, WordOrder: 2, Beta: 2}} {
		if _, err := cfg.Build(); !errors.Is(err, ErrConfig) {
			t.Errorf("%+v.Build() error %v, want ErrConfig", cfg, err)
		}
	}
	if _, err := NewCHRF(CHRFConfig{CharOrder: -1, WordOrder: 2}); !errors.Is(err, ErrConfig) {
		t.Errorf("NewCHRF with a negative order: %v, want ErrConfig", err)
	}
}

func FuzzCHRF(f *testing.F) {
	f.Add("The cat sat on the mat.", "The cat sat on a mat.")
	f.Add("", "x")
	f.Add("a", "")
	m, _ := NewCHRF(CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2})
	f.Fuzz(func(t *testing.T, hyp, ref string) {
		if !utf8.ValidString(hyp) || !utf8.ValidString(ref) {
			t.Skip()
		}
		s, err := Sentence(m, hyp, []string{ref})
		if err != nil {
			t.Fatal(err)
		}
		if s.Score < 0 || s.Score > 100 {
			t.Fatalf("chrF++(%q, %q) = %v, outside [0, 100]", hyp, ref, s.Score)
		}
		if id, _ := Sentence(m, hyp, []string{hyp}); normalize.Strip(hyp) != "" && id.Score != 100 {
			t.Fatalf("chrF++(%q, itself) = %v, want 100", hyp, id.Score)
		}
		// Every counting path gives SacreBLEU's string-keyed statistics.
		strs, packed, hashed := newChrfCounter(m), newChrfCounter(m), newChrfCounter(m)
		strs.noPack, hashed.noDirect = true, true
		var want []float64
		for i, k := range []*chrfCounter{strs, packed, hashed} {
			row := make([]float64, 3*(k.co+k.wo))
			k.setRefs([]string{m.preprocess(ref)})
			k.count(row, m.preprocess(hyp))
			if i == 0 {
				want = row
			} else if !slices.Equal(row, want) {
				t.Fatalf("chrF++(%q, %q): path %d gives %v, strings %v", hyp, ref, i, row, want)
			}
		}
	})
}

// TestCHRFNumberedRandom compares the numbered and packed paths (with and without the direct
// arrays and classes of small alphabets) with SacreBLEU's string-keyed one on random segments
// with few and many distinct symbols, several references, repeated symbols, empty references,
// whitespace kept or not, and orders longer than the segments. By default the first 600 of the
// 3000 trials (every alphabet and every configuration drawn, 60 with more references than the
// direct arrays hold); SACRE_LONG=1 runs them all.
func TestCHRFNumberedRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	line := func(alphabet, n int) string {
		var b strings.Builder
		for range rng.IntN(n + 1) {
			switch r := rng.IntN(alphabet + 3); {
			case r == alphabet:
				b.WriteByte(' ')
			case r == alphabet+1:
				b.WriteString(".")
			default:
				b.WriteRune(rune(0x4e00 + r))
			}
		}
		return b.String()
	}
	packed, hashed, unrefined := map[CHRFConfig]*chrfCounter{}, map[CHRFConfig]*chrfCounter{}, map[CHRFConfig]*chrfCounter{}
	for trial := range campaign.UpTo(3000, 600) {
		cfg := CHRFConfig{CharOrder: 1 + rng.IntN(9), WordOrder: rng.IntN(4), Beta: 2, Whitespace: rng.IntN(2) == 0}
		m, _ := NewCHRF(cfg)
		alphabet := []int{2, 30, 2000}[trial%3]
		refs := make([]string, 1+rng.IntN(3))
		if trial%10 == 0 { // more references than have direct arrays
			refs = make([]string, maxDirectRefs+1+rng.IntN(4))
		}
		for k := range refs {
			refs[k] = line(alphabet, 60)
		}
		strs, ranked := newChrfCounter(m), newChrfCounter(m)
		strs.noPack, ranked.noPackRanks = true, true
		if packed[cfg] == nil { // kept across trials: each segment clears the last one's counts
			packed[cfg], hashed[cfg], unrefined[cfg] = newChrfCounter(m), newChrfCounter(m), newChrfCounter(m)
			hashed[cfg].noDirect, unrefined[cfg].noRefine = true, true
		}
		w := 3 * (cfg.CharOrder + cfg.WordOrder)
		strs.setRefs(refs)
		ranked.setRefs(refs)
		packed[cfg].setRefs(refs)
		hashed[cfg].setRefs(refs)
		unrefined[cfg].setRefs(refs)
		for range 2 { // two systems' hypotheses against the same references
			hyp := line(alphabet, 60)
			a, b, c, d, e := make([]float64, w), make([]float64, w), make([]float64, w), make([]float64, w), make([]float64, w)
			strs.count(a, hyp)
			ranked.count(b, hyp)
			packed[cfg].count(c, hyp)
			hashed[cfg].count(d, hyp)
			unrefined[cfg].count(e, hyp)
			if !slices.Equal(a, b) || !slices.Equal(a, c) || !slices.Equal(a, d) || !slices.Equal(a, e) {
				t.Fatalf("%+v %q vs %q: strings %v, numbered %v, packed %v, without direct arrays %v, without classes %v",
					cfg, hyp, refs, a, b, c, d, e)
			}
		}
	}
}

// TestCHRFWordIDs: chrF++'s words numbered while splitting are those of chrfWords over
// normalize.Fields, on random lines of punctuation, letters, multi-byte and invalid bytes.
func TestCHRFWordIDs(t *testing.T) {
	m, _ := NewCHRF(CHRFConfig{CharOrder: 6, WordOrder: 2, Beta: 2})
	k := newChrfCounter(m)
	rng := rand.New(rand.NewPCG(9, 10))
	pieces := []string{"a", "b", ".", ",", "(", ")", "'", " ", "  ", "\u00a0", "é", "\xff", "\u3000", "ß", "Donaudampfschiff"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		line := b.String()
		k.words.reset(16)
		var want []uint32
		for _, w := range chrfWords(nil, normalize.Fields(line)) {
			want = append(want, k.words.id(tokenKey(w), w, true))
		}
		if got := k.wordIDs(nil, line, false); !slices.Equal(got, want) {
			t.Fatalf("wordIDs(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestCHRFRepeatsPastCounters: a hypothesis repeating a reference's n-grams more than 65,535
// times (the refined classes count in 16 bits) still matches each as often as the reference
// has it, as SacreBLEU's string-keyed counts do. The refined path once counted "aaa" again
// after 65,536 repeats. The statistics are SacreBLEU 2.6.0's (CHRF()._extract_corpus_statistics
// of the same strings).
func TestCHRFRepeatsPastCounters(t *testing.T) {
	m, _ := NewCHRF(NewCHRFConfig())
	hyp, ref := strings.Repeat("a", 70000), "aaa bcd"
	want := []float64{70000, 6, 3, 69999, 5, 2, 69998, 4, 1, 69997, 3, 0, 69996, 2, 0, 69995, 1, 0}
	got := make([]float64, 18)
	refined := newChrfCounter(m)
	refined.setRefs([]string{ref})
	refined.count(got, hyp)
	if !refined.refine {
		t.Fatal("the refined classes were not used")
	}
	if !slices.Equal(got, want) {
		t.Errorf("refined %v, SacreBLEU %v", got, want)
	}
}
