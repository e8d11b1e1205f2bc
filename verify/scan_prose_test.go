package verify

import (
	"strings"
	"testing"
)

// TestScanProse checks the rules of scores bound through prose (scan_prose.go) on the
// corpus's strings s123 and s120, and on the texts they must not read.
func TestScanProse(t *testing.T) {
	const s123 = "The SacreBLEU score of the nllb-forward-syn-1:1-mbart model used for local\n" +
		"on premises translation is 16.8. This is on a par with the Baidu translator\n" +
		"(16.6), but below the top scores of Bing Translator (17.1) or ChatGPT's Cantonese\n" +
		"Companion (19.2) - that's why usage of an OpenAI API key is highly recommended."
	const s120 = "shared task. Our news system achieves a sacreBLEU score of 39.5 on the WMT'20\n" +
		"En-De test set outperforming the best submission from last year's task of 38.8.\n" +
		"Our biomedical task Ru-En and En-Ru systems reach BLEU scores of 43.8 and 40.3\n"
	bleu := "assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = "
	for _, c := range []struct{ name, text, want string }{
		{"name, then the score two lines on", s123, "2 " + bleu + "16.8\n3 " + bleu + "16.6\n3 " + bleu + "17.1\n4 " + bleu + "19.2"},
		{"a comparison in the sentence", s120, "1 " + bleu + "39.5\n2 " + bleu + "38.8"},
		{"another metric named", strings.Replace(s123, "OpenAI", "COMET", 1), ""},
		{"a version", "We score with SacreBLEU 2.0.0 and our model is at 35.2.", ""},
		{"BLEU without a signature", "Our model reaches a BLEU of 35.2 (34.1).", ""},
		{"two signatures fit", "BLEU|" + sig13a + "\nBLEU|" + strings.Replace(sig13a, "13a", "intl", 1) + "\n\nThe BLEU score of our model is 35.2.",
			"1 BLEU|" + sig13a + "\n2 BLEU|" + strings.Replace(sig13a, "13a", "intl", 1) + "\n4 refused: the signatures on lines 1, 2 all fit this score: which one it was computed with cannot be told"},
	} {
		if got := summary(Scan(c.text)); !strings.Contains(got, c.want) || c.want == "" && strings.Contains(got, "=") {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

// TestScanSpBLEULabel: a score labelled spBLEU fits only a BLEU signature whose tokenizer is
// SentencePiece's. The signatures are a real string of testdata/wild (a report's "bleu:",
// "spbleu:" and "chrf:" lines); the score line after them is added.
func TestScanSpBLEULabel(t *testing.T) {
	text := "bleu: nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0\n" +
		"spbleu: nrefs:1|case:mixed|eff:no|tok:flores200|smooth:exp|version:2.6.0\n" +
		"chrf: nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0\n" +
		"spBLEU: 31.52\n"
	found := false
	for _, f := range Scan(text).Claims {
		for _, s := range f.Scores {
			if s.Score == "31.52" {
				found = f.Refused == "" && strings.Contains(f.Signature, "tok:flores200")
				if !found {
					t.Errorf("spBLEU 31.52 read as %q (%s)", f.Signature, f.Refused)
				}
			}
		}
	}
	if !found {
		t.Error("spBLEU 31.52 not bound to the flores200 signature")
	}
}
