package datasets

import (
	"os"
	"time"
)

// rawPath is the raw file of a WMT XML pair: _get_langpair_path(), the dict's "path" or the
// list's first element.
func (c *Cache) rawPath(s *Set, p *Pair) string {
	return pyJoin(c.Root, s.Name, "raw", p.Paths[0])
}

// textFileLabel is how SacreBLEU's assertion messages show the file object it parses in
// fieldnames() and process_to_text(); filter_subset and friends pass the path itself.
func textFileLabel(path string) string {
	return "<_io.TextIOWrapper name=" + repr(path) + " mode='rt' encoding='utf-8'>"
}

type parsedXML struct {
	size    int64
	modTime time.Time
	fields  *xmlFields
}

// unwrap parses a WMT XML file once per Cache; SacreBLEU parses it again at every call, which
// --detail makes costly. A file that changed on disk is parsed again.
// label names the file in assertion messages.
func (c *Cache) unwrap(path, label string) (*xmlFields, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	p, ok := c.parsed[path]
	c.mu.Unlock()
	if ok && p.size == fi.Size() && p.modTime.Equal(fi.ModTime()) {
		return p.fields, nil
	}
	f, err := unwrapWMTXML(path, label)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.parsed == nil {
		c.parsed = map[string]*parsedXML{}
	}
	c.parsed[path] = &parsedXML{size: fi.Size(), modTime: fi.ModTime(), fields: f}
	c.mu.Unlock()
	return f, nil
}

// processXML mirrors WMTXMLDataset.process_to_text() for one pair. Unlike the other formats it
// keeps every text file that exists and is not empty. A None value (a source <seg> without
// text) is SacreBLEU's AttributeError, after the lines before it are written; the next call
// then keeps that truncated file.
func (c *Cache) processXML(s *Set, p *Pair) error {
	raw := c.rawPath(s, p)
	f, err := c.unwrap(raw, textFileLabel(raw))
	if err != nil {
		return err
	}
	for _, name := range f.names {
		out := c.TextPath(s.Name, p.Name, name)
		if nonEmpty(out) {
			continue
		}
		col := f.cols[name]
		err := writeLines(out, len(col.values), func(i int) (string, error) {
			if col.isNone(i) {
				return "", crash(ErrMalformed, "AttributeError", "'NoneType' object has no attribute 'strip'")
			}
			return clean(col.values[i]), nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
