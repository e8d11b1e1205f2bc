package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/outfile"
	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/normalize"
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

// groupedLines reads a file of "GROUP<TAB>TEXT" lines: the groups in the order they first
// appear and each one's lines (the text right-stripped as SacreBLEU strips lines, the tab kept
// even before an empty text).
func groupedLines(path, encoding string) ([]string, map[string][]string, error) {
	raw, err := textio.ReadRaw(path)
	if err != nil {
		return nil, nil, fileError(path, "input", err)
	}
	text, err := textio.Decode(raw, encoding, path)
	if err != nil {
		return nil, nil, fileError(path, "input", err)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if text == "" {
		lines = nil
	}
	var order []string
	groups := map[string][]string{}
	for n, line := range lines {
		group, text, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, nil, ownError(1, "%s:%d: not GROUP<TAB>TEXT", path, n+1)
		}
		if _, seen := groups[group]; !seen {
			order = append(order, group)
		}
		groups[group] = append(groups[group], normalize.TrimRight(text))
	}
	return order, groups, nil
}

func fileError(path, what string, err error) error { return inputs.FileError(path, what, err) }

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
	output := ""
	if v, ok := res.Values["output"]; ok {
		output = v[0]
	}
	if res.Seen["groups"] {
		return r.groupMatrix(m, files, output)
	}
	a, b, err := readMatrix(files, r.Options().Encoding)
	if err != nil {
		return err
	}
	if output != "" {
		return writeNPY(output, []int{len(a), len(b)}, files, func(emit func([]float64) error) error {
			return metric.Pairwise(m, a, b, func(_ int, row []float64) error { return emit(row) })
		})
	}
	w := bufio.NewWriterSize(r.e.stdout, 1<<16)
	err = metric.Pairwise(m, a, b, func(_ int, row []float64) error {
		writeTSVRow(w, nil, row)
		return nil
	})
	if err != nil {
		return err
	}
	return w.Flush()
}

// readMatrix reads A, and B or A again, each of at least one line.
func readMatrix(files []string, encoding string) (a, b []string, err error) {
	texts := make([][]string, len(files))
	for i, path := range files {
		if texts[i], err = textio.ReadLines(path, encoding); err != nil {
			return nil, nil, fileError(path, "input", err)
		}
	}
	for i, path := range files {
		if len(texts[i]) == 0 {
			return nil, nil, ownError(1, "%s has no lines", path)
		}
	}
	return texts[0], texts[len(texts)-1], nil
}

func writeTSVRow(w *bufio.Writer, lead []string, row []float64) {
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
	w.WriteByte('\n')
}

// groupMatrix scores the candidates of each group against the group's references (its own
// candidates, or B's lines of the group).
func (r *runner) groupMatrix(m metric.Metric, files []string, output string) error {
	order, cands, refs, err := readGroups(files, r.Options().Encoding)
	if err != nil {
		return err
	}
	if output != "" {
		k := len(cands[order[0]])
		for _, g := range order {
			if len(cands[g]) != k || len(refs[g]) != len(refs[order[0]]) {
				return ownError(1, "groups of different sizes (%s has %d, %s has %d) make no .npy array: write TSV",
					order[0], k, g, len(cands[g]))
			}
		}
		return writeNPY(output, []int{len(order), k, len(refs[order[0]])}, files, func(emit func([]float64) error) error {
			for _, g := range order {
				if err := metric.Pairwise(m, cands[g], refs[g], func(_ int, row []float64) error { return emit(row) }); err != nil {
					return err
				}
			}
			return nil
		})
	}
	w := bufio.NewWriterSize(r.e.stdout, 1<<16)
	for _, g := range order {
		err := metric.Pairwise(m, cands[g], refs[g], func(i int, row []float64) error {
			writeTSVRow(w, []string{g, fmt.Sprint(i)}, row)
			return nil
		})
		if err != nil {
			return err
		}
	}
	return w.Flush()
}

