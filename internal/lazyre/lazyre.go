// Package lazyre compiles a package's regular expressions when first used rather than when the
// program starts: every command pays for the initialization of every package linked in, and a
// scoring run uses none of the expressions that reading claims or tables needs.
package lazyre

import (
	"regexp"
	"sync"
)

// New returns a function that compiles pattern on its first call (panicking, as
// regexp.MustCompile does, if it does not compile) and returns the same *regexp.Regexp on
// every call.
func New(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}

// Func is New for a pattern that is itself computed: build runs on the first call.
func Func(build func() *regexp.Regexp) func() *regexp.Regexp {
	return sync.OnceValue(build)
}
