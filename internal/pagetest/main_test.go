package pagetest

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/launcher"
	"github.com/go-rod/rod/lib/proto"
	"github.com/sacre-mt/sacre/internal/campaign"
)

// sacre is the command the tests run, built by TestMain.
var sacre string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "sacre-pagetest")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sacre = filepath.Join(dir, "sacre")
	// Without DWARF (-w): the link takes a third less, and nothing here debugs the binary.
	build := exec.Command("go", "build", "-ldflags=-s -w", "-o", sacre, "github.com/sacre-mt/sacre/cmd/sacre")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building sacre: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	if browser.started {
		browser.b.Close()
	}
	if browser.l != nil {
		browser.l.Kill() // and every process Chromium started: nothing outlives the tests
		browser.l.Cleanup()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

// runCLI runs sacre with args (stdin and the environment's extra variables as given; tty is
// not supported here) and returns its standard output, standard error and exit code.
func runCLI(t *testing.T, stdin string, vars map[string]string, tty bool, args ...string) (string, string, int) {
	t.Helper()
	if tty {
		t.Fatal("runCLI: no terminal here")
	}
	cmd := exec.Command(sacre, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Env = os.Environ()
	for k, v := range vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return stdout.String(), stderr.String(), exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), 0
}

// browser is the Chromium every test opens its pages in (one process: each start costs the
// machine about a second of CPU), started by the first test that asks and closed by TestMain.
// Each test opens its pages in windows of their own, so that every page is in the foreground.
var browser struct {
	once    sync.Once
	l       *launcher.Launcher
	b       *rod.Browser
	err     error
	started bool
}

// sharedBrowser is the tests' Chromium; the test fails if it cannot start.
func sharedBrowser(t *testing.T) *rod.Browser {
	t.Helper()
	browser.once.Do(func() {
		path, err := chromiumPath()
		if err != nil {
			browser.err = err
			return
		}
		browser.l = launcher.New().Bin(path)
		control, err := browser.l.Headless(true).NoSandbox(true).Leakless(false).Set("disable-gpu").
			// Pages of tests run side by side: none may be throttled as a background tab.
			Set("disable-background-timer-throttling").Set("disable-renderer-backgrounding").Set("disable-backgrounding-occluded-windows").Launch()
		if err != nil {
			browser.err = err
			return
		}
		browser.b = rod.New().ControlURL(control)
		browser.err = browser.b.Connect()
		browser.started = browser.err == nil
	})
	if browser.err != nil {
		t.Fatal(browser.err)
	}
	return browser.b
}

// keepScreenshot saves page's window (or the whole page) as artifactDir/name.png, under
// SACRE_LONG=1 only: CI runs the tests so and keeps the files; capturing costs Chromium a
// quarter of a second a window and seconds a long page, which the default run spares.
func keepScreenshot(t *testing.T, page *rod.Page, name string, whole bool) {
	t.Helper()
	if !campaign.Full() {
		return
	}
	png, err := page.Screenshot(whole, &proto.PageCaptureScreenshot{Format: proto.PageCaptureScreenshotFormatPng})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(artifactDir(t), name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", path)
}

// openReport opens the report at path in the tests' Chromium, in a window of its own; done fails
// the test on any console error, warning or assertion, uncaught exception, browser log error or
// network request (the page must fetch nothing), and closes the window.
func openReport(t *testing.T, path string) (b *browserPage, done func()) {
	t.Helper()
	pageURL := (&url.URL{Scheme: "file", Path: path}).String()
	page, err := sharedBrowser(t).Timeout(90 * time.Second).Page(proto.TargetCreateTarget{NewWindow: true, URL: "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var problems []string
	problem := func(format string, a ...any) {
		mu.Lock()
		defer mu.Unlock()
		problems = append(problems, fmt.Sprintf(format, a...))
	}
	go page.EachEvent(func(ev *proto.RuntimeConsoleAPICalled) {
		if ev.Type == proto.RuntimeConsoleAPICalledTypeError || ev.Type == proto.RuntimeConsoleAPICalledTypeWarning ||
			ev.Type == proto.RuntimeConsoleAPICalledTypeAssert {
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, a.Value.String()+a.Description)
			}
			problem("console %s: %s", ev.Type, strings.Join(parts, " "))
		}
	}, func(ev *proto.RuntimeExceptionThrown) {
		problem("uncaught exception: %s", ev.ExceptionDetails.Text)
	}, func(ev *proto.LogEntryAdded) {
		if ev.Entry.Level == proto.LogLogEntryLevelError || ev.Entry.Level == proto.LogLogEntryLevelWarning {
			problem("browser log %s: %s (%s)", ev.Entry.Level, ev.Entry.Text, ev.Entry.URL)
		}
	}, func(ev *proto.NetworkRequestWillBeSent) {
		if ev.Request.URL != pageURL {
			problem("network request: %s", ev.Request.URL)
		}
	})()
	for _, enable := range []interface{ Call(proto.Client) error }{proto.RuntimeEnable{}, proto.LogEnable{}, proto.NetworkEnable{}} {
		if err := enable.Call(page); err != nil {
			t.Fatal(err)
		}
	}
	if err := page.Navigate(pageURL); err != nil {
		t.Fatal(err)
	}
	if err := page.WaitLoad(); err != nil {
		t.Fatal(err)
	}
	return &browserPage{t: t, page: page}, func() {
		mu.Lock()
		for _, p := range problems {
			t.Error(p)
		}
		mu.Unlock()
		page.MustClose()
	}
}
