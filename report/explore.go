package report

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"html/template"
	"math"
	"slices"
	"strconv"

	"github.com/sacre-mt/sacre/analysis"
)

// exploreLimit is the most bytes of data the HTML page's explorer embeds: every segment's
// scores and, in order of the pair's largest difference, the texts of as many segments as fit.
const exploreLimit = 32 << 20

// exploreView is the explorer's data for the page: JSON for its script (encoding/json's
// escaping of <, > and & keeps "</script" out of it) and what the page says of the cap.
type exploreView struct {
	JSON template.JS
	Note string // "" when every segment is embedded whole
}

// exploreHead is the JSON the explorer's script reads, but for its segments ("segs": an
// array of exploreSeg, in segment order).
type exploreHead struct {
	Systems  []string        `json:"systems"`
	Metrics  []exploreMetric `json:"metrics"`
	Pair     [2]int          `json:"pair"` // systems A and B at first
	By       int             `json:"by"`   // the metric shown at first
	Segments int             `json:"segments"`
	Source   bool            `json:"source"`
	Buckets  []exploreBucket `json:"buckets"`
	Scored   int             `json:"scored"` // segments embedded with their scores
	Texts    int             `json:"texts"`  // segments embedded with their texts
}

type exploreMetric struct {
	Name     string `json:"name"`
	Lower    bool   `json:"lower"`
	Decimals int    `json:"decimals"`
}

// exploreBucket is a bucket table of the page: a segment's bucket in it is b[At] of the
// segment, or b[At+s] for system s's when the table buckets each system apart.
type exploreBucket struct {
	Table     string   `json:"table"` // the table's id in the page
	Title     string   `json:"title"`
	PerSystem bool     `json:"perSystem"`
	At        int      `json:"at"`
	Labels    []string `json:"labels"`
}

// exploreText is a segment's texts: "t" of a segment in the JSON.
type exploreText struct {
	Src  string   `json:"src"`
	Refs []string `json:"r"`
	Hyps []string `json:"h"`
}

// exploreData builds the explorer's data within limit bytes of JSON. A segment is written as
// {"i":0,"n":12,"b":[1,7,8],"s":[[BLEU of each system],[chrF...]],"t":{"src":...,"r":[...],"h":[...]}}:
// i from 0, n the reference's words as the buckets count them, b its buckets, s its scores
// (null for a score that is not a number) and t its texts. Every segment's scores come
// first; when they do not all fit, those of the pair's largest differences fill half the
// limit. Texts follow in the same order, as long as they fit.
func exploreData(r *Report, limit int) (exploreView, error) {
	head, core, err := exploreCore(r)
	if err != nil {
		return exploreView{}, err
	}
	texts := make([][]byte, len(core))
	for i := range texts {
		if texts[i], err = json.Marshal(r.segmentText(i)); err != nil {
			return exploreView{}, err
		}
	}
	order := r.byDifference()
	scored, withText := pick(order, core, texts, headSize(*head), limit)
	head.Scored, head.Texts = len(scored), 0
	for _, i := range scored {
		if withText[i] {
			head.Texts++
		}
	}
	hj, err := json.Marshal(head)
	if err != nil {
		return exploreView{}, err
	}
	return exploreView{JSON: template.JS(joinSegments(hj, scored, core, texts, withText)), Note: r.exploreNote(head, limit)}, nil
}

// joinSegments writes the head with the segments chosen, in segment order.
func joinSegments(head []byte, scored []int, core, texts [][]byte, withText []bool) string {
	var b bytes.Buffer
	b.Write(head[:len(head)-1])
	b.WriteString(`,"segs":[`)
	slices.Sort(scored)
	for n, i := range scored {
		if n > 0 {
			b.WriteByte(',')
		}
		b.Write(core[i])
		if withText[i] {
			b.WriteString(`,"t":`)
			b.Write(texts[i])
		}
		b.WriteByte('}')
	}
	b.WriteString("]}")
	return b.String()
}

// headSize is the most bytes of the JSON but for its segments: the head with its counts at
// their largest, `,"segs":[` and `]}`, less the head's closing brace and the comma pick
// counts for the first segment.
func headSize(head exploreHead) int {
	head.Scored, head.Texts = head.Segments, head.Segments
	hj, _ := json.Marshal(head)
	return len(hj) - 1 + len(`,"segs":[]}`) - 1
}

// pick chooses the segments whose scores, and whose texts, the data hold within limit
// bytes, in order: a segment costs its core, a comma and a closing brace, and its text 5
// bytes more (`,"t":`).
func pick(order []int, core, texts [][]byte, used, limit int) (scored []int, withText []bool) {
	all := used
	for _, c := range core {
		all += len(c) + 2
	}
	scoreLimit := limit
	if all > limit {
		scoreLimit = used + (limit-used)/2
	}
	withText = make([]bool, len(core))
	for _, i := range order {
		if used+len(core[i])+2 > scoreLimit {
			break
		}
		used += len(core[i]) + 2
		scored = append(scored, i)
	}
	for _, i := range scored {
		if used+len(texts[i])+5 > limit {
			break
		}
		used += len(texts[i]) + 5
		withText[i] = true
	}
	return scored, withText
}

