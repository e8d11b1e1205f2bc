package compare

import (
	"fmt"
	"io"
	"strings"
)

// WriteLaTeX writes each table as a booktabs tabular (a rule between clusters, as WMT's
// findings do), then the notes and the signature as comments a reader of the source finds.
func WriteLaTeX(w io.Writer, tables []*Table) error {
	var b strings.Builder
	for i, t := range tables {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString("% " + texComment(t.Caption()) + "\n")
		b.WriteString("\\begin{tabular}{rlrlrr}\n\\toprule\n")
		b.WriteString("Rank & System & Score & 95\\% CI & Cluster & $p$ next \\\\\n\\midrule\n")
		for i, s := range t.Systems {
			if i > 0 && s.Cluster != t.Systems[i-1].Cluster {
				b.WriteString("\\midrule\n")
			}
			ci := "--"
			if s.CI != nil {
				ci = fmt.Sprintf("[%.2f, %.2f]", s.CI[0], s.CI[1])
			}
			next := ""
			if i+1 < len(t.Systems) {
				p := t.pair(s.Name, t.Systems[i+1].Name)
				next = strings.NewReplacer("≡", "$\\equiv$", "<", "$<$").Replace(t.pText(p)) // sc_stats's "<0.001"
			}
			fmt.Fprintf(&b, "%d--%d & %s & %.2f & %s & %d & %s \\\\\n", s.Rank[0], s.Rank[1], texEscape(s.Name), s.Score, ci, s.Cluster, next)
		}
		b.WriteString("\\bottomrule\n\\end{tabular}\n")
		for _, n := range t.notes() {
			b.WriteString("% " + texComment(n) + "\n")
		}
		b.WriteString("% Signature: " + texComment(t.Signature) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// texEscape makes a system name safe in a tabular cell.
func texEscape(s string) string {
	r := strings.NewReplacer(`\`, `\textbackslash{}`, "&", `\&`, "%", `\%`, "$", `\$`, "#", `\#`, "_", `\_`,
		"{", `\{`, "}", `\}`, "~", `\textasciitilde{}`, "^", `\textasciicircum{}`, "\n", " ")
	return r.Replace(s)
}

// texComment keeps a comment on one line.
func texComment(s string) string { return strings.ReplaceAll(s, "\n", " ") }
