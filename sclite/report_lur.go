package sclite

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/sacre-mt/sacre/internal/rpg"
)

// WriteLur writes sclite's lur report (-o lur) for s: the word error rate of every speaker
// under every stm label (the LABEL definitions of the reference), with each label's sum,
// mean, standard deviation and median over speakers. It mirrors print_lur in lur.c, with
// the table drawn as sclite's report generator (rpg.c) draws it.
//
// sclite's report generator keeps its state between reports of one run: after sum, rsum
// or wws in the same command (-o sum lur) its lur is centred on 80 columns and sized with
// cells left over from those reports. WriteLur gives the lur of a run without them (-o
// lur, or with pra, prf, dtl, sgml), as sclite prints it then; Reports.Lur gives the lur
// of a run that shares them.
func WriteLur(w io.Writer, s *System) error {
	ls, err := lurScores(s)
	if err != nil {
		return err
	}
	return lurTable(rpg.New(), s, ls).Dump(w, 1)
}

// lurCell is one speaker's reference words and errors under one label.
type lurCell struct{ ref, err int }

// lurLabels are the scores of every label (by System.Labels index) for every speaker, and
// the position each label takes in the paths' label lists (-1 when never seen).
type lurLabels struct {
	cells    [][]lurCell // [label][speaker]
	location []int
}

// lurScores adds up each path's counts under each of its labels, as compute_label_scores
// does: a path's labels are "<id,id,...>", each id (compared case-blind) counts in the
// label set of its position, and a label found at two positions is an error.
func lurScores(s *System) (*lurLabels, error) {
	ls := &lurLabels{cells: make([][]lurCell, len(s.Labels)), location: make([]int, len(s.Labels))}
	for j := range s.Labels {
		ls.cells[j] = make([]lurCell, len(s.Speakers))
		ls.location[j] = -1
	}
	for k, sp := range s.Speakers {
		for _, p := range sp.Paths {
			if p.Labels == "" {
				continue
			}
			if err := ls.addPath(s, k, p); err != nil {
				return nil, err
			}
		}
	}
	return ls, nil
}

func (ls *lurLabels) addPath(s *System, spk int, p *Path) error {
	text := p.Labels
	if text[0] != '<' {
		return fmt.Errorf("%w: bad label %q for utterance %s", ErrInput, text, p.ID)
	}
	c, sub, d, i := p.Counts()
	// sclite counts a position for every character step it takes between ids, so that
	// empty fields (",,") move on to the next label set too.
	set := 0
	for pos := 1; pos < len(text) && text[pos] != '>'; set++ {
		if text[pos] == '<' || text[pos] == ',' {
			pos++
			continue
		}
		n := strings.IndexAny(text[pos:], "<,>")
		if n < 0 {
			n = len(text) - pos
		}
		id := lurFindLabel(s, text[pos:pos+n])
		if id < 0 {
			return fmt.Errorf("%w: label id %q of utterance %s is not defined", ErrInput, text[pos:pos+n], p.ID)
		}
		if ls.location[id] == -1 {
			ls.location[id] = set
		} else if ls.location[id] != set {
			return fmt.Errorf("%w: label id %q of utterance %s occurs in several label fields", ErrInput, text[pos:pos+n], p.ID)
		}
		ls.cells[id][spk].ref += c + d + sub
		ls.cells[id][spk].err += i + d + sub
		pos += n + 1
	}
	return nil
}

// lurFindLabel finds a label id as find_PATHLABEL_id does, ignoring ASCII case.
func lurFindLabel(s *System, id string) int {
	id = praLower(id)
	for j, l := range s.Labels {
		if praLower(l.ID) == id {
			return j
		}
	}
	return -1
}

// lurFormats builds the row formats of create_report: a column pair per label, joined by
// "=" where the label set changes and by "|" within a set.
func lurFormats(ls *lurLabels) (title, row, categ string) {
	title, row, categ = "c", "c", "c"
	for j := range ls.location {
		newSet := j > 0 && ls.location[j] != ls.location[j-1]
		sep := "|"
		if newSet {
			sep = "="
		}
		title += sep + "ca"
		row += sep + "rr"
		if j == 0 || newSet {
			categ += sep + "ca"
		} else {
			categ += sep + "aa"
		}
	}
	return title, row, categ
}

