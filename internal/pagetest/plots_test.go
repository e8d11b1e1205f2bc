package pagetest

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/sacre-mt/sacre/internal/campaign"
)

// launchBrowser starts headless Chromium for a test and closes it when the test ends.
func launchBrowser(t *testing.T) *rod.Browser {
	t.Helper()
	browser := sharedBrowser(t).Timeout(90 * time.Second)
	return browser
}

// wmt17Systems are the 16 WMT17 English-German systems of testdata/wmt17-en-de.
var wmt17Systems = []string{"C-3MA.4959", "FBK.4870", "KIT.4950", "LIUM-NMT.4900", "LMU-nmt-reranked.4934",
	"LMU-nmt-single.4893", "PROMT-Rule-based.4735", "RWTH-nmt-ensemble.4921", "SYSTRAN.4847", "TALP-UPC.4834",
	"online-A.0", "online-B.0", "online-F.0", "online-G.0", "uedin-nmt.4722", "xmu.4910"}

// plotLines is how many segments of the test set the plot reports score: enough for every
// bucket, few enough for a quick test.
const plotLines = 300

// writeHead writes the first plotLines lines of a WMT17 file to dir/name, and returns them.
func writeHead(t *testing.T, src, dir, name string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../testdata/wmt17-en-de", src))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitN(string(data), "\n", plotLines+1)[:plotLines]
	writeLines(t, filepath.Join(dir, name), lines)
	return lines
}

