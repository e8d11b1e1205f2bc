package verify

import "strings"

// nameBefore finds the metric's name before the signature: joined to it by a separator
// (BLEU|..., chrF2+..., "TER   |"), else a label apart from it ("chrf: ", `"bleu": "`,
// "BLEU   "). A separator before the first field with no name before it makes a fragment,
// unless the first field is one that starts a signature (then the separator is a table's).
func (t *scanText) nameBefore(sp *sigSpan) {
	s := t.s
	i := sp.start
	if i > 0 && (s[i-1] == '|' || s[i-1] == '+') {
		j := i - 1
		for j > 0 && s[j-1] == ' ' && s[i-1] == '|' {
			j--
		}
		if start, ok := metricWordBefore(s, j); ok {
			sp.name, sp.start = s[start:j], start
			return
		}
		first := s[i : i+keyWord(s, i)]
		if first != "nrefs" && first != "#" && first != "case" && first != "c" {
			sp.fragment, sp.start = true, i-1
		}
		return
	}
	j := i
	for j > 0 && strings.IndexByte(" \t:\"'`*=", s[j-1]) >= 0 {
		j--
	}
	if j < i {
		if start, ok := metricWordBefore(s, j); ok {
			sp.label, sp.labelStart = s[start:j], start
		}
	}
}

// metricWordBefore finds a metric's name ending at s[end] (not glued to a word before it,
// a footnote's number aside).
func metricWordBefore(s string, end int) (int, bool) {
	j := end
	for j > 0 && s[j-1] == '+' {
		j--
	}
	for j > 0 && isAlnum(s[j-1]) {
		j--
	}
	if j > 0 && s[j-1] == '_' {
		return 0, false
	}
	for j < end && isDigit(s[j]) {
		j++
	}
	if j == end {
		return 0, false
	}
	return j, isMetricName(s[j:end])
}

// isMetricName reports whether w names a metric of SacreBLEU: BLEU, chrF with beta and "+"s,
// TER, sacreBLEU, spBLEU, in any case.
func isMetricName(w string) bool {
	switch strings.ToLower(w) {
	case "bleu", "sacrebleu", "spbleu", "ter":
		return true
	}
	rest, ok := strings.CutPrefix(strings.ToLower(w), "chrf")
	return ok && strings.Trim(strings.TrimRight(rest, "+"), "0123456789") == ""
}
