package pagetest

import (
	"cmp"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"
	"github.com/sacre-mt/sacre/internal/campaign"
)

// axePath finds axe-core's axe.min.js: $SACRE_AXE, else the npm package installed globally
// (.ci/run installs it: npm install -g axe-core@4.14.1), looked for first where npm puts it
// by default (PREFIX/lib/node_modules beside PREFIX/bin/node), then where npm root -g says
// (which takes a second to start).
func axePath(t *testing.T) string {
	if p := os.Getenv("SACRE_AXE"); p != "" {
		return p
	}
	found := func(root string) (string, bool) {
		p := filepath.Join(root, "axe-core", "axe.min.js")
		_, err := os.Stat(p)
		return p, err == nil
	}
	if node, err := exec.LookPath("node"); err == nil {
		if p, ok := found(filepath.Join(filepath.Dir(filepath.Dir(node)), "lib", "node_modules")); ok {
			return p
		}
	}
	if root, err := exec.Command("npm", "root", "-g").Output(); err == nil {
		if p, ok := found(strings.TrimSpace(string(root))); ok {
			return p
		}
	}
	t.Fatal("no axe-core to check the report's accessibility: install it (npm install -g axe-core@4.14.1), as .ci/run does, or name its axe.min.js in $SACRE_AXE")
	return ""
}

// launchPage starts headless Chromium, closed when the test ends, and opens a blank page.
func launchPage(t *testing.T) *rod.Page {
	t.Helper()
	browser := sharedBrowser(t).Timeout(60 * time.Second)
	page, err := browser.Page(proto.TargetCreateTarget{NewWindow: true, URL: "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	return page
}

// axeReport writes a report of five WMT17 systems on the first 200 segments, with examples,
// and returns its file URL.
func axeReport(t *testing.T) string {
	dir := t.TempDir()
	args := []string{"report", "-m", "bleu", "chrf", "ter", "--examples", "4", "-q", "-o", filepath.Join(dir, "report.html")}
	systems := []string{"ref", "uedin-nmt.4722", "LIUM-NMT.4900", "online-B.0", "KIT.4950", "xmu.4910"}
	for i, name := range systems {
		data, err := os.ReadFile("../../testdata/wmt17-en-de/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(data), "\n")
		path := filepath.Join(dir, name+".txt")
		if err := os.WriteFile(path, []byte(strings.Join(lines[:200], "")), 0o644); err != nil {
			t.Fatal(err)
		}
		if args = append(args, path); i == 0 {
			args = append(args, "-i")
		}
	}
	args = append(append(args, "--names"), systems[1:]...)
	if _, errOut, rc := runCLI(t, "", nil, false, args...); rc != 0 {
		t.Fatalf("report: rc %d: %s", rc, errOut)
	}
	return (&url.URL{Scheme: "file", Path: filepath.Join(dir, "report.html")}).String()
}

// TestReportAxe runs axe-core (npm's axe-core, the accessibility checker browsers' tools
// use) on a report in headless Chromium, every collapsed section opened, in light and dark
// colour schemes at desktop width (1400 px) and at phone width (390 px), and fails listing every
// violation of impact serious or critical: rule, element, axe's summary. Then, as a keyboard
// user: Tab reaches the systems filter, typing there filters, Tab goes on to the scores
// table's headers, and Enter and Space sort by one.
func TestReportAxe(t *testing.T) {
	t.Parallel() // no working directory, environment or package variable of its own
	axe, err := os.ReadFile(axePath(t))
	if err != nil {
		t.Fatal(err)
	}
	pageURL := axeReport(t)
	page := launchPage(t)
	if err := page.Navigate(pageURL); err != nil {
		t.Fatal(err)
	}
	page.MustWaitLoad()
	if _, err := (proto.RuntimeEvaluate{Expression: string(axe)}).Call(page); err != nil {
		t.Fatal(err)
	}
	b := &browserPage{t: t, page: page}
	b.eval(`() => document.querySelectorAll("details").forEach(d => { d.open = true; })`)
	// Light at desktop width runs every rule; dark, only those of colour (a colour scheme
	// changes nothing else); phone width, all but colour contrast (the colours are the
	// desktop's, the layout is not): color-contrast is most of axe's time.
	for _, view := range []struct {
		scheme  string
		width   int
		options string
	}{
		{"light", 1400, `{}`},
		{"dark", 1400, `{runOnly: ["color-contrast", "link-in-text-block"]}`},
		{"light", 390, `{rules: {"color-contrast": {enabled: false}}}`},
	} {
		if view.options != `{}` && !campaign.Full() {
			continue // dark colours and the phone's layout under SACRE_LONG=1, as CI runs it
		}
		err := proto.EmulationSetDeviceMetricsOverride{Width: view.width, Height: 900, DeviceScaleFactor: 1, Mobile: view.width < 600}.Call(page)
		if err == nil {
			err = proto.EmulationSetEmulatedMedia{Features: []*proto.EmulationMediaFeature{{Name: "prefers-color-scheme", Value: view.scheme}}}.Call(page)
		}
		if err != nil {
			t.Fatal(err)
		}
		found := b.strings(`() => axe.run(document, Object.assign(` + view.options + `, {resultTypes: ["violations"]})).then(r => r.violations
			.filter(v => v.impact === "serious" || v.impact === "critical")
			.flatMap(v => v.nodes.map(n => v.impact + " " + v.id + " at " + n.target.join(" ") + ": " + n.failureSummary.replace(/\s+/g, " "))))`)
		for _, v := range found {
			t.Errorf("%s, %d px: %s", view.scheme, view.width, v)
		}
	}
	checkKeyboard(b)
}

// checkKeyboard filters and sorts the scores table with the keyboard alone.
func checkKeyboard(b *browserPage) {
	t, kb := b.t, b.page.Keyboard
	focused := func() string {
		return b.eval(`() => { const e = document.activeElement; return e.id || e.closest("table")?.id + " " + e.textContent.trim(); }`).Str()
	}
	tabTo := func(want string) {
		for i := 0; focused() != want; i++ {
			if i == 20 {
				t.Fatalf("20 Tabs do not reach %q (at %q)", want, focused())
			}
			kb.MustType(input.Tab)
		}
	}
	tabTo("system-filter")
	rows := `() => Array.from(document.querySelectorAll("#scores-table tbody tr")).filter(r => !r.hidden).map(r => r.cells[0].textContent)`
	kb.MustType(input.KeyX, input.KeyM, input.KeyU)
	if shown := b.strings(rows); !slices.Equal(shown, []string{"xmu.4910"}) {
		t.Errorf("typing xmu in the systems filter shows %q", shown)
	}
	kb.MustType(input.Backspace, input.Backspace, input.Backspace)
	if shown := b.strings(rows); len(shown) != 5 {
		t.Errorf("after deleting the filter's text: %q shown", shown)
	}
	tabTo("scores-table BLEU")
	bleu := `() => Array.from(document.querySelectorAll("#scores-table tbody tr")).map(r => parseFloat(r.cells[1].dataset.v))`
	kb.MustType(input.Enter)
	if v := b.floats(bleu); !slices.IsSorted(v) {
		t.Errorf("Enter on the BLEU header: %v, not ascending", v)
	}
	kb.MustType(input.Space)
	if v := b.floats(bleu); !slices.IsSortedFunc(v, func(x, y float64) int { return cmp.Compare(y, x) }) || slices.IsSorted(v) {
		t.Errorf("Space on the BLEU header: %v, not descending", v)
	}
}
