package sentencepiece

import (
	"encoding/binary"
	"errors"
)

// dartsTrie reads the double-array trie of darts-clone that a precompiled
// charsmap stores: an array of 32-bit little-endian units. It is read in
// place, as sentencepiece's Normalizer does, rather than rebuilt.
type dartsTrie []uint32

// The fields of a darts-clone unit (darts.h, DoubleArrayUnit). A leaf unit
// has bit 31 set, so its label never equals a byte and lookups stop there.
func unitHasLeaf(u uint32) bool  { return (u>>8)&1 == 1 }
func unitValue(u uint32) int32   { return int32(u & (1<<31 - 1)) }
func unitLabel(u uint32) uint32  { return u & (1<<31 | 0xFF) }
func unitOffset(u uint32) uint32 { return (u >> 10) << ((u & (1 << 9)) >> 6) }

// longestPrefix returns the length of the longest key that is a prefix of
// s and its value, or length 0. It walks the trie as darts-clone's
// commonPrefixSearch does and keeps the longest result, as
// Normalizer::NormalizePrefix does. Units outside the array end the walk: a
// well-formed trie never leads there, and a corrupt file must not panic.
func (d dartsTrie) longestPrefix(s string) (length int, value int32) {
	if len(d) == 0 {
		return 0, 0
	}
	pos := unitOffset(d[0])
	for i := 0; i < len(s); i++ {
		c := uint32(s[i])
		pos ^= c
		if int(pos) >= len(d) {
			return length, value
		}
		u := d[pos]
		if unitLabel(u) != c {
			return length, value
		}
		pos ^= unitOffset(u)
		if unitHasLeaf(u) {
			if int(pos) >= len(d) {
				return length, value
			}
			length, value = i+1, unitValue(d[pos])
		}
	}
	return length, value
}

// firstBytes reports for each byte whether some key starts with it.
func (d dartsTrie) firstBytes() (first [256]bool) {
	for c := range first {
		if len(d) > 0 {
			pos := unitOffset(d[0]) ^ uint32(c)
			first[c] = int(pos) < len(d) && unitLabel(d[pos]) == uint32(c)
		}
	}
	return first
}

// endsBeforeASCII reports whether every key that starts with byte c is
// longer than one byte and continues with a byte of 0x80 or more. Then no
// key matches where c is followed by an ASCII byte or ends the text: this
// holds for the letters of nmt_nfkc, whose rules for them compose a letter
// with a combining mark.
func (d dartsTrie) endsBeforeASCII(c byte) bool {
	if len(d) == 0 {
		return true
	}
	pos := unitOffset(d[0]) ^ uint32(c)
	if int(pos) >= len(d) || unitLabel(d[pos]) != uint32(c) {
		return true
	}
	u := d[pos]
	if unitHasLeaf(u) {
		return false
	}
	pos ^= unitOffset(u)
	for b := uint32(0); b < 0x80; b++ {
		if q := pos ^ b; int(q) < len(d) && unitLabel(d[q]) == b {
			return false
		}
	}
	return true
}

var errCharsmap = errors.New("blob for normalization rule is broken")

// decodeCharsmap splits a precompiled charsmap into its trie and the pool
// of NUL-terminated replacement strings the trie's values point into:
// <trie size: uint32 LE><trie units><strings> (Normalizer::DecodePrecompiledCharsMap).
func decodeCharsmap(blob []byte) (dartsTrie, []byte, error) {
	if len(blob) <= 4 {
		return nil, nil, errCharsmap
	}
	size := binary.LittleEndian.Uint32(blob)
	if uint64(size) >= uint64(len(blob)) {
		return nil, nil, errors.New("trie data size exceeds the input blob size")
	}
	blob = blob[4:]
	if uint64(size) > uint64(len(blob)) {
		return nil, nil, errors.New("trie data size exceeds the input blob size")
	}
	trie := make(dartsTrie, size/4)
	for i := range trie {
		trie[i] = binary.LittleEndian.Uint32(blob[4*i:])
	}
	return trie, blob[size:], nil
}
