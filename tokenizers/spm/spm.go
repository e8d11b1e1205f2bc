// Package spm holds SacreBLEU's SentencePiece tokenizers (spm, flores101, flores200,
// spBLEU-1K): the model's pieces joined by spaces, in pure Go (internal/sentencepiece).
// Importing it registers them with package tokenizers; tokenizers.New then loads the model from
// SacreBLEU's cache ($SACREBLEU/models, default ~/.sacrebleu/models) and never downloads:
// Download fetches a model there, explicitly, and New loads one from any path.
package spm

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sync"

	"github.com/sacre-mt/sacre/download"
	"github.com/sacre-mt/sacre/internal/cachedir"
	"github.com/sacre-mt/sacre/internal/sentencepiece"
	"github.com/sacre-mt/sacre/tokenizers"
)

func init() {
	for name := range spmModels {
		tokenizers.Register(name, func() (tokenizers.Tokenizer, error) { return fromCache(name) })
	}
}

// spmModel is an entry of SacreBLEU's SPM_MODELS (tokenizer_spm.py).
type spmModel struct {
	url, signature string
}

const flores101URL = "https://dl.fbaipublicfiles.com/fairseq/models/flores/sacrebleu_tokenizer_spm.model"

// flores200Direct is where SacreBLEU's short link for flores200 leads
// (SacreBLEU issue #274), for the error that asks to download it by hand.
const flores200Direct = "https://dl.fbaipublicfiles.com/large_objects/nllb/models/spm_200/flores200_sacrebleu_tokenizer_spm.model"

var spmModels = map[string]spmModel{
	"spm":       {flores101URL, "flores101"}, // deprecated: the same model as flores101
	"flores101": {flores101URL, "flores101"},
	"flores200": {"https://tinyurl.com/flores200sacrebleuspm", "flores200"},
	"spBLEU-1K": {"https://www.dlnlp.ai/spBLEU-1K/spbleu-1k_tokenizer_spm.model", "spBLEU-1K"},
}

// spmDeprecation is the warning SacreBLEU logs when the spm tokenizer is made.
const spmDeprecation = "Tokenizer 'spm' has been changed to 'flores101', and may be removed in the future."

// Warnings returns the warnings SacreBLEU logs when it makes the tokenizer
// called name: for spm, that it is now called flores101. The CLI logs them.
func Warnings(name string) []string {
	if name == "spm" {
		return []string{spmDeprecation}
	}
	return nil
}

// SentencePiece splits a line into the pieces of a SentencePiece model and
// joins them with spaces, as SacreBLEU's TokenizerSPM does with
// " ".join(sp.EncodeAsPieces(line)). Pieces keep their U+2581 (▁).
type SentencePiece struct {
	signature string
	model     *sentencepiece.Processor
}

// Tokenize returns the pieces of line joined by single spaces.
func (t *SentencePiece) Tokenize(line string) string { return t.model.Tokenize(line) }

// Signature returns flores101 (for spm too), flores200 or spBLEU-1K.
func (t *SentencePiece) Signature() string { return t.signature }

// New returns the tokenizer SacreBLEU calls name (spm, flores101, flores200 or spBLEU-1K) with
// the model file at modelPath instead of the one SacreBLEU downloads.
func New(name, modelPath string) (tokenizers.Tokenizer, error) {
	m, err := lookupSPM(name)
	if err != nil {
		return nil, err
	}
	p, err := loadModel(modelPath)
	if err != nil {
		return nil, err
	}
	return &SentencePiece{signature: m.signature, model: p}, nil
}

// fromCache returns the tokenizer SacreBLEU calls name with SacreBLEU's model from its cache,
// where Download (or SacreBLEU, or the sacre command) put it; it does not download.
func fromCache(name string) (tokenizers.Tokenizer, error) {
	path, err := ModelPath(cachedir.Root(nil), name)
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		return nil, fmt.Errorf("tokenizers: the %s model is not in the cache (%s): download it with spm.Download "+
			"(the sacre command does on first use)", name, path)
	}
	return New(name, path)
}

// ModelPath is where SacreBLEU keeps the model of tokenizer name:
// ROOT/models/<basename of its URL>. For flores200 that is
// ROOT/models/flores200sacrebleuspm.
func ModelPath(root, name string) (string, error) {
	m, err := lookupSPM(name)
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "models", path.Base(m.url)), nil
}

// Download makes sure the model of tokenizer name is in the cache under
// root and returns its path. Like SacreBLEU, it downloads only when the file
// does not exist (an empty file is fetched again, which SacreBLEU would try
// to load) and checks no checksum, for SacreBLEU has none for these models.
func Download(ctx context.Context, c *download.Client, root, name string) (string, error) {
	dest, err := ModelPath(root, name)
	if err != nil {
		return "", err
	}
	if fi, err := os.Stat(dest); err == nil && fi.Size() > 0 {
		return dest, nil
	}
	// SacreBLEU downloads SPM_MODELS[signature]["url"], the same URL.
	url := spmModels[spmModels[name].signature].url
	if _, err := c.File(ctx, url, dest, ""); err != nil {
		return "", explainSPMDownload(err, name, dest)
	}
	return dest, nil
}

// explainSPMDownload adds what to do when the flores200 short link refuses
// the download, as it does for Python's urllib (SacreBLEU issue #274).
func explainSPMDownload(err error, name, dest string) error {
	if name == "flores200" && errors.Is(err, download.ErrStatus) {
		return fmt.Errorf("tokenizers: flores200 model: %w; this short link refuses downloads from programs "+
			"(SacreBLEU issue #274): download %s by other means (a web browser, or curl -L -o %q %s) "+
			"and save it as exactly %s", err, flores200Direct, dest, flores200Direct, dest)
	}
	return fmt.Errorf("tokenizers: %s model: %w", name, err)
}

func lookupSPM(name string) (spmModel, error) {
	m, ok := spmModels[name]
	if !ok {
		return spmModel{}, fmt.Errorf("%w %q (SentencePiece tokenizers: spm, flores101, flores200, spBLEU-1K)",
			tokenizers.ErrUnknown, name)
	}
	return m, nil
}

// loaded holds the models read so far, by path, so that a process reads
// each model once however many tokenizers use it (spm and flores101 share
// one). Failures are not kept: a later call tries again.
var loaded struct {
	sync.Mutex
	models map[string]*sentencepiece.Processor
}

func loadModel(path string) (*sentencepiece.Processor, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("tokenizers: %w", err)
	}
	loaded.Lock()
	defer loaded.Unlock()
	if p, ok := loaded.models[abs]; ok {
		return p, nil
	}
	p, err := sentencepiece.Load(path)
	if err != nil {
		return nil, fmt.Errorf("tokenizers: %w", err)
	}
	if loaded.models == nil {
		loaded.models = map[string]*sentencepiece.Processor{}
	}
	loaded.models[abs] = p
	return p, nil
}
