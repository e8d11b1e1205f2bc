package scores

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
)

// A longTable gathers a long table's rows, whatever their syntax, into items: one rating per
// rater, the ratings of an item averaged when the file ends.
type longTable struct {
	b       *builder
	path    string
	col     map[string]int // the header's columns
	hasTime bool
	groups  map[groupKey]*group
	order   []*group // in order of first appearance
}

type groupKey struct{ system, lp, item string }

// A group is one item of one system and its ratings, in the order they stand.
type group struct {
	system  string
	item    Item
	ratings []rating
}

type rating struct {
	rater string
	score float64
	time  float64
	line  int
}

// A row is one row of a long table, its values as text.
type row struct {
	system, item, score, lp, domain, rater, time string
	line                                         int
}

var requiredColumns = []string{"system", "item", "score"}

// readLong reads a long table in TSV, CSV or JSON Lines, told by its first line that is not
// blank: "{" starts JSON Lines, a tab makes TSV, anything else is CSV.
func readLong(b *builder, lr *lineReader) error {
	line, n, err := nextContent(lr)
	if err == io.EOF {
		return nil
	}
	if err != nil {
		return err
	}
	t := &longTable{b: b, path: lr.path, groups: map[groupKey]*group{}}
	header := string(line)
	switch {
	case strings.HasPrefix(strings.TrimSpace(header), "{"):
		err = t.readJSONL(lr, header, n)
	case strings.Contains(header, "\t"):
		err = t.readTSV(lr, header, n)
	default:
		err = t.readCSV(lr, header, n)
	}
	if err != nil {
		return err
	}
	return t.finish()
}

// nextContent returns the next line that is not blank.
func nextContent(lr *lineReader) ([]byte, int, error) {
	for {
		line, n, err := lr.next()
		if err != nil || len(bytes.TrimSpace(line)) > 0 {
			return line, n, err
		}
	}
}

// setHeader takes the columns' names, refusing a name given twice or a required one missing.
func (t *longTable) setHeader(names []string, n int) error {
	t.col = make(map[string]int, len(names))
	for i, name := range names {
		if j, dup := t.col[name]; dup {
			return errorAt(t.path, n, ErrDuplicateColumn, quote(name)+" is column "+strconv.Itoa(j+1)+" and "+strconv.Itoa(i+1))
		}
		t.col[name] = i
	}
	for _, req := range requiredColumns {
		if _, ok := t.col[req]; !ok {
			return errorAt(t.path, n, ErrMissingColumn, quote(req)+"; a long table needs system, item and score")
		}
	}
	_, t.hasTime = t.col["time"]
	return nil
}

// rowOf is the row of the fields f of line n.
func (t *longTable) rowOf(f []string, n int) row {
	get := func(name string) string {
		if i, ok := t.col[name]; ok {
			return f[i]
		}
		return ""
	}
	return row{system: get("system"), item: get("item"), score: get("score"), lp: get("lp"),
		domain: get("domain"), rater: get("rater"), time: get("time"), line: n}
}

func (t *longTable) readTSV(lr *lineReader, header string, n int) error {
	if err := t.setHeader(strings.Split(header, "\t"), n); err != nil {
		return err
	}
	for {
		line, n, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if len(line) == 0 {
			continue // as encoding/csv skips empty lines
		}
		f := strings.Split(string(line), "\t")
		if len(f) != len(t.col) {
			return fieldCountError(t.path, n, len(f), len(t.col))
		}
		if err := t.add(t.rowOf(f, n)); err != nil {
			return err
		}
	}
}

func fieldCountError(path string, n, got, want int) error {
	return errorAt(path, n, ErrFieldCount, strconv.Itoa(got)+" fields, the header has "+strconv.Itoa(want))
}

