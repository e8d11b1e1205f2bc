package sclite

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/internal/campaign"
)

// TestChainAsNetwork: the fast path for plain chains gives the same System as the general loop
// on the trn oracle cases (every option: -s, -F, -D, -c, alternations, which take the general
// loop where they must): every third case, every case with SACRE_LONG=1.
func TestChainAsNetwork(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "sclite", "align", "*", "args"))
	if err != nil || len(dirs) == 0 {
		t.Fatal("no align cases", err)
	}
	compared := 0
	for k, argsFile := range dirs {
		if !campaign.EveryNth(k, 3) {
			continue
		}
		dir := filepath.Dir(argsFile)
		args, _ := os.ReadFile(argsFile)
		opt, err := trnParseArgs(strings.Fields(string(args)))
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		opt.Created = "x"
		ref, hyp := readTRNFile(t, filepath.Join(dir, "ref.trn")), readTRNFile(t, filepath.Join(dir, "hyp.trn"))
		fast, err := Score(ref, hyp, "t", opt)
		if err != nil {
			continue // the cases of errors check them elsewhere
		}
		chainFastPath = false
		general, err := Score(ref, hyp, "t", opt)
		chainFastPath = true
		if err != nil || !reflect.DeepEqual(fast, general) {
			t.Errorf("%s: the fast path's System differs from the general loop's (%v)", filepath.Base(dir), err)
		}
		compared++
	}
	if compared < len(dirs)/3 {
		t.Errorf("only %d cases compared", compared)
	}
}
