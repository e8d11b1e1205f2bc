// Package campaign tells the tests' long oracle campaigns and random sweeps how much to check:
// by default a fixed subset (each test's comment names it), with SACRE_LONG=1 every case
// (docs/tests.md). The variable is read while a test runs, where go test's cache notes it, so
// that SACRE_LONG=1 go test runs again the packages that read it.
package campaign

import (
	"os"
	"strconv"
	"sync"
)

// Full reports whether SACRE_LONG=1 asks for every case.
var Full = sync.OnceValue(func() bool {
	long, _ := strconv.ParseBool(os.Getenv("SACRE_LONG"))
	return long
})

// EveryNth reports whether case i of a campaign is checked: every case under SACRE_LONG=1, else
// every nth, starting with the first.
func EveryNth(i, n int) bool { return Full() || i%n == 0 }

// UpTo is a sweep's number of cases: all under SACRE_LONG=1, else the first short ones.
func UpTo(all, short int) int {
	if Full() {
		return all
	}
	return short
}
