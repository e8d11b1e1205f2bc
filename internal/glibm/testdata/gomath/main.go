// Command gomath prints Go's math.Exp or math.Log of hex bit patterns read
// from stdin, one per line. gen.py uses it to find inputs where Go's math
// package disagrees with glibc, so the test vectors exercise those.
package main

import (
	"bufio"
	"fmt"
	"log"
	"math"
	"os"
	"strconv"
)

func main() {
	f := map[string]func(float64) float64{"exp": math.Exp, "log": math.Log}[os.Args[1]]
	if f == nil {
		log.Fatalf("usage: gomath exp|log < hex-inputs")
	}
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		b, err := strconv.ParseUint(in.Text(), 16, 64)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Fprintf(out, "%016x\n", math.Float64bits(f(math.Float64frombits(b))))
	}
}
