package pagetest

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"
)

// hostileNames are system names (file names) that a report must escape and show as they are:
// markup, quotes, an ampersand, right-to-left text.
var hostileNames = []string{`<b>bold & "quoted".txt`, `it's <img src=x onerror=alert(1)>.txt`, "نظام الترجمة.txt", "KIT.4950.txt"}

// chromiumPath finds Chromium (the tests' only outside need: .ci/run installs Debian's
// chromium when it is missing).
func chromiumPath() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium to test the report in: install it (Debian: apt-get install chromium), as .ci/run does")
}

// artifactDir is where the test keeps its screenshots: $SACRE_ARTIFACTS (.ci/run sets it),
// else a directory in the system's temporary directory.
func artifactDir(t *testing.T) string {
	dir := os.Getenv("SACRE_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "sacre-artifacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestReportBrowser opens a report of four WMT17 systems with hostile names in headless
// Chromium from its file URL and fails on any console error, uncaught exception or network
// request; it checks that the names show as given, that the examples order by any metric
// (one read from files among them), that tables sort and filters filter, that
// every chart has its text alternative, that a phone-wide page does not scroll sideways, and
// keeps screenshots at desktop and phone widths, in light and dark mode, and printed.
func TestReportBrowser(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	dir := t.TempDir()
	src := "../../testdata/wmt17-en-de/"
	// The first 1000 segments of each file: a page of every segment of WMT17 costs Chromium
	// seconds more to lay out and check, and shows nothing more.
	head := func(path string) []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(data), "\n")
		return []byte(strings.Join(lines[:min(1000, len(lines))], ""))
	}
	ref := filepath.Join(dir, "ref.txt")
	if err := os.WriteFile(ref, head(src+"ref.txt"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{ref, "-m", "bleu", "chrf", "ter", "-o", filepath.Join(dir, "report.html"), "-q", "--examples", "12"}
	// With a metric read from files: the systems' sentence chrF (significance/testdata/means).
	// A score file names its system by its own name: copies named as the systems are.
	var scores []string
	for i, s := range []string{"LIUM-NMT.4900", "online-B.0", "xmu.4910", "KIT.4950"} {
		data := head("../../significance/testdata/means/" + s + ".scores")
		p := filepath.Join(dir, strings.TrimSuffix(hostileNames[i], ".txt")+".scores")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		scores = append(scores, p)
	}
	args = append(args, "--scores", "chrFseg="+strings.Join(scores, ","), "-i")
	for i, name := range hostileNames {
		data := head(src + []string{"LIUM-NMT.4900.txt", "online-B.0.txt", "xmu.4910.txt", "KIT.4950.txt"}[i])
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, filepath.Join(dir, name))
	}
	if _, errOut, rc := runCLI(t, "", nil, false, append([]string{"report"}, args...)...); rc != 0 {
		t.Fatalf("report: rc %d: %s", rc, errOut)
	}
	b, done := openReport(t, filepath.Join(dir, "report.html"))
	defer done()
	page := b.page

	// The names, as given: no element made of them, every character shown.
	shown := b.strings(`() => Array.from(document.querySelectorAll("#scores-table tbody th")).map(th => th.textContent)`)
	// Named by their files less the directory and the suffix they share (".txt").
	for _, name := range hostileNames {
		if short := strings.TrimSuffix(name, ".txt"); !slices.Contains(shown, short) {
			t.Errorf("system %q not shown as %q among %q", name, short, shown)
		}
	}
	if n := b.eval(`() => document.querySelectorAll("main b, main img, main script:not([type='application/json'])").length +
		document.querySelectorAll("script:not([type='application/json'])").length - 1`).Int(); n != 0 {
		t.Errorf("%d elements made from system names", n)
	}

	checkExampleOrder(b, 12, 3, "chrFseg")
	checkSorting(b)
	checkFilters(b)
	checkCharts(b)
	b.click(`button[data-copy="copy-md"]`)

	shot := func(name string, w, h int, mobile bool, media, scheme string) {
		t.Helper()
		err := proto.EmulationSetDeviceMetricsOverride{Width: w, Height: h, DeviceScaleFactor: 1, Mobile: mobile}.Call(page)
		if err == nil {
			err = proto.EmulationSetEmulatedMedia{Media: media, Features: []*proto.EmulationMediaFeature{{Name: "prefers-color-scheme", Value: scheme}}}.Call(page)
		}
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond)
		if got := b.eval(`() => document.documentElement.scrollWidth`).Int(); got > w {
			t.Errorf("%s: the page is %d pixels wide in a window of %d: it scrolls sideways", name, got, w)
		}
		keepScreenshot(t, page, name, true)
	}
	shot("report-desktop", 1280, 900, false, "", "light")
	shot("report-desktop-dark", 1280, 900, false, "", "dark")
	shot("report-phone", 390, 844, true, "", "light")
	shot("report-phone-dark", 390, 844, true, "", "dark")
	// Print: dark preferences give way to black on white, buttons and filters are hidden.
	shot("report-print", 800, 1100, false, "print", "dark")
	colors := b.strings(`() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor,
		getComputedStyle(document.querySelector(".copy")).display]`)
	if colors[0] != "rgb(0, 0, 0)" || colors[1] != "rgb(255, 255, 255)" || colors[2] != "none" {
		t.Errorf("printed in dark mode: text %s on %s, copy buttons %s", colors[0], colors[1], colors[2])
	}

}

