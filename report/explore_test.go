package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/tokenizers"
)

// exploreJSON is the explorer's data as its script reads them.
type exploreJSON struct {
	exploreHead
	Segs []struct {
		I, N int
		B    []int
		S    [][]*float64
		T    *exploreText
	}
}

func decodeExplore(t *testing.T, v exploreView) exploreJSON {
	t.Helper()
	var out exploreJSON
	d := json.NewDecoder(strings.NewReader(string(v.JSON)))
	d.DisallowUnknownFields()
	if err := d.Decode(&out); err != nil {
		t.Fatalf("the explorer's data are not the JSON expected: %v\n%.300s", err, v.JSON)
	}
	return out
}

// hostile is text that would end the data's script element and start another, with a line
// separator that ends a line in older JavaScript.
const hostile = "</script><script>alert(1)</script> <!-- \u2028 & </SCRIPT"

// TestExploreEscapes: texts that would close the data's <script> are embedded as they are,
// escaped; the page holds two script elements, the data and the code, and the data read
// back from the page are the texts and scores given.
func TestExploreEscapes(t *testing.T) {
	t.Parallel()
	d := smallData()
	d.Source = []string{hostile, "s2", "s3", "s4"}
	d.Refs[0][1] = hostile
	d.Hyps[2][3] = hostile
	d.Metrics[0].Sentences[1][2] = math.NaN()
	r, err := Build(d)
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := r.WriteHTML(&page); err != nil {
		t.Fatal(err)
	}
	html := page.String()
	if n, m := strings.Count(strings.ToLower(html), "<script"), strings.Count(strings.ToLower(html), "</script"); n != 2 || m != 2 {
		t.Errorf("the page has %d <script and %d </script, want 2 of each (the data and the code)", n, m)
	}
	_, rest, _ := strings.Cut(html, `<script type="application/json" id="explore-data">`)
	raw, _, _ := strings.Cut(rest, "</script>")
	got := decodeExplore(t, exploreView{JSON: template.JS(raw)})
	if got.Segments != 4 || len(got.Segs) != 4 || got.Texts != 4 || !got.Source {
		t.Fatalf("data of %d segments (%d embedded, %d with texts), want 4 whole: %s", got.Segments, len(got.Segs), got.Texts, raw)
	}
	for i, seg := range got.Segs {
		want := exploreText{Src: d.Source[i], Refs: []string{d.Refs[0][i]}, Hyps: []string{d.Hyps[0][i], d.Hyps[1][i], d.Hyps[2][i]}}
		if seg.I != i || seg.T == nil || seg.T.Src != want.Src || !slices.Equal(seg.T.Refs, want.Refs) || !slices.Equal(seg.T.Hyps, want.Hyps) {
			t.Errorf("segment %d read back as %+v, want %+v", i, seg, want)
		}
		for s, x := range seg.S[0] {
			if y := d.Metrics[0].Sentences[s][i]; (x == nil) != math.IsNaN(y) || x != nil && *x != y {
				t.Errorf("segment %d, system %d: score %v, want %v (null for NaN)", i, s, x, y)
			}
		}
	}
	if !slices.Equal(got.Systems, d.Names) || got.Metrics[0].Name != "BLEU" || got.Metrics[0].Decimals != 1 || got.Pair != [2]int{0, 2} {
		t.Errorf("head %+v", got.exploreHead)
	}
}

