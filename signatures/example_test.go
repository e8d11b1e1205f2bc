package signatures_test

import (
	"fmt"
	"strings"

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

func ExampleParse() {
	for _, s := range []string{
		"BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0",
		"BLEU+c.mixed+l.de-en+#.1+s.exp+t.wmt17+tok.13a+v.1.4.14",
	} {
		p, err := signatures.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		tok, _ := p.Get("tok")
		test, _ := p.Get("test")
		fmt.Printf("%s legacy=%v short=%v tok=%s test=%q version=%s\n", p.Metric, p.Form.Legacy, p.Form.Short, tok, test, p.Version())
	}
	// As copied from a PDF: repaired, and the repairs said.
	p, err := signatures.Parse("chrF++|nrefs:1|case:mixed|eff:yes|\nnc:6|nw:2|space:no|version:2.0.0")
	if err == nil {
		fmt.Println(p)
		fmt.Println(strings.Join(p.Repairs, "; "))
	}
	_, err = signatures.Parse("BLEU|nrefs:1|colour:blue")
	fmt.Println(err)
	// Output:
	// BLEU legacy=false short=false tok=13a test="" version=2.0.0
	// BLEU legacy=true short=true tok=13a test="wmt17" version=1.4.14
	// chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.0.0
	// "chrF++" has no beta: beta 2 assumed, SacreBLEU's default; white space inside removed
	// field 2 "colour:blue" has a key "colour" that no SacreBLEU release printed
}
