// Package npy writes float64 arrays in NumPy's .npy format, byte for byte as numpy.save
// (NumPy 1.24 to 2.x) writes an array of dtype '<f8' in C order: the same header, spare space
// and padding included, then the values, little-endian.
package npy

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ErrShape reports values that do not fill the array's shape: more than it holds, or, at
// Close, fewer.
var ErrShape = errors.New("npy: values do not fill the shape")

// align is NumPy's ARRAY_ALIGN: the header ends on a multiple of 64 bytes.
const align = 64

// growthDigits is NumPy's GROWTH_AXIS_MAX_DIGITS: numpy.save leaves room in the header for the
// first dimension to grow to 21 digits, so that the header can be rewritten in place.
const growthDigits = 21

// Header is the header numpy.save writes before a float64 array of the shape, and the size
// of the whole file in bytes: a float64, since the product of a hostile shape overflows an int.
// Version 1.0 of the format, or 2.0 for a header longer than 65,535 bytes (as NumPy chooses);
// no dimension may be negative.
func Header(shape []int) (header []byte, size float64) {
	dict := "{'descr': '<f8', 'fortran_order': False, 'shape': " + shapeRepr(shape) + ", }"
	if len(shape) > 0 {
		dict += strings.Repeat(" ", growthDigits-len(strconv.Itoa(shape[0])))
	}
	header = wrap(dict, 1)
	if header == nil {
		header = wrap(dict, 2)
	}
	return header, float64(len(header)) + 8*values(shape)
}

// wrap is NumPy's _wrap_header: the magic string, the version, the header's length (2 bytes
// in version 1.0, 4 in 2.0), then the dictionary padded with spaces and a newline to a
// multiple of 64 bytes. An aligned header still gets 64 spaces, as in NumPy. It is nil when
// the length does not fit version 1.0's two bytes.
func wrap(dict string, version byte) []byte {
	prefix := 8 + 2*int(version) // magic (6), version (2), length (2 or 4)
	hlen := len(dict) + 1
	padded := hlen + align - (prefix+hlen)%align
	if version == 1 && padded > math.MaxUint16 {
		return nil
	}
	b := append([]byte("\x93NUMPY"), version, 0)
	if version == 1 {
		b = binary.LittleEndian.AppendUint16(b, uint16(padded))
	} else {
		b = binary.LittleEndian.AppendUint32(b, uint32(padded))
	}
	b = append(b, dict...)
	b = append(b, strings.Repeat(" ", padded-hlen)...)
	return append(b, '\n')
}

// shapeRepr is Python's repr of the shape tuple: "()", "(5,)", "(3, 4)".
func shapeRepr(shape []int) string {
	dims := make([]string, len(shape))
	for i, n := range shape {
		if n < 0 {
			panic(fmt.Sprintf("npy: negative dimension %d", n))
		}
		dims[i] = strconv.Itoa(n)
	}
	if len(shape) == 1 {
		return "(" + dims[0] + ",)"
	}
	return "(" + strings.Join(dims, ", ") + ")"
}

// values is the number of values an array of the shape holds (1 for a 0-dimensional array),
// as a float64 that a hostile shape does not overflow.
func values(shape []int) float64 {
	n := 1.0
	for _, d := range shape {
		n *= float64(d)
	}
	return n
}
