package manifest

import "github.com/sacre-mt/sacre/inputs"

// Source is where the manifest's references come from: its reference files, resolved against
// its directory, one reference per file; or its test set and language pair with SacreBLEU's
// origlang and subset filters. Files are read in the manifest's encoding. A test set is read
// through the Source's Cache and LookupSet, and its log goes to Info and Warn: the caller
// fills those in before Read.
func (m *Manifest) Source() *inputs.Source {
	src := &inputs.Source{NumRefs: 1, Encoding: m.Encoding,
		TestSet: m.TestSet, HasTestSet: m.TestSet != "", LangPair: m.LangPair, HasLangPair: m.LangPair != "",
		OrigLang: m.OrigLang, HasOrigLang: m.OrigLang != "", Subset: m.Subset, HasSubset: m.Subset != ""}
	for _, ref := range m.Refs {
		src.Refs = append(src.Refs, m.Resolve(ref))
	}
	return src
}

// Read reads the texts the manifest is checked on: the references through src (made by
// Source) and each system's hypotheses, filtered as src says, as inputs.Source.Load reads
// them, when a metric is computed from them; and the score files of the metrics that have
// them (see ScoreFiles), a pattern matching none being an error naming the manifest's line.
// A system whose line count differs from a reference's is an *inputs.Error naming both
// files; errors of inputs and scores come back as they are.
func (m *Manifest) Read(src *inputs.Source) (Data, error) {
	sets, err := m.readScores()
	if err != nil || !m.computes() {
		return Data{Scores: sets}, err
	}
	files := make([]string, len(m.Systems))
	for i, s := range m.Systems {
		files[i] = m.Resolve(s.Hyp)
	}
	systems, refs, err := src.Load(files)
	if err != nil {
		return Data{}, err
	}
	d := Data{Refs: refs, Hyps: make(map[string][]string, len(m.Systems)), Scores: sets}
	for i, s := range m.Systems {
		d.Hyps[s.Name] = systems[i]
	}
	return d, nil
}
