package scores

import (
	"slices"
	"strings"
)

// The formats Read knows, for Options.Format; "" (Auto) tells the format from each file's
// first line (see Read).
const (
	Auto      = ""
	Long      = "long"       // a table with a header: TSV, CSV or JSON Lines
	Lines     = "lines"      // one score per line, one file per system
	Comet     = "comet"      // comet-score's printed output
	CometJSON = "comet-json" // the file comet-score --to_json writes
	MTME      = "mtme"       // mt-metrics-eval's *.seg.score: SYSTEM SCORE per line
	WMT25     = "wmt25"      // WMT25's data/automatic_scores/*.jsonl
)

// Formats lists the format names, for a command's help.
var Formats = []string{Long, Lines, Comet, CometJSON, MTME, WMT25}

// A Set is one metric's scores of several systems, read from one or more files.
type Set struct {
	Name      string    // the metric's name, as the caller gave it
	Signature string    // the metric's own description: Options.Signature or the files' "# signature:" line
	Files     []File    // the files read, in the order given
	Systems   []*System // in order of first appearance
}

// A File is one file read and the SHA-256 of its bytes, so that a report can tell which scores
// it came from.
type File struct {
	Path   string
	Format string // the format it was read as
	SHA256 string // lower-case hex
}

// A System is one system's scores.
type System struct {
	Name  string
	Items []Item // in order of first appearance
}

// An Item is one segment's score for one system. An item is identified by its LP and ID
// together: WMT data reuses document and segment IDs across language pairs.
type Item struct {
	LP, ID, Domain string
	Score          float64 // the mean of Ratings ratings
	Ratings        int     // 1 except in a long table with several ratings of the item
	Path           string  // where the item was read (its first rating)
	Line           int
}

// Options control Read; the zero value detects each file's format.
type Options struct {
	// Format is one of Formats, or "" to tell each file's format from its content.
	Format string
	// Metric is the key of the scores in a WMT25 record's metric_scores (default: the set's
	// name) or in comet-score's JSON samples (default: "COMET", or COMET 0.x's "predicted_score").
	Metric string
	// Signature replaces the signature of the files' "# signature:" lines.
	Signature string
}

// ParseSource splits a command-line score source "NAME=FILE[,FILE...]" into the metric's name
// and its files.
func ParseSource(arg string) (name string, paths []string, err error) {
	name, list, ok := strings.Cut(arg, "=")
	if !ok || name == "" || list == "" {
		return "", nil, &Error{Kind: ErrSource, Detail: quote(arg) + ", want NAME=FILE[,FILE...]"}
	}
	paths = strings.Split(list, ",")
	for _, p := range paths {
		if p == "" {
			return "", nil, &Error{Kind: ErrSource, Detail: quote(arg) + " has an empty file name"}
		}
	}
	return name, paths, nil
}

// System returns the system called name, or nil.
func (s *Set) System(name string) *System {
	for _, sys := range s.Systems {
		if sys.Name == name {
			return sys
		}
	}
	return nil
}

