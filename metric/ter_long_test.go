package metric

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/jsonl"
)

// terEditsLayout is terEdits with the layout forced: block rows k > 0 for the long one, -1
// for the ordinary one.
func terEditsLayout(hyp, ref []string, k int) (edits, shifts, checked int) {
	var s terSegment
	s.pair.forceLong = k
	s.number(terWords{words: hyp}, []terWords{{words: ref}})
	edits = s.pair.editRate(s.hyp, s.refs[0])
	return edits, s.pair.shifts, s.pair.checked
}

// TestTERLongMatchesNaive checks the long layout, with blocks of 1 to 5 rows, on random
// pairs of all length ratios as TestTERBandMatchesNaive does: the distance and trace of the
// first round and the distance of candidate shifts (a sample of them; all with SACRE_LONG=1),
// against the naive transcription.
func TestTERLongMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var p terPair
	for range campaign.UpTo(2000, 200) {
		n, m := 1+rng.IntN(70), 1+rng.IntN(70)
		if rng.IntN(5) == 0 {
			n, m = 1+rng.IntN(4), 60+rng.IntN(250)
			if rng.IntN(2) == 0 {
				n, m = m, n
			}
		}
		p.forceLong = 1 + rng.IntN(5)
		v := 1 + rng.IntN(6)
		hyp, ref := randomWords(rng, n, v), randomWords(rng, m, v)
		p.reset(hyp, ref)
		p.forward(0)
		wantDist, wantTrace := naiveBeam(hyp, ref)
		if got, trace := p.distance(), p.trace(); got != wantDist || trace != wantTrace {
			t.Fatalf("k %d %v | %v: distance %d trace %q, want %d %q", p.forceLong, hyp, ref, got, trace, wantDist, wantTrace)
		}
		p.alignment()
		p.candidates(0)
		p.bestShift(wantDist)
		step := campaign.UpTo(1, max(1, len(p.cands)/30)) // a sample keeps the test short
		for k := 0; k < len(p.cands); k += step {
			c := p.cands[k]
			want, _ := naiveBeam(p.shifted(c), ref)
			if got := p.shiftedDistance(c, wantDist); got != want {
				t.Fatalf("k %d %v | %v shifted by %+v: distance %d, want %d", p.forceLong, hyp, ref, c, got, want)
			}
		}
	}
}

// TestTERLongOracle checks the long layout, with blocks of 1 to 7 rows, on SacreBLEU's
// cases (every 20th by default, all with SACRE_LONG=1): edits, shifts and candidates.
func TestTERLongOracle(t *testing.T) {
	row := 0
	err := jsonl.Each("testdata/ter_oracle.jsonl.gz", func(r []json.RawMessage, _ int) error {
		if row++; !campaign.EveryNth(row-1, 20) {
			return nil
		}
		var cat, hyp, ref string
		var edits, length, shifts, checked int
		for i, to := range []any{&cat, &hyp, &ref, &edits, &length, &shifts, &checked} {
			if err := json.Unmarshal(r[i], to); err != nil {
				return err
			}
		}
		k := 1 + row%7
		if e, s, c := terEditsLayout(strings.Fields(hyp), strings.Fields(ref), k); e != edits || s != shifts || c != checked {
			t.Errorf("k %d: %s case %q | %q: edits %d shifts %d checked %d, want %d %d %d", k, cat, hyp, ref, e, s, c, edits, shifts, checked)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestTERLongLayout compares the two layouts on real text (WMT17 en-de): ordinary segments,
// segments of a few thousand words with moved blocks (many rounds of shifts), and files
// joined into one line of about 1 MB (long by default; the ordinary layout is forced).
// SACRE_LONG=1 adds more systems and the hypotheses with moved blocks at full length.
func TestTERLongLayout(t *testing.T) {
	ref := readLines(t, "ref.txt")
	systems := []string{"uedin-nmt.4722.txt", "PROMT-Rule-based.4735.txt"}
	if campaign.Full() {
		systems = append(systems, "online-A.0.txt", "C-3MA.4959.txt", "KIT.4950.txt")
	}
	check := func(what string, hyp, ref []string, ks ...int) {
		t.Helper()
		e, s, c := terEditsLayout(hyp, ref, -1)
		for _, k := range ks {
			if e2, s2, c2 := terEditsLayout(hyp, ref, k); e2 != e || s2 != s || c2 != c {
				t.Errorf("%s, k %d: edits %d shifts %d checked %d, ordinary %d %d %d", what, k, e2, s2, c2, e, s, c)
			}
		}
		t.Logf("%s: %d words, %d edits, %d shifts, %d candidates", what, len(hyp), e, s, c)
	}
	for _, name := range systems {
		hyp := readLines(t, name)
		for i := 0; i < len(hyp); i += campaign.UpTo(1, 25) {
			h, r := strings.Fields(strings.ToLower(hyp[i])), strings.Fields(strings.ToLower(ref[i]))
			e, s, c := terEditsLayout(h, r, -1)
			k := 1 + i%9
			if e2, s2, c2 := terEditsLayout(h, r, k); e2 != e || s2 != s || c2 != c {
				t.Errorf("%s line %d, k %d: edits %d shifts %d checked %d, ordinary %d %d %d", name, i+1, k, e2, s2, c2, e, s, c)
			}
		}
	}
	// Real words with blocks moved: rounds of shifts, until the candidates reach the cap.
	words := strings.Fields(strings.ToLower(strings.Join(ref, " ")))
	rng := rand.New(rand.NewPCG(7, 8))
	for _, size := range []int{300, campaign.UpTo(len(words), 4000)} {
		moved := movedBlocks(rng, words[:size], 6, 4)
		check("moved blocks", strings.Fields(moved[0]), strings.Fields(moved[1]), 3, terLongBlock)
	}
	// Distinct words with blocks moved: many rounds, each with few candidates.
	for _, name := range []string{"moves", "rounds"} {
		pair := longPairs(t)[name]
		check(name, strings.Fields(pair[0]), strings.Fields(pair[1]), 5, terLongBlock)
	}
	// One line of about 1 MB against the reference joined, and the reference with blocks
	// moved.
	long := strings.Fields(strings.ToLower(longLine(t, "uedin-nmt.4722.txt", "online-A.0.txt", "C-3MA.4959.txt")))
	refs := strings.Fields(strings.ToLower(longLine(t, "ref.txt", "ref.txt", "ref.txt")))
	if !terIsLong(len(long), len(refs)) {
		t.Fatalf("%d words against %d are not long", len(long), len(refs))
	}
	check("1 MB line", long, refs, 0)
	moved := movedBlocks(rng, refs, 3, 3)
	check("1 MB line, moved blocks", strings.Fields(moved[0]), refs, 0)
}

// TestTERBitsFirst checks terBits.first against a scan, on spans across word boundaries.
func TestTERBitsFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for range 200 {
		n := 1 + rng.IntN(300)
		b, set := make(terBits, (n+63)/64), make([]bool, n)
		for range rng.IntN(8) {
			i := rng.IntN(n)
			b.set(i)
			set[i] = true
		}
		for lo := range n {
			for hi := lo; hi <= min(n, lo+terMaxShiftSize); hi++ {
				want := hi
				for i := lo; i < hi; i++ {
					if set[i] {
						want = i
						break
					}
				}
				if got := b.first(lo, hi); got != want {
					t.Fatalf("first(%d, %d) of %v = %d, want %d", lo, hi, set, got, want)
				}
			}
		}
	}
}
