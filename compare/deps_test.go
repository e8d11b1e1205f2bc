package compare

import (
	"testing"

	"github.com/sacre-mt/sacre/internal/depcheck"
)

// TestLightDependencies: compare links neither MeCab's dictionaries, SentencePiece nor the
// network.
func TestLightDependencies(t *testing.T) { depcheck.Light(t) }

// TestProgramSize: a program that imports only compare builds to under 8 MB.
func TestProgramSize(t *testing.T) {
	depcheck.ProgramSize(t, "github.com/sacre-mt/sacre/compare", 8<<20)
}
