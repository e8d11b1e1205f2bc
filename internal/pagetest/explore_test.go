package pagetest

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"

	"github.com/sacre-mt/sacre/tokenizers"
)

// exploreSystems are the WMT17 systems of the explorer's test; its data are their first
// exploreLines lines.
var exploreSystems = []string{"online-B.0", "uedin-nmt.4722", "KIT.4950", "PROMT-Rule-based.4735"}

const exploreLines = 200

// exploreCase is the explorer's test data: the reference, the systems' outputs and the
// scores of a metric read from files (COMET), as the test wrote them.
type exploreCase struct {
	ref   []string
	hyps  [][]string
	comet [][]float64
}

// writeExploreCase writes the first lines of the reference and the systems into dir, and a
// file of random scores (4 decimals) for each system.
func writeExploreCase(t *testing.T, dir string) *exploreCase {
	t.Helper()
	lines := func(name string) []string {
		data, err := os.ReadFile("../../testdata/wmt17-en-de/" + name)
		if err != nil {
			t.Fatal(err)
		}
		out := strings.Split(string(data), "\n")[:exploreLines]
		if err := os.WriteFile(filepath.Join(dir, name), []byte(strings.Join(out, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return out
	}
	c := &exploreCase{ref: lines("ref.txt")}
	rng := rand.New(rand.NewPCG(7, 25))
	for _, name := range exploreSystems {
		c.hyps = append(c.hyps, lines(name+".txt"))
		var text strings.Builder
		scores := make([]float64, exploreLines)
		for i := range scores {
			s := strconv.FormatFloat(rng.Float64(), 'f', 4, 64)
			scores[i], _ = strconv.ParseFloat(s, 64)
			text.WriteString(s + "\n")
		}
		c.comet = append(c.comet, scores)
		if err := os.WriteFile(filepath.Join(dir, name+".comet"), []byte(text.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// words counts a line's words as the report's buckets do by default for BLEU: tokenized by
// 13a, then split at single spaces after stripping.
func words(line string) int {
	return len(strings.Split(strings.TrimSpace(tokenizers.T13a{}.Tokenize(line)), " "))
}

// TestReportExploreBrowser opens a report of four WMT17 systems (200 segments, BLEU, chrF and
// scores read from files) in headless Chromium and drives the explorer: the scatter of two
// systems under the file's metric has one point per segment where the scores put it, within
// [0, 1], with the counts above and below the diagonal; hovering a point and stepping with
// the keyboard show that segment's reference and outputs; a bucket row's button and a
// system's count of a length-difference bucket show exactly the segments of the bucket; the
// length filter and the search show exactly the segments they should, ordered by the
// difference. It fails on a console error or a network request, and keeps screenshots at
// 1400 and 390 pixels.
func TestReportExploreBrowser(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := writeExploreCase(t, dir)
	args := []string{"report", filepath.Join(dir, "ref.txt"), "-m", "bleu", "chrf", "-o", filepath.Join(dir, "report.html"), "-q", "-i"}
	var comet []string
	for _, name := range exploreSystems {
		args = append(args, filepath.Join(dir, name+".txt"))
		comet = append(comet, filepath.Join(dir, name+".comet"))
	}
	args = append(args, "--scores", "COMET="+strings.Join(comet, ","))
	if _, errOut, rc := runCLI(t, "", nil, false, args...); rc != 0 {
		t.Fatalf("report: rc %d: %s", rc, errOut)
	}
	b, done := openReport(t, filepath.Join(dir, "report.html"))
	defer done()

	const a, bs = 1, 3 // systems A and B
	b.eval(`(a, b) => {
		const set = (id, v) => { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event("change")); };
		set("explore-a", String(a)); set("explore-b", String(b));
		const m = document.getElementById("explore-metric");
		set("explore-metric", Array.from(m.options).find(o => o.text.startsWith("COMET")).value);
	}`, a, bs)
	checkScatter(b, c, a, bs)
	checkPointText(b, c, a, bs)

	all := make([]int, exploreLines)
	for i := range all {
		all[i] = i
	}
	// A bucket of reference lengths, by its row's button: the segments it counts.
	row := b.eval(`() => Array.from(document.querySelectorAll("#bucket-length tbody tr")).findIndex(r => r.cells[0].textContent.trim() === "[10,20)")`).Int()
	count := b.eval(`r => parseInt(document.querySelectorAll("#bucket-length tbody tr")[r].cells[1].textContent, 10)`, row).Int()
	b.click(fmt.Sprintf("#bucket-length tbody tr:nth-child(%d) th button", row+1))
	want := filter(all, func(i int) bool { n := words(c.ref[i]); return n >= 10 && n < 20 })
	if len(want) != count {
		t.Errorf("the [10,20) bucket counts %d segments, the reference has %d of 10 to 19 words", count, len(want))
	}
	checkShown(b, c, "bucket [10,20) of reference length", want, a, bs)

	// A system's count in a bucket of length differences: that system becomes A.
	cell := b.eval(`() => {
		const rows = Array.from(document.querySelectorAll("#bucket-lengthdiff tbody tr"));
		const r = rows.findIndex(r => r.cells[0].textContent.trim() === "0");
		return [r, parseInt(rows[r].cells[6].textContent, 10)];
	}`).Arr()
	b.click(fmt.Sprintf("#bucket-lengthdiff tbody tr:nth-child(%d) td:nth-child(7) button", cell[0].Int()+1))
	if got := b.eval(`() => document.getElementById("explore-a").value`).Str(); got != "2" {
		t.Errorf("a count of system 3 in the length differences: system A is %s, want 2 (from 0)", got)
	}
	want = filter(all, func(i int) bool { return words(c.hyps[2][i]) == words(c.ref[i]) })
	if len(want) != cell[1].Int() {
		t.Errorf("the bucket 0 of %s's length differences counts %d, its outputs have %d as long as the reference", exploreSystems[2], cell[1].Int(), len(want))
	}
	checkShown(b, c, "system 3's bucket 0 of length differences", want, 2, bs)
	// The row's own button: system A's segments in the bucket.
	b.eval(`() => { const s = document.getElementById("explore-a"); s.value = "1"; s.dispatchEvent(new Event("change")); }`)
	b.click(fmt.Sprintf("#bucket-lengthdiff tbody tr:nth-child(%d) th button", cell[0].Int()+1))
	checkShown(b, c, "bucket 0 of length differences, system A's", filter(all, func(i int) bool { return words(c.hyps[a][i]) == words(c.ref[i]) }), a, bs)

	b.click("#explore-clear")
	b.eval(`() => { const s = document.getElementById("explore-a"); s.value = "1"; s.dispatchEvent(new Event("change")); }`)
	b.typeText("#explore-min", "5")
	b.typeText("#explore-max", "12")
	checkShown(b, c, "5 to 12 reference words", filter(all, func(i int) bool { n := words(c.ref[i]); return n >= 5 && n <= 12 }), a, bs)

	b.click("#explore-clear")
	word := "regierung"
	b.typeText("#explore-search", "Regierung")
	want = filter(all, func(i int) bool {
		return strings.Contains(strings.ToLower(c.ref[i]+"\n"+c.hyps[a][i]+"\n"+c.hyps[bs][i]), word)
	})
	if len(want) < 2 || len(want) > 50 {
		t.Fatalf("the search's test wants a word in a few segments: %q is in %d", word, len(want))
	}
	checkShown(b, c, "search for "+word, want, a, bs)
	b.click("#explore-clear")
	checkShown(b, c, "no filter", all, a, bs)
	if got := b.eval(`() => [document.querySelectorAll("#explore-list > li").length, document.getElementById("explore-more").hidden]`).Arr(); got[0].Int() != 50 || got[1].Bool() {
		t.Errorf("unfiltered: %d segments listed, \"show more\" hidden %v; want the first 50 and the button", got[0].Int(), got[1].Bool())
	}
	b.click("#explore-more")
	if n := b.eval(`() => document.querySelectorAll("#explore-list > li").length`).Int(); n != 100 {
		t.Errorf("after \"show more\": %d segments listed, want 100", n)
	}
	exploreShots(b)
}

func filter(segs []int, keep func(int) bool) []int {
	var out []int
	for _, i := range segs {
		if keep(i) {
			out = append(out, i)
		}
	}
	return out
}

// checkScatter: one point per segment at the position of its scores (x A's, y B's) in a
// domain of [0, 1], and the counts of points above and below the diagonal.
func checkScatter(b *browserPage, c *exploreCase, a, bs int) {
	t := b.t
	got := b.eval(`() => {
		const svg = document.getElementById("explore-svg");
		return {domain: svg.dataset.domain.split(" ").map(Number), box: svg.dataset.box.split(" ").map(Number),
			points: Array.from(svg.querySelectorAll("circle")).map(p => [+p.dataset.i, +p.getAttribute("cx"), +p.getAttribute("cy")]),
			text: svg.textContent};
	}`)
	dom, box := got.Get("domain").Arr(), got.Get("box").Arr()
	if dom[0].Num() != 0 || dom[1].Num() != 1 {
		t.Errorf("the domain of scores in [0, 1): %v", dom)
	}
	left, top, w, h := box[0].Num(), box[1].Num(), box[2].Num(), box[3].Num()
	points := got.Get("points").Arr()
	if len(points) != exploreLines {
		t.Errorf("%d points for %d segments", len(points), exploreLines)
	}
	seen := map[int]bool{}
	above, below := 0, 0
	for _, p := range points {
		i := p.Arr()[0].Int()
		x, y := c.comet[a][i], c.comet[bs][i]
		seen[i] = true
		if cx, cy := p.Arr()[1].Num(), p.Arr()[2].Num(); math.Abs(cx-(left+x*w)) > 1e-6 || math.Abs(cy-(top+h-y*h)) > 1e-6 {
			t.Errorf("segment %d (A %v, B %v) at (%v, %v), want (%v, %v)", i+1, x, y, cx, cy, left+x*w, top+h-y*h)
		}
	}
	for i := range exploreLines {
		switch {
		case c.comet[bs][i] > c.comet[a][i]:
			above++
		case c.comet[bs][i] < c.comet[a][i]:
			below++
		}
	}
	if len(seen) != exploreLines {
		t.Errorf("points for %d distinct segments of %d", len(seen), exploreLines)
	}
	for _, want := range []string{fmt.Sprintf("B higher: %d", above), fmt.Sprintf("A higher: %d", below)} {
		if text := got.Get("text").Str(); !strings.Contains(text, want) {
			t.Errorf("the plot lacks %q: %q", want, text)
		}
	}
	if caption := b.eval(`() => document.getElementById("explore-caption").textContent`).Str(); !strings.Contains(caption, fmt.Sprintf(": %d; below it", above)) {
		t.Errorf("the caption does not count %d points above the diagonal: %q", above, caption)
	}
}

// checkPointText hovers a point and steps to the first with the keyboard: the segment shown
// is that point's, with its reference and both outputs.
func checkPointText(b *browserPage, c *exploreCase, a, bs int) {
	t := b.t
	if err := b.element("#explore-svg").ScrollIntoView(); err != nil {
		t.Fatal(err)
	}
	// The point of the largest difference, hovered where no other point covers it.
	target := b.eval(`() => {
		for (const p of document.querySelectorAll("#explore-svg circle")) {
			const r = p.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
			if (document.elementFromPoint(x, y) === p) return [x, y, +p.dataset.i];
		}
		return null;
	}`).Arr()
	if err := b.page.Mouse.MoveTo(proto.Point{X: target[0].Num(), Y: target[1].Num()}); err != nil {
		t.Fatal(err)
	}
	checkDetail(b, c, "hovered", target[2].Int(), a, bs)
	// The pointer leaves the plot: a point under it would take the detail back on a redraw.
	if err := b.page.Mouse.MoveTo(proto.Point{X: 1, Y: 1}); err != nil {
		t.Fatal(err)
	}
	if err := b.element("#explore-svg").Focus(); err != nil {
		t.Fatal(err)
	}
	order := make([]int, exploreLines)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		return cmp.Compare(math.Abs(c.comet[a][y]-c.comet[bs][y]), math.Abs(c.comet[a][x]-c.comet[bs][x]))
	})
	for n, key := range []input.Key{input.Home, input.ArrowRight} {
		if err := b.page.Keyboard.Press(key); err != nil {
			t.Fatal(err)
		}
		checkDetail(b, c, fmt.Sprintf("point %d by keyboard", n+1), order[n], a, bs)
	}
}

func checkDetail(b *browserPage, c *exploreCase, how string, i, a, bs int) {
	want := []string{fmt.Sprintf("Segment %d", i+1), c.ref[i], c.hyps[a][i], c.hyps[bs][i]}
	var got []string
	// Input events reach the page's script asynchronously: wait for the detail, a while.
	for try := 0; try < 40; try++ {
		got = b.strings(`() => [document.querySelector("#explore-detail h4").textContent].concat(
			Array.from(document.querySelectorAll("#explore-detail dd")).map(d => d.textContent))`)
		if slices.Equal(got, want) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !slices.Equal(got, want) {
		b.t.Errorf("%s: the detail shows %q, want %q", how, got, want)
	}
}

// checkShown: the plot and the list show exactly want (the list the first 50, largest
// difference first), and the status counts them.
func checkShown(b *browserPage, c *exploreCase, how string, want []int, a, bs int) {
	t := b.t
	got := b.eval(`() => ({points: Array.from(document.querySelectorAll("#explore-svg circle")).map(p => +p.dataset.i),
		list: Array.from(document.querySelectorAll("#explore-list .explore-seg")).map(s => +s.dataset.i),
		status: document.getElementById("explore-status").textContent})`)
	var points, list []int
	for _, v := range got.Get("points").Arr() {
		points = append(points, v.Int())
	}
	for _, v := range got.Get("list").Arr() {
		list = append(list, v.Int())
	}
	slices.Sort(points)
	if !slices.Equal(points, want) {
		t.Errorf("%s: the plot shows segments %v, want %v", how, points, want)
	}
	order := slices.Clone(want)
	size := func(i int) float64 { return math.Abs(c.comet[a][i] - c.comet[bs][i]) }
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(size(y), size(x)) })
	if order = order[:min(50, len(order))]; !slices.Equal(list, order) {
		t.Errorf("%s: the list shows %v, want %v", how, list, order)
	}
	if status := got.Get("status").Str(); !strings.HasPrefix(status, fmt.Sprintf("%d of %d segments match", len(want), exploreLines)) {
		t.Errorf("%s: status %q, want %d matching", how, status, len(want))
	}
}

// exploreShots keeps screenshots of the explorer at 1400 and 390 pixels, and of the bucket
// tables' buttons, where the page must not scroll sideways and the plot's text must be at
// least 11 pixels.
func exploreShots(b *browserPage) {
	t := b.t
	for _, shot := range []struct {
		name, at string
		w, h     int
	}{{"report-explore-desktop", "explore-h", 1400, 1000}, {"report-explore-buckets", "bucket-length", 1400, 1000}, {"report-explore-phone", "explore-h", 390, 844}} {
		if err := (proto.EmulationSetDeviceMetricsOverride{Width: shot.w, Height: shot.h, DeviceScaleFactor: 1, Mobile: shot.w < 600}).Call(b.page); err != nil {
			t.Fatal(err)
		}
		b.eval(`() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))`)
		b.eval(`id => document.getElementById(id).scrollIntoView()`, shot.at)
		if got := b.eval(`() => document.documentElement.scrollWidth`).Int(); got > shot.w {
			wide := b.strings(`w => Array.from(document.querySelectorAll("body *")).filter(e => e.getBoundingClientRect().right > w).map(e => e.tagName + "#" + e.id + "." + e.className + " " + Math.round(e.getBoundingClientRect().right)).slice(0, 8)`, shot.w)
			t.Errorf("%s: the page is %d pixels wide in a window of %d: %q", shot.name, got, shot.w, wide)
		}
		small := b.strings(`() => { const svg = document.getElementById("explore-svg"), scale = svg.getBoundingClientRect().width / svg.width.baseVal.value;
			return Array.from(svg.querySelectorAll("text")).filter(e => parseFloat(getComputedStyle(e).fontSize) * scale < 11).map(e => e.textContent); }`)
		if len(small) > 0 {
			t.Errorf("%s: plot text under 11 pixels: %q", shot.name, small)
		}
		keepScreenshot(t, b.page, shot.name, false)
	}
}
