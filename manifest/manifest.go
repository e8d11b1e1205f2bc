// Package manifest reads regression manifests: YAML files that list systems (hypothesis
// files), their references or test set, metrics with their configurations, and the scores
// expected of each, so that CI can recompute them all and fail on any drift. Updating a
// manifest rewrites its expected numbers in place, keeping every comment and the order.
//
// A metric may also be per-segment scores computed elsewhere (COMET, human ratings), read
// from files as sacre compare reads them (ScoreFiles): a system's score is their average.
//
// A check is Load, Read (the references and hypotheses, through package inputs), Check (a
// Row per system and metric), then WriteTable or WriteJSON; an update is Update, then Replace
// (or Prepare and Commit), which never leaves the file half written or loses an edit.
//
//	# Scores of our WMT17 systems; sacre check fails when one moves.
//	refs: [ref.txt]            # or test_set: wmt17 and langpair: en-de
//	tolerance: 0               # the default: equal at the expected value's decimals
//	metrics:
//	  - name: BLEU
//	    bleu: {}                # metric.BLEUConfig's fields: tokenize, lowercase, ...
//	  - name: chrF++
//	    chrf: {word_order: 2}
//	    tolerance: 0.05         # absolute, in score points
//	  - name: TER
//	    signature: "TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0"
//	systems:
//	  - name: C-3MA
//	    hyp: C-3MA.4959.txt
//	    expected: {BLEU: 22.67, chrF++: 49.17, TER: 66.88}
package manifest

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/sacre-mt/sacre/internal/pyfmt"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
)

// ErrInvalid is wrapped by every error about a manifest's content.
var ErrInvalid = errors.New("invalid manifest")

// A Manifest is a parsed manifest file.
type Manifest struct {
	// Path is the manifest's file; relative paths inside it are relative to its directory.
	Path string
	// Refs are reference files, one per reference; or TestSet and LangPair name a test set,
	// with SacreBLEU's OrigLang and Subset filters.
	Refs                                []string
	TestSet, LangPair, OrigLang, Subset string
	// Encoding of the files (default utf-8).
	Encoding string
	// Tolerance is the default allowed difference; nil means equality at the expected
	// value's printed precision.
	Tolerance *float64
	Metrics   []*Metric
	Systems   []*System

	src []byte
	doc *yaml.Node
}

// A Metric is one metric configuration of a manifest: one sacre computes (Spec), or scores
// computed elsewhere (Scores).
type Metric struct {
	Name      string // the key in systems' expected maps
	Spec      metric.Spec
	Scores    *ScoreFiles // set for scores read from files; Spec is then the zero Spec
	Tolerance *float64    // overrides the manifest's
	line      int
}

// A System is one hypothesis file and its expected scores by metric name.
type System struct {
	Name     string
	Hyp      string
	Expected map[string]*Expected
	line     int
	node     *yaml.Node // the system's mapping
}

// Expected is an expected score as written.
type Expected struct {
	Text string
	node *yaml.Node
}

// Load reads and parses the manifest at path.
func Load(path string) (*Manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// errAt is an error at a line of the manifest.
func (m *Manifest) errAt(line int, format string, a ...any) error {
	return fmt.Errorf("%s:%d: %w: %s", m.Path, line, ErrInvalid, fmt.Sprintf(format, a...))
}

// Parse parses a manifest's content; path names it in errors and anchors relative paths.
func Parse(path string, data []byte) (*Manifest, error) {
	m := &Manifest{Path: path, src: data, Encoding: "utf-8"}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		// yaml.v3's messages start "yaml: line N: ..."
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		if rest, ok := strings.CutPrefix(msg, "line "); ok {
			if n, tail, ok := strings.Cut(rest, ": "); ok {
				return nil, fmt.Errorf("%s:%s: %w: %s", path, n, ErrInvalid, tail)
			}
		}
		return nil, fmt.Errorf("%s: %w: %s", path, ErrInvalid, msg)
	}
	if len(doc.Content) == 0 {
		return nil, fmt.Errorf("%s: %w: empty manifest", path, ErrInvalid)
	}
	m.doc = &doc
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, m.errAt(root.Line, "a manifest is a mapping (refs, metrics, systems, ...)")
	}
	seen := map[string]bool{}
	for i := 0; i < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if seen[k.Value] {
			return nil, m.errAt(k.Line, "%s is given twice", k.Value)
		}
		seen[k.Value] = true
		var err error
		switch k.Value {
		case "refs":
			err = m.strings(v, &m.Refs)
		case "test_set":
			err = m.str(v, &m.TestSet)
		case "langpair":
			err = m.str(v, &m.LangPair)
		case "origlang":
			err = m.str(v, &m.OrigLang)
		case "subset":
			err = m.str(v, &m.Subset)
		case "encoding":
			err = m.str(v, &m.Encoding)
		case "tolerance":
			m.Tolerance, err = m.tolerance(v)
		case "metrics":
			err = m.metrics(v)
		case "systems":
			err = m.systems(v)
		default:
			err = m.errAt(k.Line, "unknown key %q (refs, test_set, langpair, origlang, subset, encoding, tolerance, metrics, systems)", k.Value)
		}
		if err != nil {
			return nil, err
		}
	}
	return m, m.validate(root)
}

