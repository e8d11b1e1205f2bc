#!/usr/bin/python3
"""Writes oracle.jsonl: inputs and what the real tabulate 0.8.9 prints for them.

Run with the system Python (tabulate 0.8.9, no wcwidth):

    /usr/bin/python3 gen_oracle.py > oracle.jsonl

Every table goes through SacreBLEU 2.6.0's exact call (utils.print_results_table):

    tabulate(d, headers='keys', tablefmt=fmt, colalign=('right',),
             stralign='center', numalign='center', floatfmt=f'.{width}f')

Each line is {"name", "style", "decimals", "headers", "columns"} and either "output" (the
returned string) or "error" (the exception's class name). The inputs imitate what SacreBLEU
builds (scores, bootstrap means, p-values, colours on a terminal) and add hostile system names.
"""

import json
import random
import sys

import tabulate as tabulate_module
from tabulate import tabulate

assert tabulate_module.__version__ == "0.8.9", tabulate_module.__version__
assert tabulate_module.wcwidth is None, "widths must be len(), not wcwidth"

STYLES = ("fancy_grid", "latex_booktabs")

# colorama.Fore.* and Style.RESET_ALL, as SacreBLEU's Color.format uses them.
YELLOW, CYAN, RED, RESET = "\x1b[33m", "\x1b[36m", "\x1b[31m", "\x1b[0m"


def color(msg, code):
    return f"{code}{msg}{RESET}"


NUMERIC_NAMES = [
    "1.5", "7", "1e5", " 3 ", "007", "1_000", "0_7", "1__0", "_1", "1_", "1_0.5", "1e1_0",
    "\u0661\u0662", "\uff11\uff12", "\U0001d7d3", "\U00011f51", "-0", "+2", "-2.25", "0.0",
    "2.675", "0.125", "1e400", "1e-400", "-1e-400", "inf", "-inf", "+inf", "Inf", "INF",
    "NaN", "nan", "-nan", "Infinity", "True", "False", "true", ".5", "5.", "1e", "1.e5",
    "0x10", "\x855", "\x1c5", "5\u3000", "\t7\n", "12345678901234567890123", "1\x00", "12.5%", "3,5",
]
# Too long for the random tables: a float that overflows to inf, and more digits than int() takes.
LONG_NAMES = ["9" * 400, "1" * 4300, "1" * 4301]
TEXT_NAMES = [
    "hyp.txt", "newstest2017.online-A.0.en-de", "inputs/sys_1.txt", "Baseline: hyp.txt",
    "syst\u00e8me.txt", "\u65e5\u672c\u8a9e.txt", "emoji\U0001f600.txt", "e\u0301",
    "\u03a9mega", "a_b", "50%", "a&b", "#1", "$x$", "{x}", "~user", "x^2", "C:\\path",
    "<s>", "a>b", " ", "", "\t", "a\x0bb", "a\x0cb", "a\x1cb", "a\x1db", "a\x1eb", "a\x1fb",
    "a\x85b", "a\u2028b", "a\u2029b", "\u3000x\u3000", "a\xa0b", "  padded  ",
]
MULTILINE_NAMES = [
    "a\nb", "a\r\nb", "a\rb", "x\n", "\ny", "a\n\nb", "a\r\n\r\nb", "\n", "long line\nx",
    "a\x1cb\nc",
]
ANSI_NAMES = [
    "\x1b[33mYellow\x1b[0m", "\x1b[1;31mbold\x1b[0m", "\x1b[;;m", "\x1b[0;1;2mx",
    "\x1b]8;;http://x.y\x1b\\link\x1b]8;;\x1b\\", "\x1b]8;id=1;http://x\x1b\\txt\x1b]8;;\x1b\\",
    "\x1b[31m1\x1b[0m", "\x1b[33m3\x1b[0m", "\x1b[\u0663m", "\x1b[", "\x1b", "\x1b[36m2.5\x1b[0m",
    "\x1b[31ma\x1b[0m\r\nb", "a\r\n\x1b[31mb\x1b[0m", "\x1b[31ma\x1cb\x1b[0m\nc",
]
ALL_NAMES = NUMERIC_NAMES + TEXT_NAMES + MULTILINE_NAMES + ANSI_NAMES
METRICS = ["BLEU", "chrF2", "chrF2++", "TER", "chrF1"]


def run(name, style, decimals, headers, columns):
    data = dict(zip(headers, columns))
    assert list(data) == headers, "headers must be distinct, as dict keys are"
    case = {"name": name, "style": style, "decimals": decimals, "headers": headers, "columns": columns}
    try:
        case["output"] = tabulate(data, headers="keys", tablefmt=style, colalign=("right",),
                                  stralign="center", numalign="center", floatfmt=f".{decimals}f")
    except Exception as e:  # tabulate's own failures are part of the oracle
        case["error"] = type(e).__name__
    return case


def score_cell(rng, w, mean, p_value, multiline, colors):
    """SacreBLEU's _format_score_lines for one result."""
    s = f"{rng.uniform(0, 120):.{w}f}"
    if mean:
        s += f" ({rng.uniform(0, 120):.{w}f} \u00b1 {rng.uniform(0, 5):.{w}f})"
    if p_value is not None:
        msg = f"(p = {p_value:.4f})"
        msg = (color(msg, RED) if colors else msg) if p_value > 0.05 else msg + "*"
        s += ("\n" if multiline else " ") + msg
    return s


