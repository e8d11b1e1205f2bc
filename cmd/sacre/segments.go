package main

import (
	_ "embed"
	"errors"
	"io"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/render"
	"github.com/sacre-mt/sacre/signatures"
)

// segmentsHelp is sacre segments' help.
func segmentsHelp() string { return commandHelp(helpHead("segments"), segmentsSpecs()) }

// segmentChunk is how many segments segments reads at a time; tests compare its output with
// reading whole (streamSegments false).
var segmentChunk, streamSegments = 4096, true

// segmentsRefused are the scoring options sacre segments refuses.
var segmentsRefused = []string{"citation", "list", "download", "echo", "confidence", "paired_bs", "paired_ar", "detail"}

// segmentsSpecs are scoring's options, with segments' formats, but those of scoring that
// segments refuses.
func segmentsSpecs() []*argparse.Spec {
	format := &argparse.Spec{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: "str",
		Choices: render.SegmentFormats(), Help: "Output format. (Default: jsonl)"}
	return cli.Hide(scoringSpecs(format), segmentsRefused...)
}

// segmentsCommand is "sacre segments": sentence-level scores of every system, metric and segment
// (SacreBLEU's -sl scores: BLEU with effective order), JSON Lines unless -f says otherwise.
func segmentsCommand(args []string, e *env) int {
	return parsedCommand(args, e, segmentsSpecs(), segmentsHelp(), "jsonl", true, (*runner).segments)
}

func (r *runner) segments(res *argparse.Result) error {
	if err := refusedOption(res, segmentsRefused, "sacre segments"); err != nil {
		return err
	}
	if err := r.CheckReferences(); err != nil {
		return err
	}
	if err := r.CheckNumbers(); err != nil {
		return err
	}
	chunk := segmentChunk
	if !streamSegments {
		chunk = 0 // read whole
	}
	chunks, err := r.Source().Stream(chunk)
	if err != nil {
		return err
	}
	defer chunks.Close()
	return r.writeSegments(chunks)
}

// writeSegments scores and writes a chunk of segments at a time. The metrics are made with
// the first chunk's references, and prepare each next chunk's.
func (r *runner) writeSegments(chunks *inputs.Chunks) error {
	refs, systems, start, err := chunks.Next()
	if err == io.EOF { // no segments: no systems (Stream refuses a system without segments)
		return errors.New("no hypotheses to score: -i was given without files")
	} else if err != nil {
		return err
	}
	scorers, err := r.Metrics(refs)
	if err != nil {
		return err
	}
	metrics, prepared := make([]render.SegmentMetric, len(scorers)), make([]metric.Prepared, len(scorers))
	for k, s := range scorers {
		metrics[k] = render.SegmentMetric{Metric: s.Metric, Signature: s.Metric.Signature(signatures.Run{NumRefs: s.Refs.NumRefs()})}
		prepared[k] = s.Refs
	}
	w, err := render.NewSegments(r.e.stdout, r.Options().Format, chunks.Names(), metrics)
	if err != nil {
		return err
	}
	return w.WriteAll(start, systems, prepared, chunks)
}
