package main

import (
	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/internal/argparse"
	"github.com/sacre-mt/sacre/internal/cli"
	"github.com/sacre-mt/sacre/metric"
)

// program is sacre's command line in e: SacreBLEU's scoring command line (whatever its first
// word, but a command's name) and sacre's own commands.
func program(e *env) *cli.Program {
	p := &cli.Program{
		Name:    "sacre",
		Summary: "BLEU, chrF, TER and speech recognition's error rates exactly as their reference tools compute them",
		Description: "sacre takes SacreBLEU's command line unchanged (sacre REF... -i HYP... -m bleu chrf ter) and prints " +
			"the same output, with signatures whose version names sacre. Its own commands verify published scores, " +
			"check regression manifests, score segments and pairs, and compare systems in a report.",
		UsageText:    "sacre [SacreBLEU's options] REF... [-i HYP...]\n   sacre COMMAND [options] [arguments]",
		Stdout:       e.stdout,
		Stderr:       e.stderr,
		Default:      func(args []string) int { return score(args, e) },
		DefaultSpecs: evaluate.Specs,
		Values:       completeValues,
	}
	bind := func(run func([]string, *env) int) func([]string) int {
		return func(args []string) int { return run(args, e) }
	}
	p.Commands = []cli.Command{
		{Name: "verify", Summary: "check a published score or table against its signature", Specs: verifySpecs, Help: verifyHelp, Run: bind(verifyCommand)},
		{Name: "check", Summary: "recompute a regression manifest's scores", Specs: checkSpecs, Help: checkHelp, Run: bind(checkCommand)},
		{Name: "segments", Summary: "print every segment's scores and statistics for every system and metric (JSON Lines, TSV)",
			Specs: segmentsSpecs, Help: segmentsHelp, Run: bind(segmentsCommand)},
		{Name: "matrix", Summary: "score every line of A against every line of B (TSV or .npy)", Specs: matrixSpecs, Help: matrixHelp, Run: bind(matrixCommand)},
		{Name: "report", Summary: "compare systems in one HTML page (or Markdown, LaTeX): scores, all-pairs significance, plots, buckets, examples",
			Specs: reportSpecs, Help: reportHelp, Run: bind(reportCommand)},
		{Name: "compare", Summary: "test, rank and cluster systems by per-segment scores of any origin (COMET, MetricX, human ratings): SacreBLEU's, SciPy's and WMT24's tests",
			Specs: compareSpecs, Help: compareHelp, Run: bind(compareCommand)},
		{Name: "mbr", Summary: "pick each group's candidate of highest expected utility (minimum Bayes risk)", Specs: mbrSpecs, Help: mbrHelp, Run: bind(mbrCommand)},
		{Name: "normalize", Summary: "print what a text normalization of WER and CER (--wer-norm) makes of each line of standard input",
			Specs: normalizeSpecs, Help: normalizeHelp, Run: bind(normalizeCommand), Args: textNormalizerNames()},
		{Name: "sclite", Summary: "NIST sclite's command line and reports, byte for byte: trn, stm and ctm scored with sclite's alignment",
			Specs: helpOnlySpecs, Help: func() string { return helpHead("sclite") }, Run: bind(scliteCommand)},
		{Name: "sc_stats", Summary: "NIST sc_stats's significance tests between speech recognition systems, byte for byte, over sclite's SGML",
			Specs: helpOnlySpecs, Help: func() string { return helpHead("sc_stats") }, Run: bind(scstatsCommand)},
		p.CompletionCommand(),
		p.ManCommand(),
	}
	p.DefaultHelp = func() string { return helpText(p) }
	return p
}

// helpOnlySpecs are the specs of a command that parses its own command line as the tool it
// reproduces does (sclite, sc_stats): only -h's help, for the manual page.
func helpOnlySpecs() []*argparse.Spec { return []*argparse.Spec{cli.HelpSpec()} }

// textNormalizerNames are the names sacre normalize takes (with their aliases).
func textNormalizerNames() []string {
	var out []string
	for _, n := range metric.TextNormalizers() {
		out = append(out, n.Name)
		if n.Alias != "" {
			out = append(out, n.Alias)
		}
	}
	return out
}