func (m *Manifest) validate(root *yaml.Node) error {
	switch {
	case len(m.Refs) > 0 && m.TestSet != "":
		return m.errAt(root.Line, "give refs or test_set, not both")
	case len(m.Refs) == 0 && m.TestSet == "" && m.computes():
		return m.errAt(root.Line, "give the references: refs (files) or test_set with langpair")
	case m.TestSet != "" && m.LangPair == "":
		return m.errAt(root.Line, "test_set %s needs a langpair", m.TestSet)
	case len(m.Metrics) == 0:
		return m.errAt(root.Line, "no metrics")
	case len(m.Systems) == 0:
		return m.errAt(root.Line, "no systems")
	}
	for _, s := range m.Systems {
		if s.Hyp == "" && m.computes() {
			return m.errAt(s.line, "a system needs hyp, its hypothesis file")
		}
		for name, e := range s.Expected {
			if m.metric(name) == nil {
				return m.errAt(e.node.Line, "system %s expects a score of %q, which is not among the metrics", s.Name, name)
			}
		}
	}
	return nil
}

func (m *Manifest) metric(name string) *Metric {
	for _, mt := range m.Metrics {
		if mt.Name == name {
			return mt
		}
	}
	return nil
}

func (m *Manifest) str(n *yaml.Node, to *string) error {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return m.errAt(n.Line, "expected a string")
	}
	*to = n.Value
	return nil
}

func (m *Manifest) strings(n *yaml.Node, to *[]string) error {
	if n.Kind == yaml.ScalarNode {
		var s string
		if err := m.str(n, &s); err != nil {
			return err
		}
		*to = []string{s}
		return nil
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) == 0 {
		return m.errAt(n.Line, "expected a file name or a list of them")
	}
	for _, c := range n.Content {
		var s string
		if err := m.str(c, &s); err != nil {
			return err
		}
		*to = append(*to, s)
	}
	return nil
}

func (m *Manifest) tolerance(n *yaml.Node) (*float64, error) {
	v, err := strconv.ParseFloat(n.Value, 64)
	if n.Kind != yaml.ScalarNode || err != nil || v < 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return nil, m.errAt(n.Line, "tolerance %q is not a number from 0 up", n.Value)
	}
	return &v, nil
}

