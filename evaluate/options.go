package evaluate

import "github.com/sacre-mt/sacre/metric"

// Options are a scoring command line's options (SacreBLEU's, and sacre's additions); the Has
// fields tell an option given empty from one not given (Python's None).
type Options struct {
	Citation, List                   bool
	TestSet, LangPair, OrigLang      string
	Subset, Download                 string
	HasTestSet, HasLangPair          bool
	HasOrigLang, HasSubset           bool
	Echo                             []string
	Input                            []string
	InputGiven                       bool
	Refs                             []string
	NumRefs                          int
	Encoding                         string
	Metrics                          []string
	SentenceLevel                    bool
	Configs                          map[*metric.Kind]metric.Config // each metric's options
	Confidence                       bool
	ConfidenceN                      int
	PairedAR, PairedBS               bool
	PairedARN, PairedBSN, PairedJobs int
	TooLarge                         [][2]string // integer options beyond 2^63-1: dest, value
	Quiet, Short, ScoreOnly          bool
	Width                            int
	Detail, NoColor                  bool
	Format                           string
	Normalize                        string
	CaseFold                         bool
	SPMModel                         string
	Alignment                        bool // -sl --alignment: jiwer's visualization
}

// BLEU is the BLEU options (-tok, -s, -sv, -lc, --force).
func (o *Options) BLEU() *metric.BLEUConfig { return o.Configs[metric.BLEUKind].(*metric.BLEUConfig) }
