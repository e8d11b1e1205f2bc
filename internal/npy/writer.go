package npy

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
)

// A Writer writes one float64 array: its header, then its values in C order (the last index
// varying fastest), a row at a time. Close completes it.
type Writer struct {
	w      io.Writer
	header []byte  // nil once written
	total  float64 // the values of the shape
	done   float64 // and those written
	buf    []byte
}

// NewWriter is a Writer of an array of the shape to w. It writes nothing before the first row
// or Close.
func NewWriter(w io.Writer, shape []int) *Writer {
	header, _ := Header(shape)
	return &Writer{w: w, header: header, total: values(shape)}
}

// WriteRow writes the values after those written before: a row of the array, or any run of
// its values. More values than the shape holds are ErrShape, and none of them is written.
func (w *Writer) WriteRow(row []float64) error {
	if w.done+float64(len(row)) > w.total {
		return fmt.Errorf("%w: more than its %v values", ErrShape, w.total)
	}
	w.done += float64(len(row))
	w.buf = append(w.buf[:0], w.header...)
	w.header = nil
	for _, x := range row {
		w.buf = binary.LittleEndian.AppendUint64(w.buf, math.Float64bits(x))
	}
	if len(w.buf) == 0 {
		return nil
	}
	_, err := w.w.Write(w.buf)
	return err
}

// Close writes the header of an array written without values, and reports ErrShape if the
// values written fall short of the shape. It does not close the underlying writer.
func (w *Writer) Close() error {
	if err := w.WriteRow(nil); err != nil {
		return err
	}
	if w.done < w.total {
		return fmt.Errorf("%w: %v of its %v values written", ErrShape, w.done, w.total)
	}
	return nil
}
