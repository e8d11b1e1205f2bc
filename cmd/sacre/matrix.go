package main

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/npy"
	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
)

const matrixHelp = `usage: sacre matrix [-h] A [B] [-m METRIC] [--groups] [-o FILE.npy] [metric options]

Score every line of A (hypotheses) against every line of B (references; A against itself when
B is absent) as a sentence with one reference: SacreBLEU's sentence_score(a, [b]) with the
options -sl uses (BLEU with effective order), bit for bit. Output: TSV on standard output, one
row per line of A, one column per line of B, each value the shortest decimal that reads back to
the same float64 (Python's repr); with -o FILE.npy, NumPy's .npy format (float64), whole at the
end or not at all, its size checked first (at most 64 GiB, and what the disk has free). The
error rates (wer, cer, ...) are jiwer's of the pair, x100. With --groups, A (and B) are TSV
lines "GROUP<TAB>TEXT": each candidate is scored against the lines of its own group only (TSV
rows: group, index in the group, scores; -o needs groups of one size). The metric options are
scoring's (-tok, -lc, -s, -sv, -cc, -cw, --chrf-*, --ter-*, --wer-norm, -e).

options:
  -h, --help            Show this help and exit.
  -m METRIC             The metric (default: bleu); one of bleu, chrf, ter, wer, cer, mer,
                        wil, wip.
  --groups              Score within groups.
  --output FILE.npy, -o FILE.npy
                        Write the scores as a NumPy array instead of TSV.
`

const mbrHelp = `usage: sacre mbr [-h] CANDIDATES [PSEUDOREFS] [-m METRIC] [--format {text,json}]
                 [metric options]

Minimum Bayes risk selection: CANDIDATES holds TSV lines "GROUP<TAB>TEXT" (n candidates per
source); for each group, the candidate with the highest expected utility against the group's
other candidates (or against the group's lines of PSEUDOREFS) is printed, groups in the order
they first appear. The utility is the metric's sentence score (sacre matrix's values; TER and
the error rates other than WIP count as their negatives); ties go to the first candidate. With
--format json, each group's choice with every candidate's expected utility.

options:
  -h, --help            Show this help and exit.
  -m METRIC             The metric (default: bleu); one of bleu, chrf, ter, wer, cer, mer,
                        wil, wip.
  --format {text,json}, -f {text,json}
                        Output format (default: text).
`

// scoringSpecs are scoring's options but its --format, for the commands that add their own
// options (extra) to them.
func scoringSpecs(extra ...*argparse.Spec) []*argparse.Spec {
	var specs []*argparse.Spec
	for _, s := range evaluate.Specs() {
		if s.Dest == "format" {
			continue
		}
		specs = append(specs, s)
	}
	return append(specs, extra...)
}

func matrixSpecs() []*argparse.Spec {
	return scoringSpecs(
		&argparse.Spec{Names: []string{"--groups"}, Dest: "groups", Exact: true},
		&argparse.Spec{Names: []string{"--output", "-o"}, Dest: "output", Nargs: argparse.One, Type: "str", Exact: true},
	)
}

func mbrSpecs() []*argparse.Spec {
	return scoringSpecs(&argparse.Spec{Names: []string{"--format", "-f"}, Dest: "format", Nargs: argparse.One, Type: "str",
		Choices: []string{"text", "json"}})
}

// pairMetric makes the one metric of a pairwise command from scoring's options (sentence level:
// see pairwiseOptions).
func (r *runner) pairMetric(res *argparse.Result) (metric.Metric, error) {
	if len(r.Options().Metrics) != 1 {
		return nil, ownError(2, "argument --metrics/-m: give one metric")
	}
	for _, dest := range []string{"input", "test_set", "citation", "list", "download", "echo", "confidence", "paired_bs", "paired_ar", "detail", "num_refs"} {
		if _, given := res.Values[dest]; given || res.Seen[dest] {
			return nil, ownError(2, "argument %s: not an option of this command", evaluate.OptionName(dest))
		}
	}
	if err := r.CheckNumbers(); err != nil {
		return nil, err
	}
	return r.Metric(strings.ToUpper(r.Options().Metrics[0]))
}

