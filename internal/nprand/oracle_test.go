package nprand

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"testing"
)

// The oracle, written by testdata/gen.py from NumPy 1.24.2 (see testdata/README.md).
const oraclePath = "testdata/numpy.json"

type oracle struct {
	NumPy string       `json:"numpy"`
	Seeds []seedRow    `json:"seeds"`
	Cases []oracleCase `json:"cases"`
}

// pcgState is NumPy's bit_generator.state, 128-bit numbers in hex.
type pcgState struct {
	State     string `json:"state"`
	Inc       string `json:"inc"`
	HasUint32 bool   `json:"has_uint32"`
	Uinteger  uint32 `json:"uinteger"`
}

type seedRow struct {
	Seed  string    `json:"seed"`
	Pool  [4]uint32 `json:"pool"`  // SeedSequence(seed).pool
	Words [4]uint64 `json:"words"` // SeedSequence(seed).generate_state(4, np.uint64)
	Start pcgState  `json:"start"` // default_rng(seed) before any draw
}

type oracleCase struct {
	Name   string     `json:"name"`
	Reason string     `json:"reason"`
	Seed   string     `json:"seed"`
	Ops    []oracleOp `json:"ops"`
	End    pcgState   `json:"end"`
}

// oracleOp is one call on the case's generator. Short results are in
// Values; long ones as the SHA-256 of their bytes (see canonical) plus Head
// and Tail. Bools are strings of 0 and 1, the other ops lists of numbers.
type oracleOp struct {
	Op     string          `json:"op"`
	N      int64           `json:"n"`
	Count  int             `json:"count"`
	Values json.RawMessage `json:"values"`
	SHA256 string          `json:"sha256"`
	Head   json.RawMessage `json:"head"`
	Tail   json.RawMessage `json:"tail"`
}

func loadOracle(t *testing.T) *oracle {
	t.Helper()
	data, err := os.ReadFile(oraclePath)
	if err != nil {
		t.Fatal(err)
	}
	var o oracle
	if err := json.Unmarshal(data, &o); err != nil {
		t.Fatalf("%s: %v", oraclePath, err)
	}
	if o.NumPy != "1.24.2" {
		t.Fatalf("%s was made by NumPy %s, not 1.24.2", oraclePath, o.NumPy)
	}
	return &o
}

func mustSeed(t *testing.T, s string) *big.Int {
	t.Helper()
	seed, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("bad seed %q", s)
	}
	return seed
}

// stateOf renders a generator as NumPy's bit_generator.state.
func stateOf(g *Generator) pcgState {
	u128 := func(hi, lo uint64) string {
		x := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
		return "0x" + x.Or(x, new(big.Int).SetUint64(lo)).Text(16)
	}
	return pcgState{u128(g.pcg.hi, g.pcg.lo), u128(g.pcg.incHi, g.pcg.incLo), g.has32, g.buf32}
}

func TestSeedSequence(t *testing.T) {
	for _, row := range loadOracle(t).Seeds {
		seed := mustSeed(t, row.Seed)
		pool := seedPool(seedWords(seed))
		if pool != row.Pool {
			t.Errorf("seed %s: pool %d, NumPy %d", row.Seed, pool, row.Pool)
		}
		if words := generateState(pool); words != row.Words {
			t.Errorf("seed %s: generate_state %d, NumPy %d", row.Seed, words, row.Words)
		}
		g, err := New(seed)
		if err != nil {
			t.Fatal(err)
		}
		if got := stateOf(g); got != row.Start {
			t.Errorf("seed %s: PCG64 state %+v, NumPy %+v", row.Seed, got, row.Start)
		}
	}
}

func TestOracle(t *testing.T) {
	o := loadOracle(t)
	total := 0
	for _, c := range o.Cases {
		t.Run(c.Name, func(t *testing.T) {
			g, err := New(mustSeed(t, c.Seed))
			if err != nil {
				t.Fatal(err)
			}
			for i, op := range c.Ops {
				checkOp(t, i, op, run(g, op))
				total += op.Count
			}
			if got := stateOf(g); got != c.End {
				t.Errorf("%s: state after the calls %+v, NumPy %+v", c.Reason, got, c.End)
			}
		})
	}
	if total < 1e7 {
		t.Errorf("only %d values in %s", total, oraclePath)
	}
	t.Logf("%d cases, %d values checked against NumPy %s", len(o.Cases), total, o.NumPy)
}

