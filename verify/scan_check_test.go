package verify

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/textio"
)

// TestCheckScan verifies what a README says about online-A on WMT17: the score lines bound to
// the signature under them reproduce, one misprinted does not, and the claims the file cannot
// check (a refused signature, a signature without a score, a score of unknown configuration)
// are listed as unchecked.
func TestCheckScan(t *testing.T) {
	readme := "## Results\n\n```\n" +
		"BLEU = 20.8 54.4/26.6/14.9/8.7 (BP = 1.000 ratio = 1.026 hyp_len = 62880 ref_len = 61287)\n" +
		"```\nSignature: `" + sig13a + "`\n\n" +
		"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0 = 52.1\n\n" +
		"Old: BLEU+case.mixed+numrefs.1+smooth.exp+tok.%s+version.1.4.2\n\n" +
		"Also computed: nrefs:1|case:lc|eff:no|tok:13a|smooth:exp|version:2.0.0\n\n\n\n" +
		"TER = 69.0\n"
	dir := filepath.Join("..", "testdata", "wmt17-en-de")
	load := func(files []string) ([][]string, [][]string, error) {
		var systems [][]string
		for _, f := range append(files, filepath.Join(dir, "ref.txt")) {
			lines, err := textio.ReadLines(f, "utf-8")
			if err != nil {
				return nil, nil, err
			}
			systems = append(systems, lines)
		}
		return systems[:len(files)], systems[len(files):], nil
	}
	rep, err := CheckScan(Scan(readme), []string{filepath.Join(dir, "online-A.0.txt")}, load, Options{NoDiagnosis: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range rep.Checks {
		switch {
		case c.Report == nil:
			got = append(got, "unchecked: "+c.Unchecked)
		case c.Report.Verdict():
			got = append(got, "reproduced "+c.Score)
		default:
			got = append(got, "NOT reproduced "+c.Score)
		}
	}
	want := []string{
		"reproduced 20.8",
		"NOT reproduced 52.1",
		`unchecked: refused: field 4 "tok.%s" has a placeholder where a value belongs`,
		"unchecked: a signature without a score",
		"unchecked: no signature in the text fits it: its configuration is unknown",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || rep.Reproduced {
		t.Errorf("got\n%s\nwant\n%s\n(reproduced %v)", strings.Join(got, "\n"), strings.Join(want, "\n"), rep.Reproduced)
	}
	if text := rep.Text(); !strings.Contains(text, "result:     NOT reproduced: 1 of 2 checked claims; 3 left unchecked") {
		t.Errorf("text:\n%s", text)
	}
}
