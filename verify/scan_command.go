package verify

import (
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	"github.com/sacre-mt/sacre/tokenizers"
)

// Scores of a SacreBLEU command written out. A line that runs sacrebleu (`sacrebleu ref -i
// hyp -m chrf -b`, `cat hyp | sacrebleu -t wmt14 -l en-de`) says how the number printed with
// it was computed: the number on the line after it, alone or in a short sentence ("it
// showed 0.8990", `got "score": 35.1`), and the numbers written before the command on its
// line ("26.59 28.33 sacrebleu -tok intl", a table of scores by command) are scores of the
// command's metric (-m's one metric, else BLEU). They are not bound to a signature by the
// command; without a signature in the text, their configuration is SacreBLEU's defaults with
// the command's options applied (-tok intl, -lc, -cw 2), said as assumed; an option that
// changes the configuration in a way sacre cannot tell (a variable, an unknown option) leaves
// it unknown, as does a tokenizer that loads a dictionary or a model (ja-mecab, ko-mecab, spm):
// reading a text loads none.

var (
	// sacreCommand matches sacrebleu run as a command: its name, then an option or a file.
	sacreCommand = lazyre.New(`(?:^|[\s|$>` + "`" + `(])sacrebleu(?:\.py)?(?:\s+(?:-{1,2}[A-Za-z]|[A-Za-z0-9_./~$-]+)|\s*$)`)
	// commandMetric matches -m's (--metrics') one metric.
	commandMetric = lazyre.New(`\s(?:-m|--metrics)\s+(bleu|chrf|ter)(?:\s+-|\s*$|\s*[` + "`" + `'"|)])`)
	// outputNumber matches a line that prints one number: alone, after a few words, or as
	// a key's value.
	outputNumber = lazyre.New(`^[ \t]*(?:[A-Za-z"':]+[ \t]+){0,4}(?:"score"[ \t]*:[ \t]*)?(-?[0-9]+\.[0-9]+)[ \t.]*$`)
	// scoresFirst matches the numbers written before a command on its line.
	scoresFirst = lazyre.New(`^[ \t|]*((?:-?[0-9]+\.[0-9]+[ \t|]+)+)$`)
)

// commandScores finds the scores printed with a sacrebleu command on line k.
func (sc *scanner) commandScores(k int, line string) {
	if !strings.Contains(line, "sacrebleu") {
		return
	}
	m := sacreCommand().FindStringIndex(line)
	if m == nil || strings.Contains(line, "import ") || strings.Contains(line, "pip ") {
		return
	}
	option, cmd := "bleu", line[m[0]:]
	if mm := commandMetric().FindStringSubmatch(cmd); mm != nil {
		option = mm[1]
	}
	name, assumed := metricName(option), commandConfig(option, cmd)
	at := m[0]
	for at < len(line) && !isASCIILetter(line[at]) {
		at++
	}
	if f := scoresFirst().FindStringSubmatch(line[:at]); f != nil {
		for _, num := range strings.FieldsFunc(f[1], func(r rune) bool { return r == ' ' || r == '\t' || r == '|' }) {
			sc.commandScore(k, strings.Index(line, num), num, name, strings.TrimSpace(line[at:]), assumed)
		}
		return
	}
	next := k + 1
	if next >= len(sc.t.starts) || sc.used[next] {
		return
	}
	l := sc.t.lineText(next)
	if om := outputNumber().FindStringSubmatchIndex(l); om != nil && len(l) <= 80 {
		sc.commandScore(next, om[2], l[om[2]:om[3]], name, "", assumed)
	}
}

// commandScore adds a score printed by a command, at offset i of line k.
func (sc *scanner) commandScore(k, i int, num, name, system string, assumed *signatures.Parsed) {
	if sc.isTaken(k, sc.t.starts[k]+i) {
		return
	}
	x := &looseScore{line: k, last: k, name: name, exact: true, bare: true, text: num}
	x.score = FoundScore{Line: sc.t.number(k), Score: num, System: system}
	x.notes = []string{"printed by the sacrebleu command written with it"}
	x.assumed, x.command = assumed, true
	sc.take(k, sc.t.starts[k]+i, sc.t.starts[k]+i+len(num))
	sc.loose = append(sc.loose, x)
}

