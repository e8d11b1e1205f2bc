package tokenizers_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/tokenizers"
)

func ExampleNew() {
	tok, err := tokenizers.New("13a")
	if err != nil {
		panic(err)
	}
	fmt.Println(tok.Tokenize("Hello, world! It costs $1,000.50."))
	fmt.Println(tok.Signature())
	// Output:
	// Hello , world ! It costs $ 1,000.50 .
	// 13a
}

func ExampleNames() {
	fmt.Println(tokenizers.Names())
	// Output: [13a char flores101 flores200 intl ja-mecab ko-mecab none spBLEU-1K spm zh]
}

func ExampleIntl() {
	fmt.Println(tokenizers.Intl{}.Tokenize("“Quoted” text costs €5, in 2019."))
	// Output: “ Quoted ” text costs € 5 , in 2019.
}
