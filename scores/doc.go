// Package scores reads per-segment scores of several systems (COMET, MetricX, human ratings)
// from the files people have: long tables, one score per line, comet-score's output,
// mt-metrics-eval's score files and WMT25's automatic_scores.
package scores
