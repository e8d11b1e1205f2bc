//go:build amd64 && !purego

package tokenizers

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// TestClassifyAVX2Used: on a CPU with AVX2, blockClass's classes are ones classifyAVX2 can
// express, so the fast path is not left unused by a change to the classes.
func TestClassifyAVX2Used(t *testing.T) {
	if cpu.X86.HasAVX2 && avx2Tables == nil {
		t.Fatal("the CPU has AVX2, but blockClass has classes classifyAVX2 cannot express")
	}
	if newNibbleTables() == nil {
		t.Fatal("blockClass has classes classifyAVX2 cannot express")
	}
}
