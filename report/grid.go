package report

import (
	"bufio"
	"fmt"
	"io"
	"strings"
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
	fmt.Fprintf(w, "%% %s\n%% Needs \\usepackage{booktabs}.\n", texEscape.Replace(g.caption))
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
// booktabs tabular in a table float with its caption, the signatures in a list.
func (r *Report) WriteLaTeX(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("% Written by sacre; needs \\usepackage{booktabs}.\n")
	for _, t := range r.grids() {
		fmt.Fprintf(bw, "\\begin{table}[ht]\n\\centering\n\\small\n")
		t.g.latex(bw)
		fmt.Fprintf(bw, "\\caption{%s. %s}\n\\end{table}\n\n", texEscape.Replace(t.title), texEscape.Replace(t.g.caption))
	}
	bw.WriteString("\\begin{itemize}\n")
	for _, m := range r.Metrics {
		fmt.Fprintf(bw, "\\item %s: \\texttt{%s}\n", texEscape.Replace(m.Name), texEscape.Replace(m.Signature))
	}
	bw.WriteString("\\end{itemize}\n")
	return bw.Flush()
}
