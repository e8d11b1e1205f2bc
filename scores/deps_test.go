package scores

import (
	"testing"

	"github.com/sacre-mt/sacre/internal/depcheck"
)

// TestLightDependencies: scores links neither MeCab's dictionaries, SentencePiece nor the
// network.
func TestLightDependencies(t *testing.T) { depcheck.Light(t) }

// TestProgramSize: a program that imports only scores builds to under 6 MB.
func TestProgramSize(t *testing.T) {
	depcheck.ProgramSize(t, "github.com/sacre-mt/sacre/scores", 6<<20)
}
