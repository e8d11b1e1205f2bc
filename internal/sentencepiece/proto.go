package sentencepiece

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The parts of sentencepiece_model.proto (proto2) that encoding reads, with
// their field numbers and proto2 defaults. Everything else is skipped, as a
// protobuf parser skips fields it does not know.
const (
	fieldModelPieces     = 1 // ModelProto.pieces (repeated SentencePiece)
	fieldModelTrainer    = 2 // ModelProto.trainer_spec
	fieldModelNormalizer = 3 // ModelProto.normalizer_spec
	fieldModelSelfTest   = 4 // ModelProto.self_test_data

	fieldPiecePiece = 1 // SentencePiece.piece
	fieldPieceScore = 2 // SentencePiece.score (float)
	fieldPieceType  = 3 // SentencePiece.type (default NORMAL)

	fieldTrainerModelType    = 3  // TrainerSpec.model_type (default UNIGRAM)
	fieldTrainerWSAsSuffix   = 24 // TrainerSpec.treat_whitespace_as_suffix
	fieldTrainerByteFallback = 35 // TrainerSpec.byte_fallback

	fieldNormName         = 1 // NormalizerSpec.name
	fieldNormCharsmap     = 2 // NormalizerSpec.precompiled_charsmap
	fieldNormDummyPrefix  = 3 // NormalizerSpec.add_dummy_prefix (default true)
	fieldNormRemoveSpaces = 4 // NormalizerSpec.remove_extra_whitespaces (default true)
	fieldNormEscapeSpaces = 5 // NormalizerSpec.escape_whitespaces (default true)

	fieldSelfTestSamples = 1 // SelfTestData.samples
	fieldSampleInput     = 1 // SelfTestData.Sample.input
	fieldSampleExpected  = 2 // SelfTestData.Sample.expected
)

// Protobuf wire types.
const (
	wireVarint     = 0
	wireFixed64    = 1
	wireBytes      = 2
	wireStartGroup = 3
	wireEndGroup   = 4
	wireFixed32    = 5
)

// errWire reports a .model file that is not a well-formed protobuf message.
var errWire = errors.New("malformed protobuf")

// A field is one decoded key/value of a protobuf message: u holds varints
// and fixed-size values, b the payload of length-delimited ones.
type field struct {
	num, wire int
	u         uint64
	b         []byte
}

// bool reads a proto2 bool, which is any non-zero varint.
func (f field) bool() bool { return f.u != 0 }

// eachField calls fn for every field of the message encoded in b, in order.
// Groups (a deprecated encoding no sentencepiece field uses) are skipped.
func eachField(b []byte, fn func(field) error) error {
	for len(b) > 0 {
		key, n := binary.Uvarint(b)
		if n <= 0 || key>>3 == 0 || key>>3 > math.MaxInt32 {
			return errWire
		}
		b = b[n:]
		f := field{num: int(key >> 3), wire: int(key & 7)}
		var err error
		if b, err = f.read(b); err != nil {
			return err
		}
		if f.wire == wireStartGroup {
			continue
		}
		if err := fn(f); err != nil {
			return err
		}
	}
	return nil
}

// read decodes the value of f from b and returns the rest of b.
func (f *field) read(b []byte) ([]byte, error) {
	switch f.wire {
	case wireVarint:
		v, n := binary.Uvarint(b)
		if n <= 0 {
			return nil, errWire
		}
		f.u = v
		return b[n:], nil
	case wireFixed64:
		if len(b) < 8 {
			return nil, errWire
		}
		f.u = binary.LittleEndian.Uint64(b)
		return b[8:], nil
	case wireFixed32:
		if len(b) < 4 {
			return nil, errWire
		}
		f.u = uint64(binary.LittleEndian.Uint32(b))
		return b[4:], nil
	case wireBytes:
		l, n := binary.Uvarint(b)
		if n <= 0 || l > uint64(len(b)-n) {
			return nil, errWire
		}
		f.b = b[n : n+int(l)]
		return b[n+int(l):], nil
	case wireStartGroup:
		return skipGroup(b, f.num)
	}
	return nil, errWire // a stray end-group, or wire types 6 and 7
}