func writeLines(t *testing.T, path string, lines []string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// plotReport writes a report of n systems (the WMT17 ones, then copies of them under new
// names) and returns its file URL. With outlier, the last system answers its first segment
// with the reference repeated 40 times, as a system that chats instead of translating: a TER
// near 3900 on that segment.
func plotReport(t *testing.T, dir string, n int, outlier bool) string {
	t.Helper()
	ref := writeHead(t, "ref.txt", dir, "ref.txt")
	args := []string{"report", filepath.Join(dir, "ref.txt"), "-m", "bleu", "chrf", "ter", "-q", "--examples", "0",
		"-o", filepath.Join(dir, "report.html"), "-i"}
	for i := range n {
		name := wmt17Systems[i%len(wmt17Systems)]
		if i >= len(wmt17Systems) {
			name = fmt.Sprintf("copy%d-%s", i/len(wmt17Systems), name)
		}
		hyp := writeHead(t, wmt17Systems[i%len(wmt17Systems)]+".txt", dir, name+".txt")
		if outlier && i == n-1 {
			hyp[0] = strings.TrimSpace(strings.Repeat(ref[0]+" ", 40))
			writeLines(t, filepath.Join(dir, name+".txt"), hyp)
		}
		args = append(args, filepath.Join(dir, name+".txt"))
	}
	if _, errOut, rc := runCLI(t, "", nil, false, args...); rc != 0 {
		t.Fatalf("report: rc %d: %s", rc, errOut)
	}
	return (&url.URL{Scheme: "file", Path: filepath.Join(dir, "report.html")}).String()
}

// chartGeometry measures every chart on the page as laid out: each <text>'s rendered font
// size (computed size times the chart's scale) and box, and each chart's box and its
// container's. It returns what breaks the rules, and how many charts and texts it measured.
const chartGeometry = `() => {
	const bad = [];
	let texts = 0, smallest = 1e9;
	const charts = Array.from(document.querySelectorAll("svg.svgplot"));
	const inside = (r, o) => r.left >= o.left - 0.5 && r.right <= o.right + 0.5 && r.top >= o.top - 0.5 && r.bottom <= o.bottom + 0.5;
	const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
		Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
	for (const svg of charts) {
		const id = svg.getAttribute("aria-labelledby").replace(/-title$/, "");
		const box = svg.getBoundingClientRect(), parent = svg.parentElement.getBoundingClientRect();
		if (box.width > parent.width + 0.5) bad.push(id + ": " + box.width.toFixed(1) + " px wide in a container of " + parent.width.toFixed(1));
		if (box.right > document.documentElement.clientWidth + 0.5) bad.push(id + ": right edge at " + box.right.toFixed(1) + " px, past the window");
		const scale = box.width / svg.viewBox.baseVal.width;
		const els = Array.from(svg.querySelectorAll("text")), rects = els.map(e => e.getBoundingClientRect());
		texts += els.length;
		els.forEach((e, i) => {
			const size = parseFloat(getComputedStyle(e).fontSize) * scale, r = rects[i];
			smallest = Math.min(smallest, size);
			const what = id + ": " + JSON.stringify(e.textContent);
			if (size < 11) bad.push(what + " drawn at " + size.toFixed(1) + " px");
			if (!inside(r, box)) bad.push(what + " [" + [r.left, r.top, r.right, r.bottom].map(v => v.toFixed(0)) + "] leaves its chart [" + [box.left, box.top, box.right, box.bottom].map(v => v.toFixed(0)) + "]");
			for (let j = 0; j < i; j++) {
				if (overlap(r, rects[j])) bad.push(what + " overlaps " + JSON.stringify(els[j].textContent));
			}
		});
	}
	return {bad, charts: charts.length, texts, smallest};
}`

// TestReportPlotsBrowser lays out the report's charts in headless Chromium at 1400 and 390
// pixels wide, for 3 systems (grouped bars), 5 (one with an outlier segment, and bars in small
// multiples from here on), 16 and 30 (by default only the 5: TestReportLayout reads the charts
// of its own 30 systems too; SACRE_LONG=1, as CI runs it, all), and reads their
// geometry: every chart text at least 11 CSS pixels, inside its chart, overlapping no other
// text of its chart; no chart wider than its container. It also checks that the axes keep
// to their metric's range (BLEU and chrF at most 100) and clip the outlier of TER, saying so
// in the chart and its text alternative, and keeps screenshots of every case at both widths.
func TestReportPlotsBrowser(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	cases := []struct {
		name    string
		systems int
		outlier bool
	}{
		{"three", 3, false},
		{"five", 5, true},
		{"sixteen", 16, false},
		{"thirty", 30, false},
	}
	if !campaign.Full() {
		// The outlier; TestReportLayout reads the charts of its 30 systems too.
		cases = cases[1:2]
	}
	urls := make([]string, len(cases))
	for i, c := range cases {
		urls[i] = plotReport(t, t.TempDir(), c.systems, c.outlier)
	}
	browser := launchBrowser(t)
	for i, c := range cases {
		page, err := browser.Page(proto.TargetCreateTarget{NewWindow: true, URL: urls[i]})
		if err != nil {
			t.Fatal(err)
		}
		page.MustWaitLoad()
		b := &browserPage{t: t, page: page}
		for _, w := range []int{1400, 390} {
			name := fmt.Sprintf("report-plots-%s-%d", c.name, w)
			err := proto.EmulationSetDeviceMetricsOverride{Width: w, Height: 900, DeviceScaleFactor: 1, Mobile: w < 600}.Call(page)
			if err != nil {
				t.Fatal(err)
			}
			g := b.eval(chartGeometry)
			for _, p := range g.Get("bad").Arr() {
				t.Errorf("%s: %s", name, p.Str())
			}
			if n := g.Get("charts").Int(); n < 9 {
				t.Errorf("%s: %d charts, want 3 box plots, 3 differences and 3 bar charts", name, n)
			}
			t.Logf("%s: %d charts, %d texts, smallest %.1f px", name, g.Get("charts").Int(), g.Get("texts").Int(), g.Get("smallest").Num())
			shot(b, "#segments .plots", name+"-segments")
			shot(b, "svg[aria-labelledby='bucket-lengthdiff-chart-title']", name+"-buckets")
		}
		checkAxes(b, c.name, c.outlier)
		page.MustClose()
	}
}

// checkAxes checks the box plots' axes: BLEU's and chrF's ticks within 0 to 100, TER's
// clipped when an outlier would stretch it, and said so in the chart and its description.
func checkAxes(b *browserPage, name string, outlier bool) {
	t := b.t
	ticks := func(id string) []float64 {
		var out []float64
		for _, s := range b.strings(`id => Array.from(document.querySelectorAll("svg[aria-labelledby='" + id + "-title'] text.tick")).map(e => e.textContent)`, id) {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Errorf("%s: %s: tick label %q", name, id, s)
			}
			out = append(out, v)
		}
		if len(out) < 2 {
			t.Errorf("%s: %s: %d tick labels", name, id, len(out))
		}
		return out
	}
	for _, id := range []string{"dist-0", "dist-1"} {
		for _, v := range ticks(id) {
			if v < 0 || v > 100 {
				t.Errorf("%s: %s: tick %v outside 0-100", name, id, v)
			}
		}
	}
	ter := ticks("dist-2")
	desc := b.eval(`() => document.getElementById("dist-2-desc").textContent`).Str()
	note := b.eval(`() => Array.from(document.querySelectorAll("svg[aria-labelledby='dist-2-title'] text")).map(e => e.textContent).join("|")`).Str()
	if !outlier {
		return
	}
	if top := ter[len(ter)-1]; top > 300 {
		t.Errorf("%s: TER axis runs to %v: the outlier flattens it", name, top)
	}
	if !strings.Contains(desc, "clipped above") || !strings.Contains(note, "clipped above") {
		t.Errorf("%s: TER clips its outlier without saying so: desc %q, texts %q", name, desc, note)
	}
}

// shot saves a screenshot of the window scrolled to the element sel: the window, not the
// whole page, which would take seconds.
func shot(b *browserPage, sel, name string) {
	b.t.Helper()
	if !campaign.Full() {
		return
	}
	b.eval(`sel => document.querySelector(sel).scrollIntoView()`, sel)
	keepScreenshot(b.t, b.page, name, false)
}