// Read reads the scores of the metric called name from the files at paths (each once); a
// system may come from only one file, and every system has at least one item.
//
// With Options.Format "", each file's format is told from its first line that is not blank
// (after a "# signature:" line), within the first 64 KiB:
//   - "{" alone or "[...": comet-json;
//   - another JSON object: wmt25 if it has a "metric_scores" key, comet-json if its first
//     value is an array, else a long table in JSON Lines;
//   - "PATH<TAB>Segment N<TAB>score: X", "Segment N<TAB>score: X", "Segment N score: X",
//     "Predictions saved in: ..." or a system-score line of comet-score: comet;
//   - fields (split at tabs if there is one, else as CSV) among which is "system", "item" or
//     "score" and none a number: a long table;
//   - two fields split at white space, the second a number or "None": mtme;
//   - a number: lines.
//
// The formats:
//
// Long: TSV (split at tabs, no quoting, as IANA's text/tab-separated-values), CSV (RFC 4180,
// Go's encoding/csv) or JSON Lines (an object per line, string or number values), told by the
// header line: "{" starts JSON Lines, a tab makes TSV, else CSV. Columns (keys) system, item and
// score are required; lp, domain, rater and time are optional; others are ignored; a name
// given twice is an error. A JSON row's first row stands for the header: every row has the
// same of these keys. Blank lines are skipped; an empty system or item is an error; the
// ratings of an item must agree on its domain. An item is rated once by each rater ("" without a rater column); a second
// rating by the same rater is an error naming both lines, unless there is a time column: then
// the later rating replaces the earlier where it stood (WMT24's humeval keeps the latest
// rating; ratings with the same time must be equal). Several raters' ratings are averaged:
// summed in the order they stand, then divided by their number.
//
// Lines: one score per line, one file per system, named after the file without its directory
// and last extension ("out/a.comet" gives "a", "sys.seg.txt" gives "sys.seg"). Item IDs are
// the 1-based positions of the scores ("1", "2", ...), not counting a signature line; a blank
// line is an error, as it would shift the positions.
//
// Comet: what comet-score prints, from COMET 0.1 to 2.2: "PATH\tSegment N\tscore: X" (COMET
// 1.0 and later, with "\tvariance: V" from --mc_dropout in 1.x), "Segment N\tscore: X" (1.0
// release candidates) or "Segment N score: X" (0.x). A system is named after PATH as a file is
// (directory and last extension removed; "/" and "\" both separate directories), or after the
// output file itself when the lines have no PATH. Segment N is item N+1, so that positions are
// 1-based as in the other formats. System-score, "Predictions saved in" and cache lines are
// skipped; any other line is an error. comet-score prints 4 decimals (0.x: 3): use --to_json
// for full precision.
//
// CometJSON: the --to_json file: an object from each PATH to its samples (COMET 1.0 and later)
// or one system's array of samples (earlier), named after the JSON file; a sample's score is
// its "COMET" (0.x: "predicted_score") value; a system's n-th sample is item n; names as in
// Comet. The file is read a sample at a time.
//
// MTME: mt-metrics-eval's score files: "SYSTEM SCORE" per line, split at white space as
// Python's str.split(), "None" for a missing score; a system's lines in segment order; the
// N-th line of a system is item N, a None leaving its position empty.
//
// WMT25: a JSON object per line with language_pair, domain, document_id and metric_scores
// (from each metric's name to one score per segment, null where there is none). The system
// is named after the file as in Lines; Options.Metric (default: name) selects the scores;
// segment i of document D is item "D#i", i from 1; a record without the metric (or with null
// for it) has no items; a key given twice is an error.
//
// Any file may begin with "# signature: DESCRIPTION", the metric's own description; files
// with different ones are an error. A UTF-8 byte order mark is skipped; a line may end in
// "\r\n". Scores are read as Python's float() reads them; NaN and infinities are refused.
// Lines longer than 64 MiB are refused, so that a corrupt file cannot exhaust memory.
func Read(name string, paths []string, opt Options) (*Set, error) {
	if !knownFormat(opt.Format) {
		return nil, &Error{Kind: ErrFormat, Detail: quote(opt.Format) + ", want one of " + strings.Join(Formats, ", ")}
	}
	if len(paths) == 0 {
		return nil, &Error{Kind: ErrSource, Detail: "no files for " + quote(name)}
	}
	for i, p := range paths {
		if slices.Contains(paths[:i], p) {
			return nil, &Error{Kind: ErrSource, Detail: quote(p) + " given twice"}
		}
	}
	b := newBuilder(name, opt)
	for _, p := range paths {
		if err := b.readFile(p); err != nil {
			return nil, err
		}
	}
	return b.finish()
}

func knownFormat(f string) bool { return f == Auto || slices.Contains(Formats, f) }
