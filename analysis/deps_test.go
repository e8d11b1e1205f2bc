package analysis

import (
	"testing"

	"github.com/sacre-mt/sacre/internal/depcheck"
)

// TestLightDependencies: analysis links neither MeCab's dictionaries, SentencePiece nor the
// network; a program brings those through the command's registration of tokenizers.
func TestLightDependencies(t *testing.T) { depcheck.Light(t) }

// TestProgramSize: a program that imports only analysis builds to under 8 MB.
func TestProgramSize(t *testing.T) {
	depcheck.ProgramSize(t, "github.com/sacre-mt/sacre/analysis", 8<<20)
}
