package editdist_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/internal/editdist"
)

func ExampleAlign() {
	var v editdist.Vocab
	ref := v.AppendIDs(nil, editdist.Words("this is a test of skill"))
	hyp := v.AppendIDs(nil, editdist.Words("this was a messy test"))
	c, err := editdist.Align(ref, hyp)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%+v WER %.4f MER %.4f WIL %.4f WIP %.4f\n", c, c.WER(), c.MER(), c.WIL(), c.WIP())
	// Output: {Hits:3 Subs:1 Dels:2 Ins:1} WER 0.6667 MER 0.5714 WIL 0.7000 WIP 0.3000
}

func ExampleOpcodes() {
	ref, hyp := editdist.Chars("qabxcd"), editdist.Chars("abycdf")
	ops, err := editdist.Opcodes(ref, hyp)
	if err != nil {
		panic(err)
	}
	for _, o := range ops {
		fmt.Printf("%10s ref[%d:%d] hyp[%d:%d]\n", o.Op, o.RefStart, o.RefEnd, o.HypStart, o.HypEnd)
	}
	// Output:
	//     delete ref[0:1] hyp[0:0]
	//      equal ref[1:3] hyp[0:2]
	// substitute ref[3:4] hyp[2:3]
	//      equal ref[4:6] hyp[3:5]
	//     insert ref[6:6] hyp[5:6]
}

func ExampleAligner() {
	refs := []string{"hello world", ""}
	hyps := []string{"hello duck world", "done"}
	var a editdist.Aligner // scratch space reused by every call
	var v editdist.Vocab
	var sum editdist.Counts
	for k := range refs {
		c, err := a.Counts(v.AppendIDs(nil, editdist.Words(refs[k])), v.AppendIDs(nil, editdist.Words(hyps[k])))
		if err != nil {
			panic(err)
		}
		sum = sum.Add(c)
	}
	fmt.Printf("%+v WER %.2f\n", sum, sum.WER())
	// Output: {Hits:2 Subs:0 Dels:0 Ins:2} WER 1.00
}

func ExampleCounts_WER() {
	empty := editdist.Counts{} // an empty reference and hypothesis: no error
	fmt.Println(empty.WER(), empty.MER(), empty.WIP(), empty.WIL())
	silence := editdist.Counts{Ins: 2} // words said over silence
	fmt.Println(silence.WER(), silence.MER(), silence.WIP(), silence.WIL())
	// Output:
	// 0 0 1 0
	// 2 1 0 1
}

func ExampleWords() {
	fmt.Printf("%q\n", editdist.Words(" a  b\tc d \t e "))
	// Output: ["a" "b\tc" "d" "e"]
}

func ExampleChars() {
	fmt.Println(string(editdist.Chars("  so  long ")))
	// Output: so  long
}