// TestExploreBound: under a limit the data stay within it, whole when they fit; else every
// segment's scores and the texts of the segments of the pair's largest differences, or when
// the scores alone do not fit, the scores of those segments; and the page says which.
func TestExploreBound(t *testing.T) {
	t.Parallel()
	r := randomReport(t, 400, 3)
	whole, err := exploreData(r, exploreLimit)
	if err != nil {
		t.Fatal(err)
	}
	full := len(whole.JSON)
	if whole.Note != "" || decodeExplore(t, whole).Texts != 400 {
		t.Fatalf("unlimited: note %q", whole.Note)
	}
	diff := r.PairDiff[r.ShownBy].Values
	for _, tc := range []struct {
		reason                string
		limit                 int
		scored, texts, noteOf string
	}{
		{"exactly the size: whole", full, "all", "all", ""},
		{"three quarters: every score, some texts", full * 3 / 4, "all", "some", "every segment's scores but the texts of only"},
		{"a tenth: the scores of the largest differences in half of it", full / 10, "some", "some", "the scores of"},
	} {
		v, err := exploreData(r, tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		got := decodeExplore(t, v)
		if len(v.JSON) > tc.limit {
			t.Errorf("%s: %d bytes over the limit %d", tc.reason, len(v.JSON), tc.limit)
		}
		if count := map[string]bool{"all": got.Scored == 400, "some": got.Scored > 0 && got.Scored < 400}; !count[tc.scored] || len(got.Segs) != got.Scored {
			t.Errorf("%s: %d segments scored (%d embedded), want %s", tc.reason, got.Scored, len(got.Segs), tc.scored)
		}
		texts, least := 0, math.Inf(1)
		in := map[int]bool{}
		for _, seg := range got.Segs {
			in[seg.I] = true
			if seg.T != nil {
				texts++
				least = min(least, math.Abs(diff[seg.I]))
			}
		}
		if count := map[string]bool{"all": texts == 400, "some": texts > 0 && texts < 400}; !count[tc.texts] || texts != got.Texts {
			t.Errorf("%s: %d segments with texts (the head says %d), want %s", tc.reason, texts, got.Texts, tc.texts)
		}
		for _, seg := range got.Segs {
			if seg.T == nil && math.Abs(diff[seg.I]) > least {
				t.Errorf("%s: segment %d's text left out (|A − B| %v), one of |A − B| %v in", tc.reason, seg.I, math.Abs(diff[seg.I]), least)
				break
			}
		}
		for i := range 400 {
			if !in[i] && got.Scored < 400 && math.Abs(diff[i]) > least {
				t.Errorf("%s: segment %d's scores left out (|A − B| %v)", tc.reason, i, math.Abs(diff[i]))
				break
			}
		}
		if !strings.Contains(v.Note, tc.noteOf) || tc.noteOf != "" && !strings.Contains(v.Note, fmt.Sprintf("%d of the 400", texts)) && !strings.Contains(v.Note, fmt.Sprintf("%d of the 400", got.Scored)) {
			t.Errorf("%s: note %q", tc.reason, v.Note)
		}
	}
}

// TestExploreMembers: each segment's buckets in the data, counted, are the bucket tables'
// counts, for the length table and for each system's length differences; n is the reference's
// words. With words split at spaces and tokenized by 13a.
func TestExploreMembers(t *testing.T) {
	t.Parallel()
	ref := wmt17(t, "ref.txt")[:300]
	var hyps [][]string
	for _, name := range []string{"online-B.0.txt", "uedin-nmt.4722.txt", "PROMT-Rule-based.4735.txt"} {
		hyps = append(hyps, wmt17(t, name)[:300])
	}
	t.Run("split", func(t *testing.T) { checkMembers(t, ref, hyps, nil) })
	t.Run("13a", func(t *testing.T) { checkMembers(t, ref, hyps, tokenizers.T13a{}) })
}

func checkMembers(t *testing.T, ref []string, hyps [][]string, tok tokenizers.Tokenizer) {
	r := randomReport(t, 300, 3)
	r.Refs, r.Hyps, r.Tokenizer = [][]string{ref}, hyps, tok
	if r.Buckets, r.comparison, _ = buckets(&r.Data, r.Pair); r.Buckets == nil {
		t.Fatal("no buckets")
	}
	v, err := exploreData(r, exploreLimit)
	if err != nil {
		t.Fatal(err)
	}
	got := decodeExplore(t, v)
	for _, b := range got.Buckets {
		for s := range hyps {
			if !b.PerSystem && s > 0 {
				break
			}
			counts := make([]int, len(b.Labels))
			for _, seg := range got.Segs {
				if b.PerSystem {
					counts[seg.B[b.At+s]]++
				} else {
					counts[seg.B[b.At]]++
				}
			}
			t2 := r.Buckets.Length
			if b.PerSystem {
				t2 = r.Buckets.LengthDiff
			}
			var want []int
			for j, row := range t2.Buckets {
				want = append(want, row.Sentences[s])
				if row.Label != b.Labels[j] {
					t.Errorf("%s: label %q, the table's %q", b.Table, b.Labels[j], row.Label)
				}
			}
			if !slices.Equal(counts, want) {
				t.Errorf("%s, system %d: the data count %v, the table %v", b.Table, s, counts, want)
			}
		}
	}
	for _, seg := range got.Segs {
		line := ref[seg.I]
		if tok != nil {
			line = tok.Tokenize(line)
		}
		if want := len(strings.Split(strings.TrimSpace(line), " ")); seg.N != want {
			t.Errorf("segment %d: %d reference words, want %d", seg.I, seg.N, want)
		}
	}
}

// randomReport is a built report of n segments of about 200 bytes of text and the systems'
// random scores under two metrics, one read from files.
func randomReport(t *testing.T, n, systems int) *Report {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	text := func() string {
		var words []string
		for range 20 + rng.IntN(20) {
			words = append(words, fmt.Sprintf("w%d", rng.IntN(50)))
		}
		return strings.Join(words, " ")
	}
	d := Data{Refs: [][]string{make([]string, n)}, Source: make([]string, n), Test: Test{Seed: "1", Samples: 10, Width: 1}}
	for i := range n {
		d.Refs[0][i], d.Source[i] = text(), text()
	}
	p := make([][]float64, systems)
	for s := range systems {
		d.Names = append(d.Names, fmt.Sprintf("sys%d", s))
		h := make([]string, n)
		for i := range h {
			h[i] = text()
		}
		d.Hyps = append(d.Hyps, h)
		p[s] = make([]float64, systems)
	}
	for k, name := range []string{"BLEU", "COMET"} {
		m := Metric{Name: name, Pairs: pairsOf(make([]float64, systems), p), External: k == 1}
		for range systems {
			sc := make([]float64, n)
			for i := range sc {
				sc[i] = rng.Float64() * []float64{100, 1}[k]
			}
			m.Sentences = append(m.Sentences, sc)
		}
		d.Metrics = append(d.Metrics, m)
	}
	r, err := Build(d)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
