package mecab

// seek mirrors CharProperty::seekToOtherType: it advances from i while each character shares
// a category with the one before it (starting with c), and returns where it stopped, the
// charInfo and byte length of the last character it decoded, and how many it passed.
// Note that it compares each character with its predecessor, not with c.
func (d *Dict) seek(s string, i, end int, c charInfo) (stop int, last charInfo, size, n int) {
	for i != end {
		code, sz := decode(s, i, end)
		info := d.chars.at(code)
		last, size = info, sz
		if !c.isKindOf(info) {
			break
		}
		i += sz
		n++
		c = info
	}
	return i, last, size, n
}

// lookup adds the nodes that begin at byte pos of s, mirroring Tokenizer::lookup (the
// non-partial case) including the order in which it creates them: dictionary words shortest
// first, then unknown words (the grouped run, then 1..LENGTH characters).
func (l *lattice) lookup(d *Dict, s string, pos int) {
	end := len(s)
	if end-pos >= maxLookup {
		end = pos + maxLookup
	}
	// Leading characters of the SPACE category are skipped: they belong to no node, and
	// every node that starts here covers them (MeCab's rlength > length).
	space := d.chars.at(' ')
	begin, cinfo, size, _ := d.seek(s, pos, end, space)
	first := len(l.nodes)
	l.matches = d.prefixes(l.matches[:0], s, begin, end)
	for _, m := range l.matches {
		for _, t := range m.tokens {
			l.addNode(pos, begin, begin+m.length, t)
		}
	}
	if len(l.nodes) > first && !cinfo.invoke {
		return
	}
	l.unknown(d, s, pos, begin, end, cinfo, size, first)
}

// unknown adds unknown-word nodes of the category of the character at begin.
func (l *lattice) unknown(d *Dict, s string, pos, begin, end int, cinfo charInfo, size, first int) {
	begin3 := begin + size
	if begin3 > end {
		// Only spaces were left: MeCab adds a node that runs past the end of the sentence,
		// which can never reach EOS.
		l.addUnknown(d, pos, begin, begin3, cinfo)
		return
	}
	groupEnd := -1
	if cinfo.group {
		stop, _, _, n := d.seek(s, begin3, end, cinfo)
		if n <= maxGroupingSize { // n counts the characters after the first one
			l.addUnknown(d, pos, begin, stop, cinfo)
		}
		groupEnd = stop
	}
	for i := 1; i <= int(cinfo.length); i++ {
		if begin3 > end {
			break
		}
		if begin3 == groupEnd {
			// MeCab's `continue` skips the advance too, so no longer word is tried.
			continue
		}
		l.addUnknown(d, pos, begin, begin3, cinfo)
		code, sz := decode(s, begin3, end)
		if !cinfo.isKindOf(d.chars.at(code)) {
			break
		}
		begin3 += sz
	}
	if len(l.nodes) == first {
		l.addUnknown(d, pos, begin, begin3, cinfo)
	}
}

// addUnknown adds one node per unknown-word entry of the category (MeCab's ADDUNKNWON).
func (l *lattice) addUnknown(d *Dict, pos, begin, end int, cinfo charInfo) {
	for _, t := range d.unk[cinfo.defaultType] {
		l.addNode(pos, begin, end, t)
	}
}
