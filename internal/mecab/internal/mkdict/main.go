// Command mkdict writes the dictionary files internal/mecab embeds: data/ipadic/dict.bin and
// data/kodic/*.bin, from kagome's dictionaries (internal/dictgen says how and in what format).
// Loading them in place takes milliseconds where decoding kagome's takes a second. Run from
// internal/mecab, after go run ./internal/mkkopenalty if kagome-dict-ko changed:
//
//	go run ./internal/mkdict
package main

import (
	"fmt"
	"os"

	"github.com/sacre-mt/sacre/internal/mecab/internal/dictgen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "mkdict:", err)
		os.Exit(1)
	}
}

func run() error {
	pen, err := os.ReadFile("data/kodic/space-penalty.txt")
	if err != nil {
		return err
	}
	ja, err := dictgen.IPADic()
	if err != nil {
		return err
	}
	ko, err := dictgen.KoDic(string(pen))
	if err != nil {
		return err
	}
	for _, f := range append(ja, ko...) {
		if len(f.Data) > dictgen.MaxFile {
			return fmt.Errorf("%s: %d bytes, over %d", f.Name, len(f.Data), dictgen.MaxFile)
		}
		if err := os.WriteFile(f.Name, f.Data, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d bytes\n", f.Name, len(f.Data))
	}
	return nil
}
