// Package apisnap holds the snapshot of sacre's public API (go doc -all of every public
// package, in testdata) and the test that compares the code with it, so that a change of the
// API is seen and recorded on purpose: go test ./internal/apisnap -update rewrites it.
package apisnap