// metrics reads the metrics list: each a name and one of bleu, chrf, ter (with their
// configuration fields) or signature.
func (m *Manifest) metrics(n *yaml.Node) error {
	if n.Kind != yaml.SequenceNode {
		return m.errAt(n.Line, "metrics is a list")
	}
	for _, item := range n.Content {
		if item.Kind != yaml.MappingNode {
			return m.errAt(item.Line, "a metric is a mapping (name, and %s or signature)", strings.Join(metric.Options(), ", "))
		}
		mt := &Metric{line: item.Line}
		kinds := 0
		for i := 0; i < len(item.Content); i += 2 {
			k, v := item.Content[i], item.Content[i+1]
			var err error
			switch k.Value {
			case "name":
				err = m.str(v, &mt.Name)
			case "tolerance":
				mt.Tolerance, err = m.tolerance(v)
			case "signature":
				var sig string
				if err = m.str(v, &sig); err == nil {
					mt.Spec, err = m.fromSignature(v.Line, sig)
				}
				kinds++
			case "scores":
				mt.Scores, err = m.scoreFiles(v)
				kinds++
			default:
				kind := metricKind(k.Value)
				if kind == nil {
					err = m.errAt(k.Line, "unknown key %q in a metric (name, %s, signature, scores, tolerance)", k.Value,
						strings.Join(metric.Options(), ", "))
					break
				}
				// The metric's options, over SacreBLEU's defaults.
				cfg := kind.NewConfig()
				err = m.decode(v, cfg)
				mt.Spec, kinds = metric.SpecOf(cfg), kinds+1
			}
			if err != nil {
				return err
			}
		}
		if kinds != 1 {
			return m.errAt(item.Line, "a metric needs exactly one of %s, signature and scores", strings.Join(metric.Options(), ", "))
		}
		if err := m.name(mt, item); err != nil {
			return err
		}
		if m.metric(mt.Name) != nil {
			return m.errAt(item.Line, "two metrics are named %s; give them different names", mt.Name)
		}
		m.Metrics = append(m.Metrics, mt)
	}
	return nil
}

// metricKind is the metric a key of a manifest's metric configures (its -m name), nil if none.
func metricKind(key string) *metric.Kind {
	for _, k := range metric.Kinds() {
		if k.Option == key {
			return k
		}
	}
	return nil
}

func (m *Manifest) fromSignature(line int, sig string) (metric.Spec, error) {
	p, err := signatures.Parse(sig)
	if err != nil {
		return metric.Spec{}, m.errAt(line, "%v", err)
	}
	if len(p.Repairs) > 0 {
		// A manifest configures a check: it says exactly what it means.
		return metric.Spec{}, m.errAt(line, "the signature is read only with repairs (%s); write it as %q",
			strings.Join(p.Repairs, "; "), p.String())
	}
	spec, err := metric.FromSignature(p)
	if err != nil {
		return metric.Spec{}, m.errAt(line, "%v", err)
	}
	return spec, nil
}

// decode fills a metric configuration from a mapping, refusing keys the configuration lacks.
func (m *Manifest) decode(n *yaml.Node, cfg any) error {
	if n.Kind == yaml.ScalarNode && (n.Tag == "!!null" || n.Value == "") {
		return nil // "bleu:" alone: the defaults
	}
	if err := m.checkKeys(n, reflect.TypeOf(cfg).Elem()); err != nil {
		return err
	}
	if err := n.Decode(cfg); err != nil {
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			line, msg, _ := strings.Cut(strings.TrimPrefix(te.Errors[0], "line "), ": ")
			return fmt.Errorf("%s:%s: %w: %s", m.Path, line, ErrInvalid, msg)
		}
		return m.errAt(n.Line, "%v", err)
	}
	return nil
}

// checkKeys checks a mapping's keys (and those of nested mappings) against a struct's yaml tags.
func (m *Manifest) checkKeys(n *yaml.Node, t reflect.Type) error {
	if n.Kind != yaml.MappingNode {
		return m.errAt(n.Line, "expected a mapping of %s's options", t.Name())
	}
	fields := map[string]reflect.Type{}
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if tag == "" || tag == "-" {
			continue
		}
		fields[tag] = f.Type
		names = append(names, tag)
	}
	for i := 0; i < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		ft, ok := fields[k.Value]
		if !ok {
			return m.errAt(k.Line, "unknown option %q (%s)", k.Value, strings.Join(names, ", "))
		}
		if ft.Kind() == reflect.Struct {
			if err := m.checkKeys(v, ft); err != nil {
				return err
			}
		}
	}
	return nil
}

