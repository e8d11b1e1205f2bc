package verify

import (
	"bufio"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/textio"
	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/signatures"
	// Claims in the wild use ja-mecab and ko-mecab: verify has them when the program imports
	// tokenizers/mecab, as this test does.
	_ "github.com/sacre-mt/sacre/tokenizers/mecab"
	"github.com/sacre-mt/sacre/tokenizers/spm"
)

var updateWild = flag.Bool("update-wild", false, "rewrite testdata/wild/expect.jsonl from what sacre reads (review the diff)")

// wildEntry is one real claim as published (testdata/wild/claims.jsonl).
type wildEntry struct {
	Text    string `json:"text"`
	Source  string `json:"source"`
	Context string `json:"context"`
}

// wildVerdict is how sacre reads it (testdata/wild/expect.jsonl, reviewed by hand): claims or
// a table (Read), else a signature alone (signatures.Parse), else refused with a message; and
// for what is read, the configuration sacre computes (its signature without run facts).
type wildVerdict struct {
	N         int         `json:"n"`
	Claims    []wildClaim `json:"claims,omitempty"`
	Table     *wildTable  `json:"table,omitempty"`
	Signature *wildClaim  `json:"signature,omitempty"`
	NoClaim   string      `json:"no_claim,omitempty"` // why Read refused it, when a signature was read
	Refused   string      `json:"refused,omitempty"`  // Read's message, when nothing was read
	SigError  string      `json:"signature_error,omitempty"`
}

type wildClaim struct {
	Claim  string   `json:"claim"`
	Notes  []string `json:"notes,omitempty"`
	Config string   `json:"config"` // sacre's configuration, or "error: ..." from metric.FromSignature
}

type wildTable struct {
	Format  string   `json:"format"`
	Paired  string   `json:"paired,omitempty"`
	Systems []string `json:"systems"`
	Metrics []string `json:"metrics"`
	Notes   []string `json:"notes,omitempty"`
}

func configOf(p *signatures.Parsed) string {
	q := *p
	if q.Name == "" {
		q.Name = nameOf(p)
	}
	spec, err := metric.FromSignature(&q)
	if err != nil {
		// The expectations were recorded without metric's prefix, as the command prints them.
		return "error: " + strings.TrimPrefix(err.Error(), metric.ErrConfig.Error()+": ")
	}
	if spec.BLEU() != nil {
		if _, err := spm.ModelPath("", spec.BLEU().Tokenize); err == nil {
			// SentencePiece models are not here (nor downloaded by tests): the name stands in.
			spec.BLEU().Tokenizer = namedTokenizer(spec.BLEU().Tokenize)
		}
	}
	m, err := spec.New()
	if err != nil {
		return "error: " + err.Error()
	}
	sig := m.Signature(signatures.Run{}).Format(false)
	sig = strings.TrimPrefix(sig, "nrefs:0|")
	sig = strings.TrimSuffix(sig, "|version:"+signatures.Version)
	return m.Name() + "|" + sig
}

// namedTokenizer stands in for a tokenizer whose model is not at hand.
type namedTokenizer string

func (n namedTokenizer) Tokenize(line string) string { return line }
func (n namedTokenizer) Signature() string           { return string(n) }

