// The explorer: two systems' sentence scores under a metric as a scatter, one point per
// segment, and the segments that match the filters (reference words, a bucket of the
// Buckets section, text), largest difference first. Its data are the JSON of #explore-data
// (report/explore.go); every text goes into the page as textContent, never as markup.
(function () {
  "use strict";
  const holder = document.getElementById("explore-data");
  if (!holder || !document.getElementById("explore")) return;
  const data = JSON.parse(holder.textContent);
  const $ = function (id) { return document.getElementById(id); };
  const ui = {
    a: $("explore-a"), b: $("explore-b"), metric: $("explore-metric"), min: $("explore-min"), max: $("explore-max"),
    bucket: $("explore-bucket"), search: $("explore-search"), clear: $("explore-clear"), status: $("explore-status"),
    plot: $("explore-plot"), caption: $("explore-caption"), detail: $("explore-detail"), list: $("explore-list"), more: $("explore-more"),
  };
  const SVG = "http://www.w3.org/2000/svg";
  const PAGE = 50;
  const state = { shown: PAGE, current: -1, matching: [], drawn: [] };

  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }
  function svgEl(tag, attrs, text) {
    const e = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  data.systems.forEach(function (name, s) {
    ui.a.add(new Option(name, String(s)));
    ui.b.add(new Option(name, String(s)));
  });
  ui.a.value = String(data.pair[0]);
  ui.b.value = String(data.pair[1]);
  data.metrics.forEach(function (m, k) { ui.metric.add(new Option(m.name + (m.lower ? " (lower is better)" : ""), String(k))); });
  ui.metric.value = String(data.by);
  data.buckets.forEach(function (t, n) {
    const group = document.createElement("optgroup");
    group.label = t.perSystem ? "By " + t.title + " (system A's)" : "By " + t.title;
    t.labels.forEach(function (label, j) { group.appendChild(new Option(label, n + ":" + j)); });
    ui.bucket.appendChild(group);
  });

  const sysA = function () { return parseInt(ui.a.value, 10); };
  const sysB = function () { return parseInt(ui.b.value, 10); };
  const metric = function () { return parseInt(ui.metric.value, 10); };
  const score = function (seg, k, s) { const x = seg.s[k][s]; return typeof x === "number" ? x : NaN; };
  const fmt = function (x, k) { return isNaN(x) ? "—" : x.toFixed(data.metrics[k].decimals); };
  const diff = function (seg, k, a, b) { return score(seg, k, a) - score(seg, k, b); };
  const words = function (input) { const v = input.value.trim(); return v === "" ? null : Number(v); };

  // bucketOf is the segment's bucket in table t, system A's for a table of each system.
  function bucketOf(seg, t) {
    return seg.b[t.at + (t.perSystem ? sysA() : 0)];
  }

  function matches(seg, q) {
    const lo = words(ui.min), hi = words(ui.max);
    if ((lo !== null && seg.n < lo) || (hi !== null && seg.n > hi)) return false;
    if (ui.bucket.value !== "") {
      const parts = ui.bucket.value.split(":");
      if (bucketOf(seg, data.buckets[+parts[0]]) !== +parts[1]) return false;
    }
    if (q === "") return true;
    if (!seg.t) return false;
    const t = seg.t;
    return [t.src].concat(t.r, [t.h[sysA()], t.h[sysB()]]).join("\n").toLowerCase().indexOf(q) >= 0;
  }

  // update recomputes the matching segments, ordered by |A − B| (largest first, not a number
  // last, ties by segment), and redraws the plot and the list.
  function update(keepShown) {
    const k = metric(), a = sysA(), b = sysB(), q = ui.search.value.trim().toLowerCase();
    const size = function (seg) { const d = Math.abs(diff(seg, k, a, b)); return isNaN(d) ? -1 : d; };
    state.matching = data.segs.filter(function (seg) { return matches(seg, q); })
      .sort(function (x, y) { return size(y) - size(x) || x.i - y.i; });
    if (!keepShown) state.shown = PAGE;
    state.current = -1;
    draw();
    list();
    const n = state.matching.length;
    let text = n + " of " + data.segments + " segments match";
    if (q !== "" && data.texts < data.segments) text += " (the search sees only the " + data.texts + " segments whose texts the page holds)";
    ui.status.textContent = text + ".";
  }

  // range is the plot's domain for metric k: [0, 1] or [0, 100] when every score of every
  // system lies there, else rounded bounds of the scores.
  function range(k) {
    let lo = Infinity, hi = -Infinity;
    data.segs.forEach(function (seg) {
      seg.s[k].forEach(function (x) { if (typeof x === "number") { lo = Math.min(lo, x); hi = Math.max(hi, x); } });
    });
    if (lo === Infinity) return [0, 1];
    if (lo >= 0 && hi <= 1) return [0, 1];
    if (lo >= 0 && hi <= 100) return [0, 100];
    const step = Math.pow(10, Math.floor(Math.log10(Math.max(hi - lo, 1e-9))));
    lo = Math.floor(lo / step) * step;
    hi = Math.ceil(hi / step) * step;
    return hi > lo ? [lo, hi] : [lo - step, hi + step];
  }
  function ticks(lo, hi) {
    const raw = (hi - lo) / 5, mag = Math.pow(10, Math.floor(Math.log10(raw)));
    const step = [1, 2, 2.5, 5, 10].map(function (f) { return f * mag; }).find(function (s) { return s >= raw; });
    const out = [];
    for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.round(v / step) * step);
    return out;
  }

  function draw() {
    const k = metric(), a = sysA(), b = sysB(), m = data.metrics[k];
    const width = Math.max(260, Math.min(ui.plot.clientWidth || 480, 560));
    const left = 56, right = 14, top = 26, bottom = 48, w = width - left - right, h = w;
    const dom = range(k), lo = dom[0], hi = dom[1];
    const x = function (v) { return left + (v - lo) / (hi - lo) * w; };
    const y = function (v) { return top + h - (v - lo) / (hi - lo) * h; };
    const svg = svgEl("svg", { id: "explore-svg", role: "img", tabindex: "0", width: width, height: top + h + bottom,
      viewBox: "0 0 " + width + " " + (top + h + bottom), "aria-labelledby": "explore-svg-title", "aria-describedby": "explore-svg-desc",
      "data-domain": lo + " " + hi, "data-box": left + " " + top + " " + w + " " + h });
    const title = svgEl("title", { id: "explore-svg-title" }, m.name + ": " + data.systems[b] + " (B) against " + data.systems[a] + " (A), one point per segment");
    const desc = svgEl("desc", { id: "explore-svg-desc" });
    svg.append(title, desc, svgEl("rect", { x: left, y: top, width: w, height: h, class: "frame" }));
    ticks(lo, hi).forEach(function (v) {
      const label = String(Math.round(v * 1e6) / 1e6);
      svg.append(svgEl("line", { x1: x(v), x2: x(v), y1: top + h, y2: top + h + 4, class: "axis" }),
        svgEl("text", { x: x(v), y: top + h + 17, "text-anchor": "middle" }, label),
        svgEl("line", { x1: left - 4, x2: left, y1: y(v), y2: y(v), class: "axis" }),
        svgEl("text", { x: left - 7, y: y(v) + 4, "text-anchor": "end" }, label));
    });
    svg.append(svgEl("line", { x1: x(lo), y1: y(lo), x2: x(hi), y2: y(hi), class: "diagonal" }),
      svgEl("text", { x: left + w / 2, y: top + h + 38, "text-anchor": "middle", class: "axis-label" }, m.name + " of A"),
      svgEl("text", { x: 14, y: top + h / 2, "text-anchor": "middle", class: "axis-label", transform: "rotate(-90 14 " + (top + h / 2) + ")" }, m.name + " of B"));
    let above = 0, below = 0, on = 0;
    const points = svgEl("g", { class: "points" });
    state.drawn = [];
    state.matching.forEach(function (seg) {
      const sa = score(seg, k, a), sb = score(seg, k, b);
      if (isNaN(sa) || isNaN(sb)) return;
      const side = sb > sa ? "above" : sb < sa ? "below" : "on";
      if (side === "above") above++; else if (side === "below") below++; else on++;
      points.append(svgEl("circle", { cx: x(sa), cy: y(sb), r: 4, class: side, "data-i": seg.i }));
      state.drawn.push(seg);
    });
    svg.append(points);
    const higher = function (who) { return who + (m.lower ? " scores higher (worse)" : " scores higher (better)"); };
    const count = function (x, anchor, side, text) {
      const e = svgEl("text", { x: x, y: top - 9, "text-anchor": anchor, class: "count" });
      e.append(svgEl("tspan", { class: side }, "● "), document.createTextNode(text));
      return e;
    };
    svg.append(count(left, "start", "above", "B higher: " + above), count(left + w, "end", "below", "A higher: " + below));
    const counts = state.drawn.length + " segments. Above the diagonal, " + higher("B") + ": " + above +
      "; below it, " + higher("A") + ": " + below + "; on it: " + on + ".";
    desc.textContent = "x: " + m.name + " of A (" + data.systems[a] + "), y: " + m.name + " of B (" + data.systems[b] + "), from " + lo + " to " + hi + ". " + counts +
      " Focus the plot and use the arrow keys to step through the points, largest difference first; the list below gives the same segments as text.";
    ui.caption.textContent = m.name + " sentence scores of A (" + data.systems[a] + ", x) and B (" + data.systems[b] + ", y), dashed line y = x; points above it orange, below it blue. " + counts;
    ui.plot.replaceChildren(svg);
    bindPlot(svg);
  }

  function bindPlot(svg) {
    const at = function (e) {
      const c = e.target.closest("circle");
      return c ? state.drawn.findIndex(function (seg) { return seg.i === +c.getAttribute("data-i"); }) : -1;
    };
    svg.addEventListener("mouseover", function (e) { const n = at(e); if (n >= 0) select(n); });
    svg.addEventListener("click", function (e) { const n = at(e); if (n >= 0) select(n); });
    svg.addEventListener("keydown", function (e) {
      const last = state.drawn.length - 1;
      const to = { ArrowRight: state.current + 1, ArrowDown: state.current + 1, ArrowLeft: state.current - 1, ArrowUp: state.current - 1, Home: 0, End: last }[e.key];
      if (to === undefined || last < 0) return;
      e.preventDefault();
      select(Math.max(0, Math.min(last, to)));
    });
  }

  // select marks the n-th point drawn and shows its segment.
  function select(n) {
    state.current = n;
    const seg = state.drawn[n];
    ui.plot.querySelectorAll("circle.current").forEach(function (c) { c.classList.remove("current"); });
    const c = ui.plot.querySelector('circle[data-i="' + seg.i + '"]');
    if (c) { c.classList.add("current"); c.parentNode.appendChild(c); }
    ui.detail.replaceChildren(segmentView(seg, "h4"));
  }

  // segmentView is a segment's number, the pair's scores, its source, references and the
  // pair's outputs.
  function segmentView(seg, heading) {
    const k = metric(), a = sysA(), b = sysB(), m = data.metrics[k];
    const box = el("div", undefined, "explore-seg");
    box.setAttribute("data-i", seg.i);
    box.append(el(heading, "Segment " + (seg.i + 1)),
      el("p", m.name + ": A " + fmt(score(seg, k, a), k) + ", B " + fmt(score(seg, k, b), k) + ", A − B " + fmt(diff(seg, k, a, b), k) +
        " · reference words: " + seg.n, "ci"));
    if (!seg.t) {
      box.append(el("p", "Its texts are not in the page (see the note above).", "muted"));
      return box;
    }
    const dl = el("dl");
    const add = function (term, text) { const dd = el("dd"); dd.append(el("bdi", text)); dl.append(el("dt", term), dd); };
    if (data.source) add("Source", seg.t.src);
    seg.t.r.forEach(function (r, j) { add(seg.t.r.length > 1 ? "Reference " + (j + 1) : "Reference", r); });
    add("A: " + data.systems[a], seg.t.h[a]);
    add("B: " + data.systems[b], seg.t.h[b]);
    box.append(dl);
    return box;
  }

  function list() {
    const items = state.matching.slice(0, state.shown).map(function (seg) {
      const li = el("li");
      li.append(segmentView(seg, "h4"));
      return li;
    });
    ui.list.replaceChildren.apply(ui.list, items);
    const left = state.matching.length - state.shown;
    ui.more.hidden = left <= 0;
    ui.more.textContent = "Show " + Math.min(PAGE, Math.max(left, 0)) + " more (" + Math.max(left, 0) + " not shown)";
  }

  ui.more.addEventListener("click", function () { state.shown += PAGE; list(); });
  [ui.a, ui.b, ui.metric, ui.bucket].forEach(function (s) { s.addEventListener("change", function () { update(false); }); });
  [ui.min, ui.max, ui.search].forEach(function (s) { s.addEventListener("input", function () { update(false); }); });
  ui.clear.addEventListener("click", function () {
    ui.min.value = ""; ui.max.value = ""; ui.search.value = ""; ui.bucket.value = "";
    update(false);
  });
  let pending = false;
  window.addEventListener("resize", function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; draw(); });
  });

  // open shows the explorer filtered to bucket j of table n (system s as A for a table of
  // each system), every other filter cleared.
  function open(n, j, s) {
    if (s !== undefined && s !== sysA()) {
      if (s === sysB()) ui.b.value = ui.a.value;
      ui.a.value = String(s);
    }
    ui.min.value = ""; ui.max.value = ""; ui.search.value = "";
    ui.bucket.value = n + ":" + j;
    update(false);
    $("explore").scrollIntoView();
    ui.status.focus();
  }
  ui.status.tabIndex = -1;

  // The bucket tables' rows: the label becomes a button that opens its bucket; in a table of
  // each system, so does each system's count of sentences.
  data.buckets.forEach(function (t, n) {
    // A table of many systems is split into parts (data-bucket-table names the whole).
    document.querySelectorAll("table[data-bucket-table='" + t.table + "']").forEach(function (table) { bindBuckets(t, n, table); });
  });
  function bindBuckets(t, n, table) {
    // A table of each system heads each system's count of sentences "NAME sentences".
    const counts = {};
    Array.from(table.tHead.rows[0].cells).forEach(function (th, c) {
      const s = data.systems.findIndex(function (name) { return th.textContent.trim() === name + " sentences"; });
      if (s >= 0) counts[c] = s;
    });
    Array.from(table.tBodies[0].rows).forEach(function (row) {
      const j = t.labels.indexOf(row.cells[0].textContent.trim());
      if (j < 0) return;
      const th = row.cells[0], button = el("button", th.textContent.trim(), "bucket-open");
      button.type = "button";
      button.title = "Show this bucket's segments in the explorer" + (t.perSystem ? " (system A's)" : "");
      th.replaceChildren(button);
      button.addEventListener("click", function () { open(n, j); });
      if (!t.perSystem) return;
      Array.from(row.cells).forEach(function (cell, c) {
        const s = counts[c];
        if (s === undefined || cell.textContent.trim() === "0") return;
        const count = el("button", cell.textContent, "bucket-open");
        count.type = "button";
        count.title = "Show " + data.systems[s] + "'s segments in this bucket in the explorer, as A";
        cell.replaceChildren(count);
        count.addEventListener("click", function () { open(n, j, s); });
      });
    });
  }
  update(false);
})();
