package evaluate

import "github.com/sacre-mt/sacre/render"

// ANSI colours as colorama writes them, used only when standard output is a terminal.
const (
	ansiReset  = render.Reset
	ansiYellow = render.Yellow
)

func (r *Run) paint(s, color string) string { return r.renderOptions().Paint(s, color) }

// padRight is Python's f"{s:<n}".
func padRight(s string, n int) string { return render.PadRight(s, n) }
