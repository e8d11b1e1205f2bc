package sclite

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// FuzzScoreTRN: no reference and hypothesis transcripts, under any of sclite's options, make
// reading, aligning or any report panic; each fails with an error or gives a System whose
// reports all write.
func FuzzScoreTRN(f *testing.F) {
	f.Add("the cat sat (s1_1)\n{ a / b } c (uh) d- (s1_2)\n", "the cat (s1_1)\na x c (s1_2)\n", uint8(0))
	f.Add("中文 字 (spk-1)\n", "中 文字 (spk-1)\n", uint8(8))
	f.Add("{ @ / a } -b c- (x_1)\n", "(x_1)\n", uint8(7))
	f.Fuzz(func(t *testing.T, ref, hyp string, flags uint8) {
		o := Options{IDType: []string{"rm", "spu_id", "wsj", "swb", "sp"}[flags%5], Created: "x",
			CaseSense: flags&8 != 0, FragCorr: flags&16 != 0, OptDel: flags&32 != 0, CharAlign: flags&64 != 0,
			NoASCII: flags&128 != 0, MaxCells: 1 << 16}
		if o.CharAlign {
			o.Encoding = "utf-8"
		}
		r, err := ReadTRN(strings.NewReader(ref), "ref")
		if err != nil {
			return
		}
		h, err := ReadTRN(strings.NewReader(hyp), "hyp")
		if err != nil {
			return
		}
		s, err := Score(r, h, "t", o)
		if err != nil {
			return
		}
		writeAll(t, s)
	})
}

// FuzzScoreSTM: the same for an stm reference and a ctm hypothesis.
func FuzzScoreSTM(f *testing.F) {
	f.Add("f1 A spk 0.0 1.0 <o,f0,male> a b c\n;; LABEL \"O\" \"Overall\" \"all\"\n", "f1 A 0.1 0.2 a 0.9\nf1 A 0.5 0.2 b\n", uint8(0))
	f.Add("f1 A spk 0.0 1.0 IGNORE_TIME_SEGMENT_IN_SCORING\nf1 B s2 1 2 x\n", "f1 B 1.1 0.3 x\nf1 B 1.2 0.1 <ALT_BEGIN>\n", uint8(3))
	f.Fuzz(func(t *testing.T, stm, ctm string, flags uint8) {
		ref, err := ReadSTM(strings.NewReader(stm), "ref.stm", flags&1 != 0)
		if err != nil {
			return
		}
		hyp, err := ReadCTM(strings.NewReader(ctm), "hyp.ctm", flags&1 != 0)
		if err != nil {
			return
		}
		o := TimedOptions{Options: Options{Created: "x", MaxCells: 1 << 16, OptDel: flags&2 != 0, FragCorr: flags&4 != 0},
			ReduceRef: flags&8 != 0, ReduceHyp: flags&16 != 0, Progress: io.Discard}
		s, _, err := ScoreSTM(ref, hyp, "t", o)
		if err == nil {
			writeAll(t, s)
		}
		ref2, err := ReadCTM(strings.NewReader(ctm), "ref.ctm", false)
		if err != nil {
			return
		}
		o.TimeAlign = flags&32 != 0
		o.ReduceRef, o.ReduceHyp = false, false
		if s, _, err := ScoreCTM(ref2, hyp, "t", o); err == nil {
			writeAll(t, s)
		}
	})
}

// FuzzReadSGML: any text read as SGML fails with an error or gives systems whose reports write.
func FuzzReadSGML(f *testing.F) {
	f.Add(`<SYSTEM title="t" ref_fname="r" hyp_fname="h" creation_date="d" format="2.4" frag_corr="FALSE" opt_del="FALSE" weight_ali="FALSE" weight_filename="">
<SPEAKER id="s">
<PATH id="(s_1)" word_cnt="2" sequence="0">
C,"a","a":S,"b","c"
</PATH>
</SPEAKER>
</SYSTEM>
`)
	f.Fuzz(func(t *testing.T, text string) {
		systems, err := ReadSGMLSystems(strings.NewReader(text), "in.sgml")
		if err != nil {
			return
		}
		for _, s := range systems {
			writeAll(t, s)
		}
	})
}

// writeAll writes every report of s, as one run does; only lur may refuse (its labels).
func writeAll(t *testing.T, s *System) {
	rp := NewReports()
	for _, k := range ReportOrder {
		if k == ReportWWS {
			continue
		}
		var b bytes.Buffer
		if err := rp.Write(k, &b, s); err != nil && k != ReportLur {
			t.Fatalf("report %v: %v", k, err)
		}
	}
	for _, sp := range s.Speakers {
		var b bytes.Buffer
		WriteSnt(&b, s, sp)
		WriteSpk(&b, s, sp)
	}
}
