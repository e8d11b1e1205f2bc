package main

import (
	"os"
	"strconv"
	"sync"
)

// fullCampaigns reports whether SACRE_LONG=1 asks the oracle campaigns and random sweeps to
// check every case (docs/tests.md); without it each checks the deterministic subset its
// comment names. It reads the variable while a test runs, where go test's cache notes it.
var fullCampaigns = sync.OnceValue(func() bool {
	long, _ := strconv.ParseBool(os.Getenv("SACRE_LONG"))
	return long
})

// everyNth reports whether case i of a campaign is checked: every case under SACRE_LONG=1,
// else every nth, starting with the first.
func everyNth(i, n int) bool { return fullCampaigns() || i%n == 0 }
