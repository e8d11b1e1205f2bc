package compare

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sacre-mt/sacre/metric"
	"github.com/sacre-mt/sacre/scores"
	"github.com/sacre-mt/sacre/signatures"
)

// Corpus is one of sacre's own metrics in a comparison: its statistics per system (in the
// order of the Set's systems), which SacreBLEU's paired tests resample, and whose corpus
// score (BLEU's, not a mean of sentence BLEU) is the score of its tables.
type Corpus struct {
	Metric metric.Resampler
	Stats  []*metric.Stats
	// Signature describes the corpus scores (SacreBLEU's signature), which SacreBLEU's paired
	// tests compare; the Set's Signature describes the sentence scores the other tests take.
	Signature string
	// Hyps (each system's hypotheses, in the Set's order) and Refs (the prepared references)
	// are what the statistics were computed from, kept (WithTexts) for sc_stats's tests, which
	// align them again with sclite's alignment; nil otherwise.
	Hyps [][]string
	Refs metric.Prepared
}

// Own is a metric sacre computes itself, compared with the others: SacreBLEU's paired
// bootstrap and approximate randomization on its statistics (significance.AllPairs, as
// SacreBLEU's -pbs and -par test it), the other tests on its sentence scores (sentence:
// -sl's metric, BLEU with effective order). names are the systems' names and files their
// files (Digests), run the run's facts for the signatures.
func Own(m metric.Resampler, sentence metric.Metric, names []string, files []scores.File, stats []*metric.Stats, lowerIsBetter bool, run signatures.Run) Metric {
	sig := func(m metric.Metric) string { return m.Name() + "|" + m.Signature(run).Format(false) }
	set := &scores.Set{Name: m.Name(), Signature: sig(sentence), Files: files}
	for s, st := range stats {
		sys := &scores.System{Name: names[s]}
		for i := range st.Len() {
			// Compute is given a copy: Row is a view of the statistics.
			score := sentence.Compute(slices.Clone(st.Row(i))).Score
			sys.Items = append(sys.Items, scores.Item{ID: strconv.Itoa(i + 1), Score: score, Ratings: 1, Path: names[s], Line: i + 1})
		}
		set.Systems = append(set.Systems, sys)
	}
	return Metric{Set: set, LowerIsBetter: lowerIsBetter, Corpus: &Corpus{Metric: m, Stats: stats, Signature: sig(m)}}
}

// Digests are the SHA-256 of files (a system's hypotheses), for the signatures of sacre's own
// metrics.
func Digests(paths []string) ([]scores.File, error) {
	out := make([]scores.File, len(paths))
	for i, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		out[i] = scores.File{Path: p, SHA256: hex.EncodeToString(h.Sum(nil))}
	}
	return out, nil
}

// SystemNames are the names of systems read from files: each file's name without its
// directory and last extension, or the paths as given when two files would share a name.
func SystemNames(paths []string) []string {
	names := make([]string, len(paths))
	for i, p := range paths {
		base := filepath.Base(p)
		names[i] = strings.TrimSuffix(base, filepath.Ext(base))
	}
	for i := range names {
		if slices.Index(names, names[i]) != i {
			return slices.Clone(paths)
		}
	}
	return names
}

// MatchSystems checks that every metric scores exactly the named systems (sacre's own metrics'
// -i files), naming both sides of a mismatch.
func MatchSystems(names []string, metrics []Metric) error {
	for _, m := range metrics {
		var have []string
		for _, s := range m.Set.Systems {
			if !slices.Contains(names, s.Name) {
				return fmt.Errorf("%w: %s scores system %q (%s:%d), which is none of the -i files (%s)", ErrSystems, m.Set.Name, s.Name, s.Items[0].Path, s.Items[0].Line, strings.Join(names, ", "))
			}
			have = append(have, s.Name)
		}
		for _, n := range names {
			if !slices.Contains(have, n) {
				return fmt.Errorf("%w: -i file %q has no scores in %s (its systems: %s)", ErrSystems, n, m.Set.Name, strings.Join(have, ", "))
			}
		}
	}
	return nil
}
