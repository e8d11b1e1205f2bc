package main

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/internal/npy"
	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/render"
)

// pairwiseRefused are the scoring options the pairwise commands refuse.
var pairwiseRefused = []string{"input", "test_set", "citation", "list", "download", "echo", "confidence", "paired_bs", "paired_ar", "detail", "num_refs"}

func matrixSpecs() []*argparse.Spec {
	return cli.Hide(scoringSpecs(
		&argparse.Spec{Names: []string{"--groups"}, Dest: "groups", Exact: true, Help: "Score within groups: A (and B) hold GROUP<TAB>TEXT lines."},
		&argparse.Spec{Names: []string{"--output", "-o"}, Dest: "output", Nargs: argparse.One, Type: "str", Exact: true, Metavar: "FILE.npy",
			Help: "Write the scores as a NumPy array instead of TSV."},
	), pairwiseRefused...)
}

func mbrSpecs() []*argparse.Spec {
	return cli.Hide(scoringSpecs(&argparse.Spec{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: "str",
		Choices: []string{"text", "json"}, Help: "Output format (default: text)."},
		&argparse.Spec{Names: []string{"--aggregate"}, Dest: "aggregate", Exact: true, Help: "Score against the pseudo-references aggregated (BLEU as mbrs, chrF as fastChrF)."},
		&argparse.Spec{Names: []string{"--save-matrix"}, Dest: "save_matrix", Nargs: argparse.One, Type: "str", Exact: true, Metavar: "FILE.npy",
			Help: "Write every group's pairwise scores as a NumPy array."}), pairwiseRefused...)
}

func matrixHelp() string { return commandHelp(helpHead("matrix"), matrixSpecs()) }

func mbrHelp() string { return commandHelp(helpHead("mbr"), mbrSpecs()) }

// pairMetric makes the one metric of a pairwise command from scoring's options (sentence level:
// see pairwiseOptions).
func (r *runner) pairMetric(res *argparse.Result) (metric.Metric, error) {
	if len(r.Options().Metrics) != 1 {
		return nil, ownError(2, "argument --metrics/-m: give one metric")
	}
	if err := refusedOption(res, pairwiseRefused, "this command"); err != nil {
		return nil, err
	}
	if err := r.CheckNumbers(); err != nil {
		return nil, err
	}
	return r.Metric(strings.ToUpper(r.Options().Metrics[0]))
}

// matrixCommand is "sacre matrix A [B]".
func matrixCommand(args []string, e *env) int {
	return parsedCommand(args, e, matrixSpecs(), matrixHelp(), "", true, (*runner).matrix)
}

func (r *runner) matrix(res *argparse.Result) error {
	files := res.Positional
	if len(files) < 1 || len(files) > 2 {
		return ownError(2, "give A, or A and B (sacre matrix A [B])")
	}
	m, err := r.pairMetric(res)
	if err != nil {
		return err
	}
	grouped := res.Seen["groups"]
	groups, err := readMatrix(files, grouped, r.Options().Encoding)
	if err != nil {
		return err
	}
	// rows scores each group's candidates against its references: TSV rows lead with the
	// group and the candidate's index in it.
	rows := func(emit func(lead []string, row []float64) error) error {
		for _, g := range groups {
			err := metric.Pairwise(m, g.Cands, g.Refs, func(i int, row []float64) error {
				if !grouped {
					return emit(nil, row)
				}
				return emit([]string{g.Name, strconv.Itoa(i)}, row)
			})
			if err != nil {
				return err
			}
		}
		return nil
	}
	if v, ok := res.Values["output"]; ok && v[0] != "" {
		shape, err := npyShape(groups, grouped)
		if err != nil {
			return err
		}
		return writeNPY(v[0], shape, files, rows)
	}
	w := bufio.NewWriterSize(r.e.stdout, 1<<16)
	if err := rows(func(lead []string, row []float64) error { return render.MatrixRow(w, lead, row) }); err != nil {
		return err
	}
	return w.Flush()
}

// readMatrix reads A and B (package inputs): in groups, or whole as one group.
func readMatrix(files []string, grouped bool, encoding string) ([]inputs.Group, error) {
	if grouped {
		return inputs.ReadCandidates(files, encoding)
	}
	texts, err := inputs.ReadNonEmpty(files, encoding)
	if err != nil {
		return nil, err
	}
	return []inputs.Group{{Cands: texts[0], Refs: texts[len(texts)-1]}}, nil
}

