package signatures_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/signatures"
)

func ExampleNew() {
	sig := signatures.New(signatures.Run{NumRefs: 1},
		signatures.Field{Key: "case", Short: "c", Value: "mixed"},
		signatures.Field{Key: "eff", Short: "e", Value: "no"},
		signatures.Field{Key: "tok", Short: "tok", Value: "13a"},
		signatures.Field{Key: "smooth", Short: "s", Value: "exp"})
	fmt.Println(sig.Format(false))
	fmt.Println(sig.Format(true))
	// Output:
	// nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0+sacre.0.1.0
	// #:1|c:mixed|e:no|tok:13a|s:exp|v:2.6.0+sacre.0.1.0
}
