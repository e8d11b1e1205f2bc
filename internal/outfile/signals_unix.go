//go:build unix

package outfile

import (
	"os"
	"syscall"
)

// fatalSignals are the signals whose default action ends the program and that a program may
// catch. SIGPIPE is left to Go's own handling (it concerns standard output, not the file).
var fatalSignals = []os.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM,
	syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGALRM, syscall.SIGVTALRM, syscall.SIGXCPU, syscall.SIGXFSZ}
