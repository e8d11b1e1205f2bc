package metric

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/tokenizers"
)

// longLine joins the WMT17 files as one line (newlines become spaces): about 375 KB each.
func longLine(t *testing.T, names ...string) string {
	t.Helper()
	var b strings.Builder
	for _, name := range names {
		data, err := os.ReadFile("../testdata/wmt17-en-de/" + name)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(strings.ReplaceAll(strings.TrimRight(string(data), "\n"), "\n", " "))
		b.WriteByte(' ')
	}
	return strings.TrimRight(b.String(), " ")
}

// longCases are segments of real text with long references, a long hypothesis, or both; one
// hypothesis is short. Each is a hypothesis and its references.
func longCases(t *testing.T) [][]string {
	long1 := longLine(t, "ref.txt", "FBK.4870.txt", "KIT.4950.txt")
	long2 := longLine(t, "online-B.0.txt", "SYSTRAN.4847.txt", "xmu.4910.txt")
	hyp := longLine(t, "uedin-nmt.4722.txt", "online-A.0.txt", "C-3MA.4959.txt")
	short := wmt17Lines(t, "ref.txt", 40)
	shortHyp := wmt17Lines(t, "uedin-nmt.4722.txt", 40)
	return [][]string{
		{hyp, long1},
		{hyp, long1, long2},
		{shortHyp[3], long1, long2},
		{hyp, short[0]},
		{hyp, strings.Join(short, " "), short[5]},
		{"", long1},
	}
}

// TestLongBLEU checks that long segments, counted through the n-gram trie, get the statistics
// of the order-by-order numbering, with every tokenizer's kind of tokens and several orders. By
// default 13a at order 4 (TestLongBLEUShort covers the trie on ordinary segments); SACRE_LONG=1
// runs the six.
func TestLongBLEU(t *testing.T) {
	for _, tok := range []string{"13a", "char", "none"} {
		for _, order := range []int{1, 4} {
			if !campaign.Full() && (tok != "13a" || order != 4) {
				continue
			}
			b, err := NewBLEU(BLEUConfig{Tokenize: tok, MaxNgramOrder: order})
			if err != nil {
				t.Fatal(err)
			}
			for i, seg := range longCases(t) {
				refs := make([]string, len(seg)-1)
				for k, r := range seg[1:] {
					refs[k] = b.preprocess(r)
				}
				hyp := b.preprocess(seg[0])
				long, numbered := newNgramCounter(order, true), newNgramCounter(order, true)
				long.spaced, long.noBits = tokenizers.SingleSpaced(b.tok), true
				numbered.spaced, numbered.noPack = long.spaced, true
				a, c := make([]float64, b.width()), make([]float64, b.width())
				long.setRefs(refs)
				long.count(a, hyp)
				numbered.setRefs(refs)
				numbered.count(c, hyp)
				if !long.ranks.built || numbered.ranks.built {
					t.Fatalf("%s, order %d, case %d: trie used %v and %v", tok, order, i, long.ranks.built, numbered.ranks.built)
				}
				if !slices.Equal(a, c) {
					t.Errorf("%s, order %d, case %d: trie %v, numbered %v", tok, order, i, a, c)
				}
			}
		}
	}
}

// TestLongBLEUShort checks the trie against the packed tables and the bit-parallel counting on
// ordinary segments, with one reference and two.
func TestLongBLEUShort(t *testing.T) {
	refs, hyps := wmt17Lines(t, "ref.txt", 500), wmt17Lines(t, "uedin-nmt.4722.txt", 500)
	others := wmt17Lines(t, "online-B.0.txt", 500)
	b, _ := NewBLEU(BLEUConfig{})
	spaced := tokenizers.SingleSpaced(b.tok)
	onBits, packed, long := newNgramCounter(4, spaced), newNgramCounter(4, spaced), newNgramCounter(4, spaced)
	packed.noBits, long.ranks.force = true, true
	a, c, d := make([]float64, b.width()), make([]float64, b.width()), make([]float64, b.width())
	for i := range refs {
		seg := []string{b.preprocess(refs[i]), b.preprocess(others[i])}
		onBits.setRefs(seg[:1+i%2])
		packed.setRefs(seg[:1+i%2])
		long.setRefs(seg[:1+i%2])
		if !onBits.onBits && len(strings.Fields(seg[0])) < 60 {
			t.Fatalf("segment %d: not counted bit-parallel", i)
		}
		for _, h := range []string{hyps[i], others[i], ""} {
			clear(a)
			clear(c)
			clear(d)
			packed.count(a, b.preprocess(h))
			long.count(c, b.preprocess(h))
			onBits.count(d, b.preprocess(h))
			if !slices.Equal(a, c) || !slices.Equal(a, d) {
				t.Fatalf("segment %d: trie %v, packed %v, bit-parallel %v", i, c, a, d)
			}
		}
	}
}

