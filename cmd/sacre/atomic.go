package main

import (
	"github.com/sacre-mt/sacre/internal/outfile"
)

// outputTarget checks an -o path before the work whose result it will hold: not one of the
// command's inputs, writable by the user, and (size >= 0) within the space its file system
// has free. See package outfile for how the file is then written.
func outputTarget(path string, size int64, inputs ...string) (*outfile.Target, error) {
	t, err := outfile.Check(path, size, inputs...)
	if err != nil {
		return nil, ownError(1, "cannot write %v", err)
	}
	return t, nil
}
