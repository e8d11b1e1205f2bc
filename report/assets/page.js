"use strict";
// Sorting: a click (or Enter) on a header of a sortable table sorts its body by that column,
// numbers by their data-v value, text otherwise; again reverses.
function sortKey(cell) {
  if (!cell) return "";
  const v = cell.getAttribute("data-v");
  return v !== null ? parseFloat(v) : cell.textContent.trim().toLowerCase();
}
function sortTable(th) {
  const table = th.closest("table");
  const body = table.tBodies[0];
  const col = Array.prototype.indexOf.call(th.parentNode.children, th);
  const asc = th.getAttribute("aria-sort") !== "ascending";
  const rows = Array.from(body.rows);
  rows.sort(function (a, b) {
    const x = sortKey(a.cells[col]), y = sortKey(b.cells[col]);
    const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return asc ? c : -c;
  });
  table.querySelectorAll("thead th").forEach(function (h) { h.removeAttribute("aria-sort"); });
  th.setAttribute("aria-sort", asc ? "ascending" : "descending");
  rows.forEach(function (r) { body.appendChild(r); });
}
document.querySelectorAll("table.sortable thead th").forEach(function (th) {
  th.tabIndex = 0;
  th.addEventListener("click", function () { sortTable(th); });
  th.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); sortTable(th); } });
});
// Filters: an input with data-filter hides the elements its selector names whose text does
// not contain what is typed (case-insensitive), and counts those shown.
document.querySelectorAll("input[data-filter]").forEach(function (input) {
  const status = document.getElementById(input.getAttribute("aria-describedby"));
  input.addEventListener("input", function () {
    const q = input.value.trim().toLowerCase();
    let shown = 0, all = 0;
    document.querySelectorAll(input.getAttribute("data-filter")).forEach(function (el) {
      const hit = q === "" || el.textContent.toLowerCase().indexOf(q) >= 0;
      el.hidden = !hit;
      all++;
      if (hit) shown++;
    });
    if (status) status.textContent = shown + " of " + all + " shown";
  });
});
// The examples' order: by the size of the pair's difference under the chosen metric, largest
// first (as the report picked them under one), or by segment number; ties by segment number.
const exampleOrder = document.getElementById("example-order");
if (exampleOrder) {
  exampleOrder.addEventListener("change", function () {
    const k = parseInt(exampleOrder.value, 10);
    const list = document.getElementById("example-list");
    const size = function (a) {
      const d = Math.abs(parseFloat(a.getAttribute("data-diffs").split(" ")[k]));
      return k < 0 || isNaN(d) ? 0 : d;
    };
    const segment = function (a) { return parseInt(a.getAttribute("data-segment"), 10); };
    Array.from(list.querySelectorAll("article.example"))
      .sort(function (a, b) { return size(b) - size(a) || segment(a) - segment(b); })
      .forEach(function (a) { list.appendChild(a); });
  });
}
// Copy buttons copy the text of the element their data-copy names.
document.querySelectorAll("button[data-copy]").forEach(function (button) {
  button.addEventListener("click", function () {
    const source = document.getElementById(button.getAttribute("data-copy"));
    const text = source.value !== undefined ? source.value : source.textContent;
    const done = function () { const old = button.textContent; button.textContent = "Copied"; setTimeout(function () { button.textContent = old; }, 1200); };
    const fallback = function () {
      const details = source.closest("details");
      if (details) details.open = true;
      source.focus(); source.select();
      try { document.execCommand("copy"); done(); } catch (e) { /* selected for the user to copy */ }
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else {
      fallback();
    }
  });
});
// Printing opens every collapsed section, so that paper shows what the screen can hide.
window.addEventListener("beforeprint", function () {
  document.querySelectorAll("details").forEach(function (d) { d.open = true; });
});
