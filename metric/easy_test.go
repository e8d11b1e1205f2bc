package metric

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestEasyAPI: the one-call functions equal the long form on WMT17 (uedin-nmt: SacreBLEU's
// 28.3 BLEU), and the zero chrF configuration is SacreBLEU's default where a configuration read
// from a manifest or signature with both orders 0 stays an error.
func TestEasyAPI(t *testing.T) {
	read := func(path string) []string {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	hyps := read("../testdata/wmt17-en-de/uedin-nmt.4722.txt")
	refs := read("../testdata/wmt17-en-de/ref.txt")
	bleu, err := CorpusBLEU(hyps, refs)
	if err != nil || bleu.Score.ScoreOnly(1) != "28.3" {
		t.Fatalf("%v %v", bleu, err)
	}
	m, _ := NewBLEU(BLEUConfig{})
	r, _ := FromStreams(refs)
	long, _ := Corpus(m, hyps, r)
	if *long != *bleu.Score || bleu.Value != long.Score {
		t.Errorf("CorpusBLEU %+v, long form %+v", bleu.Score, long)
	}
	zero, err1 := CorpusCHRF(hyps, refs)
	defaults, err2 := NewCHRFConfig().Corpus(hyps, refs)
	if err1 != nil || err2 != nil || zero.Value != defaults.Value || zero.Score.Name != "chrF2" {
		t.Errorf("zero config %v (%v), defaults %v (%v)", zero, err1, defaults, err2)
	}
	cfg := CHRFConfig{Beta: 2}
	if _, err := cfg.Build(); !errors.Is(err, ErrConfig) {
		t.Errorf("orders 0 and 0 built: %v", err)
	}
	if _, err := CorpusBLEU(hyps, refs[:10]); !errors.Is(err, ErrLength) {
		t.Errorf("lengths: %v", err)
	}
}