// parsedCommand runs a command whose options argparse parses: it prints the help, or makes a
// runner over the options (set, if not nil, completes them for the command) and runs it.
func parsedCommand(args []string, e *env, specs []*argparse.Spec, help string, set func(*evaluate.Options, *argparse.Result), run func(*runner, *argparse.Result) error) int {
	res, exit, err := argparse.New(specs).Parse(args)
	if err != nil {
		return report(err, &logger{w: e.stderr}, e.stderr)
	}
	if exit == argparse.Help {
		io.WriteString(e.stdout, help)
		return 0
	}
	o := evaluate.FromResult(res)
	if set != nil {
		set(o, res)
	}
	r := newRunner(e, o)
	if err := run(r, res); err != nil {
		return report(err, r.log, e.stderr)
	}
	return 0
}

// pairwiseOptions are those of the pairwise commands: every score is a sentence's, with the
// metric -sl uses (BLEU with effective order).
func pairwiseOptions(o *evaluate.Options, _ *argparse.Result) { o.SentenceLevel = true }

// matrixCommand is "sacre matrix A [B]".
func matrixCommand(args []string, e *env) int {
	return parsedCommand(args, e, matrixSpecs(), matrixHelp, pairwiseOptions, (*runner).matrix)
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
	if err := rows(func(lead []string, row []float64) error { return writeTSVRow(w, lead, row) }); err != nil {
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

func writeTSVRow(w *bufio.Writer, lead []string, row []float64) error {
	for _, l := range lead {
		w.WriteString(l)
		w.WriteByte('\t')
	}
	for j, x := range row {
		if j > 0 {
			w.WriteByte('\t')
		}
		w.WriteString(pyfmt.Repr(x))
	}
	return w.WriteByte('\n')
}

// maxNPY is the largest .npy file sacre matrix writes: 64 GiB, 8.6 billion scores, hours of
// work at the pairwise scorers' speed. A larger matrix is refused before any is computed, as
// is one beyond the space free on the output's file system.
const maxNPY = 64 << 30

// writeNPY writes the matrix to path as a NumPy array of float64 of the shape (package npy).
// The file's size is known from the shape: it is checked (outputTarget) before the first row
// is computed.
func writeNPY(path string, shape []int, inputFiles []string, rows func(emit func([]string, []float64) error) error) error {
	_, size := npy.Header(shape)
	if size > maxNPY {
		dims := strings.ReplaceAll(strings.Trim(fmt.Sprint(shape), "[]"), " ", " x ") // "3 x 4"
		return ownError(1, "cannot write %s: a %s matrix of float64 takes %s; sacre matrix writes at most %s",
			path, dims, outfile.Bytes(size), outfile.Bytes(maxNPY))
	}
	out, err := outputTarget(path, int64(size), inputFiles...)
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
	return parsedCommand(args, e, mbrSpecs(), mbrHelp, pairwiseOptions, (*runner).mbr)
}

// mbr prints each group's choice (metric.MBR), as text or JSON.
func (r *runner) mbr(res *argparse.Result) error {
	files := res.Positional
	if len(files) < 1 || len(files) > 2 {
		return ownError(2, "give CANDIDATES, or CANDIDATES and PSEUDOREFS (sacre mbr CANDIDATES [PSEUDOREFS])")
	}
	m, err := r.pairMetric(res)
	if err != nil {
		return err
	}
	groups, err := inputs.ReadCandidates(files, r.Options().Encoding)
	if err != nil {
		return err
	}
	lowerIsBetter := metric.KindOf(r.Options().Metrics[0]).LowerIsBetter
	asJSON := slices.Equal(res.Values["format"], []string{"json"})
	var list []any
	w := bufio.NewWriterSize(r.e.stdout, 1<<16)
	for _, g := range groups {
		best, utilities, err := metric.MBR(m, lowerIsBetter, g.Cands, g.Refs, len(files) == 1)
		switch {
		case err != nil:
			return err
		case asJSON:
			list = append(list, mbrChoice(g.Name, best, g.Cands[best], utilities))
		default:
			w.WriteString(g.Cands[best] + "\n")
		}
	}
	if asJSON {
		w.WriteString(pyfmt.Dumps(list, 1, false) + "\n")
	}
	return w.Flush()
}

// mbrChoice is a group's choice as JSON: the group, the chosen candidate's index and text, and
// every candidate's expected utility.
func mbrChoice(group string, best int, text string, utilities []float64) pyfmt.Object {
	us := make([]any, len(utilities))
	for i, u := range utilities {
		us[i] = u
	}
	return pyfmt.Object{{Key: "group", Value: group}, {Key: "chosen", Value: best}, {Key: "text", Value: text}, {Key: "utilities", Value: us}}
}