func readWild(t *testing.T) []wildEntry {
	f, err := os.Open(filepath.Join("testdata", "wild", "claims.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []wildEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var e wildEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	return out
}

func verdictOf(n int, text string) wildVerdict {
	v := wildVerdict{N: n}
	pub, err := Read(text)
	if err == nil {
		for _, c := range pub.Claims {
			v.Claims = append(v.Claims, wildClaim{Claim: c.String(), Notes: c.Notes, Config: configOf(c.Signature)})
		}
		if tab := pub.Table; tab != nil {
			v.Table = &wildTable{Format: tab.Format, Paired: tab.Paired, Systems: tab.Systems(), Notes: tab.Notes}
			for _, c := range tab.Columns {
				v.Table.Metrics = append(v.Table.Metrics, c.Name)
			}
		}
		return v
	}
	p, perr := signatures.Parse(text)
	if perr == nil {
		v.Signature = &wildClaim{Claim: p.String(), Notes: p.Repairs, Config: configOf(p)}
		v.NoClaim = err.Error()
		return v
	}
	v.Refused, v.SigError = err.Error(), perr.Error()
	return v
}

// TestWildClaims reads every real claim of testdata/wild as it was published and checks what
// sacre makes of it against the reviewed verdicts.
func TestWildClaims(t *testing.T) {
	entries := readWild(t)
	path := filepath.Join("testdata", "wild", "expect.jsonl")
	if *updateWild {
		var b strings.Builder
		for i, e := range entries {
			line, _ := json.Marshal(verdictOf(i+1, e.Text))
			b.Write(line)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != len(entries) {
		t.Fatalf("%d verdicts for %d claims", len(lines), len(entries))
	}
	for i, e := range entries {
		got, _ := json.Marshal(verdictOf(i+1, e.Text))
		if string(got) != lines[i] {
			t.Errorf("claim %d (%s):\n%q\ngot  %s\nwant %s", i+1, e.Source, e.Text, got, lines[i])
		}
	}
}

// TestWildReproduce verifies the real claims whose data is at hand: SacreBLEU 2.0.0's README
// prints scores, tables and paired tests of WMT17 English-German systems that
// testdata/wmt17-en-de holds. Every value must reproduce.
func TestWildReproduce(t *testing.T) {
	t.Parallel() // reads no package variable it or another test changes
	entries := readWild(t)
	dir := filepath.Join("..", "testdata", "wmt17-en-de")
	read := func(name string) []string {
		lines, err := textio.ReadLines(filepath.Join(dir, name), "utf-8")
		if err != nil {
			t.Fatal(err)
		}
		return lines
	}
	refs := [][]string{read("ref.txt")}
	for _, tc := range []struct {
		n       int
		systems []string
	}{
		{1, []string{"online-A.0.txt"}}, {2, []string{"online-A.0.txt"}}, {3, []string{"online-A.0.txt"}},
		{4, []string{"online-A.0.txt"}}, {5, []string{"online-A.0.txt"}}, {6, []string{"online-A.0.txt"}},
		{10, []string{"C-3MA.4959.txt"}}, {11, []string{"C-3MA.4959.txt"}},
		{8, []string{"online-A.0.txt", "online-B.0.txt", "online-F.0.txt", "online-G.0.txt"}},
		{12, []string{"LIUM-NMT.4900.txt", "online-A.0.txt", "online-B.0.txt", "online-F.0.txt", "online-G.0.txt"}},
		{13, []string{"LIUM-NMT.4900.txt", "online-A.0.txt", "online-B.0.txt", "online-F.0.txt", "online-G.0.txt"}},
	} {
		e := entries[tc.n-1]
		if !strings.HasPrefix(e.Source, "mjpost/sacrebleu README.md") {
			t.Fatalf("claim %d is from %s, not SacreBLEU's README", tc.n, e.Source)
		}
		pub, err := Read(e.Text)
		if err != nil {
			t.Fatalf("claim %d: %v", tc.n, err)
		}
		if pub.Table != nil {
			in := TableInput{Refs: refs}
			for _, s := range tc.systems {
				in.Systems = append(in.Systems, read(s))
			}
			rep, err := VerifyTable(pub.Table, in, Options{NoDiagnosis: true})
			if err != nil || !rep.Reproduced {
				t.Errorf("claim %d: %v\n%s", tc.n, err, rep.Text())
			}
			continue
		}
		for _, c := range pub.Claims {
			rep, err := Verify(c, Input{Hyps: read(tc.systems[0]), Refs: refs}, Options{NoDiagnosis: true})
			if err != nil || !rep.Reproduced {
				t.Errorf("claim %d: %v\n%s", tc.n, err, rep.Text())
			}
		}
	}
}