func (m *Manifest) systems(n *yaml.Node) error {
	if n.Kind != yaml.SequenceNode {
		return m.errAt(n.Line, "systems is a list")
	}
	for _, item := range n.Content {
		if item.Kind != yaml.MappingNode {
			return m.errAt(item.Line, "a system is a mapping (name, hyp, expected)")
		}
		s := &System{line: item.Line, node: item, Expected: map[string]*Expected{}}
		for i := 0; i < len(item.Content); i += 2 {
			k, v := item.Content[i], item.Content[i+1]
			var err error
			switch k.Value {
			case "name":
				err = m.str(v, &s.Name)
			case "hyp":
				err = m.str(v, &s.Hyp)
			case "expected":
				err = m.expected(v, s)
			default:
				err = m.errAt(k.Line, "unknown key %q in a system (name, hyp, expected)", k.Value)
			}
			if err != nil {
				return err
			}
		}
		if s.Name == "" {
			s.Name = s.Hyp
		}
		if s.Name == "" {
			return m.errAt(item.Line, "a system needs a name, or hyp, its hypothesis file")
		}
		for _, other := range m.Systems {
			if other.Name == s.Name {
				return m.errAt(item.Line, "two systems are named %s", s.Name)
			}
		}
		m.Systems = append(m.Systems, s)
	}
	return nil
}

func (m *Manifest) expected(n *yaml.Node, s *System) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		return m.errAt(n.Line, "expected maps metric names to scores")
	}
	for i := 0; i < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if v.Kind != yaml.ScalarNode {
			return m.errAt(v.Line, "the expected %s score is not a number", k.Value)
		}
		if v.Tag == "!!null" {
			// "BLEU:" alone: to be filled by --update.
			s.Expected[k.Value] = &Expected{node: v}
			continue
		}
		if _, err := strconv.ParseFloat(v.Value, 64); err != nil || strings.ContainsAny(v.Value, "eE") {
			return m.errAt(v.Line, "the expected %s score %q is not a number such as 27.3", k.Value, v.Value)
		}
		if _, dup := s.Expected[k.Value]; dup {
			return m.errAt(k.Line, "%s is expected twice", k.Value)
		}
		s.Expected[k.Value] = &Expected{Text: v.Value, node: v}
	}
	return nil
}

// Resolve returns a path of the manifest made relative to the manifest's directory.
func (m *Manifest) Resolve(path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(filepath.Dir(m.Path), path)
}

// A Row is the outcome for one system and one metric.
type Row struct {
	System, Metric string
	// Expected is the expected score as written; "" when the manifest has none.
	Expected string
	Got      float64
	// Printed is Got with Expected's decimals (or Width's, ScoresWidth's for scores read from
	// files, when there is no expected value).
	Printed   string
	Diff      float64 // Got - Expected
	OK        bool
	Tolerance *float64
	Signature string

	width int // decimals of a new expected value; 0 means Width
}

// Width is the number of decimals of a new expected value that Update writes, for metrics
// sacre computes; scores read from files get ScoresWidth, as sacre compare prints them.
const (
	Width       = 2
	ScoresWidth = 4
)

// decimals is the number of decimals of a new expected value of the row.
func (r *Row) decimals() int {
	if r.width > 0 {
		return r.width
	}
	return Width
}

// compare decides a row: within the tolerance, or else equal at the expected decimals.
func compare(r *Row) {
	if r.Expected == "" {
		r.Printed = pyfmt.Fixed(r.Got, r.decimals())
		return
	}
	want, _ := strconv.ParseFloat(r.Expected, 64)
	r.Diff = r.Got - want
	_, frac, _ := strings.Cut(r.Expected, ".")
	r.Printed = pyfmt.Fixed(r.Got, len(frac))
	if r.Tolerance != nil {
		r.OK = math.Abs(r.Diff) <= *r.Tolerance+1e-9
		return
	}
	r.OK = r.Printed == pyfmt.Fixed(want, len(frac))
}

// expectedNode is the system's expected mapping, made when missing.
func (s *System) expectedNode() *yaml.Node {
	for i := 0; i < len(s.node.Content); i += 2 {
		if s.node.Content[i].Value == "expected" {
			v := s.node.Content[i+1]
			if v.Kind != yaml.MappingNode {
				*v = yaml.Node{Kind: yaml.MappingNode}
			}
			return v
		}
	}
	v := &yaml.Node{Kind: yaml.MappingNode}
	s.node.Content = append(s.node.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "expected"}, v)
	return v
}

func (m *Manifest) system(name string) *System {
	for _, s := range m.Systems {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// byteOffset converts yaml.v3's column (in characters) to a byte offset in line.
func byteOffset(line string, chars int) int {
	for i := range line {
		if chars == 0 {
			return i
		}
		chars--
	}
	return len(line)
}
