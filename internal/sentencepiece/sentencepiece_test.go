package sentencepiece

import (
	"encoding/binary"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestTokenize checks one behaviour per row. The expected values are
// " ".join(EncodeAsPieces(line)) from python3-sentencepiece 0.1.97.
func TestTokenize(t *testing.T) {
	tests := []struct {
		model, line, want string
		reason            string
	}{
		{"unigram_nfkc", "", "", "an empty line has no pieces"},
		{"unigram_nfkc", " \t\u3000 ", "", "whitespace only: nmt_nfkc maps tab and U+3000 to spaces, which are all dropped"},
		{"unigram_nfkc", "  Hello   world  ", "▁H ell o ▁wo r l d", "leading, trailing and repeated spaces collapse"},
		{"unigram_nfkc", "ﬁ ① ＡＢＣ", "▁ fi ▁1 ▁A B C", "nmt_nfkc applies NFKC"},
		{"unigram_nfkc", "e\u0301", "▁ é", "NFKC composes e and a combining acute accent"},
		{"unigram_nfkc", "a\u200bb", "▁a ▁b", "nmt_nfkc turns the zero-width space into a space"},
		{"unigram_nfkc", "ꙮꙮ x ꙮ", "▁ ꙮꙮ ▁ x ▁ ꙮ", "a run of unknown characters merges into one piece"},
		{"unigram_nfkc", "▁▁a▁", "▁a", "nmt_nfkc reads U+2581 in the input as a space"},
		{"unigram_identity_bytes", "ꙮꙮ", "▁ <0xEA> <0x99> <0xAE> <0xEA> <0x99> <0xAE>", "byte fallback spells unknown characters as byte pieces"},
		{"unigram_identity_bytes", "a\tb", "▁ a <0x09> b", "identity keeps the tab"},
		{"unigram_userdef", "ﬁ <sep>x@@", "▁ ﬁ ▁ <sep> x @@", "user-defined symbols are neither normalized nor split"},
		{"unigram_userdef", "foo bar", "▁f o o ▁ bar", "a user-defined symbol with a space never matches the escaped text"},
		{"unigram_suffix_keepspaces", " a  b ", "▁ a ▁ ▁ b ▁ ▁", "whitespace as suffix, extra spaces kept"},
		{"bpe_suffix_nodummy_nfkc", "Hello world", "H ell o▁ wor l d", "BPE with whitespace as suffix and no dummy prefix"},
		{"bpe_nfkc", "ꙮꙮ x", "▁ ꙮꙮ ▁ x", "BPE merges runs of unknown characters too"},
		{"bpe_control", "a @ b", "", "a symbol spelling a control piece makes Encode fail: no pieces at all"},
		{"unigram_unused_noescape", "ab cd", "ab <0x20> c d", "without escaping a space stays a space, here spelt as a byte piece"},
		{"word_identity", "the house  the", "▁the ▁house ▁the", "word model: whole words"},
		{"char_identity", "a@@b", "▁ a @@ b", "char model: characters and user-defined symbols"},
		// Invalid UTF-8, which SacreBLEU never passes (it decodes strictly) but
		// the Python wrapper accepts as bytes.
		{"unigram_nfkc", "a\xffb", "▁a \uFFFD b", "an invalid byte becomes U+FFFD, which the charsmap does not see"},
		{"unigram_nfkc", "\uFFFD", "", "nmt_nfkc deletes a real U+FFFD"},
		{"unigram_nfkc", "\xe2\x96", "▁ \uFFFD\uFFFD", "each byte of a truncated sequence becomes U+FFFD"},
		{"unigram_nfkc", "\xed\xa0\x80x", "▁ \uFFFD\uFFFD\uFFFD x", "an encoded surrogate is three invalid bytes"},
		{"bpe_nfkc", "caf\xc3", "▁c a f \uFFFD", "BPE sees the U+FFFD too"},
		{"unigram_identity_bytes", " \xc0\xaf ", "▁ \uFFFD \uFFFD", "an overlong encoding is invalid"},
	}
	models := map[string]*Processor{}
	for _, tt := range tests {
		p, ok := models[tt.model]
		if !ok {
			p = loadTestModel(t, tt.model)
			models[tt.model] = p
		}
		if got := p.Tokenize(tt.line); got != tt.want {
			t.Errorf("%s %+q (%s):\n got %+q\nwant %+q", tt.model, tt.line, tt.reason, got, tt.want)
		}
	}
}

// TestConcurrent encodes the oracle's lines from several goroutines at
// once through one Processor (run with -race).
func TestConcurrent(t *testing.T) {
	inputs, rows := readOracle(t)
	for _, name := range []string{"unigram_nfkc", "bpe_nfkc"} {
		p := loadTestModel(t, name)
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Go(func() {
				for i := g; i < len(inputs); i += 3 {
					if got := p.Tokenize(inputs[i]); got != rows[i][name] {
						t.Errorf("%s line %d: got %+q, want %+q", name, i+1, got, rows[i][name])
						return
					}
				}
			})
		}
		wg.Wait()
	}
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		model, want string
		reason      string
	}{
		{"unigram_nfkc", "type=unigram pieces=2000 normalizer=nmt_nfkc charsmap=true add_dummy_prefix=true " +
			"remove_extra_whitespaces=true escape_whitespaces=true treat_whitespace_as_suffix=false " +
			"byte_fallback=false user_defined=false", "spm_train's defaults"},
		{"bpe_suffix_nodummy_nfkc", "type=bpe pieces=1000 normalizer=nfkc charsmap=true add_dummy_prefix=false " +
			"remove_extra_whitespaces=true escape_whitespaces=true treat_whitespace_as_suffix=true " +
			"byte_fallback=false user_defined=false", "options in the NormalizerSpec and the TrainerSpec"},
		{"unigram_unused_noescape", "type=unigram pieces=1200 normalizer=identity charsmap=false " +
			"add_dummy_prefix=false remove_extra_whitespaces=true escape_whitespaces=false " +
			"treat_whitespace_as_suffix=false byte_fallback=true user_defined=false", "identity has no charsmap"},
	}
	for _, tt := range tests {
		if got := loadTestModel(t, tt.model).Describe(); got != tt.want {
			t.Errorf("%s (%s):\n got %s\nwant %s", tt.model, tt.reason, got, tt.want)
		}
	}
}

