package npy_test

import (
	"bytes"
	"fmt"

	"github.com/sacre-mt/sacre/internal/npy"
)

// A 2 x 3 array, a row at a time: what numpy.save(f, np.array([[...], [...]])) writes.
func ExampleWriter() {
	var b bytes.Buffer
	w := npy.NewWriter(&b, []int{2, 3})
	w.WriteRow([]float64{1, 2, 3})
	w.WriteRow([]float64{4, 5, 6})
	if err := w.Close(); err != nil {
		fmt.Println(err)
	}
	header, size := npy.Header([]int{2, 3})
	fmt.Printf("%d bytes: %d of header, %v in all\n", b.Len(), len(header), size)
	fmt.Printf("%q\n", bytes.TrimSpace(header[10:]))
	// Output:
	// 176 bytes: 128 of header, 176 in all
	// "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }"
}
