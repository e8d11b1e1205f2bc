package report

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// A grid is a table of text the Markdown, LaTeX and CSV writers share: a header row and rows
// whose first cell names the row.
type grid struct {
	caption string
	head    []string
	rows    [][]string
	bold    [][]bool // cells to set in bold (the best of a column)
}

// mdEscape keeps a cell's text from breaking a Markdown table or turning into markup.
var mdEscape = strings.NewReplacer("|", `\|`, "\\", `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "<", "&lt;", ">", "&gt;", "[", `\[`, "]", `\]`, "\n", " ", "\r", " ")

func (g *grid) markdown(w io.Writer) {
	row := func(cells []string, bold []bool) {
		io.WriteString(w, "|")
		for i, c := range cells {
			c = mdEscape.Replace(c)
			if bold != nil && bold[i] {
				c = "**" + c + "**"
			}
			io.WriteString(w, " "+c+" |")
		}
		io.WriteString(w, "\n")
	}
	row(g.head, nil)
	io.WriteString(w, "|")
	for i := range g.head {
		if i == 0 {
			io.WriteString(w, " :--- |")
		} else {
			io.WriteString(w, " ---: |")
		}
	}
	io.WriteString(w, "\n")
	for i, r := range g.rows {
		var bold []bool
		if g.bold != nil {
			bold = g.bold[i]
		}
		row(r, bold)
	}
	if g.caption != "" {
		io.WriteString(w, "\n"+mdEscape.Replace(g.caption)+"\n")
	}
}

// texEscape writes text safely in LaTeX: its special characters as commands.
var texEscape = strings.NewReplacer(`\`, `\textbackslash{}`, "{", `\{`, "}", `\}`, "$", `\$`, "&", `\&`,
	"#", `\#`, "^", `\textasciicircum{}`, "_", `\_`, "%", `\%`, "~", `\textasciitilde{}`, "<", `\textless{}`,
	">", `\textgreater{}`, "±", `$\pm$`, "|", `\textbar{}`, "\n", " ", "\r", " ",
	"[", "{[}", "]", "{]}", "▲", `$\uparrow$`, "▼", `$\downarrow$`, "≡", `$\equiv$`, "—", "---", "−", "$-$", "μ", `$\mu$`, "≥", `$\geq$`, "Δ", `$\Delta$`, "–", "--")

// latex writes the grid as a booktabs tabular that compiles alone when \input (with
// \usepackage{booktabs} in the preamble).
func (g *grid) latex(w io.Writer) {
	var b strings.Builder
	fitWidth(&b, g.latexTable)
	io.WriteString(w, latexPreamble(b.String()))
	io.WriteString(w, b.String())
}

// fitWidth writes a tabular so that TeX shrinks it to the line's width when it is wider, and
// leaves it as it is when it fits (graphicx's \resizebox on a measured box).
func fitWidth(w io.Writer, table func(io.Writer)) {
	io.WriteString(w, "\\sbox0{%\n")
	table(w)
	io.WriteString(w, "}%\n\\noindent\\ifdim\\wd0>\\linewidth\\resizebox{\\linewidth}{!}{\\usebox0}\\else\\usebox0\\fi\n")
}

// texCaption lets a caption's long option lists break ("bucket\_type=length,statistic\_type=score").
var texCaption = strings.NewReplacer(",", ",\\allowbreak{}", `\_`, `\_\allowbreak{}`)

// latexTable writes the table's tabular, its caption in a comment.
func (g *grid) latexTable(w io.Writer) {
	fmt.Fprintf(w, "%% %s\n", texEscape.Replace(g.caption))
	fmt.Fprintf(w, "\\begin{tabular}{l%s}\n\\toprule\n", strings.Repeat("r", len(g.head)-1))
	line := func(cells []string, bold []bool) {
		for i, c := range cells {
			if i > 0 {
				io.WriteString(w, " & ")
			}
			c = texEscape.Replace(c)
			if bold != nil && bold[i] {
				c = `\textbf{` + c + `}`
			}
			io.WriteString(w, c)
		}
		io.WriteString(w, ` \\`+"\n")
	}
	line(g.head, nil)
	io.WriteString(w, "\\midrule\n")
	for i, r := range g.rows {
		var bold []bool
		if g.bold != nil {
			bold = g.bold[i]
		}
		line(r, bold)
	}
	io.WriteString(w, "\\bottomrule\n\\end{tabular}\n")
}

