package scores_test

import (
	"fmt"

	"github.com/sacre-mt/sacre/scores"
)

// Two systems' XCOMET-XL scores from WMT25's automatic_scores (the first three documents of
// en-is_IS), each system's mean (as Python's sum(v)/len(v) gives it), and where a system lacks
// an item.
func ExampleRead() {
	name, paths, err := scores.ParseSource("XCOMET-XL=testdata/wmt25/AMI.jsonl,testdata/wmt25/CommandR7B.jsonl")
	if err != nil {
		fmt.Println(err)
		return
	}
	set, err := scores.Read(name, paths, scores.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, sys := range set.Systems {
		sum := 0.0
		for _, it := range sys.Items {
			sum += it.Score
		}
		fmt.Printf("%-10s %d items, mean %.4f\n", sys.Name, len(sys.Items), sum/float64(len(sys.Items)))
	}
	fmt.Println(set.Files[0].SHA256[:12])

	// GEMBA-ESA-CMDA has no score for one CommandR7B segment.
	set, _ = scores.Read("GEMBA-ESA-CMDA", paths, scores.Options{})
	have := map[string]bool{}
	for _, it := range set.System("CommandR7B").Items {
		have[it.LP+" "+it.ID] = true
	}
	for _, it := range set.System("AMI").Items {
		if !have[it.LP+" "+it.ID] {
			fmt.Printf("CommandR7B lacks %s %s (%s)\n", it.LP, it.ID, it.Domain)
		}
	}
	// Output:
	// AMI        91 items, mean 0.4679
	// CommandR7B 91 items, mean 0.1848
	// 044815d4c16e
	// CommandR7B lacks en-is_IS rink_rats_chapter1#3 (literary)
}

// A bad score is one error that names its file and line.
func ExampleError() {
	_, err := scores.Read("COMET", []string{"testdata/bad/a.comet"}, scores.Options{})
	fmt.Println(err)
	// Output: testdata/bad/a.comet:3: NaN or infinite score: "nan"
}
