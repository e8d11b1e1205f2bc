// Package pagetest tests the page sacre report writes as a reader sees it: in headless
// Chromium, at desktop and phone widths, light and dark, by the rendered geometry of its
// tables and charts, axe-core's accessibility rules, and the drill-down's behaviour. It holds
// only tests; they run the sacre command, built once by TestMain, so that they run beside
// cmd/sacre's own tests rather than after them.
package pagetest
