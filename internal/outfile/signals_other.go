//go:build !unix

package outfile

import (
	"os"
	"syscall"
)

// fatalSignals are the signals that end the program and that a program may catch.
var fatalSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}