// lurTable lays out the report in t as create_report does and returns t.
func lurTable(t *rpg.State, s *System, ls *lurLabels) *rpg.State {
	titleFmt, rowFmt, categFmt := lurFormats(ls)
	t.Erase()
	t.AddRow("c", "System: "+s.Title)
	t.AddSeparation(' ', rpg.BeforeRow)
	for _, l := range s.Labels {
		t.AddRow("ccc", rpg.RemoveLF(l.Title), "->", l.Desc)
	}
	t.AddSeparation(' ', rpg.AfterRow)
	t.AddRow("ccc", "", "", "")
	t.AddSeparation('-', rpg.BeforeRow)
	if len(s.Categories) > 0 {
		vals := []string{""}
		for _, c := range s.Categories {
			vals = append(vals, c.Title)
		}
		t.AddRow(categFmt, vals...)
		t.AddSeparation('-', rpg.BeforeRow)
	}
	vals := []string{"SPKR"}
	blank := []string{""}
	for _, l := range s.Labels {
		vals = append(vals, l.Title)
		blank = append(blank, " #Wrd %WE")
	}
	t.AddRow(titleFmt, vals...)
	t.AddRow(titleFmt, blank...)
	nullRef := lurSpeakerRows(t, s, ls, rowFmt)
	lurStatRows(t, s, ls, rowFmt, nullRef)
	return t
}

// lurSpeakerRows adds a row per speaker; it reports whether a speaker had errors under a
// label without reference words, which sclite marks "* N *".
func lurSpeakerRows(t *rpg.State, s *System, ls *lurLabels, rowFmt string) bool {
	nullRef := false
	for k, sp := range s.Speakers {
		t.AddSeparation('-', rpg.BeforeRow)
		vals := []string{sp.ID}
		for j := range s.Labels {
			c := ls.cells[j][k]
			switch {
			case c.ref != 0:
				vals = append(vals, fmt.Sprintf("[%d]", c.ref), fmt.Sprintf("%.1f", dtlPct(c.err, c.ref)))
			case c.err != 0:
				vals = append(vals, fmt.Sprintf("%d", c.ref), fmt.Sprintf("* %d *", c.err))
				nullRef = true
			default:
				vals = append(vals, "", "")
			}
		}
		t.AddRow(rowFmt, vals...)
	}
	return nullRef
}

// lurStats are a label's sum (or overall rate), mean, standard deviation and median over
// the speakers with reference words under it.
type lurStats [4]float64

func lurStatRows(t *rpg.State, s *System, ls *lurLabels, rowFmt string, nullRef bool) {
	refs := make([]lurStats, len(s.Labels))
	errs := make([]lurStats, len(s.Labels))
	for j := range s.Labels {
		var rw, ew []float64
		sumR, sumE := 0, 0
		for _, c := range ls.cells[j] {
			if c.ref > 0 {
				rw = append(rw, float64(c.ref))
				ew = append(ew, dtlPctRaw(c.err, c.ref))
			}
			sumR += c.ref
			sumE += c.err
		}
		refs[j] = lurMoments(rw)
		errs[j] = lurMoments(ew)
		refs[j][0] = float64(sumR)
		errs[j][0] = dtlPct(sumE, sumR)
	}
	names := [4]string{"Set Sum/Avg", "Mean", "StdDev", "Median"}
	if nullRef {
		names[1], names[2] = "Mean +", "StdDev +"
	}
	t.AddSeparation('=', rpg.BeforeRow)
	for i, name := range names {
		switch i {
		case 1:
			t.AddSeparation('-', rpg.BeforeRow)
		case 3:
			t.AddSeparation(' ', rpg.BeforeRow)
		}
		vals := []string{name}
		for j := range s.Labels {
			vals = append(vals, fmt.Sprintf("[%d]", int(refs[j][i])), fmt.Sprintf("%.1f", dtlRound1(errs[j][i])))
		}
		t.AddRow(rowFmt, vals...)
	}
	if nullRef {
		t.AddSeparation('-', rpg.BeforeRow)
		t.AddRow("l", "Note:  * Speaker Has no reference word tokens.  Number of incorrect words presented")
		t.AddRow("l", "       + Speakers with no reference words ignored")
	}
}

// lurMoments computes mean, standard deviation (n-1) and median as sclite's
// calc_mean_var_std_dev_Zstat_double does; index 0 is left for the caller.
func lurMoments(x []float64) lurStats {
	var st lurStats
	n := len(x)
	if n == 0 {
		return st
	}
	sum := 0.0
	for _, v := range x {
		sum += v
	}
	st[1] = sum / float64(n)
	sorted := append([]float64(nil), x...)
	sort.Float64s(sorted)
	if n%2 == 0 {
		st[3] = (sorted[n/2] + sorted[n/2-1]) / 2
	} else {
		st[3] = sorted[n/2]
	}
	ss := 0.0
	for _, v := range x {
		ss += float64((v - st[1]) * (v - st[1]))
	}
	if ss != 0 {
		st[2] = math.Sqrt(ss / float64(n-1))
	}
	return st
}
