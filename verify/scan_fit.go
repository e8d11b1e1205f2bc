package verify

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// looseKey is what decides which signatures a loose score fits.
type looseKey struct {
	name  string
	exact bool
}

// fitSets are the signatures of a group that fit a loose score: all of them, by line, by
// paragraph; and the only signature of the group, refused, which takes a score next to it.
type fitSets struct {
	all          sigSet
	byLine       map[int][]*foundSig
	byPara       map[int][]*foundSig
	paraSets     map[int]sigSet
	near         map[[2]int]sigSet
	refusedAlone *foundSig
}

func (sc *scanner) newFitSets(x *looseScore, sigs []*foundSig) *fitSets {
	fs := &fitSets{byLine: map[int][]*foundSig{}, byPara: map[int][]*foundSig{}, paraSets: map[int]sigSet{}, near: map[[2]int]sigSet{}}
	var all []*foundSig
	for _, s := range sigs {
		if s.f.parsed == nil || !x.fits(s.f.parsed) {
			continue
		}
		all = append(all, s)
		for k := s.line; k <= s.last; k++ {
			fs.byLine[k] = append(fs.byLine[k], s)
		}
		if s.line == s.last {
			fs.byPara[sc.blanks[s.line]] = append(fs.byPara[sc.blanks[s.line]], s)
		}
	}
	fs.all = newSigSet(all)
	if len(sigs) == 1 && sigs[0].f.parsed == nil && x.table == nil {
		fs.refusedAlone = sigs[0]
	}
	return fs
}

// pick is the signature a loose score goes with; ambiguous names the signatures that fit it
// when it cannot be told which. Nearer signatures come first: those on its line, then those
// of its paragraph (no blank line between), then those at most maxGap lines from it (or from
// its table), then those of its group.
func (fs *fitSets) pick(x *looseScore, sc *scanner) (*foundSig, string) {
	if len(fs.all.sigs) == 0 {
		return fs.refusedAlone, ""
	}
	if same := fs.byLine[x.line]; len(same) == 1 {
		return same[0], ""
	}
	if x.line == x.last && sc.blanks[x.line] == sc.blanks[x.line+1] {
		para := sc.blanks[x.line]
		set, ok := fs.paraSets[para]
		if !ok {
			set = newSigSet(fs.byPara[para])
			fs.paraSets[para] = set
		}
		if len(set.sigs) > 0 {
			return set.choose(x)
		}
	}
	if set := fs.adjacent(x, sc); len(set.sigs) > 0 {
		return set.choose(x)
	}
	return fs.all.choose(x)
}

// adjacent are the signatures at most maxGap lines from a score (from its table), with those
// of their paragraphs: signatures listed together are near together.
func (fs *fitSets) adjacent(x *looseScore, sc *scanner) sigSet {
	a, b := x.first(), x.end()
	key := [2]int{a, b}
	if set, ok := fs.near[key]; ok {
		return set
	}
	sigs := fs.all.sigs
	lo := sort.Search(len(sigs), func(i int) bool { return sigs[i].last >= a-maxGap-1 })
	var near []*foundSig
	paras, in := map[int]bool{}, map[*foundSig]bool{}
	add := func(s *foundSig) {
		if !in[s] {
			in[s], near = true, append(near, s)
		}
	}
	for i := lo; i < len(sigs) && sigs[i].line <= b+maxGap+1; i++ {
		add(sigs[i])
		if p := sc.blanks[sigs[i].line]; !paras[p] {
			paras[p] = true
			for _, s := range fs.byPara[p] {
				add(s)
			}
		}
	}
	slices.SortStableFunc(near, func(s, t *foundSig) int { return s.line - t.line })
	fs.near[key] = newSigSet(near)
	return fs.near[key]
}

// A sigSet is signatures in the order of their lines, and whether they all read as one.
type sigSet struct {
	sigs []*foundSig
	one  bool
}

func newSigSet(sigs []*foundSig) sigSet {
	set := sigSet{sigs: sigs, one: true}
	for _, s := range sigs[min(1, len(sigs)):] {
		set.one = set.one && s.f.Signature == sigs[0].f.Signature
	}
	return set
}

// choose is the one signature of the set, or the nearest to the score when all read as one;
// else nil and the lines of those that fit.
func (set sigSet) choose(x *looseScore) (*foundSig, string) {
	if set.one {
		return set.nearest(x), ""
	}
	if s := set.tagged(x); s != nil {
		return s, ""
	}
	return nil, listOf(len(set.sigs), func(i int) string { return fmt.Sprint(set.sigs[i].f.Line) })
}

// tagged is the one signature whose tag (the item's name before it: "- en->ja: nrefs:...")
// the score's row names, nil if none or several: signatures listed by language pair go to the
// rows of their pairs.
func (set sigSet) tagged(x *looseScore) *foundSig {
	system := normalTag(x.score.System)
	if system == "" {
		return nil
	}
	var found *foundSig
	for _, s := range set.sigs {
		if s.tag != "" && strings.Contains(" "+system+" ", " "+s.tag+" ") {
			if found != nil && found.tag != s.tag {
				return nil
			}
			found = s
		}
	}
	return found
}

// normalTag writes a row's or an item's name for comparing: lower case, arrows as "->",
// punctuation and markup aside, words apart by one space.
func normalTag(s string) string {
	s = strings.NewReplacer("→", "->", "⇒", "->", "–", "-", "*", " ", "`", " ", ":", " ", "(", " ", ")", " ", ",", " ").Replace(strings.ToLower(s))
	return strings.Join(strings.Fields(s), " ")
}

// nearest is the signature nearest to a score, the one before it when two are as near.
func (set sigSet) nearest(x *looseScore) *foundSig {
	k := sort.Search(len(set.sigs), func(i int) bool { return set.sigs[i].line > x.line })
	best, dist := (*foundSig)(nil), -1
	for _, i := range []int{k - 1, k} {
		if i < 0 || i >= len(set.sigs) {
			continue
		}
		s := set.sigs[i]
		d := max(x.line-s.last, s.line-x.last)
		if dist < 0 || d < dist {
			best, dist = s, d
		}
	}
	return best
}
