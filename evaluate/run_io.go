package evaluate

import (
	"fmt"

	"github.com/sacre-mt/sacre/inputs"
)

// source is where the run's references and systems come from, as its options say.
func (r *Run) Source() *inputs.Source {
	if r.src != nil {
		return r.src
	}
	o := r.o
	r.src = r.env.Source(&inputs.Source{
		Refs: o.Refs, NumRefs: o.NumRefs, Encoding: o.Encoding,
		TestSet: o.TestSet, HasTestSet: o.HasTestSet, LangPair: o.LangPair, HasLangPair: o.HasLangPair,
		OrigLang: o.OrigLang, HasOrigLang: o.HasOrigLang, Subset: o.Subset, HasSubset: o.HasSubset,
		Hyps: o.Input, HypsGiven: o.InputGiven, Stdin: r.env.Stdin, Paired: o.PairedBS || o.PairedAR,
	})
	return r.src
}

// checkSystems are SacreBLEU's checks once the input is read, in its order.
func (r *Run) checkSystems(systems [][]string, names []string, refs [][]string) error {
	o := r.o
	paired := o.PairedBS || o.PairedAR
	if paired {
		nameBaseline(names, o.InputGiven)
	}
	if o.SentenceLevel {
		if len(systems) > 1 {
			return &inputs.Error{Msg: "Only one system can be evaluated in sentence-level mode."}
		}
		if o.Confidence || paired {
			return &inputs.Error{Msg: "Statistical tests are unavailable in sentence-level mode."}
		}
	}
	if paired && len(systems) == 1 {
		return &inputs.Error{Msg: "Paired tests require multiple input systems given to --input (-i)."}
	}
	if len(systems) > 1 && o.Confidence {
		return &inputs.Error{Msg: "Use paired tests (--paired) for multiple systems."}
	}
	systems, refs, err := r.Source().Select(systems, refs)
	if err != nil {
		return err
	}
	return r.Source().CheckLengths(systems, names, refs)
}

// nameBaseline marks the first system as the baseline of a paired test, as SacreBLEU names
// systems: "Baseline: FILE", or "Baseline", "System 1", ... for standard input.
func nameBaseline(names []string, files bool) {
	if files {
		if len(names) > 0 {
			names[0] = "Baseline: " + names[0]
		}
		return
	}
	names[0] = "Baseline"
	for i := 1; i < len(names); i++ {
		names[i] = fmt.Sprintf("System %d", i)
	}
}

// readSelected reads the references and the systems, keeps the segments --origlang and
// --subset select, and checks that the systems have the references' segments: what the
// commands that read everything at once (segments, report) start with.
func (r *Run) ReadSelected() (systems [][]string, names []string, refs [][]string, err error) {
	src := r.Source()
	if refs, err = src.References(); err != nil {
		return nil, nil, nil, err
	}
	if systems, names, err = src.Systems(); err != nil {
		return nil, nil, nil, err
	}
	if systems, refs, err = src.Select(systems, refs); err != nil {
		return nil, nil, nil, err
	}
	if err = src.CheckLengths(systems, names, refs); err != nil {
		return nil, nil, nil, err
	}
	return systems, names, refs, nil
}

// InputPaths are the files a run reads its references and systems from: the reference files
// (a test set's, from the cache) and -i's files.
func (r *Run) InputPaths() []string {
	paths := append([]string(nil), r.o.Input...)
	if !r.o.HasTestSet {
		return append(paths, r.o.Refs...)
	}
	streams, _ := r.Source().TestSetReferenceFiles()
	for _, files := range streams {
		paths = append(paths, files...)
	}
	return paths
}