// readCSV reads RFC 4180 CSV with encoding/csv, from the header line on.
func (t *longTable) readCSV(lr *lineReader, header string, n int) error {
	cr := csv.NewReader(io.MultiReader(strings.NewReader(header+"\n"), &streamReader{lr: lr}))
	cr.ReuseRecord = true
	base := n - 1 // encoding/csv counts lines from the header's
	rec, err := cr.Read()
	if err != nil {
		return t.csvError(err, base, 0)
	}
	if err := t.setHeader(append([]string(nil), rec...), n); err != nil {
		return err
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return t.csvError(err, base, len(rec))
		}
		line, _ := cr.FieldPos(0)
		if err := t.add(t.rowOf(rec, base+line)); err != nil {
			return err
		}
	}
}

func (t *longTable) csvError(err error, base, fields int) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var pe *csv.ParseError
	if !errors.As(err, &pe) {
		return &Error{Path: t.path, Kind: ErrFile, Err: unwrapPath(err)}
	}
	if errors.Is(pe.Err, csv.ErrFieldCount) {
		return fieldCountError(t.path, base+pe.StartLine, fields, len(t.col))
	}
	return errorAt(t.path, base+pe.Line, ErrSyntax, "CSV: "+pe.Err.Error())
}

// add parses a row's numbers and adds its rating to its item.
func (t *longTable) add(r row) error {
	if r.system == "" || r.item == "" {
		return errorAt(t.path, r.line, ErrSyntax, "empty system or item")
	}
	x, err := parseScore(t.path, r.line, r.score)
	if err != nil {
		return err
	}
	var when float64
	if t.hasTime {
		if when, err = parseScore(t.path, r.line, r.time); err != nil {
			return err
		}
	}
	g, err := t.group(r)
	if err != nil {
		return err
	}
	return t.rate(g, rating{rater: strings.Clone(r.rater), score: x, time: when, line: r.line})
}

// group returns the item of row r, creating it (and its system, so that systems keep the
// order in which they first appear); ratings of one item must agree on its domain.
func (t *longTable) group(r row) (*group, error) {
	key := groupKey{r.system, r.lp, r.item}
	if g := t.groups[key]; g != nil {
		if g.item.Domain != r.domain {
			return nil, errorAt(t.path, r.line, ErrConflict, "domain "+quote(r.domain)+" of item "+itemName(g.item)+" is "+quote(g.item.Domain)+" at "+at(t.path, g.item.Line))
		}
		return g, nil
	}
	st, err := t.b.system(t.path, r.line, r.system)
	if err != nil {
		return nil, err
	}
	// The values are cut from a whole line, which holding them would keep in memory.
	it := Item{LP: strings.Clone(r.lp), ID: strings.Clone(r.item), Domain: strings.Clone(r.domain), Path: t.path, Line: r.line}
	g := &group{system: st.sys.Name, item: it}
	t.groups[groupKey{g.system, it.LP, it.ID}] = g
	t.order = append(t.order, g)
	return g, nil
}

// rate adds a rating to g: a rater's second rating of an item replaces the first if it is later
// (WMT24 keeps the latest) and is an error without times to tell which is.
func (t *longTable) rate(g *group, r rating) error {
	for i := range g.ratings {
		prev := &g.ratings[i]
		if prev.rater != r.rater {
			continue
		}
		what := "item " + itemName(g.item) + " of system " + quote(g.system) + " rated again"
		if r.rater != "" {
			what += " by " + quote(r.rater)
		}
		what += " (first at " + at(t.path, prev.line) + ")"
		switch {
		case !t.hasTime:
			return errorAt(t.path, r.line, ErrDuplicate, what+"; a rater column tells raters apart, a time column keeps a rater's later rating")
		case r.time > prev.time:
			*prev = r
		case r.time == prev.time && r.score != prev.score:
			return errorAt(t.path, r.line, ErrDuplicate, what+" at the same time with another score")
		}
		return nil
	}
	g.ratings = append(g.ratings, r)
	return nil
}

// finish averages each item's ratings, summed in the order they stand, and adds the items.
func (t *longTable) finish() error {
	for _, g := range t.order {
		sum := 0.0
		for _, r := range g.ratings {
			sum += r.score
		}
		g.item.Ratings = len(g.ratings)
		g.item.Score = sum / float64(len(g.ratings))
		if err := t.b.add(g.system, g.item); err != nil {
			return err
		}
	}
	return nil
}
