package scstats

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/sacre-mt/sacre/internal/rpg"
	"github.com/sacre-mt/sacre/sclite"
)

// Report is a set of sc_stats's -r reports.
type Report uint8

// The reports, with sc_stats's -r names.
const (
	ReportSum       Report = 1 << iota // sum: percent word error by speaker (<root>.sys)
	ReportRawSum                       // rsum: word errors by speaker (<root>.raw)
	ReportExec                         // es: executive summary in percentages (<root>.es)
	ReportRawExec                      // res: executive summary in word counts (<root>.res)
	ReportAlignment                    // prn: the systems' alignments side by side (<root>.prn)
	ReportLur                          // lur: labelled utterance report (<root>.lur)
)

// groupCounts are one speaker's counts as sclite's GRP keeps them.
type groupCounts struct {
	corr, sub, del, ins, nsent, serr int
}

// countGroup counts a speaker's paths: merges and splits are not counted (sclite warns about
// them when it loads its SGML and counts nothing).
func countGroup(sp *sclite.Speaker) groupCounts {
	var g groupCounts
	for _, p := range sp.Paths {
		c, s, d, i := p.Counts()
		g.corr, g.sub, g.del, g.ins = g.corr+c, g.sub+s, g.del+d, g.ins+i
		g.nsent++
		if s+d+i > 0 {
			g.serr++
		}
	}
	return g
}

