package sclite

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// sclite's SGML alignment file (sclite -o sgml; read back by sc_stats and sclite -P) is
// line based: one tag per line, and one line of alignment data per PATH, its items separated
// by ':' and each item's fields by ','. A word with tags is written "text;tag1;tag2", with ';'
// inside the text (and the tags) escaped as "\;".

// auxField is one entry of a PATH's word_aux list, in the order the values follow each item.
type auxField int

const (
	auxRefTimes auxField = iota
	auxHypTimes
	auxRefConf
	auxHypConf
	auxRefWeight
	auxHypWeight
	auxSkip // h_spkr, h_isSpkrSub: accepted by sclite, kept nowhere
)

// wordAuxNames maps sclite's word_aux names to fields and path attributes, in the order
// sclite tests them. sclite compares only the name's length of each entry (a prefix match).
var wordAuxNames = []struct {
	name  string
	field auxField
	attr  Attr
}{
	{"r_t1+t2", auxRefTimes, RefWordTimes},
	{"h_t1+t2", auxHypTimes, HypWordTimes},
	{"r_conf", auxRefConf, RefConf},
	{"h_conf", auxHypConf, HypConf},
	{"r_weight", auxRefWeight, RefWeight},
	{"h_weight", auxHypWeight, HypWeight},
	{"h_spkr", auxSkip, 0},
	{"h_isSpkrSub", auxSkip, 0},
}

// sgmlTag is one parsed start tag.
type sgmlTag struct {
	name  string
	attrs map[string]string
}

// attr returns the tag's attribute, "" when absent, as sclite's get_SGML_attrib does: an
// absent attribute and an empty one are the same to sclite.
func (t *sgmlTag) attr(name string) string { return t.attrs[name] }

// sgmlReader holds the state of load_SCORES_sgml while it reads a file.
type sgmlReader struct {
	name    string
	line    int
	systems []*System
	sys     *System
	spk     *Speaker
	path    *Path
	aux     []auxField // kept across paths: sclite resets it only when a PATH has word_aux
	open    []string   // names of the open tags
}

// ReadSGML reads one system's alignments from sclite's SGML output (sclite -o sgml), as
// SCTK's load_SCORES_sgml (what sc_stats and sclite -P use) does, keeping everything
// WriteSGML needs to write the file again. name is used in error messages; errors wrap
// ErrInput. Like sclite, it cannot read nl.sgml, whose items span several lines.
func ReadSGML(r io.Reader, name string) (*System, error) {
	systems, err := ReadSGMLSystems(r, name)
	if err != nil {
		return nil, err
	}
	if len(systems) != 1 {
		return nil, fmt.Errorf("%w: %s: %d SYSTEM tags, want one", ErrInput, name, len(systems))
	}
	return systems[0], nil
}

