package verify

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// readSpan reads a signature found in the text with signatures.Parse: its configuration, and
// what was repaired or assumed to read it; refused says why it cannot be read, in words.
//
// A name joined to the fields ("chrF2|...") is the signature's and must agree with them. A
// label apart from them ("chrf: nrefs:...", `"bleu": "nrefs:..."`, "BLEU   nrefs:...") only
// narrows: its metric must be the fields' (else refused), its beta is used, and the fields
// decide the rest (nw:2 is chrF++ whatever the label's "+"s).
func (t *scanText) readSpan(sp sigSpan) (p *signatures.Parsed, notes []string, refused string) {
	text := t.s[sp.start:sp.end]
	if len(text) > maxClaimText {
		return nil, nil, fmt.Sprintf("a signature that runs on for more than %d bytes, more than any", maxClaimText)
	}
	spaced := strings.Contains(text, " .")
	if spaced {
		text = spaceInNumber().ReplaceAllString(text, "$1.$2")
	}
	p, notes, err := parseSpan(text)
	if err != nil {
		return nil, nil, strings.TrimSuffix(err.Error(), ".")
	}
	if spaced {
		notes = append(notes, "a space inside the version's number removed")
	}
	if w := t.written(sp.start, sp.end); w != text {
		notes = append(notes, normalizeNote(w))
	}
	var note string
	if sp.name == "" {
		if note, refused = nameFromLabel(p, sp.label); refused != "" {
			return nil, nil, refused
		}
		notes = appendNote(notes, note)
	}
	if note, refused = checkVersion(p.Version()); refused == "" {
		refused = configError(p)
	}
	if refused != "" {
		return nil, nil, refused
	}
	return p, appendNote(notes, note), ""
}

// parseSpan parses a signature's text; a placeholder in a field naming the test data
// (lang.{src}-{tgt}) is dropped, with a note, as it leaves the configuration whole.
func parseSpan(text string) (*signatures.Parsed, []string, error) {
	p, err := signatures.Parse(text)
	var notes []string
	if err != nil && strings.Contains(err.Error(), "placeholder") {
		if kept, dropped := dropDataPlaceholders(text); dropped != "" {
			if p, err = signatures.Parse(kept); err == nil {
				notes = append(notes, fmt.Sprintf("the field %q names the test data with a placeholder: dropped (it is not part of the configuration)", dropped))
			}
		}
	}
	if err != nil {
		return nil, nil, err
	}
	return p, append(notes, p.Repairs...), nil
}

// configError says why no metric can be configured as a signature says ("" if one can): a
// name that contradicts the fields (chrF2 with nw:2), a value sacre does not compute.
func configError(p *signatures.Parsed) string {
	q := *p
	if q.Name == "" {
		q.Name = nameOf(p)
	}
	if _, err := metric.FromSignature(&q); err != nil {
		return strings.TrimPrefix(err.Error(), metric.ErrConfig.Error()+": ")
	}
	return ""
}

// dataKeys are the keys that name the test data (1.x's and 2.x's, long and short): a
// placeholder in them (lang.{src}-{tgt}) leaves the metric's configuration whole.
var dataKeys = map[string]bool{"lang": true, "l": true, "test": true, "t": true, "origlang": true, "o": true, "subset": true, "S": true}

// dropDataPlaceholders removes from a signature the fields naming the test data with a
// placeholder, and says which.
func dropDataPlaceholders(text string) (kept, dropped string) {
	sep := "|"
	if !strings.Contains(text, "|") {
		sep = "+"
	}
	var out, gone []string
	for _, part := range strings.Split(text, sep) {
		key, value, ok := strings.Cut(part, ":")
		if !ok {
			key, value, _ = strings.Cut(part, ".")
		}
		if dataKeys[strings.TrimSpace(key)] && strings.ContainsAny(value, "{}%<>") {
			gone = append(gone, part)
			continue
		}
		out = append(out, part)
	}
	return strings.Join(out, sep), strings.Join(gone, sep)
}

