package compare

import (
	"io"
	"strings"
)

// WriteMarkdown writes each table as a Markdown table under its caption, with the p-values of
// every pair, the notes and the signature.
func WriteMarkdown(w io.Writer, tables []*Table) error {
	var b strings.Builder
	for i, t := range tables {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString("**" + mdEscape(t.Caption()) + "**\n\n")
		rows := t.rows()
		mdTable(&b, rows)
		b.WriteString("\np-values, row against column:\n\n")
		mdTable(&b, t.matrix())
		if d := t.decisions(); d != nil {
			b.WriteString("\n" + decisionsTitle + "\n\n")
			mdTable(&b, d)
		}
		b.WriteString("\n")
		for _, n := range t.notes() {
			b.WriteString("- " + mdEscape(n) + "\n")
		}
		b.WriteString("- Signature: `" + t.Signature + "`\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdTable(b *strings.Builder, rows [][]string) {
	for i, r := range rows {
		cells := make([]string, len(r))
		for c, cell := range r {
			cells[c] = mdEscape(cell)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		if i == 0 {
			b.WriteString("|" + strings.Repeat(" --- |", len(r)) + "\n")
		}
	}
}

// mdEscape keeps a cell's text from being read as Markdown: pipes, emphasis, code, links.
func mdEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "|", `\|`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", "&lt;", "\n", " ")
	return r.Replace(s)
}
