package verify_test

import (
	"errors"
	"fmt"

	"github.com/sacre-mt/sacre/verify"
)

func ExampleVerify() {
	hyps := []string{"The cat sat on the mat.", "It was not raining today."}
	refs := [][]string{{"The cat sat on the mat.", "It did not rain today."}}
	// A claim whose signature misreports the tokenizer: SacreBLEU 2.6.0 prints 64.3 for
	// these lines with -tok 13a, and 75.5 with -tok char.
	claim, err := verify.ParseClaim("BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 75.5")
	if err != nil {
		fmt.Println(err)
		return
	}
	rep, err := verify.Verify(claim, verify.Input{Hyps: hyps, Refs: refs}, verify.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rep.Reproduced, rep.Printed)
	if len(rep.Matches) > 0 {
		best := rep.Matches[0] // the fewest changes first
		fmt.Println(best.Changes, best.Printed)
	}
	// Output:
	// false 64.3
	// [tok:13a→char] 75.5
}

func ExampleReadFile() {
	// SacreBLEU 2.6.0's text output for KIT's WMT17 system: one claim per metric.
	pub, err := verify.ReadFile("testdata/tables/kit.text")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range pub.Claims {
		fmt.Println(c.Signature.Name, c.Score, c.Decimals())
	}
	// Output:
	// BLEU 29.0 1
	// chrF2 56.4 1
	// TER 60.7 1
}

func ExampleQuote() {
	fmt.Println(verify.Quote("newstest2017.de"), verify.Quote("two\nlines"), verify.Quote(" padded"))
	// Output:
	// newstest2017.de "two\nlines" " padded"
}

func ExampleReadClaims() {
	// A signature and the score printed beside it, as a command line gives them.
	pub, err := verify.ReadClaims(verify.ClaimSource{
		Signatures: []string{"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0"},
		Score:      "22.7",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pub.Claims[0])
	// A signature without a score is refused with an error a command can word its own way.
	_, err = verify.ReadClaims(verify.ClaimSource{Signatures: []string{"BLEU|nrefs:1|tok:13a"}})
	fmt.Println(errors.Is(err, verify.ErrNoScore))
	// Output:
	// BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 22.7
	// true
}

func ExampleVerifyClaims() {
	hyps := []string{"The cat sat on the mat.", "It was not raining today."}
	refs := [][]string{{"The cat sat on the mat.", "It did not rain today."}}
	// SacreBLEU 2.6.0's text output for these lines with -m bleu chrf.
	claims, err := verify.ParseClaims(`BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 64.3 84.6/63.6/55.6/57.1 (BP = 1.000 ratio = 1.000 hyp_len = 13 ref_len = 13)
chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 75.3`)
	if err != nil {
		fmt.Println(err)
		return
	}
	reps, err := verify.VerifyClaims(claims, verify.Input{Hyps: hyps, Refs: refs}, verify.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range reps {
		fmt.Println(r.Printed, r.How)
	}
	fmt.Println(reps.Reproduced())
	// Output:
	// 64.3 at the claim's precision (1 decimal), with BLEU's statistics
	// 75.3 at the claim's precision (1 decimal)
	// true
}
