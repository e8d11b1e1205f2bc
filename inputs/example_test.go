package inputs_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sacre-mt/sacre/inputs"
)

// Two systems on standard input (tab-separated, as SacreBLEU reads them) against a reference
// file, read two segments at a time.
func ExampleSource_Stream() {
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	ref := filepath.Join(dir, "ref.txt")
	os.WriteFile(ref, []byte("a b\nc d\ne f\n"), 0o644)
	src := &inputs.Source{Refs: []string{ref}, NumRefs: 1, Encoding: "utf-8",
		Stdin: strings.NewReader("a b\ta x\r\nc d\tc\r\ne\tf\r\n")}
	chunks, err := src.Stream(2)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer chunks.Close()
	fmt.Println(chunks.Names())
	for {
		refs, systems, start, err := chunks.Next()
		if err != nil {
			if err != io.EOF {
				fmt.Println(err)
			}
			break
		}
		fmt.Printf("from segment %d: refs %q, systems %q\n", start, refs, systems)
	}
	// Output:
	// [System 1 System 2]
	// from segment 0: refs [["a b" "c d"]], systems [["a b" "c d"] ["a x" "c"]]
	// from segment 2: refs [["e f"]], systems [["e"] ["f"]]
}