// exploreCore is the head of the data and each segment's JSON up to its texts (without its
// closing brace).
func exploreCore(r *Report) (*exploreHead, [][]byte, error) {
	head := &exploreHead{Systems: r.Names, Segments: len(r.Refs[0]), Source: r.Source != nil, By: r.ShownBy}
	if len(r.Pair) == 2 {
		head.Pair = [2]int{r.Pair[0], r.Pair[1]}
	} else {
		head.Pair = [2]int{0, min(1, len(r.Names)-1)}
	}
	for k := range r.Metrics {
		m := &r.Metrics[k]
		head.Metrics = append(head.Metrics, exploreMetric{Name: m.Name, Lower: m.LowerBetter, Decimals: r.decimalsOf(k)})
	}
	// The Buckets section's comparison, asked which bucket each segment is in (made here for a
	// Report not from Build).
	c := r.comparison
	if c == nil {
		var err error
		if c, err = comparison(&r.Data); err != nil {
			return nil, nil, err
		}
	}
	length, diffs := c.LengthMembers(), make([][]int, len(r.Names))
	for s := range diffs {
		diffs[s] = c.LengthDiffMembers(s)
	}
	head.Buckets = r.exploreBuckets()
	refLen := c.RefLengths()
	core := make([][]byte, head.Segments)
	for i := range core {
		b := fmt.Appendf(nil, `{"i":%d,"n":%d,"b":[%d`, i, refLen[i], length[i])
		for s := range diffs {
			b = fmt.Appendf(b, ",%d", diffs[s][i])
		}
		b = append(b, `],"s":[`...)
		for k, m := range r.Metrics {
			if k > 0 {
				b = append(b, ',')
			}
			b = appendScores(b, m.Sentences, i)
		}
		core[i] = append(b, ']')
	}
	return head, core, nil
}

// appendScores appends the systems' scores of segment i as a JSON array, null for a score
// that is not a finite number (JSON has none).
func appendScores(b []byte, sentences [][]float64, i int) []byte {
	b = append(b, '[')
	for s := range sentences {
		if s > 0 {
			b = append(b, ',')
		}
		x := sentences[s][i]
		if math.IsNaN(x) || math.IsInf(x, 0) {
			b = append(b, "null"...)
		} else {
			b = strconv.AppendFloat(b, x, 'g', -1, 64)
		}
	}
	return append(b, ']')
}

// exploreBuckets are the bucket tables whose rows the page can open in the explorer: by
// reference length (b[0]) and by length difference (b[1+s] for system s).
func (r *Report) exploreBuckets() []exploreBucket {
	if r.Buckets == nil {
		return nil
	}
	labels := func(t *analysis.BucketTable) []string {
		var out []string
		for _, b := range t.Buckets {
			out = append(out, b.Label)
		}
		return out
	}
	return []exploreBucket{
		{Table: "bucket-length", Title: "reference length", At: 0, Labels: labels(r.Buckets.Length)},
		{Table: "bucket-lengthdiff", Title: "length difference", PerSystem: true, At: 1, Labels: labels(r.Buckets.LengthDiff)},
	}
}

func (r *Report) segmentText(i int) exploreText {
	t := exploreText{}
	if r.Source != nil {
		t.Src = r.Source[i]
	}
	for _, stream := range r.Refs {
		t.Refs = append(t.Refs, stream[i])
	}
	for _, h := range r.Hyps {
		t.Hyps = append(t.Hyps, h[i])
	}
	return t
}

// byDifference orders the segments by the pair's absolute difference under the metric
// ShownBy, largest first (not a number last, ties by segment).
func (r *Report) byDifference() []int {
	order := make([]int, len(r.Refs[0]))
	for i := range order {
		order[i] = i
	}
	if len(r.PairDiff) == 0 {
		return order
	}
	diff := r.PairDiff[r.ShownBy].Values
	size := func(i int) float64 {
		if d := math.Abs(diff[i]); !math.IsNaN(d) {
			return d
		}
		return -1
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(size(b), size(a)) })
	return order
}

// decimalsOf is the decimals valueText shows metric k's scores with.
func (r *Report) decimalsOf(k int) int {
	if m := &r.Metrics[k]; m.External {
		return decimals(m, r.Test.Width)
	}
	return r.Test.Width
}

// exploreNote says what the data leave out under the cap, "" if nothing.
func (r *Report) exploreNote(head *exploreHead, limit int) string {
	if head.Texts == head.Segments {
		return ""
	}
	bound := fmt.Sprintf("the page keeps the explorer's data under %s", sizeText(limit))
	order := "in order of the largest difference"
	if len(r.PairDiff) > 0 {
		order = fmt.Sprintf("in order of the largest difference between %s and %s under %s", r.Names[r.Pair[0]], r.Names[r.Pair[1]], r.Metrics[r.ShownBy].Name)
	}
	if head.Scored < head.Segments {
		return fmt.Sprintf("The explorer holds the scores of %d of the %d segments and the texts of %d, %s: %s; the others are left out.",
			head.Scored, head.Segments, head.Texts, order, bound)
	}
	return fmt.Sprintf("The explorer holds every segment's scores but the texts of only %d of the %d segments, %s: %s; the others show their scores only, and a search does not find them.",
		head.Texts, head.Segments, order, bound)
}

// sizeText is a number of bytes in MB (2^20 bytes), or in bytes under 1 MB.
func sizeText(n int) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d bytes", n)
	}
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', -1, 64) + " MB"
}
