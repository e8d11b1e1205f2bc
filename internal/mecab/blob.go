package mecab

import (
	"encoding/binary"
	"fmt"
	"unsafe"
)

// The dictionary files (data/*/*.bin, written by internal/mkdict; the format is described in
// internal/dictgen) hold the tables kagome's dictionaries give once MeCab's adjustments are
// made. Embedded as strings, they are read in place (see view): nothing is decoded or copied,
// so a dictionary loads in milliseconds and its pages are read from the binary only when used.
const blobMagic = "SACREMC1"

//go:generate go run ./internal/mkdict

// Section ids (internal/dictgen's Sec*).
const (
	secLsize = iota + 1
	secDA
	secTokens
	secCount
	secMatrix
	secExtras
	secHidden
)

// daNode is a node of kagome's double array.
type daNode struct{ base, check int32 }

// token and daNode are read in place from their files' 8-byte records.
var (
	_ [unsafe.Sizeof(token{}) - 8]struct{}
	_ [8 - unsafe.Sizeof(token{})]struct{}
	_ [unsafe.Sizeof(daNode{}) - 8]struct{}
	_ [8 - unsafe.Sizeof(daNode{})]struct{}
)

// littleEndian reports whether this machine stores numbers as the files do.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// sections maps section ids to their bytes in the files parts.
func sections(parts ...string) (map[int]string, error) {
	secs := map[int]string{}
	for i, p := range parts {
		if len(p) < 16 || p[:8] != blobMagic {
			return nil, fmt.Errorf("%w: file %d of %d is no dictionary file", ErrDictionary, i+1, len(parts))
		}
		n := int(u64(p[8:]))
		if n > (len(p)-16)/24 {
			return nil, fmt.Errorf("%w: file %d: %d sections", ErrDictionary, i+1, n)
		}
		for j := range n {
			h := p[16+24*j:]
			id, off, size := int(u64(h)), u64(h[8:]), u64(h[16:])
			if off%8 != 0 || off > uint64(len(p)) || size > uint64(len(p))-off {
				return nil, fmt.Errorf("%w: file %d: section %d at %d+%d", ErrDictionary, i+1, id, off, size)
			}
			secs[id] = p[off : off+size]
		}
	}
	return secs, nil
}

func u64(s string) uint64 { return binary.LittleEndian.Uint64([]byte(s[:8])) }

// view returns the records of s as a []T: in place when the machine is little-endian and s
// is aligned (inPlace), else decoded by dec from each size-byte record into a new slice.
// A view must not be written to.
func view[T any](s string, size int, inPlace bool, dec func(b []byte) T) ([]T, error) {
	if len(s)%size != 0 {
		return nil, fmt.Errorf("%w: section of %d bytes, records of %d", ErrDictionary, len(s), size)
	}
	n := len(s) / size
	if n == 0 {
		return nil, nil
	}
	p := unsafe.StringData(s)
	if inPlace && littleEndian && uintptr(unsafe.Pointer(p))%unsafe.Alignof(*new(T)) == 0 && int(unsafe.Sizeof(*new(T))) == size {
		return unsafe.Slice((*T)(unsafe.Pointer(p)), n), nil
	}
	out := make([]T, n)
	for i := range out {
		out[i] = dec([]byte(s[i*size : (i+1)*size]))
	}
	return out, nil
}

func decDA(b []byte) daNode {
	return daNode{int32(binary.LittleEndian.Uint32(b)), int32(binary.LittleEndian.Uint32(b[4:]))}
}

func decToken(b []byte) token {
	le := binary.LittleEndian
	return token{left: le.Uint16(b), right: le.Uint16(b[2:]), cost: int16(le.Uint16(b[4:])), spacePenalty: int16(le.Uint16(b[6:]))}
}

func decUint16(b []byte) uint16 { return binary.LittleEndian.Uint16(b) }
func decInt16(b []byte) int16   { return int16(binary.LittleEndian.Uint16(b)) }
