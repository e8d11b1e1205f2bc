package report

import (
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/analysis"
	"github.com/sacre-mt/sacre/internal/svgplot"
)

// buckets runs compare-mt's analyses of every system against the first reference, and returns
// the comparison they came from (the explorer asks it which bucket each segment is in).
func buckets(d *Data, pair []int) (*Buckets, *analysis.Comparison, error) {
	c, err := comparison(d)
	if err != nil {
		return nil, nil, err
	}
	b := &Buckets{Length: c.LengthBuckets(), LengthDiff: c.LengthDiffBuckets(), Words: c.WordAccuracy(d.Freq)}
	if len(pair) == 2 {
		if b.Salient, err = c.SalientNgrams(pair[0], pair[1], analysis.SalienceOptions{Length: salientShown}); err != nil {
			return nil, nil, fmt.Errorf("%w: %v", ErrData, err)
		}
	}
	return b, c, nil
}

// comparison is the systems' words against the first reference's, tokenized as Data says.
func comparison(d *Data) (*analysis.Comparison, error) {
	c, err := analysis.NewTokenized(d.Tokenizer, d.Refs[0], d.Hyps...)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrData, err)
	}
	return c, nil
}

// salientShown is how many salient n-grams the report lists each way (compare-mt lists 50).
const salientShown = 30

// bucketTable is one analysis as a table (and a bar chart), which the HTML page, Markdown
// and LaTeX render alike.
type bucketTable struct {
	title, note, id string
	head            []string
	rows            [][]bucketCell
	bars            *svgplot.Bars
	yLabel          string
	// fixed is the number of leading columns every part repeats (the bucket, its counts), per
	// the number of columns each system has after them (0: none, the table is not split).
	fixed, per int
}

// partSystems is how many systems' columns one part of a bucket table holds: a table of more
// is split into parts that repeat the bucket column, so that 30 systems fit a page's width
// (and a LaTeX article's) without shrinking: eight columns of one number, or four systems of
// two.
func partSystems(per int) int { return 8 / per }

// parts splits the table into tables of at most partSystems systems each, titled by the
// systems they hold ("systems 9-16 of 30"), the first keeping the table's id.
func (t bucketTable) parts(systems int) []bucketTable {
	size := systems
	if t.per > 0 {
		size = partSystems(t.per)
	}
	if systems <= size {
		return []bucketTable{t}
	}
	var out []bucketTable
	for lo := 0; lo < systems; lo += size {
		hi := min(lo+size, systems)
		p := t
		p.title = fmt.Sprintf("%s (systems %d–%d of %d)", t.title, lo+1, hi, systems)
		if lo > 0 {
			p.id = fmt.Sprintf("%s-%d", t.id, lo/size+1)
		}
		cols := func(n int) []int {
			c := make([]int, 0, t.fixed+(hi-lo)*t.per)
			for i := range t.fixed {
				c = append(c, i)
			}
			for i := t.fixed + lo*t.per; i < t.fixed+hi*t.per && i < n; i++ {
				c = append(c, i)
			}
			return c
		}(len(t.head))
		p.head = nil
		for _, c := range cols {
			p.head = append(p.head, t.head[c])
		}
		p.rows = nil
		for _, row := range t.rows {
			var cells []bucketCell
			for _, c := range cols {
				cells = append(cells, row[c])
			}
			p.rows = append(p.rows, cells)
		}
		out = append(out, p)
	}
	return out
}

// bucketTables are the report's compare-mt analyses, in compare-mt's order.
func (r *Report) bucketTables() []bucketTable {
	if r.Buckets == nil {
		return nil
	}
	var out []bucketTable
	out = append(out, r.lengthTable(r.Buckets.Length))
	out = append(out, r.sentenceTable(r.Buckets.LengthDiff, "bucket-lengthdiff", "BLEU by length difference",
		"compare-mt's bucket_type=lengthdiff: each system's sentences by its length less the reference's (words), with their number and corpus BLEU (compare-mt's BLEU, 0-100)."))
	freq := "the first reference"
	if r.FreqSource != "" {
		freq = r.FreqSource
	}
	out = append(out, r.wordTable(r.Buckets.Words, freq))
	if s := r.Buckets.Salient; s != nil {
		a, b := r.Names[s.A], r.Names[s.B]
		note := fmt.Sprintf("compare-mt's --compare_ngrams compare_type=match: of the %d n-grams (1 to 4 words) that A or B matches in the reference, "+
			"the %d with the highest salience (A's matches + 1) / (A's + B's + 2) each way.", s.Ngrams, salientShown)
		out = append(out, ngramTable("salient-a", fmt.Sprintf("N-grams A (%s) matches more often than B (%s)", a, b), note, s.AOverB),
			ngramTable("salient-b", fmt.Sprintf("N-grams B (%s) matches more often than A (%s)", b, a), note, s.BOverA))
	}
	// Each table says how its words were made, so that a table copied alone still does.
	words := r.wordsText()
	for i := range out {
		out[i].note += " " + strings.ToUpper(words[:1]) + words[1:] + "."
	}
	return out
}