// ReadSGMLSystems reads every system of an SGML file, in order: sclite -P and sc_stats accept
// several SYSTEMs one after the other in one file.
func ReadSGMLSystems(r io.Reader, name string) ([]*System, error) {
	rd := &sgmlReader{name: name}
	br := bufio.NewReaderSize(r, 1<<16)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			rd.line++
			if perr := rd.parseLine(strings.TrimSuffix(line, "\n")); perr != nil {
				return nil, perr
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	return rd.systems, nil
}

func (rd *sgmlReader) errorf(format string, args ...any) error {
	return fmt.Errorf("%w: %s:%d: %s", ErrInput, rd.name, rd.line, fmt.Sprintf(format, args...))
}

func (rd *sgmlReader) parseLine(line string) error {
	switch {
	case strings.HasPrefix(line, "</"):
		return rd.endTag(line)
	case strings.HasPrefix(line, "<"):
		tag, ok := parseSGMLTag(line)
		if !ok {
			return rd.errorf("unable to parse SGML tag %q", line)
		}
		rd.open = append(rd.open, tag.name)
		return rd.startTag(tag)
	case rd.path != nil:
		return rd.parseAlignment(line)
	}
	// sclite prints "Ignored data outside of PATH tag" and goes on.
	return nil
}

// parseSGMLTag parses "<NAME attr="value" ...>" as sclite's add_SGML_tag does: the name ends
// at the first space (a tag without attributes is an error to sclite), values are quoted and
// cannot contain '"', and the first of two equal attribute names wins.
func parseSGMLTag(line string) (*sgmlTag, bool) {
	sp := strings.IndexByte(line, ' ')
	if sp < 0 {
		return nil, false
	}
	tag := &sgmlTag{name: line[1:sp], attrs: map[string]string{}}
	rest := line[sp+1:]
	for rest != "" {
		rest = strings.TrimLeft(rest, " \t")
		eq := strings.IndexByte(rest, '=')
		if eq <= 0 || len(rest) < eq+2 || rest[eq+1] != '"' {
			return nil, false
		}
		key := rest[:eq]
		rest = rest[eq+2:]
		end := valueEnd(rest)
		if end < 0 {
			return nil, false
		}
		if _, dup := tag.attrs[key]; !dup {
			tag.attrs[key] = rest[:end]
		}
		rest = strings.TrimLeft(rest[end+1:], " \t>")
	}
	return tag, true
}

// valueEnd returns the index of the quote that closes an attribute value: the first quote
// followed by the end of the tag or by another attribute. sclite writes values unescaped, so
// a weight file description with quotes (weight_filename="f Column "Character Count"")
// makes its own SGML unreadable to sclite -P and sc_stats; this reader takes it. Without
// such a quote it falls back to the first one, as sclite does.
func valueEnd(s string) int {
	first := strings.IndexByte(s, '"')
	for i := first; i >= 0; {
		after := s[i+1:]
		next := strings.TrimLeft(after, " \t")
		if next == "" || next[0] == '>' {
			return i
		}
		if len(next) < len(after) {
			if eq := strings.IndexAny(next, "= \t\""); eq > 0 && strings.HasPrefix(next[eq:], "=\"") {
				return i
			}
		}
		j := strings.IndexByte(after, '"')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return first
}

func (rd *sgmlReader) endTag(line string) error {
	name, ok := strings.CutSuffix(line[2:], ">")
	if !ok || len(rd.open) == 0 || rd.open[len(rd.open)-1] != name {
		return rd.errorf("unable to delete SGML end tag %q", line)
	}
	rd.open = rd.open[:len(rd.open)-1]
	switch name {
	case "SYSTEM":
		rd.sys, rd.spk, rd.path = nil, nil, nil
	case "SPEAKER":
		rd.spk, rd.path = nil, nil
	case "PATH":
		if rd.path != nil && rd.spk != nil {
			rd.spk.Paths = append(rd.spk.Paths, rd.path)
		}
		rd.path = nil
	}
	return nil
}

func (rd *sgmlReader) startTag(tag *sgmlTag) error {
	switch tag.name {
	case "SYSTEM":
		rd.startSystem(tag)
	case "SPEAKER":
		if rd.sys == nil {
			return rd.errorf("SPEAKER tag found outside of SYSTEM tag")
		}
		rd.spk = rd.sys.speaker(tag.attr("id"))
	case "PATH":
		if rd.spk == nil {
			return rd.errorf("PATH tag found outside of SPEAKER tag")
		}
		return rd.startPath(tag)
	case "LABEL", "CATEGORY":
		// sclite warns about a LABEL outside a SYSTEM and ignores it.
		if rd.sys != nil {
			rd.sys.addLabel(tag)
		}
	}
	return nil
}

func (rd *sgmlReader) startSystem(tag *sgmlTag) {
	s := &System{
		Title:     tag.attr("title"),
		RefFile:   tag.attr("ref_fname"),
		HypFile:   tag.attr("hyp_fname"),
		Created:   tag.attr("creation_date"),
		Format:    tag.attr("format"),
		FragCorr:  tag.attr("frag_corr") == "TRUE",
		OptDel:    tag.attr("opt_del") == "TRUE",
		WeightAli: tag.attr("weight_ali") == "TRUE",
	}
	if s.WeightAli {
		s.WeightFile = tag.attr("weight_filename")
	}
	rd.systems = append(rd.systems, s)
	rd.sys, rd.spk, rd.path = s, nil, nil
}

// speaker returns the speaker with that id, adding it at the end when new: a SPEAKER tag
// that repeats an id continues that speaker, as sclite's SCORES_get_grp does.
func (s *System) speaker(id string) *Speaker {
	for _, sp := range s.Speakers {
		if sp.ID == id {
			return sp
		}
	}
	sp := &Speaker{ID: id}
	s.Speakers = append(s.Speakers, sp)
	return sp
}

// addLabel adds a LABEL or CATEGORY, skipping exact repeats as sclite's
// parse_input_comment_line does.
func (s *System) addLabel(tag *sgmlTag) {
	l := Label{ID: tag.attr("id"), Title: tag.attr("title"), Desc: tag.attr("desc")}
	list := &s.Labels
	if tag.name == "CATEGORY" {
		list = &s.Categories
	}
	for _, have := range *list {
		if have == l {
			return
		}
	}
	*list = append(*list, l)
}

func (rd *sgmlReader) startPath(tag *sgmlTag) error {
	p := &Path{
		ID:       tag.attr("id"),
		Labels:   tag.attr("labels"),
		File:     tag.attr("file"),
		Channel:  tag.attr("channel"),
		Sequence: -1,
	}
	if v := tag.attr("sequence"); v != "" {
		p.Sequence = sgmlAtoi(v)
	}
	if n := sgmlAtoi(tag.attr("word_cnt")); n > 0 {
		p.Pairs = make([]Pair, 0, min(n, 1<<12)) // a hint only: the data line decides
	}
	times := []struct {
		name string
		dst  *float64
		attr Attr
	}{
		{"R_T1", &p.RefT1, RefTimes}, {"R_T2", &p.RefT2, RefTimes},
		{"H_T1", &p.HypT1, HypTimes}, {"H_T2", &p.HypT2, HypTimes},
	}
	for _, t := range times {
		if v := tag.attr(t.name); v != "" {
			*t.dst = sgmlAtof(v)
			p.Attr |= t.attr
		}
	}
	flags := []struct {
		name string
		attr Attr
	}{
		{"char_align", CharAlign}, {"case_sense", CaseSense},
		{"hyp_weight", HypWeight}, {"ref_weight", RefWeight},
	}
	for _, f := range flags {
		if tag.attr(f.name) != "" {
			p.Attr |= f.attr
		}
	}
	if v := tag.attr("word_aux"); v != "" {
		rd.aux = rd.aux[:0]
		for item := range strings.SplitSeq(v, ",") {
			if item == "" {
				continue
			}
			for _, a := range wordAuxNames {
				if strings.HasPrefix(item, a.name) {
					rd.aux = append(rd.aux, a.field)
					p.Attr |= a.attr
					break
				}
			}
			// sclite warns about an unknown name and skips it.
		}
	}
	rd.path = p
	return nil
}

// parseAlignment reads one line of PATH data: items separated by ':' outside double quotes,
// as sclite's TEXT_strqtok splits them (empty items are skipped).
func (rd *sgmlReader) parseAlignment(line string) error {
	start, inQuote := 0, false
	for i := 0; i <= len(line); i++ {
		if i < len(line) {
			if line[i] == '"' {
				inQuote = !inQuote
			}
			if inQuote || line[i] != ':' {
				continue
			}
		}
		if i > start {
			pair, err := rd.parseItem(line[start:i])
			if err != nil {
				return err
			}
			rd.path.Pairs = append(rd.path.Pairs, pair)
		}
		start = i + 1
	}
	return nil
}

// parseItem reads `E,"ref","hyp"[,aux]...`, where an insertion has no ref word (`I,,"hyp"`)
// and a deletion no hyp word (`D,"ref",`).
func (rd *sgmlReader) parseItem(item string) (Pair, error) {
	pair := Pair{Eval: Eval(item[0])}
	switch pair.Eval {
	case Correct, Sub, Del, Ins, Merge, Split:
	default:
		return pair, rd.errorf("unknown alignment type '%c' in %q", item[0], item)
	}
	pos := 1 // at the ',' before the ref word
	var err error
	if pair.Eval == Ins {
		if len(item) < 3 || item[2] != ',' {
			return pair, rd.errorf("word parse error in %q", item)
		}
		pos = 2
	} else if pair.Ref, pos, err = rd.quotedWord(item, pos); err != nil {
		return pair, err
	}
	if pair.Eval == Del {
		pos++
		if pos < len(item) && item[pos] != ',' {
			return pair, rd.errorf("word parse error in %q", item)
		}
	} else if pair.Hyp, pos, err = rd.quotedWord(item, pos); err != nil {
		return pair, err
	}
	if pos < len(item) {
		err = rd.parseAux(&pair, item, pos)
	}
	return pair, err
}

// quotedWord reads the word quoted right after item[pos] (a ','), returning the position
// after its closing quote.
func (rd *sgmlReader) quotedWord(item string, pos int) (*Word, int, error) {
	if pos+1 >= len(item) || item[pos+1] != '"' {
		return nil, 0, rd.errorf("word parse error in %q", item)
	}
	end := strings.IndexByte(item[pos+2:], '"')
	if end < 0 {
		return nil, 0, rd.errorf("unterminated word in %q", item)
	}
	w := parseSGMLWord(item[pos+2 : pos+2+end])
	return w, pos + 2 + end + 1, nil
}

// parseSGMLWord splits "text;tag1;tag2" at unescaped ';' and removes the escapes, as sclite's
// new_WORD_parseText does when it reads words; an alternation ("{ a / b }") is kept whole.
func parseSGMLWord(s string) *Word {
	w := &Word{Weight: -1} // sclite's load_SCORES_sgml: conf 0, weight -1 unless given
	if strings.HasPrefix(s, "{") {
		w.Text = unescapeSGML(s)
	} else {
		parts := splitUnescaped(s)
		w.Text = parts[0]
		if len(parts) > 1 {
			w.Tagged = true
			w.Tag1 = parts[1]
		}
		if len(parts) > 2 {
			w.Tag2 = strings.Join(parts[2:], ";")
		}
	}
	n := len(w.Text)
	w.Optional = n > 2 && w.Text[0] == '(' && w.Text[n-1] == ')'
	w.Fragment = n > 1 && (w.Text[0] == '-' || w.Text[n-1] == '-')
	return w
}

// splitUnescaped splits at ';' not preceded by '\' and unescapes each part.
func splitUnescaped(s string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == ';' && (i == 0 || s[i-1] != '\\') {
			parts = append(parts, unescapeSGML(s[start:i]))
			start = i + 1
		}
	}
	return append(parts, unescapeSGML(s[start:]))
}

// unescapeSGML undoes sclite's TEXT_strcpy_escaped, which puts '\' before each ';' only.
func unescapeSGML(s string) string {
	return strings.ReplaceAll(s, `\;`, ";")
}

// escapeSGML is sclite's TEXT_strcpy_escaped with ';'.
func escapeSGML(s string) string {
	return strings.ReplaceAll(s, ";", `\;`)
}

// parseAux reads the word_aux values after the words: each follows a ',' and may be empty
// (the missing side of an insertion or deletion).
func (rd *sgmlReader) parseAux(pair *Pair, item string, pos int) error {
	for n := 0; pos < len(item); n++ {
		end := strings.IndexByte(item[pos+1:], ',')
		if end < 0 {
			end = len(item)
		} else {
			end += pos + 1
		}
		if end == pos+1 {
			pos++ // an empty value
			continue
		}
		if n < len(rd.aux) {
			if err := rd.setAux(pair, rd.aux[n], item[pos+1:end]); err != nil {
				return err
			}
		}
		// sclite warns about values beyond the word_aux list and ignores them.
		pos = end
	}
	return nil
}

func (rd *sgmlReader) setAux(pair *Pair, f auxField, v string) error {
	w := pair.Ref
	if f == auxHypTimes || f == auxHypConf || f == auxHypWeight {
		w = pair.Hyp
	}
	if w == nil || f == auxSkip {
		return nil
	}
	switch f {
	case auxRefTimes, auxHypTimes:
		t1, t2, ok := strings.Cut(v, "+")
		if !ok {
			return rd.errorf("illegal auxiliary time format %q", v)
		}
		w.T1, w.T2 = sgmlAtof(t1), sgmlAtof(t2)
	case auxRefConf, auxHypConf:
		w.Conf = sgmlAtof(v)
	case auxRefWeight, auxHypWeight:
		w.Weight = sgmlAtof(v)
	}
	return nil
}

// sgmlAtof reads a number as C's atof does: the longest valid prefix, 0 when there is none.
func sgmlAtof(s string) float64 {
	s = strings.TrimLeft(s, " \t\n")
	for n := len(s); n > 0; n-- {
		if v, err := strconv.ParseFloat(s[:n], 64); err == nil {
			return v
		}
	}
	return 0
}

// sgmlAtoi reads an integer as C's atoi does (and sclite's atof for word_cnt: the integer part).
func sgmlAtoi(s string) int {
	s = strings.TrimLeft(s, " \t\n")
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	v, _ := strconv.Atoi(s[:end])
	return v
}

// WriteSGML writes s as sclite's SGML alignment file, byte for byte as SCTK 2.4.10's
// dump_SCORES_sgml does for -o sgml (items separated by ':', fields by ',').
func WriteSGML(w io.Writer, s *System) error {
	return writeSGML(w, s, ":", ",")
}

// WriteNLSGML writes s as sclite's -o nl.sgml does: dump_SCORES_sgml with every item and
// every field on its own line.
func WriteNLSGML(w io.Writer, s *System) error {
	return writeSGML(w, s, "\n", "\n")
}

func writeSGML(w io.Writer, s *System, itemSep, fieldSep string) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	writeSGMLSystem(bw, s)
	for _, l := range s.Labels {
		fmt.Fprintf(bw, "<LABEL id=\"%s\" title=\"%s\" desc=\"%s\">\n</LABEL>\n", l.ID, l.Title, l.Desc)
	}
	for _, l := range s.Categories {
		fmt.Fprintf(bw, "<CATEGORY id=\"%s\" title=\"%s\" desc=\"%s\">\n</CATEGORY>\n", l.ID, l.Title, l.Desc)
	}
	var buf []byte
	for _, sp := range s.Speakers {
		fmt.Fprintf(bw, "<SPEAKER id=\"%s\">\n", sp.ID)
		for _, p := range sp.Paths {
			writeSGMLPathTag(bw, p)
			for i := range p.Pairs {
				buf = appendSGMLItem(buf[:0], p, &p.Pairs[i], fieldSep)
				if i < len(p.Pairs)-1 {
					buf = append(buf, itemSep...)
				}
				bw.Write(buf)
			}
			bw.WriteString("\n</PATH>\n")
		}
		bw.WriteString("</SPEAKER>\n")
	}
	bw.WriteString("</SYSTEM>\n")
	return bw.Flush()
}

