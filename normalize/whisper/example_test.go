package whisper_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/normalize/whisper"
)

func ExampleBasic() {
	fmt.Printf("%q\n", whisper.Basic("Crème brûlée, s'il vous plaît! [music]"))
	fmt.Printf("%q\n", whisper.Basic("第一章：开始。"))
	// Output:
	// "crème brûlée s il vous plaît "
	// "第一章 开始 "
}

func ExampleEnglish() {
	fmt.Println(whisper.English("Mr. Smith won't pay twenty-one dollars and fifty cents!"))
	fmt.Println(whisper.English("Um, the colour of nineteen ninety-nine (laughs) was 50 per cent grey."))
	// Output:
	// mister smith will not pay $21.50
	// the color of 1999 was 50% gray
}

func ExampleShortCommit() {
	fmt.Println("whisper-en-" + whisper.ShortCommit)
	// Output: whisper-en-c0d2f62
}
