package render_test

import (
	"os"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
)

// The hypotheses and references of SacreBLEU's README; its BLEU is 48.53.
var (
	hyps    = []string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}
	streams = [][]string{
		{"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
		{"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."},
	}
)

func ExampleRenderer_Single() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	refs, _ := metric.FromStreams(streams...)
	score, _ := metric.Corpus(bleu, hyps, refs)
	r, _ := render.New("text", render.Options{Width: 2})
	r.Single(os.Stdout, []render.Result{{Score: score, Signature: bleu.Signature(signatures.Run{NumRefs: refs.NumRefs()})}})
	// Output: BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0 = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)
}

func ExampleRenderer_Table() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{})
	refs, _ := metric.FromStreams(streams...)
	t := &render.Table{Systems: []string{"hyps", "refs[0]"}}
	col := render.Column{Metric: bleu.Name(), Signature: bleu.Signature(signatures.Run{NumRefs: refs.NumRefs()})}
	for _, sys := range [][]string{hyps, streams[0]} {
		score, _ := metric.Corpus(bleu, sys, refs)
		col.Scores = append(col.Scores, score)
	}
	t.Columns = []render.Column{col}
	r, _ := render.New("json", render.Options{Width: 1})
	r.Table(os.Stdout, t)
	// Output:
	// [
	//     {
	//         "system": "hyps",
	//         "BLEU": "48.5"
	//     },
	//     {
	//         "system": "refs[0]",
	//         "BLEU": "100.0"
	//     }
	// ]
}

// Sentence-level BLEU (effective order, as SacreBLEU's -sl) of each segment, with its
// statistics: what sacre segments -f tsv prints.
func ExampleSegments() {
	bleu, _ := metric.NewBLEU(metric.BLEUConfig{EffectiveOrder: true})
	refs, _ := metric.FromStreams(streams...)
	prepared, _ := bleu.Prepare(refs)
	sig := bleu.Signature(signatures.Run{NumRefs: prepared.NumRefs()})
	w, _ := render.NewSegments(os.Stdout, "tsv", []string{"hyps"}, []render.SegmentMetric{{Metric: bleu, Signature: sig}})
	w.WriteChunk(0, [][]string{hyps}, []metric.Prepared{prepared})
	w.Flush()
	// Output:
	// # BLEU|nrefs:2|case:mixed|eff:yes|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0
	// system	segment	BLEU	BLEU_stats
	// hyps	1	100.00000000000004	6 6 6 5 4 3 6 5 4 3
	// hyps	2	14.794015674776452	4 5 2 0 0 0 4 3 2 1
	// hyps	3	29.071536848410968	7 7 6 2 1 0 7 6 5 4
}
