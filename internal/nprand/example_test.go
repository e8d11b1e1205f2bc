package nprand_test

import (
	"fmt"
	"math/big"

	"github.com/sacre-mt/sacre/internal/nprand"
)

// SacreBLEU's bootstrap: rng = default_rng(12345); rng.choice(3004, size=(2, 4)).
func ExampleNew() {
	rng, err := nprand.New(big.NewInt(12345))
	if err != nil {
		panic(err)
	}
	const samples, segments = 2, 4
	idx := make([]int, samples*segments)
	rng.Choice(3004, idx)
	for s := range samples {
		fmt.Println(idx[s*segments : (s+1)*segments])
	}
	// Output:
	// [2100 682 2369 951]
	// [613 2395 1930 2031]
}

// A seed may be larger than 64 bits, as a Python int can be.
func ExampleGenerator_Choice() {
	seed, _ := new(big.Int).SetString("340282366920938463463374607431768211473", 10) // 2**128 + 17
	rng, _ := nprand.New(seed)
	out := make([]int, 5)
	rng.Choice(10, out)
	fmt.Println(out)
	// Output:
	// [4 2 3 1 3]
}

// SacreBLEU's approximate randomization draws rng.integers(2, size=(N, n),
// dtype=bool). Twelve bools use the low half of one 64-bit draw; the next
// call starts with the high half, as in NumPy.
func ExampleGenerator_Bools() {
	rng, _ := nprand.New(big.NewInt(12345))
	pos := make([]bool, 12)
	rng.Bools(pos)
	fmt.Println(pos[:6])
	fmt.Println(pos[6:])
	idx := make([]int, 3)
	rng.Choice(60, idx)
	fmt.Println(idx)
	// Output:
	// [true false true true true false]
	// [false true true false false false]
	// [13 47 19]
}

// Uint32 halves one Uint64 draw, low half first, like NumPy's next_uint32.
func ExampleGenerator_Uint32() {
	rng, _ := nprand.New(big.NewInt(12345))
	fmt.Println(rng.Uint32(), rng.Uint32(), rng.Uint32())
	// Output:
	// 3003105693 976400781 3387213022
}

// Uint64 is one raw PCG64 output (bit_generator.random_raw()); it leaves a
// kept 32-bit half for the next Uint32.
func ExampleGenerator_Uint64() {
	rng, _ := nprand.New(big.NewInt(12345))
	fmt.Println(rng.Uint64())
	// Output:
	// 4193609425186963869
}

// default_rng(None) cannot be replayed; only its range can be shown.
func ExampleNewFromEntropy() {
	rng := nprand.NewFromEntropy()
	idx := make([]int, 1000)
	rng.Choice(3004, idx)
	inRange := true
	for _, i := range idx {
		inRange = inRange && 0 <= i && i < 3004
	}
	fmt.Println(inRange)
	// Output:
	// true
}