func writeSGMLSystem(bw *bufio.Writer, s *System) {
	weightFile := ""
	if s.WeightAli {
		weightFile = s.WeightFile
	}
	// format is always "2.4": sclite writes the constant, whatever it read.
	fmt.Fprintf(bw, "<SYSTEM title=\"%s\" ref_fname=\"%s\" hyp_fname=\"%s\" creation_date=\"%s\""+
		" format=\"2.4\" frag_corr=\"%s\" opt_del=\"%s\" weight_ali=\"%s\" weight_filename=\"%s\">\n",
		s.Title, s.RefFile, s.HypFile, s.Created,
		boolTRUE(s.FragCorr), boolTRUE(s.OptDel), boolTRUE(s.WeightAli), weightFile)
}

func boolTRUE(b bool) string {
	if b {
		return "TRUE"
	}
	return "FALSE"
}

func writeSGMLPathTag(bw *bufio.Writer, p *Path) {
	fmt.Fprintf(bw, "<PATH id=\"%s\" word_cnt=\"%d\"", p.ID, len(p.Pairs))
	if p.Labels != "" {
		fmt.Fprintf(bw, " labels=\"%s\"", p.Labels)
	}
	if p.File != "" {
		fmt.Fprintf(bw, " file=\"%s\"", p.File)
	}
	if p.Channel != "" {
		fmt.Fprintf(bw, " channel=\"%s\"", p.Channel)
	}
	fmt.Fprintf(bw, " sequence=\"%d\"", p.Sequence)
	if p.Attr&RefTimes != 0 {
		fmt.Fprintf(bw, " R_T1=\"%.3f\" R_T2=\"%.3f\"", p.RefT1, p.RefT2)
	}
	if p.Attr&HypTimes != 0 {
		fmt.Fprintf(bw, " H_T1=\"%.3f\" H_T2=\"%.3f\"", p.HypT1, p.HypT2)
	}
	for _, f := range []struct {
		a    Attr
		text string
	}{
		{CharAlign, ` char_align="1"`}, {CaseSense, ` case_sense="1"`},
		{HypWeight, ` hyp_weight="1"`}, {RefWeight, ` ref_weight="1"`},
	} {
		if p.Attr&f.a != 0 {
			bw.WriteString(f.text)
		}
	}
	writeWordAux(bw, p.Attr)
	bw.WriteString(">\n")
}

