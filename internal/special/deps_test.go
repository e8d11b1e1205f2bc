package special

import (
	"testing"

	"github.com/sacre-mt/sacre/internal/depcheck"
)

// TestLightDependencies: special links neither MeCab's dictionaries, SentencePiece nor the
// network. (Its size is checked through significance's TestProgramSize: depcheck's
// program, built outside the module, may not import an internal package.)
func TestLightDependencies(t *testing.T) { depcheck.Light(t) }