// normalizeNote says what normalizing the text undid in a signature as written.
func normalizeNote(written string) string {
	switch {
	case strings.ContainsAny(written, `\$`):
		return "LaTeX or Markdown escapes undone"
	case strings.Contains(written, "&"):
		return "HTML entities undone"
	}
	return "Unicode compatibility characters (full-width forms, ligatures, hyphens, bars) replaced"
}

// appendNote appends note unless it is empty or there already.
func appendNote(notes []string, note string) []string {
	for _, n := range notes {
		if n == note {
			return notes
		}
	}
	if note == "" {
		return notes
	}
	return append(notes, note)
}

// nameFromLabel names a signature printed without its name, from its fields and the label
// before it if any.
func nameFromLabel(p *signatures.Parsed, label string) (note, refused string) {
	beta := "2"
	if strings.EqualFold(label, "sacrebleu") {
		label = "" // the tool's name, not a metric's
	}
	if label != "" {
		kind, b := labelMetric(label)
		if kind != p.Metric {
			return "", fmt.Sprintf("the label %q names %s, but the signature's fields are %s's", label, kind, p.Metric)
		}
		beta = b
	}
	if p.Metric != signatures.CHRF {
		p.Name = p.Metric
		return "", ""
	}
	nw, _ := p.Get("nw")
	words, _ := strconv.Atoi(nw)
	p.Name = "chrF" + beta + strings.Repeat("+", min(max(words, 0), 9))
	switch {
	case label == "" || labelBeta(label) == "":
		return fmt.Sprintf("no name holds chrF's beta: %s assumed (beta 2, SacreBLEU's default)", p.Name), ""
	case !strings.EqualFold(label, p.Name):
		return fmt.Sprintf("the label %q read as %s (the fields decide the word order)", label, p.Name), ""
	}
	return "", ""
}

// labelMetric is the metric a label names, and chrF's beta if it says one.
func labelMetric(label string) (kind, beta string) {
	switch strings.ToLower(label) {
	case "bleu", "spbleu", "sacrebleu":
		return signatures.BLEU, ""
	case "ter":
		return signatures.TER, ""
	}
	if b := labelBeta(label); b != "" {
		return signatures.CHRF, b
	}
	return signatures.CHRF, "2"
}

func labelBeta(label string) string {
	rest, ok := strings.CutPrefix(strings.ToLower(label), "chrf")
	if !ok {
		return ""
	}
	return strings.TrimRight(rest, "+")
}

var (
	// spaceInNumber matches a space inside a version's number: "1.2 .20".
	spaceInNumber = lazyre.New(`([0-9]) \.([0-9])`)
	// versionText is a release's number: 2.0.0, 1.4.14, 2.3.2.dev0, sacre's 2.6.0+sacre.0.1.0.
	versionText = lazyre.New(`^[0-9]+(\.[0-9]+)+(\.?(dev|rc|a|b|post)[0-9]*)?(\+sacre\.[0-9]+(\.[0-9]+)*)?$`)
	// versionPlaceholder stands for a release: 2.x, 2.x.x, 1.4.x, 2.x.y.
	versionPlaceholder = lazyre.New(`^[0-9]+(\.([0-9]+|[xXyYzZ*]))+$`)
)

// checkVersion says whether a signature's version is a release, a placeholder standing for
// one (said in a note), or neither (refused).
func checkVersion(v string) (note, refused string) {
	switch {
	case v == "" || versionText().MatchString(v):
		return "", ""
	case versionPlaceholder().MatchString(v):
		return fmt.Sprintf("version %q is a placeholder, not a release: the release that printed it cannot be known, and its fields are read as SacreBLEU %s.x reads them", v, v[:strings.IndexByte(v, '.')]), ""
	}
	return "", fmt.Sprintf("the version %q is not a release's number", v)
}