// generalOptions are SacreBLEU's options that do not change a metric's configuration, each
// with whether it takes a value.
var generalOptions = map[string]bool{
	"-t": true, "--test-set": true, "-l": true, "--language-pair": true, "-i": true, "--input": true,
	"-w": true, "--width": true, "-f": true, "--format": true, "-ol": true, "--origlang": true, "--subset": true,
	"-e": true, "--echo": true, "--encoding": true, "-m": true, "--metrics": true, "--paired-bs-n": true,
	"--paired-ar-n": true, "--paired-jobs": true, "--confidence-n": true, "-nr": true, "--num-refs": true,
	"-b": false, "--score-only": false, "-q": false, "--quiet": false, "-ci": false, "--confidence": false,
	"--short": false, "--no-color": false, "-pbs": false, "--paired-bs": false, "-par": false, "--paired-ar": false,
	"--force": false, "-d": false, "--download": false,
}

// commandConfig is the configuration a sacrebleu command's options give the metric -m names
// (option): SacreBLEU's defaults, its options applied; nil when an option cannot be read.
func commandConfig(option, cmd string) *signatures.Parsed {
	kind := metric.KindOf(option)
	if kind == nil {
		return nil
	}
	flags := map[string]*metric.Flag{}
	for _, k := range metric.Kinds() {
		for _, f := range k.Flags {
			for _, n := range f.Names {
				if k == kind {
					flags[n] = f
				} else if _, ok := flags[n]; !ok {
					flags[n] = nil // another metric's: no effect on this one
				}
			}
		}
	}
	c, target := kind.NewConfig(), ""
	words := strings.Fields(cmd)
	for i := 1; i < len(words); i++ {
		w := strings.Trim(words[i], "`'\"")
		if w == "|" || w == ">" || w == "&&" || w == ";" || strings.HasPrefix(w, "2>") {
			break
		}
		if !strings.HasPrefix(w, "-") || isNumber(w) {
			continue
		}
		opt, value, inline := strings.Cut(w, "=")
		if takes, ok := generalOptions[opt]; ok {
			if takes && !inline && i+1 < len(words) {
				i++
				value = strings.Trim(words[i], "`'\"")
			}
			if opt == "-l" || opt == "--language-pair" {
				_, target, _ = strings.Cut(value, "-")
			}
			continue
		}
		f, ok := flags[opt]
		switch {
		case !ok:
			return nil
		case f != nil && f.Type == "":
			f.Apply(c, true)
			continue
		}
		if !inline {
			if i+1 >= len(words) {
				return nil
			}
			i++
			value = strings.Trim(words[i], "`'\"")
		}
		if f == nil {
			continue
		}
		v, err := flagValue(f.Type, value)
		if err != nil || strings.ContainsAny(value, "$%{<") {
			return nil
		}
		f.Apply(c, v)
	}
	c, err := c.ForRun(metric.Run{TargetLanguage: target})
	if err != nil {
		return nil
	}
	if b, ok := c.(*metric.BLEUConfig); ok {
		tok := b.Tokenize
		if tok == "" {
			tok = tokenizers.Default(b.TrgLang)
		}
		if tokenizers.NeedsData(tok) {
			return nil // a dictionary or a model is not loaded to read a command: unknown
		}
	}
	m, err := metric.SpecOf(c).New()
	if err != nil {
		return nil
	}
	var fields []string
	for _, f := range m.Signature(signatures.Run{NumRefs: 1}) {
		if f.Key != "nrefs" && f.Key != "version" {
			fields = append(fields, f.Key+":"+f.Value)
		}
	}
	p, err := signatures.Parse(m.Name() + "|" + strings.Join(fields, "|"))
	if err != nil {
		return nil
	}
	return p
}