// browserPage runs the checks' steps on a page, failing the test on an error.
type browserPage struct {
	t    *testing.T
	page *rod.Page
}

func (b *browserPage) eval(js string, args ...any) gson.JSON {
	b.t.Helper()
	res, err := b.page.Eval(js, args...)
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return res.Value
}

func (b *browserPage) strings(js string, args ...any) []string {
	var out []string
	for _, v := range b.eval(js, args...).Arr() {
		out = append(out, v.Str())
	}
	return out
}

func (b *browserPage) floats(js string, args ...any) []float64 {
	var out []float64
	for _, v := range b.eval(js, args...).Arr() {
		out = append(out, v.Num())
	}
	return out
}

func (b *browserPage) element(sel string) *rod.Element {
	b.t.Helper()
	el, err := b.page.Element(sel)
	if err != nil {
		b.t.Fatalf("%s: %v", sel, err)
	}
	return el
}

func (b *browserPage) click(sel string) {
	b.t.Helper()
	if err := b.element(sel).Click(proto.InputMouseButtonLeft, 1); err != nil {
		b.t.Fatalf("click %s: %v", sel, err)
	}
}

// typeText types text into an input, replacing its value, as a user would.
func (b *browserPage) typeText(sel, text string) {
	b.t.Helper()
	el := b.element(sel)
	if err := el.SelectAllText(); err != nil {
		b.t.Fatalf("%s: %v", sel, err)
	}
	if err := el.Input(text); err != nil {
		b.t.Fatalf("type into %s: %v", sel, err)
	}
}

// checkSorting clicks the BLEU header of the scores table: ascending, then descending; and a
// header of a bucket table.
func checkSorting(b *browserPage) {
	t := b.t
	column := `(sel, col) => Array.from(document.querySelectorAll(sel + " tbody tr")).map(r => parseFloat(r.cells[col].dataset.v))`
	header := `#scores-table thead th:nth-child(2)`
	b.click(header)
	if v := b.floats(column, "#scores-table", 1); !slices.IsSorted(v) || len(v) != 4 {
		t.Errorf("BLEU sorted ascending: %v", v)
	}
	b.click(header)
	v := b.floats(column, "#scores-table", 1)
	slices.Reverse(v)
	if !slices.IsSorted(v) || len(v) != 4 {
		t.Errorf("BLEU sorted descending: %v", v)
	}
	if got := b.eval(`sel => document.querySelector(sel).getAttribute("aria-sort")`, header).Str(); got != "descending" {
		t.Errorf("aria-sort %q after two clicks", got)
	}
	b.click(`#bucket-length thead th:nth-child(2)`)
	if v := b.floats(column, "#bucket-length", 1); !slices.IsSorted(v) || len(v) == 0 {
		t.Errorf("bucket table sorted ascending: %v", v)
	}
}

// checkFilters types into the systems filter and the examples search.
func checkFilters(b *browserPage) {
	t := b.t
	visible := func(sel string) int {
		return b.eval(`sel => Array.from(document.querySelectorAll(sel)).filter(e => !e.hidden).length`, sel).Int()
	}
	b.typeText(`#system-filter`, "نظام")
	if n := visible("#scores-table tbody tr"); n != 1 {
		t.Errorf("filtering systems by an Arabic word: %d rows shown, want 1", n)
	}
	if status := b.eval(`() => document.getElementById("system-filter-status").textContent`).Str(); status != "1 of 4 shown" {
		t.Errorf("filter status %q", status)
	}
	b.typeText(`#system-filter`, "")
	b.eval(`() => document.getElementById("system-filter").dispatchEvent(new Event("input"))`)
	if n := visible("#scores-table tbody tr"); n != 4 {
		t.Errorf("after clearing the filter: %d rows shown, want 4", n)
	}
	all := visible("#examples article")
	word := b.eval(`() => document.querySelector("#examples article dd").textContent.trim().split(/\s+/).sort((a, b) => b.length - a.length)[0]`).Str()
	b.typeText(`#example-filter`, word)
	if n := visible("#examples article"); n == 0 || n >= all {
		t.Errorf("searching examples for %q: %d of %d shown", word, n, all)
	}
	b.typeText(`#example-filter`, "zzqqxx-no-such-word")
	if n := visible("#examples article"); n != 0 {
		t.Errorf("searching examples for nothing: %d shown", n)
	}
}

// checkCharts checks that every chart is an image with a title and a description.
func checkCharts(b *browserPage) {
	bad := b.strings(`() => Array.from(document.querySelectorAll("svg")).filter(s => {
		const ids = (s.getAttribute("aria-labelledby") || "").split(" ").concat((s.getAttribute("aria-describedby") || "").split(" "));
		return s.getAttribute("role") !== "img" || !ids.some(id => id && document.getElementById(id) && document.getElementById(id).textContent.trim() !== "");
	}).map(s => s.outerHTML.slice(0, 80))`)
	if n := b.eval(`() => document.querySelectorAll("svg").length`).Int(); len(bad) > 0 || n < 6 {
		b.t.Errorf("%d charts, without text alternative: %q", n, bad)
	}
}
