package datasets

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/sacre-mt/sacre/internal/pyfmt"
)

// xmlFields is what WMTXMLDataset._unwrap_wmt21_or_later returns: named columns, in the
// order of the Python dict it builds.
type xmlFields struct {
	names []string
	cols  map[string]*column
}

// column holds one value per kept segment; none marks Python's None (a source <seg> without
// text, a document without a domain), on which SacreBLEU's _clean() crashes.
type column struct {
	values []string
	none   []bool
}

func (c *column) add(v string, isNone bool) {
	if isNone && c.none == nil {
		c.none = make([]bool, len(c.values), len(c.values)+1)
	}
	c.values = append(c.values, v)
	if c.none != nil {
		c.none = append(c.none, isNone)
	}
}

func (c *column) isNone(i int) bool { return c.none != nil && c.none[i] }

// set is dict assignment: a new name goes last, an existing one keeps its place.
func (f *xmlFields) set(name string, c *column) {
	if _, ok := f.cols[name]; !ok {
		f.names = append(f.names, name)
	}
	f.cols[name] = c
}

// translator is a <ref translator="..."> value; none is a <ref> without the attribute.
type translator struct {
	name string
	none bool
}

// field is _get_field_by_translator(): "ref:NAME", or "ref" for None and "".
func (t translator) field() string {
	if t.name == "" {
		return "ref"
	}
	return "ref:" + t.name
}

// unwrapWMTXML parses a WMT21+ XML file as _unwrap_wmt21_or_later does with lxml.
func unwrapWMTXML(path, label string) (*xmlFields, error) {
	data, err := readRaw(path)
	if err != nil {
		return nil, err
	}
	if !utf8.Valid(data) { // SacreBLEU reads the file as UTF-8 text before lxml sees it
		return nil, crash(ErrMalformed, "UnicodeDecodeError", "'utf-8' codec can't decode "+path)
	}
	root, err := parseXML(data)
	if err != nil {
		return nil, crash(ErrMalformed, "lxml.etree.XMLSyntaxError", fmt.Sprintf("%v (%s)", err, path))
	}
	translators, err := checkLanguages(root, label)
	if err != nil {
		return nil, err
	}
	u := newUnwrapper(translators)
	for _, doc := range root.findAll("doc") {
		if _, ok := doc.attr("testsuite"); ok {
			continue
		}
		if err := u.addDoc(doc); err != nil {
			return nil, err
		}
	}
	return u.fields(), nil
}

// checkLanguages makes SacreBLEU's two assertions over the whole file, test suites included,
// and returns the translators of all <ref> elements. SacreBLEU keeps them in a Python set,
// whose order changes from run to run (string hashing is randomized); they are sorted here
// by field name.
func checkLanguages(root *element, label string) ([]translator, error) {
	srcLangs, refLangs := map[translator]bool{}, map[translator]bool{}
	var translators []translator
	for _, src := range root.findAll("src") {
		lang, ok := src.attr("lang")
		srcLangs[translator{lang, !ok}] = true
	}
	for _, ref := range root.findAll("ref") {
		lang, ok := ref.attr("lang")
		refLangs[translator{lang, !ok}] = true
		name, ok := ref.attr("translator")
		if t := (translator{name, !ok}); !slices.Contains(translators, t) {
			translators = append(translators, t)
		}
	}
	if len(srcLangs) != 1 {
		return nil, crash(ErrMalformed, "AssertionError", "Multiple source languages found in the file: "+label)
	}
	if len(refLangs) != 1 {
		return nil, crash(ErrMalformed, "AssertionError",
			fmt.Sprintf("Found %d reference languages found in the file: %s", len(refLangs), label))
	}
	slices.SortFunc(translators, func(a, b translator) int {
		return cmp.Or(cmp.Compare(a.field(), b.field()), cmp.Compare(a.name, b.name), -cmp.Compare(btoi(a.none), btoi(b.none)))
	})
	return translators, nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// segID is int(seg.get("id")).
func segID(seg *element) (int, error) {
	s, ok := seg.attr("id")
	if !ok {
		return 0, crash(ErrMalformed, "TypeError",
			"int() argument must be a string, a bytes-like object or a real number, not 'NoneType'")
	}
	id, ok := pyfmt.ParseInt(s)
	if !ok {
		return 0, crash(ErrMalformed, "ValueError", "invalid literal for int() with base 10: "+repr(s))
	}
	return id, nil
}

// sents is get_sents(): the text of every <seg> under el by id, "" for None; a later <seg>
// with the same id wins.
func sents(el *element) (map[int]string, error) {
	m := map[int]string{}
	for _, seg := range el.findAll("seg") {
		id, err := segID(seg)
		if err != nil {
			return nil, err
		}
		m[id] = seg.text
	}
	return m, nil
}

func keyError(key string) error { return crash(ErrMalformed, "KeyError", key) }

func itoa(i int) string { return strconv.Itoa(i) }