// lengthTable is the length buckets: every system has the same sentences in a bucket, counted once.
func (r *Report) lengthTable(t *analysis.BucketTable) bucketTable {
	bt := bucketTable{title: "BLEU by reference length", id: "bucket-length", head: []string{t.ID, "sentences"}, yLabel: "BLEU", fixed: 2, per: 1,
		note: "compare-mt's --compare_sentence_buckets bucket_type=length,statistic_type=score,score_measure=bleu: the sentences by the length of the reference (words), with each system's corpus BLEU over them (compare-mt's BLEU, 0-100)."}
	bars := &svgplot.Bars{Systems: r.Names, Values: make([][]float64, len(r.Names))}
	bt.head = append(bt.head, r.Names...)
	for _, b := range t.Buckets {
		row := []bucketCell{{Text: b.Label}, intCell(b.Sentences[0])}
		bars.Categories = append(bars.Categories, b.Label)
		for s := range r.Names {
			row = append(row, numCell(b.BLEU[s], 4))
			bars.Values[s] = append(bars.Values[s], b.BLEU[s])
		}
		bt.rows = append(bt.rows, row)
	}
	bt.bars = bars
	return bt
}

// wordTable is the word F-measure by frequency bucket.
func (r *Report) wordTable(t *analysis.WordTable, freq string) bucketTable {
	bt := bucketTable{title: "Word F-measure by frequency", id: "bucket-words", head: []string{"frequency", "reference words"}, yLabel: "F-measure", fixed: 2, per: 1,
		note: "compare-mt's --compare_word_accuracies bucket_type=freq,acc_type=fmeas: the words by their frequency in " + freq +
			", with the F-measure of each system's words against the reference's."}
	bars := &svgplot.Bars{Systems: r.Names, Values: make([][]float64, len(r.Names))}
	bt.head = append(bt.head, r.Names...)
	for _, b := range t.Buckets {
		row := []bucketCell{{Text: b.Label}, intCell(b.Ref)}
		bars.Categories = append(bars.Categories, b.Label)
		for s := range r.Names {
			row = append(row, numCell(b.Systems[s].FMeasure, 4))
			bars.Values[s] = append(bars.Values[s], b.Systems[s].FMeasure)
		}
		bt.rows = append(bt.rows, row)
	}
	bt.bars = bars
	return bt
}

// ngramTable lists salient n-grams with both systems' matches.
func ngramTable(id, title, note string, grams []analysis.SalientNgram) bucketTable {
	bt := bucketTable{title: title, note: note, id: id, head: []string{"n-gram", "salience", "A matches", "B matches"}}
	for _, g := range grams {
		bt.rows = append(bt.rows, []bucketCell{{Text: g.String()}, numCell(g.Salience, 4), intCell(g.A), intCell(g.B)})
	}
	return bt
}

func (r *Report) sentenceTable(t *analysis.BucketTable, id, title, note string) bucketTable {
	bt := bucketTable{title: title, note: note, id: id, head: []string{t.ID}, yLabel: "BLEU", fixed: 1, per: 2}
	bars := &svgplot.Bars{Systems: r.Names}
	for _, name := range r.Names {
		bt.head = append(bt.head, name+" BLEU", name+" sentences")
	}
	bars.Values = make([][]float64, len(r.Names))
	bars.Notes = make([][]string, len(r.Names))
	for _, b := range t.Buckets {
		row := []bucketCell{{Text: b.Label}}
		bars.Categories = append(bars.Categories, b.Label)
		for s := range r.Names {
			row = append(row, numCell(b.BLEU[s], 4), intCell(b.Sentences[s]))
			bars.Values[s] = append(bars.Values[s], b.BLEU[s])
			bars.Notes[s] = append(bars.Notes[s], strconv.Itoa(b.Sentences[s]))
		}
		bt.rows = append(bt.rows, row)
	}
	bt.bars = bars
	return bt
}

// numCell shows x with the decimals compare-mt prints (its --decimals, 4), sorting by x.
func numCell(x float64, decimals int) bucketCell {
	return bucketCell{Value: strconv.FormatFloat(x, 'g', -1, 64), Text: strconv.FormatFloat(x, 'f', decimals, 64)}
}

func intCell(n int) bucketCell {
	s := strconv.Itoa(n)
	return bucketCell{Value: s, Text: s}
}

// bucketViews renders the analyses for the HTML page.
func bucketViews(r *Report) []bucketView {
	var out []bucketView
	for _, t := range r.bucketTables() {
		v := bucketView{Title: t.title, Note: t.note, ID: t.id}
		for _, p := range t.parts(len(r.Names)) {
			title := ""
			if p.title != t.title {
				title = p.title
			}
			v.Parts = append(v.Parts, bucketPart{ID: p.id, Title: title, Head: p.head, Rows: p.rows})
		}
		if t.bars != nil {
			// compare-mt's BLEU runs from 0 to 100, an F-measure from 0 to 1.
			rg := svgplot.Range{Lo: 0, Hi: 100}
			if t.yLabel == "F-measure" {
				rg.Hi = 1
			}
			v.SVG = template.HTML(svgplot.GroupedBars(svgplot.Chart{ID: t.id + "-chart", Title: t.title, XLabel: t.head[0], YLabel: t.yLabel, Range: rg}, *t.bars))
		}
		out = append(out, v)
	}
	return out
}

// bucketGrids are the analyses as text tables.
func (r *Report) bucketGrids() []titled {
	var out []titled
	for _, whole := range r.bucketTables() {
		for _, t := range whole.parts(len(r.Names)) {
			g := &grid{caption: t.note, head: t.head}
			for _, row := range t.rows {
				var cells []string
				for _, c := range row {
					cells = append(cells, c.Text)
				}
				g.rows = append(g.rows, cells)
			}
			out = append(out, titled{t.title, g})
		}
	}
	return out
}
