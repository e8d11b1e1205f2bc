package editdist

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
	"github.com/sacre-mt/sacre/internal/jsonl"
)

// oracleRow is one line of testdata/oracle.jsonl.gz, written by testdata/oracle/gen.py:
// what jiwer 4.0.0's process_words ("words") or process_characters ("chars") reports
// for ref and hyp (a string or a list of strings, jiwer's inputs) on RapidFuzz 3.14.5's
// C++ core. "gen" rows hold a generator spec instead of the texts, and a digest of the
// opcodes instead of the opcodes.
type oracleRow struct {
	Kind       string          `json:"kind"`
	Src        string          `json:"src"`
	Ref        json.RawMessage `json:"ref"`
	Hyp        json.RawMessage `json:"hyp"`
	RefTokens  [][]string      `json:"ref_tokens"` // jiwer's transformed inputs, on some rows
	HypTokens  [][]string      `json:"hyp_tokens"`
	H, S, D, I int
	WER        *float64   `json:"wer"`
	MER        *float64   `json:"mer"`
	WIL        *float64   `json:"wil"`
	WIP        *float64   `json:"wip"`
	CER        *float64   `json:"cer"`
	Ops        [][][5]any `json:"ops"` // per sentence: [type, ref_start, ref_end, hyp_start, hyp_end]
	Gen        *genSpec   `json:"gen"`
	NOps       int        `json:"nops"`
	OpsSHA256  string     `json:"ops_sha256"`
}

type genSpec struct {
	Seed, N, M, Vocab, Edits int
}

// generate is gen.py's generate: a splitmix64 stream of token ids, ref then hyp, hyp
// either drawn independently (Edits < 0) or ref with Edits random edits.
func generate(g genSpec) (ref, hyp []int32) {
	state := uint64(g.Seed)
	next := func(mod int) int {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return int((z ^ z>>31) % uint64(mod))
	}
	for range g.N {
		ref = append(ref, int32(next(g.Vocab)))
	}
	if g.Edits < 0 {
		for range g.M {
			hyp = append(hyp, int32(next(g.Vocab)))
		}
		return ref, hyp
	}
	hyp = slices.Clone(ref)
	for range g.Edits {
		switch op := next(3); {
		case op == 1:
			at := next(len(hyp) + 1)
			hyp = slices.Insert(hyp, at, int32(next(g.Vocab)))
		case len(hyp) > 0 && op == 0:
			v := int32(next(g.Vocab)) // Python evaluates hyp[i] = v's right side first
			hyp[next(len(hyp))] = v
		case len(hyp) > 0:
			at := next(len(hyp))
			hyp = slices.Delete(hyp, at, at+1)
		}
	}
	return ref, hyp
}

// lines decodes a jiwer input: a string is one sentence.
func lines(raw json.RawMessage) ([]string, error) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return []string{s}, nil
	}
	var l []string
	return l, json.Unmarshal(raw, &l)
}

func opString(o Opcode) string {
	return fmt.Sprintf("%s %d %d %d %d", o.Op, o.RefStart, o.RefEnd, o.HypStart, o.HypEnd)
}

func (r *oracleRow) check(a *Aligner) error {
	if r.Gen != nil {
		return r.checkGen(a)
	}
	refs, err := lines(r.Ref)
	if err != nil {
		return err
	}
	hyps, err := lines(r.Hyp)
	if err != nil {
		return err
	}
	var v Vocab
	var sum Counts
	for k := range refs {
		var ref, hyp []int32
		if r.Kind == "words" {
			ref, hyp = v.AppendIDs(nil, Words(refs[k])), v.AppendIDs(nil, Words(hyps[k]))
			if err := r.checkTokens(k, Words(refs[k]), Words(hyps[k])); err != nil {
				return err
			}
		} else {
			ref, hyp = Chars(refs[k]), Chars(hyps[k])
		}
		ops, err := a.Opcodes(nil, ref, hyp)
		if err != nil {
			return err
		}
		if err := sameOps(ops, r.Ops[k]); err != nil {
			return fmt.Errorf("sentence %d: %w", k, err)
		}
		c, _ := a.Counts(ref, hyp)
		if c != Count(ops) {
			return fmt.Errorf("sentence %d: Counts %+v, Count(Opcodes) %+v", k, c, Count(ops))
		}
		sum = sum.Add(c)
	}
	return r.checkCounts(sum)
}

func (r *oracleRow) checkTokens(k int, ref, hyp []string) error {
	if r.RefTokens == nil {
		return nil
	}
	if !slices.Equal(ref, r.RefTokens[k]) || !slices.Equal(hyp, r.HypTokens[k]) {
		return fmt.Errorf("words %q %q, jiwer %q %q", ref, hyp, r.RefTokens[k], r.HypTokens[k])
	}
	return nil
}