// maxNPY is the largest .npy file sacre matrix writes: 64 GiB, 8.6 billion scores, hours of
// work at the pairwise scorers' speed. A larger matrix is refused before any is computed, as
// is one beyond the space free on the output's file system.
const maxNPY = 64 << 30

// writeNPY writes the matrix to path as a NumPy array of float64 of the shape (package npy).
// The file's size is known from the shape: it is checked (outfile.Check) before the first row
// is computed.
func writeNPY(path string, shape []int, inputFiles []string, rows func(emit func([]string, []float64) error) error) error {
	_, size := npy.Header(shape)
	if size > maxNPY {
		dims := strings.ReplaceAll(strings.Trim(fmt.Sprint(shape), "[]"), " ", " x ") // "3 x 4"
		return ownError(1, "cannot write %s: a %s matrix of float64 takes %s; sacre matrix writes at most %s",
			path, dims, outfile.Bytes(size), outfile.Bytes(maxNPY))
	}
	out, err := outfile.Check(path, int64(size), inputFiles...)
	if err != nil {
		return err
	}
	return out.Write(func(w io.Writer) error {
		a := npy.NewWriter(w, shape)
		if err := rows(func(_ []string, row []float64) error { return a.WriteRow(row) }); err != nil {
			return err
		}
		return a.Close()
	})
}

// npyShape is the matrix's shape as an array: lines of A by lines of B, or groups by
// candidates by references, which needs groups of one size.
func npyShape(groups []inputs.Group, grouped bool) ([]int, error) {
	first := groups[0]
	if !grouped {
		return []int{len(first.Cands), len(first.Refs)}, nil
	}
	for _, g := range groups {
		if len(g.Cands) != len(first.Cands) || len(g.Refs) != len(first.Refs) {
			return nil, ownError(1, "groups of different sizes (%s has %d, %s has %d) make no .npy array: write TSV",
				first.Name, len(first.Cands), g.Name, len(g.Cands))
		}
	}
	return []int{len(groups), len(first.Cands), len(first.Refs)}, nil
}

// mbrCommand is "sacre mbr CANDIDATES [PSEUDOREFS]".
func mbrCommand(args []string, e *env) int {
	return parsedCommand(args, e, mbrSpecs(), mbrHelp(), "text", true, (*runner).mbr)
}

// mbr prints each group's choice (metric.MBRConfig) as text or JSON, after writing the pairwise
// scores with --save-matrix.
func (r *runner) mbr(res *argparse.Result) error {
	files, save, agg := res.Positional, res.Values["save_matrix"], res.Seen["aggregate"]
	if len(files) < 1 || len(files) > 2 {
		return ownError(2, "give CANDIDATES, or CANDIDATES and PSEUDOREFS (sacre mbr CANDIDATES [PSEUDOREFS])")
	} else if agg && save != nil {
		return ownError(2, "argument --save-matrix: not allowed with argument --aggregate (aggregated utilities have no matrix)")
	}
	m, err := r.pairMetric(res)
	if err != nil {
		return err
	}
	groups, err := inputs.ReadCandidates(files, r.Options().Encoding)
	if err != nil {
		return err
	}
	cfg := metric.MBRConfig{LowerIsBetter: metric.KindOf(r.Options().Metrics[0]).LowerIsBetter, Self: len(files) == 1, Aggregate: agg}
	list, texts := make([]render.MBRChoice, len(groups)), make([]string, len(groups))
	var utility string
	if a, ok := m.(metric.Aggregator); ok && agg {
		utility = "aggregated " + m.Name() + " (" + a.Aggregation() + ")"
	}
	choose := func(emit func([]string, []float64) error) error {
		for k, g := range groups {
			cfg.Rows = func(_ int, row []float64) error { return emit(nil, row) }
			best, utilities, err := cfg.Choose(m, g.Cands, g.Refs)
			if err != nil {
				return err
			}
			list[k], texts[k] = render.MBRChoice{Group: g.Name, Chosen: best, Text: g.Cands[best], Utilities: utilities, Utility: utility}, g.Cands[best]+"\n"
		}
		return nil
	}
	if save == nil {
		err = choose(func([]string, []float64) error { return nil })
	} else if shape, e := npyShape(groups, true); e != nil {
		return e
	} else {
		err = writeNPY(save[0], shape, files, choose)
	}
	if err != nil {
		return err
	}
	w := bufio.NewWriter(r.e.stdout)
	if slices.Equal(res.Values["format"], []string{"json"}) {
		err = render.MBRChoices(w, list)
	} else {
		_, err = w.WriteString(strings.Join(texts, ""))
	}
	if err != nil {
		return err
	}
	return w.Flush()
}
