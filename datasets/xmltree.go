package datasets

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/encoding/ianaindex"
)

// element is the part of an lxml element that SacreBLEU's WMT XML reader uses.
type element struct {
	name     string
	attrs    []xml.Attr // without namespace declarations, as lxml's attrib
	text     string     // lxml's .text: the characters before the first child
	hasText  bool       // .text is not None: some text, or an empty CDATA section, came first
	children []*element
	sealed   bool // a child, comment or processing instruction has ended .text
}

// attr is lxml's element.get(name); ok is false where it returns None.
func (e *element) attr(name string) (string, bool) {
	for _, a := range e.attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

// findAll is lxml's findall(".//name"): the descendants (not e itself) named name, in
// document order. Names in a namespace never match, as in lxml.
func (e *element) findAll(name string) []*element {
	var found []*element
	var walk func(*element)
	walk = func(n *element) {
		for _, c := range n.children {
			if c.name == name {
				found = append(found, c)
			}
			walk(c)
		}
	}
	walk(e)
	return found
}

// parseXML builds the element tree of an XML document with encoding/xml, holding it to what
// lxml (libxml2) accepts in these files: one root, no text outside it, no repeated attribute,
// only predefined and numeric entities, a declared encoding honoured.
func parseXML(data []byte) (*element, error) {
	d := xml.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	d.CharsetReader = charsetReader
	var b treeBuilder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err == nil {
			err = b.add(tok)
		}
		if err != nil {
			return nil, err
		}
	}
	if b.root == nil {
		return nil, fmt.Errorf("document is empty")
	}
	return b.root, nil
}

// treeBuilder turns tokens into elements.
type treeBuilder struct {
	root  *element
	stack []*element // the open elements
}

func (b *treeBuilder) add(tok xml.Token) error {
	var top *element
	if len(b.stack) > 0 {
		top = b.stack[len(b.stack)-1]
	}
	switch t := tok.(type) {
	case xml.StartElement:
		return b.start(t, top)
	case xml.EndElement:
		b.stack = b.stack[:len(b.stack)-1]
	case xml.CharData:
		if top == nil && len(bytes.TrimLeft(t, " \t\r\n")) > 0 {
			return fmt.Errorf("text outside the root element")
		}
		if top != nil && !top.sealed {
			top.text, top.hasText = top.text+string(t), true
		}
	case xml.Comment, xml.ProcInst:
		if top != nil {
			top.sealed = true // lxml makes them children, which end .text
		}
	}
	return nil
}

func (b *treeBuilder) start(t xml.StartElement, parent *element) error {
	el, err := newElement(t)
	if err != nil {
		return err
	}
	switch {
	case parent != nil:
		parent.children, parent.sealed = append(parent.children, el), true
	case b.root != nil:
		return fmt.Errorf("extra content at the end of the document: <%s>", el.name)
	default:
		b.root = el
	}
	b.stack = append(b.stack, el)
	return nil
}

// newElement keeps the unqualified name (a namespaced one never matches SacreBLEU's paths) and
// the attributes lxml shows. libxml2 turns literal tabs and newlines in attribute values into
// spaces; encoding/xml has already decoded character references, so &#9; and &#10; become
// spaces too here, where lxml keeps them.
func newElement(t xml.StartElement) (*element, error) {
	el := &element{name: t.Name.Local}
	if t.Name.Space != "" {
		el.name = "{" + t.Name.Space + "}" + t.Name.Local
	}
	seen := map[xml.Name]bool{}
	for _, a := range t.Attr {
		if a.Name.Space == "xmlns" || (a.Name.Space == "" && a.Name.Local == "xmlns") {
			continue
		}
		if seen[a.Name] {
			return nil, fmt.Errorf("attribute %s redefined", a.Name.Local)
		}
		seen[a.Name] = true
		if a.Name.Space != "" {
			a.Name.Local = "{" + a.Name.Space + "}" + a.Name.Local
		}
		a.Value = attrSpaces.Replace(a.Value)
		el.attrs = append(el.attrs, a)
	}
	return el, nil
}

// attrSpaces is libxml2's attribute-value normalization of literal whitespace.
var attrSpaces = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")

// charsetReader decodes a document whose XML declaration names an encoding other than UTF-8:
// lxml honours the declaration, even on text SacreBLEU has already read as UTF-8.
func charsetReader(label string, in io.Reader) (io.Reader, error) {
	enc, err := ianaindex.IANA.Encoding(label)
	if err != nil || enc == nil {
		return nil, fmt.Errorf("unsupported encoding %q", label)
	}
	return enc.NewDecoder().Reader(in), nil
}
