package verify

import (
	"fmt"
	"strings"

	"github.com/sacre-mt/sacre/internal/lazyre"
)

// readSig reads a signature's claim: its configuration, its own score ("= SCORE" after it, or
// a score before it at the line's start, as SacreBLEU and its users print them), and the text
// of its lines that is not part of it (dropped, and said).
func (sc *scanner) readSig(s *foundSig) {
	t, sp := sc.t, s.span
	f := &Found{Line: t.number(s.line), Kind: "signature"}
	s.f = f
	p, notes, refused := t.readSpan(sp)
	f.parsed, f.Repairs, f.Refused = p, notes, refused
	if p != nil {
		f.Signature, f.Metric = p.String(), p.Name
	}
	textStart, end := sp.start, sp.end
	if score, scoreEnd, ok := sc.ownScore(sp.end); ok {
		s.scored, end = true, scoreEnd
		sc.addScore(f, score, "same line")
	} else if score, start, ok := sc.scoreBefore(s); ok {
		s.scored, textStart = true, start
		sc.addScore(f, score, "same line")
		f.Repairs = append(f.Repairs, "the score is written before the signature")
	} else if m := placeholderScore().FindStringSubmatchIndex(t.s[sp.end:min(len(t.s), sp.end+32)]); m != nil && f.Refused == "" {
		s.scored, end = true, sp.end+m[3]
		f.Refused = fmt.Sprintf("the score %q is a placeholder: there is no score to verify", t.s[sp.end+m[2]:sp.end+m[3]])
	}
	s.last = t.line(end)
	if s.scored && f.Refused == "" && sc.expectedBelow(s.line) {
		f.Refused = "a value written as expected (\"Should be\", \"Expected:\" above it), not what SacreBLEU printed"
	}
	f.Text = t.written(textStart, end)
	for k := s.line; k <= s.last; k++ {
		sc.take(k, max(textStart, t.starts[k]), min(end, t.lineEnd(t.starts[k])))
	}
	f.Repairs = append(f.Repairs, sc.dropped(textStart, end)...)
	if before := t.s[t.starts[s.line]:textStart]; len(before) <= 4*maxTag {
		if tag := normalTag(strings.TrimLeft(before, " \t-*+>#")); len(tag) <= maxTag {
			s.tag = tag
		}
	}
}

// maxTag bounds the text before a signature that can name it as a list's item.
const maxTag = 40

// addScore binds a score to a claim, refusing one that is not a number as printed.
func (sc *scanner) addScore(f *Found, score FoundScore, how string) {
	score.Bound = how
	if _, err := decimals(score.Score); err != nil && f.Refused == "" {
		f.Refused = err.Error()
	}
	f.Scores = append(f.Scores, score)
}

// scoreToken matches "= SCORE" after a signature (closing quotes or emphasis may come
// between, and emphasis around the score: "= **33.2**"), the score's line break as PDFs leave
// it.
var scoreToken = lazyre.New("^[\"'`*]{0,3}[ \\t]*\\n?[ \\t]*=[ \\t]*\\n?[ \\t]*[*_]{0,3}(-?[0-9][0-9.,]*)")

// ownScore reads "= SCORE" after a signature ending at i, then -ci's interval and BLEU's
// statistics; end is where they end.
func (sc *scanner) ownScore(i int) (score FoundScore, end int, ok bool) {
	s := sc.t.s
	m := scoreToken().FindStringSubmatchIndex(s[i:min(len(s), i+256)])
	if m == nil {
		m = keyScore().FindStringSubmatchIndex(s[i:min(len(s), i+64)])
	}
	if m == nil {
		return FoundScore{}, 0, false
	}
	num := strings.TrimRight(s[i+m[2]:i+m[3]], ",")
	if strings.HasSuffix(num, ".") && !strings.HasSuffix(num, "..") {
		num = num[:len(num)-1] // a sentence's period
	}
	end = i + m[2] + len(num)
	score = FoundScore{Line: sc.t.number(sc.t.line(end)), Score: num}
	if emph := strings.IndexFunc(s[end:min(len(s), end+4)]+"x", notEmphasis); emph > 0 && emph <= 3 {
		end += emph // the score's closing emphasis
	}
	return score, sc.afterScore(&score, end), true
}