// run makes op's call on g and returns its result in canonical bytes.
func run(g *Generator, op oracleOp) canonical {
	switch op.Op {
	case "choice":
		out := make([]int, op.Count)
		g.Choice(int(op.N), out)
		return encode(8, len(out), func(i int) uint64 { return uint64(out[i]) })
	case "bools":
		out := make([]bool, op.Count)
		g.Bools(out)
		return encode(1, len(out), func(i int) uint64 { return b2u(out[i]) })
	case "uint32":
		return encode(4, op.Count, func(int) uint64 { return uint64(g.Uint32()) })
	case "uint64":
		return encode(8, op.Count, func(int) uint64 { return g.Uint64() })
	}
	panic("unknown op " + op.Op)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// canonical holds values as NumPy's little-endian array bytes (int64 for
// choice, uint8 for bools), which is what gen.py hashes.
type canonical struct {
	width int
	b     []byte
}

func encode(width, n int, at func(int) uint64) canonical {
	c := canonical{width, make([]byte, 0, width*n)}
	var buf [8]byte
	for i := range n {
		binary.LittleEndian.PutUint64(buf[:], at(i))
		c.b = append(c.b, buf[:width]...) // little-endian: the low bytes come first
	}
	return c
}

func (c canonical) len() int { return len(c.b) / c.width }

func (c canonical) at(i int) uint64 {
	var buf [8]byte
	copy(buf[:], c.b[i*c.width:(i+1)*c.width])
	return binary.LittleEndian.Uint64(buf[:])
}

func (c canonical) slice(from, to int) canonical {
	return canonical{c.width, c.b[from*c.width : to*c.width]}
}

// decode reads a JSON list of values (or a bool string) into canonical bytes.
func decode(t *testing.T, width int, raw json.RawMessage) canonical {
	t.Helper()
	var bits string
	if json.Unmarshal(raw, &bits) == nil {
		return encode(width, len(bits), func(i int) uint64 { return uint64(bits[i] - '0') })
	}
	var vals []uint64
	if err := json.Unmarshal(raw, &vals); err != nil {
		t.Fatalf("values %.40s: %v", raw, err)
	}
	return encode(width, len(vals), func(i int) uint64 { return vals[i] })
}

func checkOp(t *testing.T, i int, op oracleOp, got canonical) {
	t.Helper()
	if got.len() != op.Count {
		t.Fatalf("op %d %s: %d values, want %d", i, op.Op, got.len(), op.Count)
	}
	if op.SHA256 == "" {
		compare(t, i, op, 0, got, decode(t, got.width, op.Values))
		return
	}
	head, tail := decode(t, got.width, op.Head), decode(t, got.width, op.Tail)
	compare(t, i, op, 0, got.slice(0, head.len()), head)
	compare(t, i, op, got.len()-tail.len(), got.slice(got.len()-tail.len(), got.len()), tail)
	if sum := sha256.Sum256(got.b); hex.EncodeToString(sum[:]) != op.SHA256 {
		t.Errorf("op %d %s(n=%d, %d values): SHA-256 %x, NumPy %s", i, op.Op, op.N, op.Count, sum, op.SHA256)
	}
}

// compare reports the first value that differs, counting from offset.
func compare(t *testing.T, i int, op oracleOp, offset int, got, want canonical) {
	t.Helper()
	if got.len() != want.len() {
		t.Fatalf("op %d %s: %d values, NumPy has %d", i, op.Op, got.len(), want.len())
	}
	if bytes.Equal(got.b, want.b) {
		return
	}
	for k := range want.len() {
		if got.at(k) != want.at(k) {
			t.Errorf("op %d %s(n=%d): value %d is %d, NumPy %d", i, op.Op, op.N, offset+k, got.at(k), want.at(k))
			return
		}
	}
}
