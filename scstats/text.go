package scstats

import "strings"

// formFeed is what sctk.h's form_feed writes between reports.
const formFeed = "\f"

// screenWidth is sctk.h's SCREEN_WIDTH, the page width of pad.c's centering.
const screenWidth = 80

// center is pad.c's center: s centered in n bytes, the odd space on the right; s unchanged
// when it is longer.
func center(s string, n int) string {
	ft := (n - len(s)) / 2
	bk := n - (len(s) + ft)
	return spaces(ft) + s + spaces(bk)
}

// spaces returns n spaces, none when n <= 0.
func spaces(n int) string {
	if n <= 0 {
		return ""
	}
	return strings.Repeat(" ", n)
}

// right pads s on the left to n bytes (C's %Ns, which counts bytes).
func right(s string, n int) string { return spaces(n-len(s)) + s }

// padFor is pad.c's set_pad: one space less than what centers s on the page.
func padFor(s string) string { return padCentN(len(s)) }

// padCentN is pad.c's set_pad_cent_n: one space less than what centers n bytes on the page.
func padCentN(n int) string { return spaces((screenWidth-n)/2 - 1) }
