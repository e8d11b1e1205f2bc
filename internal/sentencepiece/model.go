// Package sentencepiece encodes text into SentencePiece pieces in pure Go.
//
// It mirrors SentencePieceProcessor::EncodeAsPieces of google/sentencepiece
// (unchanged in what it computes from 0.1.97 to 0.2.x): it reads the .model
// file (a serialized ModelProto), applies the model's normalizer (its
// precompiled charsmap, such as nmt_nfkc, and its whitespace rules), segments
// with the model's algorithm (unigram, BPE, word or char) and assembles the
// pieces as the processor does, merging runs of unknown pieces or spelling
// them as byte pieces under byte fallback. Float arithmetic follows the C++
// code's own mix of float and double, so that ties break the same way.
package sentencepiece

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
)

// ModelType is the segmentation algorithm of a model (TrainerSpec.ModelType).
type ModelType int32

// The model types, numbered as in sentencepiece_model.proto.
const (
	Unigram ModelType = 1
	BPE     ModelType = 2
	Word    ModelType = 3
	Char    ModelType = 4
)

// String returns the name spm_train's --model_type uses.
func (t ModelType) String() string {
	switch t {
	case Unigram:
		return "unigram"
	case BPE:
		return "bpe"
	case Word:
		return "word"
	case Char:
		return "char"
	}
	return fmt.Sprintf("ModelType(%d)", int32(t))
}

// pieceType is ModelProto.SentencePiece.Type.
type pieceType int32

const (
	pieceNormal      pieceType = 1
	pieceUnknown     pieceType = 2
	pieceControl     pieceType = 3
	pieceUserDefined pieceType = 4
	pieceUnused      pieceType = 5
	pieceByte        pieceType = 6
)

func validPieceType(u uint64) bool { return u >= uint64(pieceNormal) && u <= uint64(pieceByte) }

// ErrModel reports a .model file that sentencepiece would refuse to load.
var ErrModel = errors.New("sentencepiece: invalid model")

// A Processor encodes text with one model. It is safe for concurrent use.
type Processor struct {
	typ          ModelType
	pieces       []pieceProto // by id
	kinds        []pieceType  // by id, for the hot loops
	unkID        int32
	byteFallback bool
	// minScore and maxScore range over NORMAL pieces. They start at FLT_MAX
	// and FLT_MIN (the smallest positive normal float, not the lowest
	// float) as in unigram::Model, so a model whose scores are all negative
	// gives user-defined symbols length * 1.17549435e-38 - 0.1.
	minScore, maxScore float32
	// vocab holds the NORMAL, USER_DEFINED and UNUSED pieces
	// (ModelInterface::pieces_) and reserved the others.
	vocab       *trie
	uni         []uniCell // the vocab trie with what the unigram search needs
	reserved    map[string]int32
	userDefined *trie // nil when the model has none
	hasUnused   bool
	// wordMode is set when words can be searched one by one (see words.go).
	wordMode bool
	norm     *normalizer
	normName string
	scratch  sync.Pool // of *state
}

// Load reads a .model file.
func Load(path string) (*Processor, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("sentencepiece: %w", err)
	}
	p, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%w (%s)", err, path)
	}
	return p, nil
}

// Parse reads a serialized ModelProto, checks it as
// SentencePieceProcessor::Load does (self-test samples included) and
// prepares it for encoding.
func Parse(data []byte) (*Processor, error) {
	m, err := parseModel(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrModel, err)
	}
	p := &Processor{typ: m.trainer.modelType, pieces: m.pieces, byteFallback: m.trainer.byteFallback,
		normName: m.normalizer.name}
	if err := p.initPieces(m); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrModel, err)
	}
	if p.norm, err = newNormalizer(m.normalizer, m.trainer, p.userDefined); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrModel, err)
	}
	if err := p.selfTest(m.selfTest); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrModel, err)
	}
	return p, nil
}

// initPieces indexes the pieces and applies the checks of
// ModelInterface::InitializePieces and unigram::Model::BuildTrie.
func (p *Processor) initPieces(m *modelProto) error {
	p.unkID, p.reserved = -1, map[string]int32{}
	p.minScore, p.maxScore = math.MaxFloat32, math.Float32frombits(0x00800000) // FLT_MAX, FLT_MIN
	var vocab, user []trieKey
	seen := map[string]bool{}
	bytePieces := 0
	for i, sp := range m.pieces {
		id := int32(i)
		if err := p.checkPiece(sp, seen); err != nil {
			return err
		}
		if err := p.notePiece(sp, id); err != nil {
			return err
		}
		switch sp.typ {
		case pieceNormal, pieceUnused:
			vocab = append(vocab, trieKey{sp.piece, id})
		case pieceUserDefined:
			vocab = append(vocab, trieKey{sp.piece, id})
			user = append(user, trieKey{sp.piece, id})
		case pieceByte:
			bytePieces++
			p.reserved[sp.piece] = id
		default:
			p.reserved[sp.piece] = id
		}
	}
	if err := p.finishPieces(vocab, user, bytePieces); err != nil {
		return err
	}
	p.wordMode = (p.typ == Unigram || p.typ == BPE && !p.hasUnused) &&
		splitsWords(vocab, m.trainer.treatWhitespaceAsSuffix)
	return nil
}

