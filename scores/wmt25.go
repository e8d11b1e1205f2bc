package scores

import (
	"io"
	"slices"
	"strconv"
	"strings"
)

// A wmt25Record is one line of WMT25's automatic_scores: one document's scores by metric.
type wmt25Record struct {
	lp, domain, doc string
	metrics         []byte // the metric_scores object, part of the line
}

var wmt25Keys = []string{"language_pair", "domain", "document_id", "metric_scores"}

func parseWMT25(path string, n int, line []byte) (wmt25Record, error) {
	var rec wmt25Record
	m, _, err := jsonRow(path, n, line)
	if err != nil {
		return rec, err
	}
	for i, to := range []*string{&rec.lp, &rec.domain, &rec.doc, nil} {
		val, ok := m[wmt25Keys[i]]
		switch {
		case !ok:
			return rec, errorAt(path, n, ErrMissingColumn, quote(wmt25Keys[i]))
		case to == nil && val[0] != '{':
			return rec, errorAt(path, n, ErrSyntax, quote(wmt25Keys[i])+": want an object")
		case to == nil:
			rec.metrics = val
		case val[0] != '"':
			return rec, errorAt(path, n, ErrSyntax, quote(wmt25Keys[i])+": want a string")
		default:
			*to = jsonString(val)
		}
	}
	return rec, nil
}

// readWMT25 reads one system's WMT25 automatic scores; a document without the metric, and a
// null score, leave their items out.
func readWMT25(b *builder, lr *lineReader) error {
	w := wmt25Reader{b: b, path: lr.path, name: systemName(lr.path), metric: b.opt.Metric, others: map[string]bool{}}
	if w.metric == "" {
		w.metric = b.set.Name
	}
	for {
		line, n, err := nextContent(lr)
		if err == io.EOF {
			break
		} else if err != nil {
			return err
		}
		if err := w.record(line, n); err != nil {
			return err
		}
	}
	if w.st != nil && len(w.st.sys.Items) == 0 {
		w.st.why = ": no record has metric " + quote(w.metric) + " (" + metricList(w.others) + ")"
	}
	return nil
}

type wmt25Reader struct {
	b                  *builder
	path, name, metric string
	st                 *sysState
	others             map[string]bool // the metrics of records without w.metric, for the error
}

// record reads the record on line n.
func (w *wmt25Reader) record(line []byte, n int) error {
	rec, err := parseWMT25(w.path, n, line)
	if err != nil {
		return err
	}
	if w.st == nil {
		if w.st, err = w.b.system(w.path, n, w.name); err != nil {
			return err
		}
	}
	var scores []byte
	members(rec.metrics, 0, func(key string, val []byte) error {
		if key == w.metric {
			scores = val
		} else if len(w.others) < 50 { // enough to tell a misspelt name
			w.others[key] = true
		}
		return nil
	})
	if scores == nil || string(scores) == "null" {
		return nil
	}
	return w.add(rec, scores, n)
}

// add adds a record's scores of the metric, the array list.
func (w *wmt25Reader) add(rec wmt25Record, list []byte, n int) error {
	if list[0] != '[' {
		return errorAt(w.path, n, ErrSyntax, "metric "+quote(w.metric)+": want an array of scores")
	}
	i := 0
	return elements(list, 0, func(v []byte) error {
		if i++; string(v) == "null" {
			return nil
		}
		x, err := parseJSONNumber(w.path, n, string(v))
		if err != nil {
			return err
		}
		it := Item{LP: rec.lp, ID: rec.doc + "#" + strconv.Itoa(i), Domain: rec.domain, Score: x, Ratings: 1, Path: w.path, Line: n}
		return w.b.add(w.name, it)
	})
}

func metricList(set map[string]bool) string {
	if len(set) == 0 {
		return "the file has no metrics"
	}
	names := make([]string, 0, len(set))
	for m := range set {
		names = append(names, quote(m))
	}
	slices.Sort(names)
	return "the file has " + strings.Join(names, ", ")
}
