package verify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/signatures"
)

// TestCommandConfig checks the configurations read from sacrebleu commands against the
// signatures SacreBLEU 2.6.0 printed when run with the same options
// (testdata/scan/commands.tsv, written by gen_commands.sh), and that options sacre cannot read
// leave the configuration unknown.
func TestCommandConfig(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "scan", "commands.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		cols := strings.Split(line, "\t")
		if len(cols) != 3 {
			t.Fatalf("commands.tsv: %q is not OPTION, COMMAND, SIGNATURE", line)
		}
		option, cmd, sig := cols[0], cols[1], cols[2]
		want, err := signatures.Parse(metricName(option) + "|" + sig)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		p := commandConfig(option, cmd)
		if p == nil {
			t.Errorf("%s: configuration unknown, SacreBLEU printed %s", cmd, sig)
			continue
		}
		for _, f := range want.Fields {
			if f.Key == "nrefs" || f.Key == "version" {
				continue
			}
			if got, _ := p.Get(f.Key); got != f.Value {
				t.Errorf("%s: %s:%s, SacreBLEU printed %s:%s", cmd, f.Key, got, f.Key, f.Value)
			}
		}
	}
	for _, cmd := range []string{"sacrebleu ref -i hyp -tok $TOK", "sacrebleu ref -i hyp -sl", "sacrebleu ref -i hyp --no-such-option", "sacrebleu ref -i hyp -tok",
		"sacrebleu ref -i hyp -tok ja-mecab", "sacrebleu ref -i hyp -l en-ja"} {
		if p := commandConfig("bleu", cmd); p != nil {
			t.Errorf("%s: read as %s, not unknown", cmd, p)
		}
	}
}