// notePiece keeps the score range of NORMAL pieces, the unknown piece's id
// and whether some piece is UNUSED.
func (p *Processor) notePiece(sp pieceProto, id int32) error {
	switch sp.typ {
	case pieceNormal:
		p.minScore, p.maxScore = min(p.minScore, sp.score), max(p.maxScore, sp.score)
	case pieceUnused:
		p.hasUnused = true
	case pieceUnknown:
		if p.unkID >= 0 {
			return errors.New("unk is already defined")
		}
		p.unkID = id
	}
	return nil
}

// checkPiece rejects duplicates within pieces_ or within the reserved map
// (a string may be in both, as sentencepiece allows) and bad byte pieces.
func (p *Processor) checkPiece(sp pieceProto, seen map[string]bool) error {
	if sp.piece == "" {
		return errors.New("piece must not be empty")
	}
	key := "n" + sp.piece
	if sp.typ != pieceNormal && sp.typ != pieceUserDefined && sp.typ != pieceUnused {
		key = "r" + sp.piece
	}
	if seen[key] {
		return fmt.Errorf("%s is already defined", sp.piece)
	}
	seen[key] = true
	if sp.typ != pieceByte {
		return nil
	}
	if !p.byteFallback {
		return fmt.Errorf("byte piece %s is found although `byte_fallback` is false", sp.piece)
	}
	if pieceToByte(sp.piece) < 0 {
		return fmt.Errorf("byte piece %s is invalid", sp.piece)
	}
	return nil
}

func (p *Processor) finishPieces(vocab, user []trieKey, bytePieces int) error {
	if p.unkID < 0 {
		return errors.New("unk is not defined")
	}
	if p.byteFallback && bytePieces != 256 {
		// Duplicates were refused above, so 256 valid byte pieces cover every byte.
		return errors.New("there are not 256 byte pieces although `byte_fallback` is true")
	}
	if p.typ == Unigram && len(vocab) == 0 {
		return errors.New("no pieces are loaded")
	}
	p.vocab = buildTrie(vocab)
	if len(user) > 0 {
		p.userDefined = buildTrie(user)
	}
	p.kinds = make([]pieceType, len(p.pieces))
	for id, sp := range p.pieces {
		p.kinds[id] = sp.typ
	}
	if p.typ == Unigram {
		p.uni = p.unigramCells()
	}
	return nil
}

// pieceToID mirrors ModelInterface::PieceToId: reserved pieces first, then
// the vocabulary, else the unknown id.
func (p *Processor) pieceToID(s []byte) int32 {
	if id, ok := p.reserved[string(s)]; ok {
		return id
	}
	if id := lookup(p.vocab, s); id >= 0 {
		return id
	}
	return p.unkID
}

// Type returns the model's segmentation algorithm.
func (p *Processor) Type() ModelType { return p.typ }

// Describe summarizes the model: its type, size and normalization.
func (p *Processor) Describe() string {
	n := p.norm
	name := p.normName
	if name == "" {
		name = "(unnamed)"
	}
	return fmt.Sprintf("type=%s pieces=%d normalizer=%s charsmap=%t add_dummy_prefix=%t "+
		"remove_extra_whitespaces=%t escape_whitespaces=%t treat_whitespace_as_suffix=%t byte_fallback=%t "+
		"user_defined=%t", p.typ, len(p.pieces), name, len(n.charsmap) > 0, n.addDummyPrefix,
		n.removeExtraWhitespaces, n.escapeWhitespaces, n.treatWhitespaceAsSuffix, p.byteFallback,
		p.userDefined != nil)
}

// byteNames()[b] is the byte piece of b, as ByteToPiece writes it; made when first needed.
var byteNames = sync.OnceValue(func() *[256]string {
	var names [256]string
	for b := range names {
		names[b] = fmt.Sprintf("<0x%02X>", b)
	}
	return &names
})

// pieceToByte inverts byteNames (PieceToByte), or returns -1.
func pieceToByte(s string) int {
	if len(s) != 6 || !strings.HasPrefix(s, "<0x") || s[5] != '>' {
		return -1
	}
	for b, name := range byteNames() {
		if name == s {
			return b
		}
	}
	return -1
}
