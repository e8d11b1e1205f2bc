// Package nprand is NumPy's default random generator, reduced to the draws
// SacreBLEU's significance tests make.
//
// It mirrors numpy.random.default_rng(seed) of NumPy 1.24 bit for bit: the
// seed goes through SeedSequence (4-word pool, generate_state of 4 uint64)
// into PCG64 (XSL-RR 128/64) with NumPy's buffered 32-bit draws, and
// [Generator.Choice] and [Generator.Bools] follow Generator.choice,
// Generator.integers and the bounded fills of distributions.c, so that the
// same seed gives the same bootstrap indices and randomization masks as
// SacreBLEU.
package nprand

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
)

// ErrSeed reports a seed that numpy.random.default_rng would reject.
var ErrSeed = errors.New("nprand: invalid seed")

// Generator is numpy.random.Generator(PCG64(seed)). It is not safe for
// concurrent use; SacreBLEU makes a fresh one per test, and so should callers.
type Generator struct {
	pcg pcg64
	// NumPy's next_uint32 returns the low half of a 64-bit draw and keeps the
	// high half for the following call (has_uint32, uinteger). The kept half
	// outlives the call that drew it, so consecutive draws must share it.
	has32 bool
	buf32 uint32
}

// New returns the generator of numpy.random.default_rng(seed). Any
// non-negative seed is allowed, of any size, as a Python int would be.
func New(seed *big.Int) (*Generator, error) {
	if seed == nil {
		return nil, fmt.Errorf("%w: nil (NewFromEntropy is default_rng(None))", ErrSeed)
	}
	if seed.Sign() < 0 {
		// NumPy raises ValueError("expected non-negative integer").
		return nil, fmt.Errorf("%w: %s is negative", ErrSeed, seed)
	}
	pool := seedPool(seedWords(seed))
	return &Generator{pcg: newPCG64(generateState(pool))}, nil
}

// NewFromEntropy returns the generator of numpy.random.default_rng(None):
// 128 bits of operating-system entropy, taken as one integer seed (as
// secrets.randbits(128) is) and passed through SeedSequence.
func NewFromEntropy() *Generator {
	var b [poolSize * 4]byte
	rand.Read(b[:]) // crypto/rand.Read never fails; it crashes the program instead
	g, _ := New(new(big.Int).SetBytes(b[:]))
	return g
}

// Uint64 is NumPy's next_uint64 (also random_raw): one PCG64 output. It
// leaves the kept 32-bit half alone, as NumPy does.
func (g *Generator) Uint64() uint64 {
	return g.pcg.next()
}

// Uint32 is NumPy's next_uint32: the kept high half of the previous 64-bit
// draw if there is one, otherwise the low half of a fresh draw.
func (g *Generator) Uint32() uint32 {
	if g.has32 {
		g.has32 = false
		return g.buf32
	}
	return g.split64()
}

// split64 is the half of Uint32 that draws. Kept apart so that Uint32 is
// small enough to inline into the hot loops.
func (g *Generator) split64() uint32 {
	x := g.pcg.next()
	g.has32, g.buf32 = true, uint32(x>>32)
	return uint32(x)
}
