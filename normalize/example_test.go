package normalize_test

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/normalize"
	"golang.org/x/text/transform"
)

func ExampleIsSpace() {
	fmt.Println(normalize.IsSpace('\x1f'), normalize.IsSpace('\u00a0'), normalize.IsSpace('\u200b'))
	// Output: true true false
}

func ExampleFields() {
	fmt.Printf("%q\n", normalize.Fields(" a\x1cb\u00a0 c\u200bd\n"))
	// Output: ["a" "b" "c\u200bd"]
}

func ExampleAppendFields() {
	words := make([]string, 0, 8)
	for _, line := range []string{"the cat", " sat  on\tthe mat "} {
		words = normalize.AppendFields(words[:0], line)
		fmt.Println(len(words), strings.Join(words, "|"))
	}
	// Output:
	// 2 the|cat
	// 4 sat|on|the|mat
}

func ExampleTrimRight() {
	fmt.Printf("%q\n", normalize.TrimRight(" text \u3000\r\n"))
	// Output: " text"
}

func ExampleStrip() {
	fmt.Printf("%q\n", normalize.Strip("\u0085 text \x1c"))
	// Output: "text"
}

func ExampleJoinFields() {
	fmt.Printf("%q\n", normalize.JoinFields("  a\t b\u00a0\u00a0c "))
	// Output: "a b c"
}

func ExampleLower() {
	fmt.Println(normalize.Lower("ΟΔΟΣ ΟΔΟΣ. Straße"))
	fmt.Printf("%+q\n", normalize.Lower("İ"))
	// Output:
	// οδος οδος. straße
	// "i\u0307"
}

func ExampleCaseFold() {
	folded, _, _ := transform.String(normalize.CaseFold(), "Straße ΟΔΟΣ")
	fmt.Println(folded)
	// Output: strasse οδοσ
}

func ExampleNFC() {
	composed, _, _ := transform.String(normalize.NFC(), "e\u0301")
	fmt.Printf("%+q\n", composed)
	// Output: "\u00e9"
}

func ExampleNFKC() {
	compat, _, _ := transform.String(normalize.NFKC(), "ﬁ①")
	fmt.Println(compat)
	// Output: fi1
}

func ExampleParseForm() {
	form, err := normalize.ParseForm("NFKC")
	fmt.Println(form, err)
	_, err = normalize.ParseForm("nfd")
	fmt.Println(err)
	// Output:
	// nfkc <nil>
	// normalize: unknown normalization form "nfd" (want nfc or nfkc)
}

func ExampleConfig_Apply() {
	fmt.Println(normalize.Config{}.Apply("Straße ﬁ"))
	fmt.Println(normalize.Config{Form: "nfkc", CaseFold: true}.Apply("Straße ﬁ"))
	// Output:
	// Straße ﬁ
	// strasse fi
}

func ExampleConfig_Validate() {
	fmt.Println(normalize.Config{Form: "nfc"}.Validate())
	fmt.Println(normalize.Config{Form: "nfd"}.Validate())
	// Output:
	// <nil>
	// normalize: unknown normalization form "nfd" (want nfc or nfkc)
}
