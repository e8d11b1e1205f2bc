package report

import (
	"errors"
	"html"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/tokenizers"
)

// TestAnalysisTokenizer: the analyses take BLEU's tokenizer as its signature names it
// (SacreBLEU's default by target language), else TER's, else 13a; a name given overrides them.
func TestAnalysisTokenizer(t *testing.T) {
	bleu := func(cfg metric.BLEUConfig) MetricInput {
		b, err := metric.NewBLEU(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return MetricInput{Metric: b}
	}
	ter, err := metric.NewTER(metric.TERConfig{Normalized: true, AsianSupport: true})
	if err != nil {
		t.Fatal(err)
	}
	chrf, err := metric.NewCHRF(metric.CHRFConfig{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		reason, name string
		metrics      []MetricInput
		sig, from    string
	}{
		{"SacreBLEU's default for Chinese", "", []MetricInput{{Metric: chrf}, bleu(metric.BLEUConfig{TrgLang: "zh"})}, "zh", "BLEU's, as its signature says"},
		{"BLEU's -tok over the language's default", "", []MetricInput{bleu(metric.BLEUConfig{TrgLang: "zh", Tokenize: "char"})}, "char", "BLEU's, as its signature says"},
		{"BLEU before TER", "", []MetricInput{{Metric: ter}, bleu(metric.BLEUConfig{})}, "13a", "BLEU's, as its signature says"},
		{"TER's tokenizer without BLEU", "", []MetricInput{{Metric: chrf}, {Metric: ter}}, "tercom", "TER's, as its signature says"},
		{"13a without a metric that splits words", "", []MetricInput{{Metric: chrf}}, "13a", "BLEU's default; no metric of the report splits words"},
		{"a name given", "intl", []MetricInput{bleu(metric.BLEUConfig{TrgLang: "zh"})}, "intl", "--analysis-tok"},
	} {
		tok, from, err := AnalysisTokenizer(c.name, c.metrics, nil)
		if err != nil || tok.Signature() != c.sig || from != c.from {
			t.Errorf("%s: %v %q %v, want %s %q", c.reason, tok, from, err, c.sig, c.from)
		}
	}
	// TER's options are TER's tokenizer's: normalized with asian_support, it splits Chinese
	// characters and lowercases, as SacreBLEU's TercomTokenizer(normalized=True,
	// asian_support=True) makes '我爱北京 Hello' '我 爱 北 京 hello'.
	tok, _, _ := AnalysisTokenizer("", []MetricInput{{Metric: ter}}, nil)
	if got := tok.Tokenize("我爱北京 Hello"); got != "我 爱 北 京 hello" {
		t.Errorf("TER's tokenizer with asian support: %q", got)
	}
	// The tokenizers that need outside files come from outside; the others from package tokenizers.
	spm := func(name string) (tokenizers.Tokenizer, error) {
		if name == "flores200" {
			return tokenizers.Char{}, nil
		}
		return nil, nil
	}
	if tok, _, err := AnalysisTokenizer("flores200", nil, spm); err != nil || tok != (tokenizers.Char{}) {
		t.Errorf("flores200 from outside: %v %v", tok, err)
	}
	if _, _, err := AnalysisTokenizer("ja-mecab", nil, spm); !errors.Is(err, tokenizers.ErrNotLinked) {
		t.Errorf("ja-mecab, not linked into this test: %v", err)
	}
}

// TestWordsStated: the page's Buckets section and every bucket table say how the words were made.
func TestWordsStated(t *testing.T) {
	d := smallData()
	for _, c := range []struct {
		reason string
		tok    tokenizers.Tokenizer
		says   string
	}{
		{"no tokenizer: compare-mt's split", nil, "words split at spaces, compare-mt's own split"},
		{"a tokenizer, named as signatures name it", tokenizers.Zh{}, "words tokenized as tok:zh (BLEU's, as its signature says), then split at spaces"},
	} {
		d.Tokenizer, d.TokenizerFrom = c.tok, "BLEU's, as its signature says"
		r, err := Build(d)
		if err != nil {
			t.Fatal(err)
		}
		var page, md strings.Builder
		if err := r.WriteHTML(&page); err != nil {
			t.Fatal(err)
		}
		if err := r.WriteMarkdown(&md); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(page.String(), "against the first reference, "+html.EscapeString(c.says)+".</p>") {
			t.Errorf("%s: the page's Buckets section does not say %q", c.reason, c.says)
		}
		tables := len(r.bucketTables())
		if n := strings.Count(md.String(), strings.ToUpper(c.says[:1])+c.says[1:]+"."); n != tables {
			t.Errorf("%s: %d of the %d bucket tables say %q", c.reason, n, tables, c.says)
		}
	}
}
