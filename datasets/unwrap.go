package datasets

import (
	"maps"
	"slices"
)

// unwrapper accumulates the columns of _unwrap_wmt21_or_later, one document at a time.
type unwrapper struct {
	translators                  []translator
	src, docid, origlang, domain column
	refs                         map[string]*column // by field; None and "" translators share "ref"
	systems                      []string           // in order of first kept segment
	hyps                         map[string]*column
	seenDomain                   bool
}

func newUnwrapper(translators []translator) *unwrapper {
	u := &unwrapper{translators: translators, refs: map[string]*column{}, hyps: map[string]*column{}}
	for _, t := range translators {
		u.refs[t.field()] = &column{}
	}
	return u
}

// docSents are the segments of one document.
type docSents struct {
	src      map[int]*element // ".//src//seg"
	refs     map[translator]map[int]string
	systems  []string // hyp systems, in order of appearance
	hyps     map[string]map[int]string
	segOrder []int // sorted source ids
}

func readDoc(doc *element) (*docSents, error) {
	d := &docSents{src: map[int]*element{}, refs: map[translator]map[int]string{}, hyps: map[string]map[int]string{}}
	for _, src := range doc.findAll("src") {
		for _, seg := range src.findAll("seg") {
			id, err := segID(seg)
			if err != nil {
				return nil, err
			}
			d.src[id] = seg
		}
	}
	for _, ref := range doc.findAll("ref") {
		m, err := sents(ref)
		if err != nil {
			return nil, err
		}
		name, ok := ref.attr("translator")
		d.refs[translator{name, !ok}] = m
	}
	if err := d.readHyps(doc); err != nil {
		return nil, err
	}
	d.segOrder = slices.Sorted(maps.Keys(d.src))
	return d, nil
}

func (d *docSents) readHyps(doc *element) error {
	for _, hyp := range doc.findAll("hyp") {
		name, ok := hyp.attr("system")
		if !ok { // SacreBLEU would name a field None and crash when it uses it
			return crash(ErrMalformed, "AttributeError", "'NoneType' object has no attribute 'replace'")
		}
		m, err := sents(hyp)
		if err != nil {
			return err
		}
		if _, seen := d.hyps[name]; !seen {
			d.systems = append(d.systems, name)
		}
		d.hyps[name] = m
	}
	return nil
}

// hasRef is SacreBLEU's test for keeping a segment: some reference text is not empty.
func (d *docSents) hasRef(id int) bool {
	for _, m := range d.refs {
		if m[id] != "" {
			return true
		}
	}
	return false
}

func (u *unwrapper) addDoc(doc *element) error {
	d, err := readDoc(doc)
	if err != nil {
		return err
	}
	for _, id := range d.segOrder {
		if !d.hasRef(id) {
			continue
		}
		if err := u.addSegment(doc, d, id); err != nil {
			return err
		}
	}
	return nil
}

// addSegment appends one kept segment, in SacreBLEU's order of statements, so that a missing
// attribute fails at the same point.
func (u *unwrapper) addSegment(doc *element, d *docSents, id int) error {
	for _, t := range u.translators { // the None and "" translators both append to "ref"
		u.refs[t.field()].add(d.refs[t][id], false)
	}
	u.src.add(d.src[id].text, !d.src[id].hasText)
	for _, name := range d.systems {
		text, ok := d.hyps[name][id]
		if !ok {
			return keyError(itoa(id))
		}
		u.hyp(name).add(text, false)
	}
	docid, ok := doc.attr("id")
	if !ok {
		return keyError("'id'")
	}
	origlang, ok := doc.attr("origlang")
	if !ok {
		return keyError("'origlang'")
	}
	u.docid.add(docid, false)
	u.origlang.add(origlang, false)
	domain, ok := doc.attr("domain")
	u.domain.add(domain, !ok)
	u.seenDomain = ok // the last kept segment decides whether "domain" is a field
	return nil
}

func (u *unwrapper) hyp(name string) *column {
	c, ok := u.hyps[name]
	if !ok {
		c = &column{}
		u.hyps[name] = c
		u.systems = append(u.systems, name)
	}
	return c
}

// fields builds {"src": ..., **refs, "docid": ..., "origlang": ..., **systems} and "domain".
func (u *unwrapper) fields() *xmlFields {
	f := &xmlFields{cols: map[string]*column{}}
	f.set("src", &u.src)
	for _, t := range u.translators {
		f.set(t.field(), u.refs[t.field()])
	}
	f.set("docid", &u.docid)
	f.set("origlang", &u.origlang)
	for _, name := range u.systems {
		f.set(name, u.hyps[name])
	}
	if u.seenDomain {
		f.set("domain", &u.domain)
	}
	return f
}
