"""Writes the synthetic COMET and mt-metrics-eval fixtures of scores/testdata (see README.md).

The formatting statements are copied from the tools, so that the files have exactly the shape
the tools write:
  - comet-score 2.2.7 (github:Unbabel/COMET da61b81, comet/cli/score.py lines 256-279);
  - comet-score 1.1.3 --mc_dropout (tag v1.1.3, comet/cli/score.py lines 295-320);
  - comet-score 1.0.0rc (commit 94ea93c, comet/cli/score.py lines 96-116);
  - comet-score 0.1.0 (tag 0.1.0, comet/cli.py lines 136-145, click.secho without a terminal);
  - mt-metrics-eval's score files (github:google-research/mt-metrics-eval 68a481a,
    mt_metrics_eval/converters/verify_scores_file.py line 83, and 'None' for a missing score
    as README.md's specification allows in human score files).
The scores are real WMT25 values read from the wmt25/ slices; the texts are placeholders.

Run from this directory: python3 gen.py [ESA_CSV]
(ESA_CSV: humeval/esa_generalMT2024_wave2.csv of github:wmt-conference/wmt24-news-systems).
"""

import json
import sys


def doc_scores(path, metric):
    with open(path, encoding="utf-8") as f:
        record = json.loads(f.readline())
    return record["metric_scores"][metric]


ami = doc_scores("wmt25/AMI.jsonl", "XCOMET-XL")[:5]
r7b = doc_scores("wmt25/CommandR7B.jsonl", "XCOMET-XL")[:5]
files = ["hyps/AMI.txt", "hyps/CommandR7B.txt"]
seg_scores = [ami, r7b]
sys_scores = [sum(s) / len(s) for s in seg_scores]


def comet_2x(out, to_json):
    """comet-score -s src.txt -t hyps/AMI.txt hyps/CommandR7B.txt --to_json comet-2x.json"""
    data = {
        f: [{"src": f"source {i}", "mt": f"Þýðing {i} ({f})"} for i in range(len(seg_scores[j]))]
        for j, f in enumerate(files)
    }
    lines = []
    for i in range(len(data[files[0]])):  # loop over (src, ref)
        for j in range(len(files)):  # loop of system
            data[files[j]][i]["COMET"] = seg_scores[j][i]
            lines.append("{}\tSegment {}\tscore: {:.4f}".format(files[j], i, seg_scores[j][i]))
    for j in range(len(files)):
        lines.append("{}\tscore: {:.4f}".format(files[j], sys_scores[j]))
    with open(to_json, "w", encoding="utf-8") as outfile:
        json.dump(data, outfile, ensure_ascii=False, indent=4)
    lines.append("Predictions saved in: {}.".format(to_json))
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))


def comet_1x_mc_dropout(out):
    """comet-score 1.1.3 -s src.txt -t hyps/AMI.txt --mc_dropout 30"""
    std = [0.0123, 0.0456, 0.0789, 0.0012, 0.0345]
    lines = []
    for i in range(len(ami)):
        lines.append(
            "{}\tSegment {}\tscore: {:.4f}\tvariance: {:.4f}".format(files[0], i, ami[i], std[i])
        )
    lines.append("{}\tscore: {:.4f}".format(files[0], sys_scores[0]))
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))


def comet_rc(out, to_json):
    """comet-score 1.0.0rc -s src.txt -t AMI.txt --to_json comet-rc.json (one system)"""
    data = [{"src": f"source {i}", "mt": f"Þýðing {i}"} for i in range(len(ami))]
    lines = []
    for i, (sample, score) in enumerate(zip(data, ami)):
        lines.append("Segment {}\tscore: {:.4f}".format(i, score))
        sample["COMET"] = score
    lines.append("System score: {:.4f}".format(sys_scores[0]))
    with open(to_json, "w") as outfile:
        json.dump(data, outfile, ensure_ascii=False, indent=4)
    lines.append("Predictions saved in: {}.".format(to_json))
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))


def comet_01(out):
    """comet score -s src.txt -h AMI.txt (COMET 0.1.0)"""
    lines = ["Segment {} score: {:.3f}".format(i, ami[i]) for i in range(len(ami))]
    lines.append("COMET system score: {:.3f}".format(sum(ami) / len(ami)))
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))


def mtme(out):
    """A human score file: GEMBA-ESA-CMDA of rink_rats_chapter1, first 5 segments, one None."""
    with open(out, "w", encoding="utf-8") as f:
        for sysname, path in [("AMI", "wmt25/AMI.jsonl"), ("CommandR7B", "wmt25/CommandR7B.jsonl")]:
            scores = doc_scores(path, "GEMBA-ESA-CMDA")[:5]
            scores = [None if s is None else float(s) for s in scores]
            f.write("\n".join([f"{sysname}\t{s}" for s in scores]) + "\n")


ESA_LINES = [1009, 1010, 1011, 1012, 1072, 1073, 1097, 1099, 1100, 1101, 1768, 1769, 1770, 1771,
             2527, 2528, 2529, 2530, 3551, 3552, 3553, 3554]
LANG = {"eng": "en", "jpn": "ja", "zho": "zh", "hin": "hi"}


def esa_long(esa_csv, out):
    """Converts lines of WMT24's ESA wave 2 CSV (no header) into a long table as humeval/tools.py's
    load_data reads them: lp from the language codes, item = doc_id-(segment_id - 1) (its
    orig_segment_id without the lp), time = end_time; the domain is the doc_id's second part."""
    import csv

    with open(esa_csv, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["system", "item", "score", "domain", "rater", "lp", "time"])
        for n in ESA_LINES:
            user, system, seg, _, src, tgt, score, doc = rows[n - 1][:8]
            domain = doc.split("_")[0].split("-")[2]
            item = f"{doc}-{int(seg) - 1}"
            w.writerow([system, item, score, domain, user, f"{LANG[src]}-{LANG[tgt]}", rows[n - 1][11]])


comet_2x("comet/comet-2x.txt", "comet/comet-2x.json")
comet_1x_mc_dropout("comet/comet-1x-mc.txt")
comet_rc("comet/comet-rc.txt", "comet/comet-rc.json")
comet_01("comet/comet-01.txt")
mtme("mtme/en-is_IS.gemba-cmda.seg.score")
if len(sys.argv) > 1:
    esa_long(sys.argv[1], "long/esa-wave2.csv")
