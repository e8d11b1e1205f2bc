package compare

import (
	"math"
	"regexp"
	"strings"
)

// Threshold is a metric's fitted delta-accuracy curve from Kocmi et al. (2024), "Navigating
// the Metrics Maze" (github:kocmitom/MT-Thresholds, python-tool/mt_thresholds.py): the share
// of system pairs that humans order as a metric delta of a given size does is
// A/100 · 1/(1 + e^(−B·delta)).
type Threshold struct {
	Key  string  // MT-Thresholds' name of the metric
	A, B float64 // the fitted constants, as mt_thresholds.py holds them
	// Scale converts a delta in the units score files hold into the units of the fit:
	// 100 for the COMET family, whose tools print scores on 0-1 while the paper's deltas are
	// on 0-100; 1 for the others (BLEU and chrF as sacre prints them, MetricX on 0-25).
	Scale float64
}

// thresholds are mt_thresholds.py's _thresholds_raw at github:kocmitom/MT-Thresholds commit
// 2905992, keyed as its command line normalises names.
var thresholds = []Threshold{
	{"bleu", 88.33333333333225, 0.9663926931178954, 1},
	{"chrf", 92.999999999972, 1.1142732157139852, 1},
	{"spbleu101", 84.58445492823891, 1.262507595109315, 1},
	{"spbleu200", 90.99999999998793, 0.8079046528617078, 1},
	{"bleurt-default", 94.66666666666666, 0.4947232832741672, 100},
	{"bleurt20", 98.33333333332963, 1.3727206190931929, 100},
	{"comet20", 97.33333333332897, 0.7266990738678005, 100},
	{"comet22", 96.22374133884283, 2.8359194570556636, 100},
	{"comet21qe", 93.7997435048193, 43.38413992717536, 100},
	{"cometkiwi22", 98.88141616584615, 2.719280643871758, 100},
	{"xcometxxl", 98.93432477039522, 1.1629533711748128, 100},
	{"xcometxl", 96.56738237041118, 1.4535595865214588, 100},
	{"cometkiwixxl", 96.23167242471065, 1.2826577343149304, 100},
	{"bertscore", 94.99999999999999, 2.6823162097239917, 100},
	{"cometkiwi23-xl-src", 96.39080593943235, 1.8888877927713834, 100},
	{"metricx-23-large", 93.60777624544488, 26.277850179370947, 1},
	{"metricx-23-qe-large", 97.99999999782683, 15.541455989240491, 1},
}

var year = regexp.MustCompile(`\d+`)

// ThresholdFor finds the curve of a metric named as people name it ("COMET-22",
// "Unbabel/wmt22-comet-da", "chrF", "MetricX-23-Large"), normalised as mt-thresholds' command
// line does: lower case, "Unbabel/" and dashes dropped, and for COMET models "da" and "wmt"
// dropped, the year moved to the end and "qe" after it. sacre also tries the name with its
// dashes, as mt_thresholds.accuracy() takes the keys that keep them.
func ThresholdFor(name string) (Threshold, bool) {
	raw := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(name, "Unbabel/")))
	for _, cand := range []string{raw, normaliseThreshold(raw)} {
		for _, t := range thresholds {
			if t.Key == cand {
				return t, true
			}
		}
	}
	return Threshold{}, false
}

func normaliseThreshold(raw string) string {
	m := strings.ReplaceAll(raw, "-", "")
	known := false
	for _, t := range thresholds {
		known = known || t.Key == m
	}
	if known || !strings.Contains(m, "comet") {
		return m
	}
	m = strings.ReplaceAll(m, "da", "")
	m = strings.ReplaceAll(m, "wmt", "")
	// re.match anchors at the start: only a leading year moves.
	if loc := year.FindStringIndex(m); loc != nil && loc[0] == 0 {
		m = m[loc[1]:] + m[:loc[1]]
	}
	if strings.Contains(m, "qe") {
		m = strings.ReplaceAll(m, "qe", "") + "qe"
	}
	return m
}

// Accuracy is mt_thresholds.accuracy for a delta in score-file units: the estimated share
// (0-1) of system pairs with a delta of this size that humans order the same way. The sign of
// the delta does not matter.
func (t Threshold) Accuracy(delta float64) float64 {
	d := math.Abs(delta) * t.Scale
	return t.A * (1 / (1 + math.Pow(math.E, -t.B*d))) / 100
}
