// Command walltime runs a command once, with its output discarded, and prints the seconds it took
// from the start of the process to its end, as hyperfine -N measures a command: no shell, and
// no other program's start counted in the interval (subtracting two runs of date(1) around the
// command counted the second date's start, about 1.4 ms on the 2-core machine). It exits with
// the command's status. Usage: walltime PROGRAM [ARG...].
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: walltime PROGRAM [ARG...]")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	start := time.Now()
	err := cmd.Run()
	elapsed := time.Since(start)
	fmt.Printf("%.6f\n", elapsed.Seconds())
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		os.Exit(exit.ExitCode())
	case err != nil:
		fmt.Fprintln(os.Stderr, "walltime:", err)
		os.Exit(1)
	}
}