def sacrebleu_case(rng, i):
    """A table as print_results_table builds it."""
    style = rng.choice(STYLES)
    w = rng.choice([0, 1, 1, 2, 2, 3, 4, 10])
    mode = rng.choice(["plain", "plain", "bootstrap", "ar"])
    colors = rng.random() < 0.3
    n = rng.choice([0, 1, 2, 2, 3, 4, 5, 6])
    pool = rng.choice([TEXT_NAMES[:4], ALL_NAMES, NUMERIC_NAMES])
    names = [rng.choice(pool) + ("" if rng.random() < 0.7 else str(k)) for k in range(n)]
    if mode != "plain" and names:
        names[0] = "Baseline: " + names[0]
    metrics = rng.sample(METRICS, rng.randint(1, 3))
    results = {"System": names}
    for m in metrics:
        cells = []
        for k in range(n):
            p = None if mode == "plain" or k == 0 else rng.choice([0.001, 0.0033, 0.05, 0.3588, 1.0])
            cells.append(score_cell(rng, w, mode == "bootstrap", p, style == "fancy_grid", colors))
        results[m + (" (\u03bc \u00b1 95% CI)" if mode == "bootstrap" and n > 0 else "")] = cells
    if colors:
        results = colorize(results)
    return run(f"sacrebleu-{i:04d}-{mode}", style, w, list(results), list(results.values()))


def colorize(results):
    """print_results_table's colouring of the headers and the baseline row."""
    new, has_baseline = {}, False
    for name, val in results.items():
        if val and (val[0].startswith("Baseline:") or has_baseline):
            has_baseline = True
            val[0] = color(val[0], YELLOW)
        new[color(name, CYAN)] = val
    return new


def random_cell(rng):
    kind = rng.random()
    if kind < 0.4:
        return rng.choice(ALL_NAMES)
    if kind < 0.7:
        return f"{rng.uniform(-5, 150):.{rng.randint(0, 4)}f}"
    return "".join(rng.choice(ALL_NAMES + ["x", "1", " ", "\n", "\x1b[31m", "\x1b[0m", "\x1b]8;;", "\x1b\\"]) for _ in range(3))


def hostile_case(rng, i):
    """Any strings in any column, including ragged columns and odd headers."""
    ncols = rng.randint(1, 4)
    headers = ["System"] + rng.sample(METRICS + ["", " x ", "a_b%", "1.5", "h\nh", "\x1b[36mC\x1b[0m"], ncols - 1)
    nrows = rng.randint(0, 6)
    columns = [[random_cell(rng) for _ in range(nrows)] for _ in range(ncols)]
    if rng.random() < 0.1:
        columns[-1] = columns[-1][: rng.randint(0, nrows)]
    return run(f"hostile-{i:04d}", rng.choice(STYLES), rng.choice([0, 1, 2, 3, 4]), headers, columns)


def quirk_cases():
    """Each odd system name alone, and beside "1.5", which makes the column float."""
    for style in STYLES:
        for k, name in enumerate(ALL_NAMES):
            for w in (0, 2):
                yield run(f"name-{style}-{k:02d}-w{w}", style, w, ["System", "BLEU"], [[name], ["40.1"]])
                yield run(f"name-float-{style}-{k:02d}-w{w}", style, w, ["System", "BLEU"],
                          [[name, "1.5"], ["40.1", "7"]])
            yield run(f"header-{style}-{k:02d}", style, 1, ["System", name or "empty"], [["a"], ["1.5"]])
    for k, name in enumerate(LONG_NAMES):
        yield run(f"long-name-{k}", "latex_booktabs", 2, ["System"], [[name, "1.5"]])
    yield run("zero-systems", "fancy_grid", 2, ["System", "BLEU"], [[], []])
    yield run("zero-systems-latex", "latex_booktabs", 2, ["System"], [[]])
    yield run("no-columns", "fancy_grid", 2, [], [])
    yield run("negative-precision-float", "fancy_grid", -1, ["System", "BLEU"], [["a"], ["1.5"]])
    yield run("negative-precision-text", "fancy_grid", -1, ["System", "BLEU"], [["a"], ["x"]])
    yield run("ragged", "fancy_grid", 2, ["System", "BLEU", "TER"], [["a", "b", "c"], ["1.5"], []])
    yield run("ragged-latex", "latex_booktabs", 2, ["System", "BLEU"], [["a", "b"], ["1"]])
    # A hyperlink frame that starts in one cell and ends in the next: tabulate searches the
    # cells joined by tabs, so the table counts as coloured though no cell is.
    yield run("cross-cell-code", "fancy_grid", 1, ["System", "BLEU"],
              [["a\x1b]8;;", "x\x1cy\nz"], ["\x1b\\b", "1"]])
    yield run("cross-cell-code-header", "fancy_grid", 1, ["System", "h\x1b]8;;"],
              [["\x1b\\a", "x\x0by\nz"], ["1", "2"]])
    yield run("all-empty-multiline-row", "fancy_grid", 1, ["System", "BLEU"], [["a\nb", " "], ["1", ""]])


def main():
    rng = random.Random(20240601)
    cases = list(quirk_cases())
    cases += [sacrebleu_case(rng, i) for i in range(600)]
    cases += [hostile_case(rng, i) for i in range(400)]
    for case in cases:
        sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
