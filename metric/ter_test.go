package metric

import (
	"encoding/json"
	"errors"
	"maps"
	"math/bits"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/jsonl"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
)

// terEdits runs lib_ter's translation_edit_rate on space-separated words and returns the
// edits, with the number of shifts applied and of candidates checked.
func terEdits(hyp, ref string) (edits, shifts, checked int) {
	var s terSegment
	s.number(terWords{words: strings.Fields(hyp)}, []terWords{{words: strings.Fields(ref)}})
	edits = s.pair.editRate(s.hyp, s.refs[0])
	return edits, s.pair.shifts, s.pair.checked
}

// terSampled are the oracle's categories of many similar pairs: by default TestTEROracle
// checks every terSampled[cat]th case of them, and every case of the rare ones (extreme length
// ratios, the candidate cap, many rounds of shifts); SACRE_LONG=1 checks them all. The default
// subset, 1588 cases, holds every category and 298 pairs that reach the candidate cap.
var terSampled = map[string]int{"random": 20, "moves": 20, "nearcap": 10, "long": 3}

// TestTEROracle compares the cases of testdata/ter_oracle.jsonl.gz (all 20238 with SACRE_LONG=1,
// else the subset terSampled says), printed by SacreBLEU 2.6.0's lib_ter (oracle data: see
// testdata/gen_ter_oracle.py): the edits, the reference length, and the shifts and checked
// candidates behind them.
func TestTEROracle(t *testing.T) {
	perCategory, capped, failures := map[string]int{}, 0, 0
	compared, cappedCompared := 0, 0
	err := jsonl.Each("testdata/ter_oracle.jsonl.gz", func(row []json.RawMessage, _ int) error {
		var cat, hyp, ref string
		var edits, length, shifts, checked int
		for i, to := range []any{&cat, &hyp, &ref, &edits, &length, &shifts, &checked} {
			if err := json.Unmarshal(row[i], to); err != nil {
				return err
			}
		}
		perCategory[cat]++
		if checked >= terMaxCandidates {
			capped++
		}
		if n, sampled := terSampled[cat]; sampled && !campaign.EveryNth(perCategory[cat]-1, n) {
			return nil
		}
		if compared++; checked >= terMaxCandidates {
			cappedCompared++
		}
		e, s, c := terEdits(hyp, ref)
		if e != edits || s != shifts || c != checked || len(strings.Fields(ref)) != length {
			if failures++; failures <= 10 {
				t.Errorf("%s case %q | %q: edits %d shifts %d checked %d, want %d %d %d (length %d)",
					cat, hyp, ref, e, s, c, edits, shifts, checked, length)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("oracle cases: %v, %d reached the candidate cap; %d compared, %d of them capped", perCategory, capped, compared, cappedCompared)
	if perCategory["random"] < 10000 || perCategory["cap"] < 20 || capped < 100 {
		t.Errorf("oracle file too small: %v, %d capped", perCategory, capped)
	}
	if failures > 0 {
		t.Errorf("%d mismatches", failures)
	}
}

// terCorpusResult is one SacreBLEU result of testdata/ter_corpus.json.
type terCorpusResult struct {
	Score     string `json:"score"`
	NumEdits  int    `json:"num_edits"`
	RefLength string `json:"ref_length"`
	Signature string `json:"signature"`
	Hyps      []string
	Refs      []string
}

// check scores hyps against the reference streams with cfg and compares with want exactly.
func (want terCorpusResult) check(t *testing.T, what string, cfg TERConfig, hyps []string, streams ...[]string) {
	t.Helper()
	m, err := NewTER(cfg)
	if err != nil {
		t.Fatal(err)
	}
	refs, err := FromStreams(streams...)
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Prepare(refs)
	if err != nil {
		t.Fatal(err)
	}
	st, err := m.Stats(hyps, p)
	if err != nil {
		t.Fatal(err)
	}
	s := m.ComputeTER(st.Sum())
	score, _ := strconv.ParseFloat(want.Score, 64)
	length, _ := strconv.ParseFloat(want.RefLength, 64)
	if s.Score.Score != score || s.NumEdits != want.NumEdits || s.RefLength != length {
		t.Errorf("%s: TER %v edits %d length %v, want %v %d %v", what, s.Score.Score, s.NumEdits, s.RefLength, score, want.NumEdits, length)
	}
	sig := m.Signature(signatures.Run{NumRefs: refs.NumRefs()}).Format(false)
	if wantSig := strings.TrimSuffix(want.Signature, "2.6.0") + signatures.Version; sig != wantSig {
		t.Errorf("%s: signature %s, want %s", what, sig, wantSig)
	}
}

// TestTERCorpus compares corpus-level TER with SacreBLEU 2.6.0's API on the 16 WMT17 systems,
// under the 16 option combinations, with three references, and on test_ter.py's cases
// (oracle data: see testdata/gen_ter_corpus.py). SACRE_LONG=1 scores all of them; by default
// the systems are every 4th by name (C-3MA, LMU-nmt-reranked, SYSTRAN, online-F) and the option
// combinations those with at most one option set, and all four (tokenizers' TestTercomOracle
// checks every combination on every line).
func TestTERCorpus(t *testing.T) {
	data, err := os.ReadFile("testdata/ter_corpus.json")
	if err != nil {
		t.Fatal(err)
	}
	var oracle struct {
		WMT17    map[string]terCorpusResult
		Options  []terCorpusResult
		Multiref terCorpusResult
		Cases    []terCorpusResult
	}
	if err := json.Unmarshal(data, &oracle); err != nil {
		t.Fatal(err)
	}
	if len(oracle.WMT17) != 16 || len(oracle.Options) != 16 || len(oracle.Cases) < 6 {
		t.Fatalf("oracle holds %d systems, %d option sets, %d cases", len(oracle.WMT17), len(oracle.Options), len(oracle.Cases))
	}
	ref := readLines(t, "ref.txt")
	for i, name := range slices.Sorted(maps.Keys(oracle.WMT17)) {
		if campaign.EveryNth(i, 4) {
			oracle.WMT17[name].check(t, name, TERConfig{}, readLines(t, name), ref)
		}
	}
	hyps := readLines(t, "uedin-nmt.4722.txt")
	for k, want := range oracle.Options {
		if !campaign.Full() && bits.OnesCount(uint(k)) > 1 && k != 15 {
			continue
		}
		cfg := TERConfig{Normalized: k&1 != 0, NoPunct: k&2 != 0, AsianSupport: k&4 != 0, CaseSensitive: k&8 != 0}
		want.check(t, "uedin-nmt.4722 with "+strconv.Itoa(k), cfg, hyps, ref)
	}
	oracle.Multiref.check(t, "three references", TERConfig{}, hyps, ref, readLines(t, "online-A.0.txt"), readLines(t, "online-B.0.txt"))
	for k, c := range oracle.Cases {
		c.check(t, "test_ter.py case "+strconv.Itoa(k+1), TERConfig{}, c.Hyps, c.Refs)
	}
}

func TestTERSignature(t *testing.T) {
	for _, c := range []struct {
		cfg   TERConfig
		run   signatures.Run
		short bool
		want  string
	}{
		{TERConfig{}, signatures.Run{NumRefs: 1}, false, "nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:" + signatures.Version},
		{TERConfig{Normalized: true, NoPunct: true, AsianSupport: true, CaseSensitive: true}, signatures.Run{NumRefs: 2}, true, "#:2|c:mixed|t:tercom|nr:yes|pn:no|as:yes|v:" + signatures.Version},
		{TERConfig{Normalize: normalize.Config{Form: "nfkc", CaseFold: true}}, signatures.Run{NumRefs: signatures.VarRefs}, false, "nrefs:var|case:fold|tok:tercom|norm:no|punct:yes|asian:no|unorm:nfkc|version:" + signatures.Version},
	} {
		m, err := NewTER(c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Signature(c.run).Format(c.short); got != c.want {
			t.Errorf("%+v: signature %s, want %s", c.cfg, got, c.want)
		}
	}
}

func TestTERErrors(t *testing.T) {
	if _, err := NewTER(TERConfig{Normalize: normalize.Config{Form: "nfd"}}); !errors.Is(err, normalize.ErrUnknownForm) {
		t.Errorf("NewTER with form nfd: %v, want ErrUnknownForm", err)
	}
	m, _ := NewTER(TERConfig{})
	if _, err := m.Prepare(Refs{{"a"}, {}}); !errors.Is(err, ErrLength) {
		t.Errorf("Prepare with a segment without references: %v, want ErrLength", err)
	}
	p, _ := m.Prepare(Refs{{"a"}})
	if _, err := m.Stats([]string{"a", "b"}, p); !errors.Is(err, ErrLength) {
		t.Errorf("Stats with 2 hypotheses for 1 segment: %v, want ErrLength", err)
	}
	bleu, _ := NewBLEU(BLEUConfig{})
	bp, _ := bleu.Prepare(Refs{{"a"}})
	if _, err := m.Stats([]string{"a"}, bp); !errors.Is(err, ErrConfig) {
		t.Errorf("Stats with BLEU's references: %v, want ErrConfig", err)
	}
}

func TestComputeTER(t *testing.T) {
	m, _ := NewTER(TERConfig{})
	for _, c := range []struct {
		sum    []float64
		score  float64
		reason string
	}{
		{[]float64{3, 8}, 37.5, "100 * edits / length"},
		{[]float64{9, 2}, 450, "more edits than reference words"},
		{[]float64{2, 0}, 100, "edits against empty references"},
		{[]float64{0, 0}, 0, "empty against empty is 0 in SacreBLEU 2.6.0"},
		{[]float64{1, 3}, 33.33333333333333, "the ratio first, then times 100 (not 33.333333333333336)"},
	} {
		if s := m.ComputeTER(c.sum); s.Score.Score != c.score || s.NumEdits != int(c.sum[0]) || s.RefLength != c.sum[1] {
			t.Errorf("ComputeTER(%v) = %v, want %v: %s", c.sum, s.Score.Score, c.score, c.reason)
		}
	}
}