// skipGroup skips the fields of a group up to its end-group key.
func skipGroup(b []byte, num int) ([]byte, error) {
	for len(b) > 0 {
		key, n := binary.Uvarint(b)
		if n <= 0 {
			return nil, errWire
		}
		b = b[n:]
		if int(key&7) == wireEndGroup {
			if int(key>>3) != num {
				return nil, errWire
			}
			return b, nil
		}
		f := field{num: int(key >> 3), wire: int(key & 7)}
		var err error
		if b, err = f.read(b); err != nil {
			return nil, err
		}
	}
	return nil, errWire
}

// modelProto is the decoded subset of a ModelProto.
type modelProto struct {
	pieces     []pieceProto
	trainer    trainerSpec
	normalizer normalizerSpec
	selfTest   []sample
}

type pieceProto struct {
	piece string
	score float32
	typ   pieceType
}

type trainerSpec struct {
	modelType               ModelType
	treatWhitespaceAsSuffix bool
	byteFallback            bool
}

type normalizerSpec struct {
	name                   string
	charsmap               []byte
	addDummyPrefix         bool
	removeExtraWhitespaces bool
	escapeWhitespaces      bool
}

type sample struct{ input, expected string }

// parseModel decodes a serialized ModelProto.
func parseModel(b []byte) (*modelProto, error) {
	m := &modelProto{
		trainer:    trainerSpec{modelType: Unigram},
		normalizer: normalizerSpec{addDummyPrefix: true, removeExtraWhitespaces: true, escapeWhitespaces: true},
	}
	err := eachField(b, func(f field) error {
		if f.wire != wireBytes {
			return nil // every ModelProto field is a message
		}
		switch f.num {
		case fieldModelPieces:
			p := pieceProto{typ: pieceNormal}
			m.pieces = append(m.pieces, p)
			return eachField(f.b, m.pieces[len(m.pieces)-1].set)
		case fieldModelTrainer:
			return eachField(f.b, m.trainer.set)
		case fieldModelNormalizer:
			return eachField(f.b, m.normalizer.set)
		case fieldModelSelfTest:
			return eachField(f.b, m.addSamples)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("could not parse ModelProto: %w", err)
	}
	return m, nil
}

func (p *pieceProto) set(f field) error {
	switch {
	case f.num == fieldPiecePiece && f.wire == wireBytes:
		p.piece = string(f.b)
	case f.num == fieldPieceScore && f.wire == wireFixed32:
		p.score = math.Float32frombits(uint32(f.u))
	case f.num == fieldPieceType && f.wire == wireVarint && validPieceType(f.u):
		// proto2 keeps an unknown enum value out of the field, which stays NORMAL.
		p.typ = pieceType(f.u)
	}
	return nil
}

func (t *trainerSpec) set(f field) error {
	if f.wire != wireVarint {
		return nil
	}
	switch f.num {
	case fieldTrainerModelType:
		if f.u >= uint64(Unigram) && f.u <= uint64(Char) {
			t.modelType = ModelType(f.u)
		}
	case fieldTrainerWSAsSuffix:
		t.treatWhitespaceAsSuffix = f.bool()
	case fieldTrainerByteFallback:
		t.byteFallback = f.bool()
	}
	return nil
}

func (n *normalizerSpec) set(f field) error {
	switch {
	case f.num == fieldNormName && f.wire == wireBytes:
		n.name = string(f.b)
	case f.num == fieldNormCharsmap && f.wire == wireBytes:
		n.charsmap = f.b
	case f.num == fieldNormDummyPrefix && f.wire == wireVarint:
		n.addDummyPrefix = f.bool()
	case f.num == fieldNormRemoveSpaces && f.wire == wireVarint:
		n.removeExtraWhitespaces = f.bool()
	case f.num == fieldNormEscapeSpaces && f.wire == wireVarint:
		n.escapeWhitespaces = f.bool()
	}
	return nil
}

func (m *modelProto) addSamples(f field) error {
	if f.num != fieldSelfTestSamples || f.wire != wireBytes {
		return nil
	}
	var s sample
	err := eachField(f.b, func(f field) error {
		if f.wire == wireBytes && f.num == fieldSampleInput {
			s.input = string(f.b)
		} else if f.wire == wireBytes && f.num == fieldSampleExpected {
			s.expected = string(f.b)
		}
		return nil
	})
	m.selfTest = append(m.selfTest, s)
	return err
}
