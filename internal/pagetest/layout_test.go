package pagetest

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
	"github.com/sacre-mt/sacre/internal/campaign"
)

// layoutSystems writes the systems of a layout case into dir and returns the report's
// arguments: n of WMT17's 16 English-German systems (first lines lines of each), or with n = 30
// WMT24's 26 English-German systems, its second reference and three of the systems
// lower-cased (testdata/wmt24-en-de/README.md).
func layoutSystems(t *testing.T, dir string, n, lines int) []string {
	t.Helper()
	src, skip := "../../testdata/wmt17-en-de", map[string]bool{"ref.txt": true}
	if n > 16 {
		src, skip = "../../testdata/wmt24-en-de", map[string]bool{"ref.txt": true, "source.txt": true}
	}
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	head := func(name string) string {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		ls := strings.SplitAfter(string(data), "\n")
		return strings.Join(ls[:min(lines, len(ls))], "")
	}
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	args := []string{write("ref.txt", head("ref.txt")), "-i"}
	var files []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".txt") && !skip[e.Name()] {
			files = append(files, e.Name())
		}
	}
	for _, f := range files[:min(n, len(files))] {
		args = append(args, write(f, head(f)))
	}
	for i := 0; len(args)-2 < n; i++ {
		f := files[i]
		args = append(args, write(strings.TrimSuffix(f, ".txt")+"-lc.txt", strings.ToLower(head(f))))
	}
	return args
}

// TestReportLayout opens reports of 30 real systems and (under SACRE_LONG=1, as CI runs it) 5
// and 16 in Chromium at 1400 pixels (and under SACRE_LONG=1 at 390) and reads the rendered
// geometry: the page never scrolls sideways; at 1400 pixels no
// table needs its own sideways scrolling (past ten systems the ranked list and the table of
// pairs replace the p-value matrix); every caption and note lies within the box that holds
// it; every system name breaks only after one of its separators, never inside a word; and
// every chart passes TestReportPlotsBrowser's geometry (text size, overlaps, overflow).
func TestReportLayout(t *testing.T) {
	t.Parallel()
	browser := sharedBrowser(t).Timeout(90 * time.Second)
	cases := []struct{ systems, lines int }{{30, 60}, {5, 300}, {16, 200}}
	if !campaign.Full() {
		cases = cases[:1] // 5 and 16 systems under SACRE_LONG=1 (CI runs both)
	}
	for _, c := range cases {
		dir := t.TempDir()
		out := filepath.Join(dir, "report.html")
		args := append([]string{"report"}, layoutSystems(t, dir, c.systems, c.lines)...)
		args = append(args, "-m", "bleu", "chrf", "ter", "-o", out, "-q", "--examples", "3")
		if _, errOut, rc := runCLI(t, "", nil, false, args...); rc != 0 {
			t.Fatalf("%d systems: rc %d: %s", c.systems, rc, errOut)
		}
		page, err := browser.Page(proto.TargetCreateTarget{NewWindow: true, URL: "about:blank"})
		if err != nil {
			t.Fatal(err)
		}
		if err := page.Navigate((&url.URL{Scheme: "file", Path: out}).String()); err != nil {
			t.Fatal(err)
		}
		page.MustWaitLoad()
		b := &browserPage{t: t, page: page}
		if n := b.eval(`() => document.querySelectorAll("#scores-table tbody tr").length`).Int(); n != c.systems {
			t.Fatalf("%d systems: the scores table has %d rows", c.systems, n)
		}
		wantMatrix := c.systems <= 10
		if got := b.eval(`() => document.querySelectorAll("table.matrix").length > 0`).Bool(); got != wantMatrix {
			t.Errorf("%d systems: p-value matrices shown %v, want %v", c.systems, got, wantMatrix)
		}
		widths := []int{1400, 390}
		if !campaign.Full() {
			widths = widths[:1] // the phone under SACRE_LONG=1; TestReportBrowser checks one by default
		}
		for _, w := range widths {
			name := fmt.Sprintf("%d systems at %d px", c.systems, w)
			if err := (proto.EmulationSetDeviceMetricsOverride{Width: w, Height: 900, DeviceScaleFactor: 1, Mobile: w < 600}).Call(page); err != nil {
				t.Fatal(err)
			}
			b.eval(`() => document.querySelectorAll("details").forEach(d => d.open = true)`)
			time.Sleep(50 * time.Millisecond)
			if got := b.eval(`() => document.documentElement.scrollWidth`).Int(); got > w {
				t.Errorf("%s: the page is %d pixels wide: it scrolls sideways", name, got)
			}
			if w == 1400 {
				for _, s := range b.strings(`() => Array.from(document.querySelectorAll(".scroll")).filter(d => d.scrollWidth > d.clientWidth + 1)
					.map(d => (d.querySelector("table") || d).id + ": " + d.scrollWidth + " > " + d.clientWidth)`) {
					t.Errorf("%s: a table scrolls sideways: %s", name, s)
				}
			}
			for _, s := range b.strings(`() => Array.from(document.querySelectorAll("caption, figcaption, p.note")).filter(el => {
					const r = el.getBoundingClientRect(), box = (el.closest(".scroll") || document.querySelector("main")).getBoundingClientRect();
					return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
				}).map(el => el.textContent.slice(0, 60))`) {
				t.Errorf("%s: caption cut off: %q", name, s)
			}
			for _, s := range b.strings(brokenNames) {
				t.Errorf("%s: a name breaks inside a word: %s", name, s)
			}
			for _, p := range b.eval(chartGeometry).Get("bad").Arr() {
				t.Errorf("%s: chart: %s", name, p.Str())
			}
			if c.systems != 16 {
				// The significance section, one window high: a whole page of 30 systems
				// takes Chromium half a minute to capture.
				b.eval(`() => document.getElementById("significance").scrollIntoView()`)
				keepScreenshot(t, page, fmt.Sprintf("report-layout-%d-%d", c.systems, w), false)
			}
		}
		page.MustClose()
	}
}

// brokenNames lists the system names (bdi in table cells) whose lines break after a character
// that is not a separator of a name (/ \ _ - . = or a space): it measures where each
// character lies and finds where a line starts.
const brokenNames = `() => {
	const out = [];
	document.querySelectorAll("th bdi, td bdi").forEach(el => {
		const text = el.textContent;
		if (text.length < 2 || el.getClientRects().length === 0) return;
		const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
		const chars = [];
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			for (let i = 0; i < n.data.length; i++) {
				const r = document.createRange();
				r.setStart(n, i); r.setEnd(n, i + 1);
				const rect = r.getClientRects()[0];
				if (rect) chars.push({c: n.data[i], top: rect.top});
			}
		}
		for (let i = 1; i < chars.length; i++) {
			if (chars[i].top > chars[i - 1].top + 2 && !"/\\_-.= ".includes(chars[i - 1].c)) {
				out.push(JSON.stringify(text) + " after " + JSON.stringify(text.slice(0, i)));
				break;
			}
		}
	});
	return out;
}`