// writeWordAux writes the word_aux attribute. sclite lists r_weight/h_weight after the others
// while it writes the word values in the same order, so the two agree.
func writeWordAux(bw *bufio.Writer, a Attr) {
	var names []string
	for _, f := range []struct {
		a    Attr
		name string
	}{
		{RefWordTimes, "r_t1+t2"}, {HypWordTimes, "h_t1+t2"}, {RefConf, "r_conf"},
		{HypConf, "h_conf"}, {RefWeight, "r_weight"}, {HypWeight, "h_weight"},
	} {
		if a&f.a != 0 {
			names = append(names, f.name)
		}
	}
	if names != nil {
		fmt.Fprintf(bw, " word_aux=\"%s\"", strings.Join(names, ","))
	}
}

// appendSGMLItem appends one aligned pair: its evaluation, its words and its word_aux values.
func appendSGMLItem(b []byte, p *Path, pair *Pair, sep string) []byte {
	b = append(b, byte(pair.Eval))
	b = append(b, sep...)
	if pair.Eval != Ins {
		b = appendSGMLWord(b, pair.Ref)
	}
	b = append(b, sep...)
	if pair.Eval != Del {
		b = appendSGMLWord(b, pair.Hyp)
	}
	ref, hyp := pair.Ref, pair.Hyp
	if pair.Eval == Ins {
		ref = nil
	}
	if pair.Eval == Del {
		hyp = nil
	}
	b = appendAuxTimes(b, p.Attr&RefWordTimes != 0, ref, sep)
	b = appendAuxTimes(b, p.Attr&HypWordTimes != 0, hyp, sep)
	b = appendAuxValue(b, p.Attr&RefConf != 0, ref, sep, func(w *Word) float64 { return w.Conf })
	b = appendAuxValue(b, p.Attr&HypConf != 0, hyp, sep, func(w *Word) float64 { return w.Conf })
	b = appendAuxValue(b, p.Attr&RefWeight != 0, ref, sep, func(w *Word) float64 { return w.Weight })
	b = appendAuxValue(b, p.Attr&HypWeight != 0, hyp, sep, func(w *Word) float64 { return w.Weight })
	return b
}