// WriteMarkdown writes the report's tables as Markdown (GitHub's tables), with the signatures.
func (r *Report) WriteMarkdown(w io.Writer) error {
	bw := bufio.NewWriter(w)
	title := r.Title
	if title == "" {
		title = "sacre report"
	}
	fmt.Fprintf(bw, "# %s\n\n", mdEscape.Replace(title))
	if r.NamesNote != "" {
		fmt.Fprintf(bw, "%s\n\n", mdEscape.Replace(r.NamesNote))
	}
	for _, t := range r.grids(false) {
		fmt.Fprintf(bw, "## %s\n\n", mdEscape.Replace(t.title))
		t.g.markdown(bw)
		bw.WriteString("\n")
	}
	bw.WriteString("## Signatures\n\n")
	for _, m := range r.Metrics {
		fmt.Fprintf(bw, "- %s: `%s`\n- %s sentence scores: `%s`\n", m.Name, m.Signature, m.Name, m.SentenceSignature)
	}
	return bw.Flush()
}

// WriteLaTeX writes the report's tables as a LaTeX fragment for a paper's appendix: each a
// booktabs tabular in a table float with its caption, shrunk to the line's width when wider
// (measured by TeX: a table that fits keeps its size), the signatures in a list whose lines
// break at their fields. Its first lines say the preamble it needs: booktabs and graphicx, and
// fontenc's T2A for Cyrillic text, or for Chinese, Japanese and Korean text xelatex's xeCJK with
// a font; text in other scripts (Arabic...) is said to need xelatex with a font for them.
func (r *Report) WriteLaTeX(w io.Writer) error {
	var body strings.Builder
	for _, t := range r.grids(true) {
		body.WriteString("\\begin{table}[ht]\n\\centering\n\\small\n")
		fitWidth(&body, t.g.latexTable)
		fmt.Fprintf(&body, "\\caption{%s. %s}\n\\end{table}\n\n", texEscape.Replace(t.title), texCaption.Replace(texEscape.Replace(t.g.caption)))
	}
	body.WriteString("\\begin{itemize}\\raggedright\n")
	for _, m := range r.Metrics {
		fmt.Fprintf(&body, "\\item %s: \\texttt{%s}\n", texEscape.Replace(m.Name), texBreaks.Replace(texEscape.Replace(m.Signature)))
	}
	body.WriteString("\\end{itemize}\n")
	bw := bufio.NewWriter(w)
	bw.WriteString(latexPreamble(body.String()))
	if r.NamesNote != "" {
		bw.WriteString("% " + strings.NewReplacer("\n", " ", "\r", " ").Replace(r.NamesNote) + "\n")
	}
	bw.WriteString(body.String())
	return bw.Flush()
}

// texBreaks lets a signature break after its separators in \texttt, which never hyphenates.
var texBreaks = strings.NewReplacer(`\textbar{}`, `\textbar{}\allowbreak{}`)

// latexPreamble is the comment that opens a fragment: the preamble lines it needs for the text
// it holds, each "%   " and a line to copy. Chinese, Japanese and Korean need xelatex with
// xeCJK and a font for them: WenQuanYi Micro Hei covers all three (Debian's
// fonts-wqy-microhei; any CJK font fc-list names does).
func latexPreamble(body string) string {
	cyrillic, cjk, other := scripts(body)
	var b strings.Builder
	if cjk {
		b.WriteString("% Written by sacre. Preamble (xelatex, for the Chinese, Japanese or Korean text):\n" +
			"%   \\usepackage{booktabs,graphicx}\n%   \\usepackage{xeCJK}\n%   \\setCJKmainfont{WenQuanYi Micro Hei}\n" +
			"% (Debian's fonts-wqy-microhei; any font fc-list :lang=zh names will do.)\n")
	} else {
		b.WriteString("% Written by sacre. Preamble (pdflatex):\n")
		if cyrillic {
			b.WriteString("%   \\usepackage[T1,T2A]{fontenc}\n")
		}
		b.WriteString("%   \\usepackage[utf8]{inputenc}\n%   \\usepackage{booktabs,graphicx}\n")
	}
	if other || cjk && cyrillic {
		b.WriteString("% The text also holds characters these fonts lack (Arabic, Hebrew, Thai...; Cyrillic under xelatex):\n" +
			"% compile with xelatex, adding \\usepackage{fontspec} and \\setmainfont{<a font with them>}.\n")
	}
	return b.String()
}

// scripts says which scripts beyond what T1 and the default fonts set a text holds: Cyrillic
// (T2A), Chinese, Japanese and Korean (xeCJK), others.
func scripts(text string) (cyrillic, cjk, other bool) {
	for _, c := range text {
		switch {
		case c < 0x250 || unicode.Is(unicode.Greek, c) || c >= 0x2000 && c < 0x2c00:
			// Latin, Greek, punctuation and symbols: T1 and the default fonts
		case unicode.Is(unicode.Cyrillic, c):
			cyrillic = true
		case unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Bopomofo) ||
			c >= 0x3000 && c < 0x3040 || c >= 0xff00 && c < 0xfff0: // CJK punctuation, full-width forms
			cjk = true
		default:
			other = true
		}
	}
	return cyrillic, cjk, other
}
