// Command corpusbleu prints the 13a BLEU of a system against one or more references, with its
// signature, as `sacrebleu REF... -i HYP -f text` does: a program that uses only package metric
// (and is under 10 MB, for it links neither MeCab nor SentencePiece).
//
//	go run ./examples/corpusbleu testdata/wmt17-en-de/uedin-nmt.4722.txt testdata/wmt17-en-de/ref.txt
package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/normalize"
	"github.com/sacre-mt/sacre/signatures"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: corpusbleu HYP REF...")
		os.Exit(2)
	}
	hyps, err := readLines(os.Args[1])
	if err != nil {
		fail(err)
	}
	var streams [][]string
	for _, path := range os.Args[2:] {
		refs, err := readLines(path)
		if err != nil {
			fail(err)
		}
		streams = append(streams, refs)
	}
	bleu, err := metric.NewBLEU(metric.BLEUConfig{})
	if err != nil {
		fail(err)
	}
	refs, err := metric.FromStreams(streams...)
	if err != nil {
		fail(err)
	}
	score, err := metric.Corpus(bleu, hyps, refs)
	if err != nil {
		fail(err)
	}
	fmt.Println(score.Text(1, bleu.Signature(signatures.Run{NumRefs: refs.NumRefs()}).Format(false)))
}

// readLines reads a UTF-8 file's lines, right-stripped as SacreBLEU reads them.
func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<30)
	for sc.Scan() {
		lines = append(lines, normalize.TrimRight(sc.Text()))
	}
	return lines, sc.Err()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "corpusbleu:", err)
	os.Exit(1)
}