// TestLongCHRF checks that long segments, counted through the n-gram tries, get the statistics
// of the order-by-order numbering, and the trie those of the packed tables on ordinary ones. By
// default the long segments of chrF++ only (characters and words); SACRE_LONG=1 those of every
// configuration.
func TestLongCHRF(t *testing.T) {
	refs, hyps := wmt17Lines(t, "ref.txt", 300), wmt17Lines(t, "uedin-nmt.4722.txt", 300)
	others := wmt17Lines(t, "online-B.0.txt", 300)
	for _, cfg := range []CHRFConfig{{}, {WordOrder: 2}, {CharOrder: 2, WordOrder: 1}, {Whitespace: true, Lowercase: true}, {CharOrder: 0, WordOrder: 3}} {
		m, err := NewCHRF(cfg)
		if err != nil {
			t.Fatal(err)
		}
		w := 3 * (m.cfg.CharOrder + m.cfg.WordOrder)
		for i, seg := range longCases(t) {
			if !campaign.Full() && cfg.WordOrder != 2 {
				break
			}
			r := make([]string, len(seg)-1)
			for k, s := range seg[1:] {
				r[k] = m.preprocess(s)
			}
			long, numbered := newChrfCounter(m), newChrfCounter(m)
			numbered.noPackRanks = true
			a, c := make([]float64, w), make([]float64, w)
			long.setRefs(r)
			long.count(a, m.preprocess(seg[0]))
			numbered.setRefs(r)
			numbered.count(c, m.preprocess(seg[0]))
			if !long.ranks.built || numbered.ranks.built {
				t.Fatalf("%+v, case %d: tries used %v and %v", cfg, i, long.ranks.built, numbered.ranks.built)
			}
			if !slices.Equal(a, c) {
				t.Errorf("%+v, case %d: tries %v, numbered %v", cfg, i, a, c)
			}
		}
		packed, long := newChrfCounter(m), newChrfCounter(m)
		long.ranks.force = true
		a, c := make([]float64, w), make([]float64, w)
		for i := range refs {
			seg := []string{m.preprocess(refs[i]), m.preprocess(others[i])}
			packed.setRefs(seg[:1+i%2])
			long.setRefs(seg[:1+i%2])
			for _, h := range []string{hyps[i], others[i], ""} {
				clear(a)
				clear(c)
				packed.count(a, m.preprocess(h))
				long.count(c, m.preprocess(h))
				if !slices.Equal(a, c) {
					t.Fatalf("%+v, segment %d: tries %v, packed %v", cfg, i, c, a)
				}
			}
		}
	}
}

// TestLongTooLong checks that a long segment past the alignment's limit is refused, before
// its hypothesis is numbered, with the error of the alignment itself.
func TestLongTooLong(t *testing.T) {
	ref := longLine(t, "ref.txt")[:70000]
	hyp := "x" + longLine(t, "uedin-nmt.4722.txt", "online-A.0.txt", "C-3MA.4959.txt") + ref[:50]
	for _, name := range []string{"cer", "wer"} {
		e, err := NewErrorRate(name, WERConfig{})
		if err != nil {
			t.Fatal(err)
		}
		p, err := e.Prepare(Refs{{ref + ref[:50]}, {"a"}})
		if err != nil {
			t.Fatal(err)
		}
		r := p.(*werRefs)
		_, early := e.tooLong(e.apply(hyp), r.segs[0], r.vocab)
		var s werSegment
		s.hyp = e.hypIDs(nil, e.apply(hyp), r.vocab)
		_, late := s.stats(make([]float64, werWidth), r.segs[0])
		if name == "cer" && early == nil || fmt.Sprint(early) != fmt.Sprint(late) {
			t.Errorf("%s: refused with %v, want %v", name, early, late)
		}
	}
}