// keyScore matches a score after a signature that is a dict's key: {"BLEU|nrefs:...": 34.12}.
var keyScore = lazyre.New(`^["'][ \t]*:[ \t]*(-?[0-9]+(?:\.[0-9]+)?)(?:[,}\s]|$)`)

// notEmphasis reports whether r is not Markdown's emphasis.
func notEmphasis(r rune) bool { return r != '*' && r != '_' }

// placeholderScore matches a placeholder where "= SCORE" belongs: "= XX", "= ??", "= TBD".
var placeholderScore = lazyre.New("^[\"'`*]{0,3}[ \t]*=[ \t]*" + `(X{2,}(?:\.X+)?|x{2,}(?:\.x+)?|\?+|TBD|N/A)(?:[^A-Za-z0-9]|$)`)

// scoreFirstLine matches a score written before a signature at the start of its line or of a
// comment ("print(bleu.score, bleu.signature)  # 27.4  nrefs:1|...").
var scoreFirstLine = lazyre.New(`(?:^[ \t]*(?:[-*+][ \t]+)?|(?:#|//)[ \t]*)(-?[0-9]+\.[0-9]+)[ \t]+$`)

// scoreBefore reads a score written before the signature at the start of its line
// ("35.36  nrefs:1|...").
func (sc *scanner) scoreBefore(s *foundSig) (FoundScore, int, bool) {
	t := sc.t
	start := t.starts[s.line]
	before := t.s[start:s.span.start]
	if s.span.label != "" || len(before) > 64 {
		return FoundScore{}, 0, false
	}
	m := scoreFirstLine().FindStringSubmatchIndex(before)
	if m == nil {
		return FoundScore{}, 0, false
	}
	return FoundScore{Line: t.number(s.line), Score: before[m[2]:m[3]]}, start + m[2], true
}

// afterScore reads what SacreBLEU prints after a score, -ci's "(μ = MEAN ± CI)" and BLEU's
// statistics (broken over a few lines by a PDF), into score; it returns where they end.
func (sc *scanner) afterScore(score *FoundScore, i int) int {
	s := sc.t.s
	end := sc.t.lineEnd(i)
	for k := 0; k < 3 && end < len(s) && strings.Count(s[i:end], "(") > strings.Count(s[i:end], ")"); k++ {
		end = sc.t.lineEnd(end + 1)
	}
	rest := s[i:end]
	trimmed := strings.TrimLeft(rest, " \t\n")
	pos := i + len(rest) - len(trimmed)
	if m := intervalText().FindStringSubmatch(trimmed); m != nil {
		score.Mean, score.CI = m[1], m[2]
		pos += len(m[0])
		trimmed = trimmed[len(m[0]):]
	}
	if st, n := parseBLEUStats(trimmed); st != nil {
		score.stats, score.Stats = st, st.String()
		return pos + n
	}
	if score.Mean != "" {
		return pos
	}
	return i
}

// dropped says what text of a claim's lines is not part of it: prose, a label, markup (the
// nearest maxDropped bytes of it).
func (sc *scanner) dropped(start, end int) []string {
	t := sc.t
	var notes []string
	from, to := max(t.starts[t.line(start)], start-maxDropped), min(t.lineEnd(end), end+maxDropped)
	if before := strings.TrimSpace(t.s[from:start]); before != "" {
		notes = append(notes, droppedNote("before", before))
	}
	if after := strings.TrimSpace(t.s[end:to]); after != "" {
		notes = append(notes, droppedNote("after", after))
	}
	return notes
}

// maxDropped bounds the text around a claim that a note quotes.
const maxDropped = 160

// droppedNote says what text was dropped before or after a claim: markup and punctuation
// alone, or text.
func droppedNote(where, text string) string {
	kind := "text"
	if strings.Trim(markupTag().ReplaceAllString(text, ""), "`*_\"'()[]{}<>|-—–:;,.=#/ \t") == "" {
		kind = "markup"
	}
	return fmt.Sprintf("%s %s it dropped: %q", kind, where, shorten(text))
}

// markupTag matches an HTML tag.
var markupTag = lazyre.New(`</?[A-Za-z][A-Za-z0-9]*[^<>]*>`)
