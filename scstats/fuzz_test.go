package scstats

import (
	"io"
	"strings"
	"testing"

	"github.com/sacre-mt/sacre/sclite"
)

// FuzzRun: no set of alignments makes sc_stats's tests and reports panic.
func FuzzRun(f *testing.F) {
	f.Add(`<SYSTEM title="a" ref_fname="r" hyp_fname="a" creation_date="d" format="2.4" frag_corr="FALSE" opt_del="FALSE" weight_ali="FALSE" weight_filename="">
<SPEAKER id="s">
<PATH id="(s_1)" word_cnt="2" sequence="0">
C,"a","a":S,"b","c"
</PATH>
</SPEAKER>
</SYSTEM>
<SYSTEM title="b" ref_fname="r" hyp_fname="b" creation_date="d" format="2.4" frag_corr="FALSE" opt_del="FALSE" weight_ali="FALSE" weight_filename="">
<SPEAKER id="s">
<PATH id="(s_1)" word_cnt="2" sequence="0">
C,"a","a":D,"b",
</PATH>
</SPEAKER>
</SYSTEM>
`, uint8(3))
	f.Fuzz(func(t *testing.T, text string, flags uint8) {
		systems, err := sclite.ReadSGMLSystems(strings.NewReader(text), "in.sgml")
		if err != nil || len(systems) < 2 {
			return
		}
		o := Options{Tests: Std4, Verbose: flags&1 != 0, Unified: flags&2 != 0, Name: "-", Feedback: int(flags>>2) % 2}
		if flags&4 != 0 {
			o.Reports = ReportSum | ReportRawSum | ReportExec | ReportRawExec | ReportLur
		}
		_ = Run(systems, o, memFiles{}.create, io.Discard, io.Discard)
	})
}