// listStats is statdist.c's calc_mean_var_std_dev_Zstat_double: the mean, the sample
// standard deviation (0 when the values do not vary) and the median; all 0 for no values.
func listStats(xs []float64) (mean, sd, median float64) {
	n := len(xs)
	if n == 0 {
		return 0, 0, 0
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	mean = sum / float64(n)
	sorted := slices.Clone(xs)
	slices.Sort(sorted)
	median = sorted[n/2]
	if n%2 == 0 {
		median = (sorted[n/2] + sorted[n/2-1]) / 2
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	if ss != 0 {
		sd = math.Sqrt(ss / float64(n-1))
	}
	return mean, sd, median
}

// openReport opens the report <root>.<ext> as scores.c's and lur.c's N-system reports do:
// stdout for the root "-" or when the file cannot be created (silently), the feedback line
// "    Writing <what> to '<name>'" otherwise.
func (r *run) openReport(ext, what string) (io.Writer, func() error) {
	root := r.outRoot()
	if root == "-" {
		return r.stdout, func() error { return nil }
	}
	name := root + "." + ext
	f, err := r.files(name)
	if err != nil {
		return r.stdout, func() error { return nil }
	}
	r.feedback("    Writing %s to '%s'\n", what, name)
	return f, f.Close
}

// reports writes the -r reports in sc_stats's order.
func (r *run) reports() error {
	rs := r.o.Reports
	steps := []struct {
		rep Report
		f   func() error
	}{
		{ReportSum, func() error { return r.summary(false) }},
		{ReportRawSum, func() error { return r.summary(true) }},
		{ReportExec, func() error { return r.executive(false) }},
		{ReportRawExec, func() error { return r.executive(true) }},
		{ReportAlignment, r.alignments},
		{ReportLur, r.lur},
	}
	for _, s := range steps {
		if rs&s.rep != 0 {
			if err := s.f(); err != nil {
				return err
			}
		}
	}
	return nil
}

// summary is print_N_system_summary: the percent word error (or, raw, the word errors) of
// each speaker of each system, with their mean, standard deviation and median.
func (r *run) summary(raw bool) error {
	ext, what := "sys", "scoring report"
	pctFmt, totFmt, prec := "%6.1f ", "%6.1f ", 1
	if raw {
		ext, what = "raw", "raw scoring report"
		pctFmt, totFmt, prec = "%5.0f ", "%5.1f ", 0
	}
	w, done := r.openReport(ext, what)
	if len(r.sys) == 0 {
		return done()
	}
	ngrp := len(r.sys[0].Speakers)
	errs := newMatrix[float64](len(r.sys))
	refs, errSum := make([]int, len(r.sys)), make([]int, len(r.sys))
	for s, sys := range r.sys {
		errs[s] = make([]float64, ngrp)
		for g, sp := range sys.Speakers {
			c := countGroup(sp)
			e, n := c.ins+c.sub+c.del, c.corr+c.sub+c.del
			if g < ngrp {
				if raw {
					errs[s][g] = float64(e)
				} else {
					errs[s][g] = pct(e, n)
				}
			}
			refs[s] += n
			errSum[s] += e
		}
	}
	lfmt, dfmt := "c", "l"
	for range r.sys {
		lfmt += "|c"
		dfmt += "|c"
	}
	title := "Scoring Summmary of Percent Word Error by Speaker"
	if raw {
		title = "Scoring Summmary of Word Errors by Speaker"
	}
	t := r.titled(title)
	t.AddSeparation('-', rpg.BeforeRow)
	t.AddRow(lfmt, append([]string{"Spkr"}, r.names...)...)
	for g := range ngrp {
		t.AddSeparation('-', rpg.BeforeRow)
		row := []string{" " + r.sys[0].Speakers[g].ID + " "}
		for s := range r.sys {
			row = append(row, fmt.Sprintf(pctFmt, rpg.FRound(errs[s][g], prec)))
		}
		t.AddRow(dfmt, row...)
	}
	t.AddSeparation('=', rpg.BeforeRow)
	row := []string{" Average "}
	if raw {
		row[0] = " Sum "
	}
	for s := range r.sys {
		v := pct(errSum[s], refs[s])
		if raw {
			v = float64(errSum[s])
		}
		row = append(row, fmt.Sprintf(pctFmt, rpg.FRound(v, 1)))
	}
	t.AddRow(lfmt, row...)
	t.AddSeparation('-', rpg.BeforeRow)
	stats := make([][3]float64, len(r.sys))
	for s := range r.sys {
		m, sd, med := listStats(errs[s])
		stats[s] = [3]float64{m, sd, med}
	}
	for k, label := range []string{" Mean ", " StdDev ", " Median "} {
		if k == 2 {
			t.AddSeparation(' ', rpg.BeforeRow)
		}
		row := []string{label}
		for s := range r.sys {
			row = append(row, fmt.Sprintf(totFmt, rpg.FRound(stats[s][k], 1)))
		}
		t.AddRow(lfmt, row...)
	}
	if err := t.Dump(w, 0); err != nil {
		return err
	}
	return done()
}

// hypConfidences is det.c's hyp_confidences_available: every path has hypothesis confidences.
func hypConfidences(s *sclite.System) bool {
	for _, sp := range s.Speakers {
		for _, p := range sp.Paths {
			if p.Attr&sclite.HypConf == 0 {
				return false
			}
		}
	}
	return true
}

// systemNCE is scores.c's compute_SCORE_nce for the whole system: the normalized cross
// entropy of the hypothesis words' confidences, in bits, confidences clamped to
// [1e-7, 1-1e-7]. It warns on stderr about confidences outside [0, 1].
func (r *run) systemNCE(s *sclite.System) float64 {
	var corr, sub, ins, outside int
	var sumC, sumI float64
	for _, sp := range s.Speakers {
		g := countGroup(sp)
		corr, sub, ins = corr+g.corr, sub+g.sub, ins+g.ins
		n := 0
		var c, i float64
		for _, p := range sp.Paths {
			for _, pr := range p.Pairs {
				if pr.Eval == sclite.Del || pr.Hyp == nil || pr.Hyp.Text == "" {
					continue
				}
				conf := pr.Hyp.Conf
				if conf < 0 || conf > 1 {
					outside++
				}
				n++
				conf = min(max(conf, 0.0000001), 0.9999999)
				if pr.Eval == sclite.Correct {
					c += math.Log(conf) * math.Log2E
				} else {
					i += math.Log(1.0-conf) * math.Log2E
				}
			}
		}
		if n > 0 {
			sumC += c
			sumI += i
		}
	}
	p := float64(corr) / float64(sub+ins+corr)
	h := -(float64(corr)*math.Log(p)*math.Log2E + float64(sub+ins)*math.Log(1.0-p)*math.Log2E)
	if outside > 0 {
		fmt.Fprintf(r.stderr, "Warning: %d of %d confidence scores were not in the range (0.0,1.0)\n", outside, corr+sub+ins)
	}
	return (h + sumC + sumI) / h
}

// executive is print_N_system_executive_summary: one row of totals per system, in
// percentages or (raw) word counts, with the NCE when a system has confidences.
func (r *run) executive(raw bool) error {
	ext, what := "es", "executive scoring report"
	if raw {
		ext, what = "res", "raw executive scoring report"
	}
	w, done := r.openReport(ext, what)
	conf := false
	for _, s := range r.sys {
		conf = conf || hypConfidences(s)
	}
	lfmt := "c|cc|cccccc"
	if conf {
		lfmt += "|c"
	}
	title := "Executive Scoring Summary by Percentages"
	if raw {
		title = "Executive Scoring Summary by Word Tokens"
	}
	t := r.titled(title)
	head := []string{"System", "# Snt", "# Ref", "Corr", "Sub", "Del", "Ins", "Err", "S.Err"}
	if conf {
		head = append(head, "NCE")
	}
	t.AddRow(lfmt, head...)
	t.AddSeparation('-', rpg.BeforeRow)
	for _, s := range r.sys {
		var tot groupCounts
		for _, sp := range s.Speakers {
			g := countGroup(sp)
			tot.corr += g.corr
			tot.sub += g.sub
			tot.ins += g.ins
			tot.del += g.del
			tot.nsent += g.nsent
			tot.serr += g.serr
		}
		ref, errs := tot.corr+tot.sub+tot.del, tot.sub+tot.del+tot.ins
		row := []string{s.Title, fmt.Sprint(tot.nsent), fmt.Sprint(ref)}
		if raw {
			for _, v := range []int{tot.corr, tot.sub, tot.del, tot.ins, errs, tot.serr} {
				row = append(row, fmt.Sprint(v))
			}
		} else {
			for _, v := range [][2]int{{tot.corr, ref}, {tot.sub, ref}, {tot.del, ref}, {tot.ins, ref}, {errs, ref}, {tot.serr, tot.nsent}} {
				row = append(row, fmt.Sprintf("%.1f", rpg.FRound(pct(v[0], v[1]), 1)))
			}
		}
		if conf {
			if hypConfidences(s) {
				row = append(row, fmt.Sprintf("%.3f", rpg.FRound(r.systemNCE(s), 3)))
			} else {
				row = append(row, "---")
			}
		}
		t.AddRow(lfmt, row...)
	}
	if err := t.Dump(w, 1); err != nil {
		return err
	}
	return done()
}

// unsupportedReports are the -r reports ParseArgs refuses.
const unsupportedReports = ReportAlignment

func (r *run) alignments() error {
	return fmt.Errorf("sc_stats: -r prn is not supported by sacre sc_stats")
}

// lurCell is one label's counts for one speaker (lur.c's LABEL_SCORES).
type lurCell struct{ ref, err int }

// lurCounts is compute_label_scores for system n: each path's reference words and errors
// added under each label of its "<id,id,...>" labels, found among the system's own label
// definitions (ignoring ASCII case) and stored at the index of the first system's. location
// (shared by the systems) records the label field each label appears in; a label in two
// fields, an undefined label or a malformed list is an error, as in sc_stats.
func lurCounts(sys *sclite.System, nLabels int, location []int) ([][]lurCell, error) {
	cells := make([][]lurCell, nLabels)
	for j := range cells {
		cells[j] = make([]lurCell, len(sys.Speakers))
	}
	for k, sp := range sys.Speakers {
		for _, p := range sp.Paths {
			text := p.Labels
			if text == "" {
				continue
			}
			if text[0] != '<' {
				return nil, fmt.Errorf("sc_stats: Bad Label '%s' for utt %s", text, p.ID)
			}
			c, sub, d, i := p.Counts()
			set := 0
			// Every step between ids moves to the next field, so ",," skips one.
			for pos := 1; pos < len(text) && text[pos] != '>'; set++ {
				if text[pos] == '<' || text[pos] == ',' {
					pos++
					continue
				}
				n := strings.IndexAny(text[pos:], "<,>")
				if n < 0 {
					n = len(text) - pos
				}
				id := findLabel(sys, text[pos:pos+n])
				if id < 0 || id >= nLabels {
					return nil, fmt.Errorf("sc_stats: Label id '%s' lookup failed for utt %s", text[pos:pos+n], p.ID)
				}
				if location[id] == -1 {
					location[id] = set
				} else if location[id] != set {
					return nil, fmt.Errorf("sc_stats: Label id '%s' of utt '%s' (label def %s) occurs in multiple label category fields", text[pos:pos+n], p.ID, text)
				}
				cells[id][k].ref += c + d + sub
				cells[id][k].err += i + d + sub
				pos += n + 1
			}
		}
	}
	return cells, nil
}

// findLabel is find_PATHLABEL_id: the index of the label id among the system's labels,
// ignoring ASCII case; -1 when it has none.
func findLabel(sys *sclite.System, id string) int {
	for j, l := range sys.Labels {
		if asciiLower(l.ID) == asciiLower(id) {
			return j
		}
	}
	return -1
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// lur is print_N_lur with create_N_lur_report: for each label of the first system's label
// definitions, each system's word count and word error rate over the set, and the mean,
// standard deviation and median over the speakers who have any.
func (r *run) lur() error {
	w, done := r.openReport("lur", "LUR scoring report")
	if len(r.sys) == 0 {
		return done()
	}
	first := r.sys[0]
	nl := len(first.Labels)
	location := make([]int, nl)
	for j := range location {
		location[j] = -1
	}
	cells := make([][][]lurCell, len(r.sys))
	for s, sys := range r.sys {
		var err error
		if cells[s], err = lurCounts(sys, nl, location); err != nil {
			return err
		}
	}
	title, rowFmt, categ, stat := "c", "c", "c", "c|"
	for j := range nl {
		newSet := j > 0 && location[j] != location[j-1]
		sep := "|"
		if newSet {
			sep = "="
		}
		title += sep + "ca"
		rowFmt += sep + "rr"
		if j == 0 || newSet {
			categ += sep + "ca"
		} else {
			categ += sep + "aa"
		}
		if j == 0 {
			stat += "ca"
		} else {
			stat += "aa"
		}
	}
	t := r.rep.rpg
	t.Erase()
	t.AddRow("c", "By System Test Subset Scoring Summary")
	t.AddRow("c", "For the "+r.o.TestName+" Test")
	t.AddSeparation(' ', rpg.BeforeRow)
	for _, l := range first.Labels {
		t.AddRow("ccc", rpg.RemoveLF(l.Title), "->", l.Desc)
	}
	t.AddSeparation(' ', rpg.AfterRow)
	t.AddRow("ccc", "", "", "")
	t.AddSeparation('-', rpg.BeforeRow)
	if len(first.Categories) > 0 {
		row := []string{""}
		for _, c := range first.Categories {
			row = append(row, c.Title)
		}
		t.AddRow(categ, row...)
		t.AddSeparation('-', rpg.BeforeRow)
	}
	row := []string{"SYSTEM"}
	for _, l := range first.Labels {
		row = append(row, l.Title)
	}
	t.AddRow(title, row...)
	row = []string{""}
	for range nl {
		row = append(row, " #Wrd %WE")
	}
	t.AddRow(title, row...)

	// refSts, errSts [s][j]: the total (error rate), mean, standard deviation, median.
	refSts, errSts := make([][][4]float64, len(r.sys)), make([][][4]float64, len(r.sys))
	for s := range r.sys {
		refSts[s], errSts[s] = make([][4]float64, nl), make([][4]float64, nl)
	}
	for j := range nl {
		for s := range r.sys {
			var refs, errs []float64
			sumR, sumE := 0, 0
			for _, c := range cells[s][j] {
				if c.ref+c.err != 0 {
					refs = append(refs, float64(c.ref))
					errs = append(errs, pct(c.err, c.ref))
					sumR += c.ref
					sumE += c.err
				}
			}
			m, sd, med := listStats(refs)
			refSts[s][j] = [4]float64{float64(sumR), m, sd, med}
			m, sd, med = listStats(errs)
			errSts[s][j] = [4]float64{pct(sumE, sumR), m, sd, med}
		}
	}
	names := []string{
		"Set/Subset #Words and System Set/Subset Average Word Error Rate",
		"Set/Subset Mean #Words/Speaker and Set/Subset Mean Word Error Rate/Speaker",
		"Associated Standard Deviations",
		"Set/Subset Median #Words/Speaker and Set/Subset Median Word Error Rate/Speaker",
	}
	for i, name := range names {
		if i != 2 {
			t.AddSeparation('=', rpg.BeforeRow)
		} else {
			t.AddSeparation('-', rpg.BeforeRow)
		}
		t.AddRow(stat, "", name)
		t.AddSeparation('-', rpg.BeforeRow)
		for s, sys := range r.sys {
			row := []string{sys.Title}
			// sc_stats prints as many label columns as the system has label definitions,
			// with the first system's statistics (none past them: zero).
			for j := range len(sys.Labels) {
				var rs, es float64
				if j < nl {
					rs, es = refSts[s][j][i], errSts[s][j][i]
				}
				row = append(row, fmt.Sprintf("[%d]", int(rs)), fmt.Sprintf("%.1f", rpg.FRound(es, 1)))
			}
			t.AddRow(rowFmt, row...)
		}
	}
	if err := t.Dump(w, 1); err != nil {
		return err
	}
	return done()
}

// titled starts a table of the -r summaries on the run's report generator, centred on the
// page: the title, and the ensemble's description (-e) under it when there is one.
func (r *run) titled(title string) *rpg.State {
	t := r.rep.rpg
	t.Erase()
	t.SetPageCenter(screenWidth)
	t.AddSeparation(' ', rpg.BeforeRow)
	if r.o.TestName == "" {
		t.AddSeparation(' ', rpg.AfterRow)
	}
	t.AddRow("c", title)
	if r.o.TestName != "" {
		t.AddSeparation(' ', rpg.AfterRow)
		t.AddRow("c", r.o.TestName+" Test")
	}
	return t
}