// protoBuilder writes protobuf messages, for models that spm_train cannot make.
type protoBuilder []byte

func (b protoBuilder) bytes(num int, v []byte) protoBuilder {
	b = binary.AppendUvarint(b, uint64(num<<3|wireBytes))
	b = binary.AppendUvarint(b, uint64(len(v)))
	return append(b, v...)
}

func (b protoBuilder) varint(num int, v uint64) protoBuilder {
	return binary.AppendUvarint(binary.AppendUvarint(b, uint64(num<<3|wireVarint)), v)
}

func (b protoBuilder) piece(s string, score float32, typ pieceType) protoBuilder {
	var p protoBuilder
	p = p.bytes(fieldPiecePiece, []byte(s))
	p = binary.LittleEndian.AppendUint32(binary.AppendUvarint(p, fieldPieceScore<<3|wireFixed32), math.Float32bits(score))
	return b.bytes(fieldModelPieces, p.varint(fieldPieceType, uint64(typ)))
}

func TestParseErrors(t *testing.T) {
	unk := protoBuilder(nil).piece("<unk>", 0, pieceUnknown)
	good, err := os.ReadFile(filepath.Join("testdata", "unigram_nfkc.model"))
	if err != nil {
		t.Fatal(err)
	}
	selfTest := protoBuilder(nil).bytes(fieldSelfTestSamples,
		protoBuilder(nil).bytes(fieldSampleInput, []byte("Hallo")).bytes(fieldSampleExpected, []byte("▁X")))
	tests := []struct {
		data   []byte
		want   string
		reason string
	}{
		{nil, "unk is not defined", "a model needs an unknown piece"},
		{[]byte{0xff}, "malformed protobuf", "a truncated varint"},
		{good[:len(good)/2], "malformed protobuf", "a truncated file"},
		{protoBuilder(unk).piece("", 0, pieceNormal), "piece must not be empty", "empty pieces are refused"},
		{protoBuilder(unk).piece("a", 0, pieceNormal).piece("a", 0, pieceNormal), "a is already defined", "duplicates are refused"},
		{protoBuilder(unk).piece("<unk>", 0, pieceUnknown), "is already defined", "two unknown pieces"},
		{protoBuilder(unk).piece("<0x41>", 0, pieceByte), "byte_fallback", "a byte piece needs byte_fallback"},
		{protoBuilder(unk).bytes(fieldModelTrainer, protoBuilder(nil).varint(fieldTrainerByteFallback, 1)),
			"not 256 byte pieces", "byte_fallback needs all 256 byte pieces"},
		{protoBuilder(unk).piece("a", 0, pieceNormal).
			bytes(fieldModelNormalizer, protoBuilder(nil).bytes(fieldNormCharsmap, []byte{9, 0, 0, 0, 1})),
			"exceeds", "a charsmap shorter than its trie"},
		{unk, "no pieces are loaded", "a unigram model needs pieces besides <unk>"},
		{append(append([]byte{}, good...), protoBuilder(nil).bytes(fieldModelSelfTest, selfTest)...),
			"self-test failures: 1/21", "the self-test samples must pass, as when sentencepiece loads a model"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.data)
		if !errors.Is(err, ErrModel) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want ErrModel with %q", tt.reason, err, tt.want)
		}
	}
	if _, err := Load(filepath.Join("testdata", "no-such.model")); err == nil || errors.Is(err, ErrModel) {
		t.Errorf("a missing file: err = %v", err)
	}
}

// TestMinimalModel builds models by hand: a BPE model and a unigram model
// whose scores are all negative, where a user-defined symbol scores
// length * FLT_MIN - 0.1. The expected values are python3-sentencepiece's
// for the same models built with sentencepiece_model_pb2.
func TestMinimalModel(t *testing.T) {
	bpe := protoBuilder(nil).bytes(fieldModelTrainer, protoBuilder(nil).varint(fieldTrainerModelType, uint64(BPE))).
		piece("<unk>", 0, pieceUnknown).piece("▁", -1, pieceNormal).piece("a", -2, pieceNormal).
		piece("b", -2, pieceNormal).piece("ab", -3, pieceNormal).piece("▁ab", -4, pieceNormal)
	p, err := Parse(bpe)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Tokenize("ab abc ba"), "▁ab ▁ab c ▁ b a"; got != want {
		t.Errorf("bpe: got %q, want %q", got, want)
	}
	uni := protoBuilder(nil).piece("<unk>", 0, pieceUnknown).piece("▁", -1, pieceNormal).
		piece("x", -2, pieceNormal).piece("xx", -2.5, pieceNormal).piece("xxx", 0, pieceUserDefined)
	if p, err = Parse(uni); err != nil {
		t.Fatal(err)
	}
	if got, want := p.Tokenize("xxxx xx"), "▁ x xxx ▁ xx"; got != want {
		t.Errorf("unigram: got %q, want %q", got, want)
	}
}