func sameOps(got []Opcode, want [][5]any) error {
	var g, w []string
	for _, o := range got {
		g = append(g, opString(o))
	}
	for _, o := range want {
		w = append(w, fmt.Sprintf("%s %v %v %v %v", o[0], o[1], o[2], o[3], o[4]))
	}
	if !slices.Equal(g, w) {
		return fmt.Errorf("opcodes\n got  %s\n want %s", strings.Join(g, ", "), strings.Join(w, ", "))
	}
	return nil
}

func (r *oracleRow) checkCounts(c Counts) error {
	if want := (Counts{r.H, r.S, r.D, r.I}); c != want {
		return fmt.Errorf("counts %+v, want %+v", c, want)
	}
	for _, m := range []struct {
		name      string
		got, want *float64
	}{{"wer", ptr(c.WER()), r.WER}, {"mer", ptr(c.MER()), r.MER}, {"wil", ptr(c.WIL()), r.WIL},
		{"wip", ptr(c.WIP()), r.WIP}, {"cer", ptr(c.CER()), r.CER}} {
		if m.want != nil && *m.got != *m.want {
			return fmt.Errorf("%s = %v, want %v", m.name, *m.got, *m.want)
		}
	}
	return nil
}

func ptr(f float64) *float64 { return &f }

func (r *oracleRow) checkGen(a *Aligner) error {
	ref, hyp := generate(*r.Gen)
	ops, err := a.Opcodes(nil, ref, hyp)
	if err != nil {
		return err
	}
	h := sha256.New()
	for _, o := range ops {
		fmt.Fprintf(h, "%s\n", opString(o))
	}
	if len(ops) != r.NOps || hex.EncodeToString(h.Sum(nil)) != r.OpsSHA256 {
		return fmt.Errorf("%d opcodes %+v, want %d, or their digest differs", len(ops), Count(ops), r.NOps)
	}
	return r.checkCounts(Count(ops))
}

// oracleSampled says how TestOracle samples a class of rows by default (every nth row of the
// class; SACRE_LONG=1 checks every row). The bulk classes (random texts, WMT17 lines, the
// generated pairs of large.jsonl.gz) are sampled; the rows from jiwer's own tests and README,
// the whitespace and corpus rows and the generated pairs of oracle.jsonl.gz are all checked,
// except that the one pair beyond 10^9 cells (100000 x 100000 tokens, about 3 s) is left to
// SACRE_LONG=1: the pairs of 8000 and 20000 tokens take the same Hirschberg path.
var oracleSampled = map[string]int{"random": 5, "wmt17-en-de": 5, "large gen": 10}

// oracleClass is what TestOracle reads of every row to decide whether to check it.
type oracleClass struct {
	Kind, Src string
	Gen       *genSpec
}

// sampled reports whether TestOracle checks the row of file; seen counts the rows of each kind
// (words, chars) and class read so far.
func (c oracleClass) sampled(file string, seen map[string]int) bool {
	class, _, _ := strings.Cut(c.Src, ":") // "wmt17-en-de:SYSTEM:LINE"
	if file == "large.jsonl.gz" {
		class = "large " + class
	}
	n, ok := oracleSampled[class]
	i := seen[c.Kind+" "+class]
	seen[c.Kind+" "+class]++
	switch {
	case campaign.Full():
		return true
	case c.Gen != nil && c.Gen.N*c.Gen.M > 1e9:
		return false
	}
	return !ok || i%n == 0
}

// TestOracle checks the rows of the oracle files (all of them with SACRE_LONG=1, else the
// subset oracleSampled says): tokens, opcodes, counts and measures.
func TestOracle(t *testing.T) {
	for _, c := range []struct {
		file string
		min  int
	}{{"oracle.jsonl.gz", 10000}, {"large.jsonl.gz", 3000}} {
		t.Run(c.file, func(t *testing.T) {
			var a Aligner
			rows, checked, bad := 0, 0, 0
			seen := map[string]int{}
			err := jsonl.Each("testdata/"+c.file, func(raw json.RawMessage, line int) error {
				rows++
				var class oracleClass
				var r oracleRow
				if err := json.Unmarshal(raw, &class); err != nil || !class.sampled(c.file, seen) {
					return err
				}
				checked++
				if err := json.Unmarshal(raw, &r); err != nil {
					return fmt.Errorf("%s:%d: %w", c.file, line, err)
				}
				if err := r.check(&a); err != nil {
					bad++
					if bad <= 10 {
						t.Errorf("line %d (%s %s %s / %s %+v): %v", line, r.Kind, r.Src, r.Ref, r.Hyp, r.Gen, err)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d of %d rows checked", checked, rows)
			if rows < c.min || bad > 0 {
				t.Errorf("%d of %d checked rows differ (%d rows in the file)", bad, checked, rows)
			}
		})
	}
}