// appendSGMLWord is sclite's formatWordForSGML, quoted: a word with either tag gets both.
func appendSGMLWord(b []byte, w *Word) []byte {
	b = append(b, '"')
	if w != nil {
		b = append(b, escapeSGML(w.Text)...)
		if w.Tagged {
			b = append(b, ';')
			b = append(b, escapeSGML(w.Tag1)...)
			b = append(b, ';')
			b = append(b, escapeSGML(w.Tag2)...)
		}
	}
	return append(b, '"')
}

// appendAuxTimes writes "t1+t2" with C's %.3f, or nothing for the missing side.
func appendAuxTimes(b []byte, on bool, w *Word, sep string) []byte {
	if !on {
		return b
	}
	b = append(b, sep...)
	if w == nil {
		return b
	}
	b = strconv.AppendFloat(b, w.T1, 'f', 3, 64)
	b = append(b, '+')
	return strconv.AppendFloat(b, w.T2, 'f', 3, 64)
}

// appendAuxValue writes a value with C's %f (six decimals), or nothing for the missing side.
func appendAuxValue(b []byte, on bool, w *Word, sep string, v func(*Word) float64) []byte {
	if !on {
		return b
	}
	b = append(b, sep...)
	if w == nil {
		return b
	}
	return strconv.AppendFloat(b, v(w), 'f', 6, 64)
}
