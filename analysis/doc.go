// Package analysis computes the analyses of a system-comparison report: sentence buckets by
// reference length and by length difference, word accuracy by frequency bucket, and the
// n-grams one system matches notably more often than another.
//
// It mirrors compare-mt 0.2.11 (github.com/neulab/compare-mt, commit b6d8f79) number for
// number, with compare-mt's defaults: its tokenization (line.strip().split(' '), so an empty
// line is one empty token), its own corpus BLEU on a 0-100 scale (no smoothing; a precision
// of zero counts as one; a sentence's n-gram count is at least one), its bucket edges and
// labels, its word F-measure, and its n-gram salience with alpha 1 over n-grams of 1 to 4
// words. [NewTokenized] tokenizes every line first, as a metric does (SacreBLEU's zh, 13a,
// ja-mecab...: any [Tokenizer], passed in by the caller), and gives compare-mt's numbers on
// text pre-tokenized that way. The test data pins compare-mt's own output (testdata/compare-mt),
// on Chinese and Japanese pre-tokenized by SacreBLEU's tokenizers too.
//
// A [Comparison] tokenizes the reference and the systems once and counts every match in one
// pass; its methods then build each table cheaply. The tables hold full float64 values and
// one number per system, for another package to render.
package analysis