// readGroups reads grouped candidates and their references: the candidates themselves, or
// the second file's lines of each group (every group needs some).
func readGroups(files []string, encoding string) ([]string, map[string][]string, map[string][]string, error) {
	order, cands, err := groupedLines(files[0], encoding)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(order) == 0 {
		return nil, nil, nil, ownError(1, "%s has no lines", files[0])
	}
	refs := cands
	if len(files) == 2 {
		if _, refs, err = groupedLines(files[1], encoding); err != nil {
			return nil, nil, nil, err
		}
		for _, g := range order {
			if len(refs[g]) == 0 {
				return nil, nil, nil, ownError(1, "group %s has no lines in %s", g, files[1])
			}
		}
	}
	return order, cands, refs, nil
}

// maxNPY is the largest .npy file sacre matrix writes: 64 GiB, 8.6 billion scores, hours of
// work at the pairwise scorers' speed. A larger matrix is refused before any is computed, as
// is one beyond the space free on the output's file system.
const maxNPY = 64 << 30

// writeNPY writes a float64 array of the given shape to path in NumPy's .npy format (version
// 1.0), rows as rows gives them. The file's size is known from the shape: it is checked
// (outputTarget) before the first row is computed.
func writeNPY(path string, shape []int, inputs []string, rows func(emit func([]float64) error) error) error {
	header, size := npyHeader(shape)
	if size > maxNPY {
		return ownError(1, "cannot write %s: a %s matrix of float64 takes %s; sacre matrix writes at most %s",
			path, shapeText(shape, " x "), outfile.Bytes(size), outfile.Bytes(maxNPY))
	}
	out, err := outputTarget(path, int64(size), inputs...)
	if err != nil {
		return err
	}
	return out.Write(func(w io.Writer) error {
		io.WriteString(w, header)
		var buf [8]byte
		return rows(func(row []float64) error {
			for _, x := range row {
				binary.LittleEndian.PutUint64(buf[:], math.Float64bits(x))
				if _, err := w.Write(buf[:]); err != nil {
					return err
				}
			}
			return nil
		})
	})
}

// npyHeader is the .npy preamble of a float64 array of the shape, and the file's size in
// bytes (a float64, since a hostile shape's product overflows an int).
func npyHeader(shape []int) (string, float64) {
	text := "(" + shapeText(shape, ", ")
	if len(shape) == 1 {
		text += ","
	}
	dict := fmt.Sprintf("{'descr': '<f8', 'fortran_order': False, 'shape': %s), }", text)
	// magic (6) + version (2) + header length (2) + dict + padding + "\n", a multiple of 64.
	pad := (64 - (10+len(dict)+1)%64) % 64
	dict += strings.Repeat(" ", pad) + "\n"
	var b strings.Builder
	b.WriteString("\x93NUMPY\x01\x00")
	binary.Write(&b, binary.LittleEndian, uint16(len(dict)))
	b.WriteString(dict)
	size := float64(b.Len())
	cells := 8.0
	for _, n := range shape {
		cells *= float64(n)
	}
	return b.String(), size + cells
}

func shapeText(shape []int, sep string) string {
	dims := make([]string, len(shape))
	for i, n := range shape {
		dims[i] = fmt.Sprint(n)
	}
	return strings.Join(dims, sep)
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
	order, cands, refs, err := readGroups(files, r.Options().Encoding)
	if err != nil {
		return err
	}
	lowerIsBetter := metric.KindOf(r.Options().Metrics[0]).LowerIsBetter
	asJSON := slices.Equal(res.Values["format"], []string{"json"})
	var list []any
	w := bufio.NewWriterSize(r.e.stdout, 1<<16)
	for _, g := range order {
		best, utilities, err := metric.MBR(m, lowerIsBetter, cands[g], refs[g], len(files) == 1)
		switch {
		case err != nil:
			return err
		case asJSON:
			list = append(list, mbrChoice(g, best, cands[g][best], utilities))
		default:
			w.WriteString(cands[g][best] + "\n")
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
