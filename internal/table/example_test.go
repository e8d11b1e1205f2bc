package table_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/internal/table"
)

// SacreBLEU 2.6.0's table for a paired approximate randomization test
// (-m bleu ter -par -f text -w 2), stdout not a terminal.
func ExampleFormat() {
	out, err := table.Format(
		[]string{"System", "BLEU", "TER"},
		[][]string{
			{"Baseline: inputs/sig.public.LIUM-NMT.4900.txt", "inputs/sig.public.C-3MA.4959.txt",
				"inputs/sig.public.FBK.4870.txt", "inputs/sig.public.KIT.4950.txt"},
			{"28.51", "23.34\n(p = 0.0050)*", "27.54\n(p = 0.0050)*", "28.46\n(p = 0.8905)"},
			{"60.62", "64.70\n(p = 0.0050)*", "61.24\n(p = 0.1194)", "60.80\n(p = 0.6468)"},
		},
		table.FancyGrid, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(out)
	// Output:
	// ╒═══════════════════════════════════════════════╤═══════════════╤═══════════════╕
	// │                                        System │     BLEU      │      TER      │
	// ╞═══════════════════════════════════════════════╪═══════════════╪═══════════════╡
	// │ Baseline: inputs/sig.public.LIUM-NMT.4900.txt │     28.51     │     60.62     │
	// ├───────────────────────────────────────────────┼───────────────┼───────────────┤
	// │              inputs/sig.public.C-3MA.4959.txt │     23.34     │     64.70     │
	// │                                               │ (p = 0.0050)* │ (p = 0.0050)* │
	// ├───────────────────────────────────────────────┼───────────────┼───────────────┤
	// │                inputs/sig.public.FBK.4870.txt │     27.54     │     61.24     │
	// │                                               │ (p = 0.0050)* │ (p = 0.1194)  │
	// ├───────────────────────────────────────────────┼───────────────┼───────────────┤
	// │                inputs/sig.public.KIT.4950.txt │     28.46     │     60.80     │
	// │                                               │ (p = 0.8905)  │ (p = 0.6468)  │
	// ╘═══════════════════════════════════════════════╧═══════════════╧═══════════════╛
}

// With -f latex; tabulate parses the numeric cells and re-formats them with
// floatfmt, here to the same two decimals SacreBLEU printed them with.
func ExampleFormat_latex() {
	out, _ := table.Format(
		[]string{"System", "BLEU", "chrF2"},
		[][]string{{"hyp_1.txt", "2"}, {"28.51", "23.34"}, {"56.52", "51.96"}},
		table.LaTeXBooktabs, 2)
	fmt.Println(out)
	// Output:
	// \begin{tabular}{rcc}
	// \toprule
	//     System &  BLEU  &  chrF2  \\
	// \midrule
	//  hyp\_1.txt & 28.51  &  56.52  \\
	//          2 & 23.34  &  51.96  \\
	// \bottomrule
	// \end{tabular}
}