// flagValue reads an option's value as its type says.
func flagValue(typ, value string) (any, error) {
	switch typ {
	case "int":
		return strconv.Atoi(value)
	case "float":
		return strconv.ParseFloat(value, 64)
	}
	return value, nil
}

// Scores printed by code. A line holding only a decimal number (in an output block, after
// "Output:", a doctest's answer) is the score the code just above printed when that code
// computes a SacreBLEU score (sacrebleu.corpus_bleu, BLEU().corpus_score, sentence_chrf,
// evaluate.load("sacrebleu")) and prints it: between them only blank lines, fences, prompts
// and a short label. Its metric is the call's; its configuration is unknown (the API's
// arguments are not read), said.

var (
	// bareNumber matches a line that is one decimal number, after the label a print may give it
	// ("b3 35.1862973998119").
	bareNumber = lazyre.New(`^[ \t>]*(?:[A-Za-z_][A-Za-z0-9_]{0,15}:?[ \t]+)?(-?[0-9]+\.[0-9]+)[ \t]*$`)
	// sacreCall matches code computing a SacreBLEU score, with its metric when it says it.
	sacreCall = lazyre.New(`(?i)sacrebleu\.(?:corpus_|sentence_)?(bleu|chrf|ter)\b|\b(BLEU|CHRF|TER)\([^)]*\)\.(?:corpus|sentence)_score\(|load(?:_metric)?\(\s*["']sacrebleu["']`)
	// printCall matches code printing a score (its name says so: score, bleu, chrf, result).
	printCall = lazyre.New(`(?i)(?:\bprint\s*\(|^\s*>>>\s*[A-Za-z_][A-Za-z0-9_.\[\]"']*\s*$).*(?:score|bleu|chrf|ter\b|result)`)
)

// maxCodeGap bounds the lines between a print and the number it printed, and between the
// SacreBLEU call and the print.
const maxCodeGap, maxCallGap = 8, 30

// codeScore reads line k as the score code above it printed.
func (sc *scanner) codeScore(k int, line string) {
	m := bareNumber().FindStringSubmatchIndex(line)
	if m == nil || sc.isTaken(k, sc.t.starts[k]+m[2]) {
		return
	}
	printAt := -1
	for j := k - 1; j >= 0 && k-j <= maxCodeGap; j-- {
		l := strings.TrimSpace(sc.t.lineText(j))
		if printCall().MatchString(l) {
			printAt = j
			break
		}
		if !codeGapLine(l) {
			return
		}
	}
	if printAt < 0 {
		return
	}
	option := ""
	for j := printAt; j >= 0 && printAt-j <= maxCallGap && option == ""; j-- {
		if c := sacreCall().FindStringSubmatch(sc.t.lineText(j)); c != nil {
			option = strings.ToLower(c[1] + c[2])
			if option == "" {
				option = "bleu"
			}
		}
	}
	if option == "" {
		return
	}
	num := line[m[2]:m[3]]
	x := &looseScore{line: k, last: k, name: metricName(option), exact: true, bare: true, text: num, command: true}
	x.score = FoundScore{Line: sc.t.number(k), Score: num}
	x.notes = []string{"printed by the code above it, which computes a SacreBLEU score"}
	sc.take(k, sc.t.starts[k]+m[2], sc.t.starts[k]+m[3])
	sc.loose = append(sc.loose, x)
}

// codeGapLine reports whether a line may come between code and what it printed: blank, a
// fence, a prompt's continuation, a short label ("**Output:**", "Out[3]:", "It prints").
func codeGapLine(l string) bool {
	return l == "" || strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") || strings.HasPrefix(l, "...") ||
		len(l) <= 40 && strings.HasSuffix(strings.TrimRight(l, "*_ "), ":") ||
		len(l) <= 24 && !strings.ContainsAny(l, "0123456789=()") // "It prints", "Output"
}
