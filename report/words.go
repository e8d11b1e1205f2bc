package report

import (
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/tokenizers"
)

// AnalysisTokenizer picks the tokenizer that makes the words of the report's analyses
// (Data.Tokenizer) and says why (Data.TokenizerFrom): the one SacreBLEU calls name, if name is
// not empty; else BLEU's among the metrics (its tokenize, or SacreBLEU's default for the target
// language: zh, ja-mecab, ko-mecab); else TER's (tercom, with TER's options); else 13a, BLEU's
// default. outside, if not nil, makes the tokenizers that need outside files (SentencePiece's
// models) and returns nil for the others, which tokenizers.New makes.
func AnalysisTokenizer(name string, metrics []MetricInput, outside func(name string) (tokenizers.Tokenizer, error)) (tokenizers.Tokenizer, string, error) {
	if name != "" {
		tok, err := newTokenizer(name, outside)
		return tok, "--analysis-tok", err
	}
	for _, m := range metrics {
		if b, ok := m.Metric.(*metric.BLEU); ok {
			cfg := b.Config()
			if cfg.Tokenizer != nil {
				return cfg.Tokenizer, "BLEU's, as its signature says", nil
			}
			if name = cfg.Tokenize; name == "" {
				name = tokenizers.Default(cfg.TrgLang) // as metric.NewBLEU picks it
			}
			tok, err := newTokenizer(name, outside)
			return tok, "BLEU's, as its signature says", err
		}
	}
	for _, m := range metrics {
		if t, ok := m.Metric.(*metric.TER); ok {
			c := t.Config()
			tok := tokenizers.NewTercom(tokenizers.TercomConfig{Normalized: c.Normalized, NoPunct: c.NoPunct, AsianSupport: c.AsianSupport, CaseSensitive: c.CaseSensitive})
			return tok, "TER's, as its signature says", nil
		}
	}
	return tokenizers.T13a{}, "BLEU's default; no metric of the report splits words", nil
}

func newTokenizer(name string, outside func(string) (tokenizers.Tokenizer, error)) (tokenizers.Tokenizer, error) {
	if outside != nil {
		if tok, err := outside(name); tok != nil || err != nil {
			return tok, err
		}
	}
	return tokenizers.New(name)
}

// wordsText says how the analyses made their words, naming the tokenizer as signatures do
// (tok:zh) and why it is the one.
func (d *Data) wordsText() string {
	if d.Tokenizer == nil {
		return "words split at spaces, compare-mt's own split"
	}
	s := "words tokenized as tok:" + d.Tokenizer.Signature()
	if d.TokenizerFrom != "" {
		s += " (" + d.TokenizerFrom + ")"
	}
	return s + ", then split at spaces"
}
