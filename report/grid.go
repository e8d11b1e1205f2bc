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
	"[", "{[}", "]", "{]}", "▲", `$\uparrow$`, "▼", `$\downarrow$`, "≡", `$\equiv$`, "—", "---", "−", "$-$", "μ", `$\mu$`)

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
	for _, t := range r.grids() {
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
// fontenc's T2A for Cyrillic text; text in other scripts (Chinese, Japanese, Arabic...) needs
// xelatex with a font for them, which the comment says.
func (r *Report) WriteLaTeX(w io.Writer) error {
	var body strings.Builder
	for _, t := range r.grids() {
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
	bw.WriteString(body.String())
	return bw.Flush()
}

// texBreaks lets a signature break after its separators in \texttt, which never hyphenates.
var texBreaks = strings.NewReplacer(`\textbar{}`, `\textbar{}\allowbreak{}`)

// latexPreamble is the comment that opens a fragment: the preamble lines it needs for the text
// it holds.
func latexPreamble(body string) string {
	cyrillic, other := false, false
	for _, c := range body {
		switch {
		case c < 0x250 || unicode.Is(unicode.Greek, c) || c >= 0x2000 && c < 0x2c00:
			// Latin, Greek, punctuation and symbols: T1 and the default fonts
		case unicode.Is(unicode.Cyrillic, c):
			cyrillic = true
		default:
			other = true
		}
	}
	var b strings.Builder
	b.WriteString("% Written by sacre. Preamble (pdflatex):\n")
	if cyrillic {
		b.WriteString("%   \\usepackage[T1,T2A]{fontenc}\n")
	}
	b.WriteString("%   \\usepackage[utf8]{inputenc}\n%   \\usepackage{booktabs,graphicx}\n")
	if other {
		b.WriteString("% The text holds characters pdflatex's fonts lack (Chinese, Japanese, Korean, Arabic, ...):\n" +
			"% compile with xelatex, with \\usepackage{booktabs,graphicx,fontspec} and a font for the script\n" +
			"% (\\usepackage{xeCJK} and \\setCJKmainfont{Noto Serif CJK SC} for Chinese and Japanese).\n")
	}
	return b.String()
}
