"""Runs SacreBLEU 2.6.0 on copies of testdata/cache and writes testdata/oracle.

    PYTHONPATH=/work/oracle /usr/bin/python3 datasets/testdata/gen_oracle.py

Nothing is downloaded: every raw file SacreBLEU looks for is in the copied cache. Paths under
the temporary cache root are written as $ROOT. See README.md.
"""

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in testdata

from oracle_cases import (AVAILABLE_CASES, CLI_CASES, DETAIL_CASES, FILTER_CASES, REGEX_PATTERNS, REGEX_SUBJECTS,
                          TEXT_CASES, XML_DOCS)

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.path.join(HERE, "cache")
OUT = os.path.join(HERE, "oracle")
PYTHON = "/usr/bin/python3"


def fresh_root():
    root = os.path.join(tempfile.mkdtemp(prefix="sacre-oracle-"), "root")
    shutil.copytree(CACHE, root)
    return root


def sort_translators():
    """SacreBLEU keeps WMT XML translators in a Python set, iterated in an order that changes
    with the string hash seed. Iterate it sorted by field name instead, as sacre does."""
    import sacrebleu.dataset.wmt_xml as wx

    class SortedSet(set):
        def __iter__(self):
            key = lambda t: (wx._get_field_by_translator(t), t or "", t is not None)
            return iter(sorted(set.__iter__(self), key=key))

    wx.set = SortedSet


def error_of(exc, root):
    return {"type": exc_type(exc), "msg": str(exc).replace(root, "$ROOT")}


def exc_type(exc):
    t = type(exc)
    return t.__name__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__name__}"


def rel(paths, root):
    return [os.path.relpath(p, root) for p in paths]


def text_case(set_name, pair, root):
    from sacrebleu.dataset import DATASETS

    ds, out = DATASETS[set_name], {"set": set_name, "pair": pair}
    try:
        out["fields"] = ds.fieldnames(pair)
        out["files"] = rel(ds.get_files(pair), root)
        out["refs"] = rel(ds.get_reference_files(pair), root)
        out["source"] = rel([ds.get_source_file(pair)], root)[0]
    except Exception as exc:
        out["error"] = error_of(exc, root)
        try:  # a second call sees what the failed one left behind
            out["retry_files"] = rel(ds.get_files(pair), root)
        except Exception as exc2:
            out["retry_error"] = error_of(exc2, root)
    return out


def call(fn, root):
    try:
        return {"result": fn()}
    except Exception as exc:
        return {"error": error_of(exc, root)}


def filter_case(c, root):
    from sacrebleu.utils import filter_subset

    streams = [[f"h{i}" for i in range(c["n"])], [f"r{i}" for i in range(c["n"])]]
    return dict(c, streams=streams, **call(lambda: filter_subset(streams, c["sets"], c["pair"], c["origlang"], c["subset"]), root))


def available_case(c, root):
    from sacrebleu.utils import get_available_origlangs, get_available_subsets

    return dict(c, origlangs=call(lambda: get_available_origlangs(c["sets"], c["pair"]), root),
                subsets=call(lambda: get_available_subsets(c["sets"], c["pair"]), root))


class FakeScore:
    def __init__(self, index):
        self.name, self.score = "FAKE", index


class FakeMetric:
    """Records what print_subset_results scores; the printed score is the call's index."""

    def __init__(self):
        self.calls = []

    def corpus_score(self, system, refs):
        self.calls.append([system, *refs])
        return FakeScore(len(self.calls) - 1)


def detail_case(c, root):
    from argparse import Namespace

    from sacrebleu.utils import Color, print_subset_results

    Color.ENABLE_COLORS = False
    streams = [[f"h{i}" for i in range(c["n"])], [f"r{i}" for i in range(c["n"])]]
    metric = FakeMetric()
    args = Namespace(width=0, origlang=c["origlang"], subset=c["subset"], test_set=c["sets"], langpair=c["pair"])
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):
        res = call(lambda: print_subset_results({"FAKE": metric}, streams[0], streams[1:], args), root)
    res.pop("result", None)
    return dict(c, streams=streams, stdout=stdout.getvalue(), calls=metric.calls, **res)


def worker(stage, root):
    sort_translators()
    if stage == "text":
        return [text_case(s, p, root) for s, p in TEXT_CASES]
    from sacrebleu.dataset import DATASETS

    for s, p in TEXT_CASES:  # make the text files, as the CLI would have before filtering
        with contextlib.suppress(Exception):
            DATASETS[s].get_files(p)
    cases = {"filter": (FILTER_CASES, filter_case), "available": (AVAILABLE_CASES, available_case),
             "detail": (DETAIL_CASES, detail_case)}[stage]
    return [fn(c, root) for c in cases[0] for fn in [cases[1]]]


def run_worker(stage):
    root = fresh_root()
    env = dict(os.environ, SACREBLEU=root, PYTHONHASHSEED="0")  # see README.md: set order
    proc = subprocess.run([PYTHON, __file__, "--worker", stage], env=env, capture_output=True, text=True, check=True)
    return root, json.loads(proc.stdout)


def cli_case(c):
    root = fresh_root()
    env = dict(os.environ, SACREBLEU=root, NO_COLOR="1", PYTHONHASHSEED="0",
               PYTHONPATH=os.environ.get("PYTHONPATH", "/work/oracle"))
    cmd = ["sacrebleu-oracle"] if not c.get("patched") else [PYTHON, __file__, "--cli"]
    proc = subprocess.run(cmd + c["args"], env=env, capture_output=True, stdin=subprocess.DEVNULL)
    fix = lambda b: b.decode("utf-8").replace(root, "$ROOT")  # bytes: keep "\r" as printed
    return dict(c, stdout=fix(proc.stdout), stderr=fix(proc.stderr), rc=proc.returncode)


def regex_cases():
    import re
    import warnings

    warnings.simplefilter("ignore")  # FutureWarning: Possible nested set
    for pattern in REGEX_PATTERNS:
        try:
            found = [bool(re.search(pattern, s)) for s in REGEX_SUBJECTS]
            yield {"pattern": pattern, "subjects": REGEX_SUBJECTS, "found": found}
        except re.error as exc:
            yield {"pattern": pattern, "error": str(exc)}


def xml_cases():
    import lxml.etree as ET

    for text in XML_DOCS:
        try:
            root = ET.fromstring(text.encode("utf-8"))
        except ET.XMLSyntaxError as exc:
            yield {"xml": text, "error": str(exc)}
            continue
        docs = [dict(d.attrib) for d in root.findall(".//doc")]
        segs = [[s.get("id"), s.text] for s in root.findall(".//seg")]
        yield {"xml": text, "docs": docs, "segs": segs}


def write_jsonl(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    root, rows = run_worker("text")
    write_jsonl("files.jsonl", rows)
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "raw"]
        for name in filenames:
            src = os.path.join(dirpath, name)
            dst = os.path.join(OUT, "text", os.path.relpath(src, root))
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(src, dst)
    for stage in ("filter", "available", "detail"):
        write_jsonl(f"{stage}.jsonl", run_worker(stage)[1])
    write_jsonl("cli.jsonl", [cli_case(c) for c in CLI_CASES])
    write_jsonl("regex.jsonl", regex_cases())
    write_jsonl("xml.jsonl", xml_cases())


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        print(json.dumps(worker(sys.argv[2], os.environ["SACREBLEU"]), ensure_ascii=False))
    elif sys.argv[1:2] == ["--cli"]:
        sort_translators()
        from sacrebleu.sacrebleu import main as cli_main

        sys.argv = ["sacrebleu"] + sys.argv[2:]
        cli_main()
    else:
        main()
