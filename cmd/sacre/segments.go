package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

const segmentsHelp = `usage: sacre segments [-h] [SacreBLEU's scoring options] REF [REF ...] [-i HYP [HYP ...]]
                      [-m {bleu,chrf,ter} ...] [--format {jsonl,tsv}]

Print every segment's score under every metric for every system, as SacreBLEU's sentence-level
scores (-sl: BLEU with effective order) with their sufficient statistics: one JSON object per
system and segment (JSON Lines, after a first line with the metrics' signatures), or TSV with
the signatures in comment lines. The options are those of scoring (references, -i, -t/-l,
-nr, -tok, -lc, -s, -cc, -cw, --chrf-*, --ter-*, -e, -w has no effect: scores are printed at
full precision, as Python's repr). Segments are numbered from 1.

options:
  -h, --help            Show this help and exit.
  --format {jsonl,tsv}, -f {jsonl,tsv}
                        Output format (default: jsonl).
`

// segmentsSpecs are scoring's options, with segments' formats.
func segmentsSpecs() []*argparse.Spec {
	var specs []*argparse.Spec
	for _, s := range optionSpecs() {
		if s.Dest == "format" {
			c := *s
			c.Choices = []string{"jsonl", "tsv"}
			s = &c
		}
		specs = append(specs, s)
	}
	return specs
}

// segmentsCommand is "sacre segments": sentence-level scores of every system, metric and segment.
func segmentsCommand(args []string, e *env) int {
	res, exit, err := argparse.New(segmentsSpecs()).Parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, segmentsHelp)
		return 0
	}
	o := toOptions(res)
	if _, ok := res.Values["format"]; !ok {
		o.format = "jsonl"
	}
	r := &runner{o: o, e: e, log: &logger{w: e.stderr, quiet: o.quiet}}
	if err := r.segments(res); err != nil {
		return report(err, r.log, e.stderr)
	}
	return 0
}

func (r *runner) segments(res *argparse.Result) error {
	o := r.o
	for _, dest := range []string{"citation", "list", "download", "echo", "confidence", "paired_bs", "paired_ar", "detail"} {
		if _, given := res.Values[dest]; given || res.Seen[dest] {
			return ownError(2, "argument %s: not an option of sacre segments", optionName(dest))
		}
	}
	// SacreBLEU's sentence-level scores: BLEU with effective order.
	o.sentenceLevel = true
	if err := r.checkReferences(); err != nil {
		return err
	}
	if err := r.checkNumbers(); err != nil {
		return err
	}
	src := r.source()
	refs, err := src.References()
	if err != nil {
		return err
	}
	systems, names, err := src.Systems()
	if err != nil {
		return err
	}
	if systems, refs, err = src.Select(systems, refs); err != nil {
		return err
	}
	if err := src.CheckLengths(systems, names, refs); err != nil {
		return err
	}
	scorers, err := r.buildMetrics(refs)
	if err != nil {
		return err
	}
	stats := make([][]*metric.Stats, len(scorers))
	for k, s := range scorers {
		if stats[k], err = metric.StatsAll(s.m, systems, s.refs); err != nil {
			return ownError(1, "%v", err)
		}
	}
	w := bufio.NewWriterSize(r.e.stdout, 1<<16)
	if o.format == "tsv" {
		writeSegmentsTSV(w, scorers, stats, names)
	} else {
		writeSegmentsJSONL(w, scorers, stats, names)
	}
	return w.Flush()
}

// number is a score or a statistic as Python's json.dumps prints it: integers without a
// fraction, other values as repr.
func number(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1<<53 && !math.IsInf(x, 0) {
		return strconv.FormatInt(int64(x), 10)
	}
	return pyfmt.Repr(x)
}

// fullScore is a score at full precision: Python's repr of the float.
func fullScore(x float64) string { return pyfmt.Repr(x) }

func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func segmentSignatures(scorers []*scorer) (names, sigs []string) {
	for _, s := range scorers {
		names = append(names, s.m.Name())
		sigs = append(sigs, s.m.Signature(signatures.Run{NumRefs: s.refs.NumRefs()}).Format(false))
	}
	return names, sigs
}

func writeSegmentsJSONL(w *bufio.Writer, scorers []*scorer, stats [][]*metric.Stats, systems []string) {
	metrics, sigs := segmentSignatures(scorers)
	w.WriteString(`{"signatures": {`)
	for k := range metrics {
		if k > 0 {
			w.WriteString(", ")
		}
		fmt.Fprintf(w, "%s: %s", jsonString(metrics[k]), jsonString(sigs[k]))
	}
	w.WriteString("}}\n")
	for i, name := range systems {
		sys := jsonString(name)
		for seg := range stats[0][i].Len() {
			fmt.Fprintf(w, `{"system": %s, "segment": %d`, sys, seg+1)
			for k, s := range scorers {
				row := stats[k][i].Row(seg)
				sc := s.m.Compute(append([]float64(nil), row...))
				fmt.Fprintf(w, ", %s: %s, %s: [", jsonString(metrics[k]), fullScore(sc.Score), jsonString(metrics[k]+"_stats"))
				for j, x := range row {
					if j > 0 {
						w.WriteString(", ")
					}
					w.WriteString(number(x))
				}
				w.WriteString("]")
			}
			w.WriteString("}\n")
		}
	}
}

func writeSegmentsTSV(w *bufio.Writer, scorers []*scorer, stats [][]*metric.Stats, systems []string) {
	metrics, sigs := segmentSignatures(scorers)
	for k := range metrics {
		fmt.Fprintf(w, "# %s|%s\n", metrics[k], sigs[k])
	}
	w.WriteString("system\tsegment")
	for _, m := range metrics {
		w.WriteString("\t" + m)
	}
	for _, m := range metrics {
		w.WriteString("\t" + m + "_stats")
	}
	w.WriteString("\n")
	for i, name := range systems {
		clean := strings.NewReplacer("\t", " ", "\n", " ").Replace(name)
		for seg := range stats[0][i].Len() {
			fmt.Fprintf(w, "%s\t%d", clean, seg+1)
			var st []string
			for k, s := range scorers {
				row := stats[k][i].Row(seg)
				sc := s.m.Compute(append([]float64(nil), row...))
				w.WriteString("\t" + fullScore(sc.Score))
				parts := make([]string, len(row))
				for j, x := range row {
					parts[j] = number(x)
				}
				st = append(st, strings.Join(parts, " "))
			}
			w.WriteString("\t" + strings.Join(st, "\t") + "\n")
		}
	}
}
