#!/usr/bin/env python3
"""Generates oracle CLI cases: random command lines run through SacreBLEU 2.6.0 itself.

    PYTHONPATH=/path/to/sacrebleu-2.6.0 python3 gen_cases.py    (run in this folder)

Writes inputs/ (random hard text, fixed seed) and cases.jsonl. Each case has the shape of
../parity/cases.jsonl plus "stdout": SacreBLEU's exact standard output, compared byte for byte
(with the signature's version value masked), and "rc", its exit status. Standard error is not
recorded. SACREBLEU and HOME point at an empty folder so no test set cache is used.
"""
import gzip
import json
import os
import random
import subprocess
import sys
import tempfile

rng = random.Random(20261122)

WORDS = ("the a of and to in is was for on that with as by at from it be are this "
         "cat dog sat mat house man bit first Haus Straße über naïve café 2019 1,000 3.14 U.S. e-mail "
         "9-5 don't O'Neil www.example.com").split()
HARD = (list(".,;:!?\"'()[]{}<>/\\|@#$%^&*_+=~`-") + ["&amp;", "&quot;", "&lt;", "&gt;", "&apos;", "<skipped>",
        " . ", "...", "“", "”", "—", "…", "€", "™", "©", "½", "²", "中", "文", "。", "，", "「", "」", "カ", "한",
        "\u00a0", "\u3000", "\u001c", "\u0085", "\u200b", "\ufeff", "\t", "\r", "İ", "Σ", "ΟΔΟΣ", "ß", "é", "e\u0301",
        "😀", "\U0001F6DC", "\U00020000", "\u2001", "\u2a6d", "  "])


def line(hard):
    n = rng.randint(0, 18)
    parts = []
    for _ in range(n):
        parts.append(rng.choice(HARD) if rng.random() < hard else rng.choice(WORDS))
        if rng.random() < 0.8:
            parts.append(" ")
    return "".join(parts).replace("\n", " ")


def corpus(n, hard):
    return [line(hard) for _ in range(n)]


def perturb(lines):
    out = []
    for l in lines:
        ws = l.split(" ")
        if ws and rng.random() < 0.7:
            i = rng.randrange(len(ws))
            ws[i] = rng.choice(WORDS)
        if rng.random() < 0.2:
            rng.shuffle(ws)
        if rng.random() < 0.1:
            ws = ws[: len(ws) // 2]
        out.append(" ".join(ws))
    return out


def write(name, lines, encoding="utf-8", end="\n"):
    path = os.path.join("inputs", name)
    data = "".join(l + end for l in lines).encode(encoding)
    if name.endswith(".gz"):
        data = gzip.compress(data, mtime=0)
    with open(path, "wb") as f:
        f.write(data)
    return path


def make_inputs():
    os.makedirs("inputs", exist_ok=True)
    sets = {}
    for name, n, hard in [("plain", 60, 0.05), ("hard", 60, 0.4), ("tiny", 3, 0.3), ("wild", 40, 0.8)]:
        ref = corpus(n, hard)
        refs = [write(f"{name}.ref0.txt", ref)]
        for k in (1, 2):
            refs.append(write(f"{name}.ref{k}.txt", perturb(ref)))
        hyps = [write(f"{name}.hyp{k}.txt", perturb(ref)) for k in range(3)]
        sets[name] = (refs, hyps, ref)
    refs, hyps, ref = sets["plain"]
    sets["extra"] = {
        "tabref": write("plain.tabref.txt", [a + "\t" + (b.strip() or "x") for a, b in zip(ref, perturb(ref))]),
        "tabref-empty": write("plain.tabref-empty.txt", [a + "\t" + b for a, b in zip(ref, perturb(ref))]),
        "gz": write("plain.hyp0.txt.gz", open(hyps[0], encoding="utf-8").read().split("\n")[:-1]),
        "crlf": write("plain.crlf.txt", open(hyps[1], encoding="utf-8").read().split("\n")[:-1], end="\r\n"),
        "stdin2": write("plain.stdin2.txt", [(a.strip() or "x") + "\t" + (b.strip() or "x") for a, b in zip(
            open(hyps[0], encoding="utf-8").read().split("\n")[:-1], open(hyps[1], encoding="utf-8").read().split("\n")[:-1])]),
        "latin1": write("plain.latin1.txt", [l.encode("latin-1", "replace").decode("latin-1") for l in perturb(ref)], "latin-1"),
        "latin1ref": write("plain.latin1ref.txt", [l.encode("latin-1", "replace").decode("latin-1") for l in ref], "latin-1"),
        "empty": write("empty.txt", []),
        "emptylines": write("plain.emptylines.txt", ["" for _ in ref]),
        "short": write("plain.short.txt", perturb(ref)[:-1]),
    }
    return sets


def bleu_options():
    opts = []
    if rng.random() < 0.6:
        opts += ["-tok", rng.choice(["13a", "intl", "zh", "char", "none"])]
    if rng.random() < 0.3:
        opts.append(rng.choice(["-lc", "--lowercase", "--low"]))
    if rng.random() < 0.4:
        opts += ["-s", rng.choice(["exp", "floor", "add-k", "none"])]
        if rng.random() < 0.5:
            opts += ["-sv", rng.choice(["0.5", "2", "0", "0.01", "1e-3"])]
    if rng.random() < 0.2:
        opts.append("--force")
    return opts


def chrf_options():
    opts = []
    if rng.random() < 0.3:
        opts += ["-cc", str(rng.choice([1, 2, 4, 6, 8]))]
    if rng.random() < 0.4:
        opts += ["-cw", str(rng.choice([0, 1, 2, 3]))]
    if rng.random() < 0.3:
        opts += ["--chrf-beta", str(rng.choice([0, 1, 3]))]
    for flag in ("--chrf-whitespace", "--chrf-lowercase", "--chrf-eps-smoothing"):
        if rng.random() < 0.2:
            opts.append(flag)
    return opts


def ter_options():
    return [f for f in ("--ter-case-sensitive", "--ter-asian-support", "--ter-no-punct", "--ter-normalized")
            if rng.random() < 0.3]


def output_options(multi):
    opts = []
    if rng.random() < 0.7:
        opts += ["-w", str(rng.choice([0, 1, 2, 3, 4, 6, 10, 12]))]
    if rng.random() < 0.5:
        opts += ["-f", rng.choice(["json", "text", "latex"])]
    if rng.random() < 0.2:
        opts.append("-b")
    if rng.random() < 0.3:
        opts.append("-sh")
    if rng.random() < 0.1:
        opts.append("-d")
    if rng.random() < 0.2:
        opts.append("-q")
    return opts


def random_case(sets, i):
    name = rng.choice(["plain", "hard", "tiny", "wild"])
    refs, hyps, _ = sets[name]
    nref = rng.choice([1, 1, 1, 2, 3])
    nsys = rng.choice([1, 1, 1, 2, 3])
    case = {"id": f"oracle.{i}.{name}", "refs": refs[:nref], "hyps": hyps[:nsys], "env": {}}
    metrics = rng.choice([["bleu"], ["bleu"], ["chrf"], ["ter"], ["bleu", "chrf"], ["bleu", "chrf", "ter"], ["ter", "bleu"]])
    args = ["-m"] + metrics
    if "bleu" in metrics:
        args += bleu_options()
    if "chrf" in metrics:
        args += chrf_options()
    if "ter" in metrics:
        args += ter_options()
    if nsys == 1 and len(metrics) == 1 and rng.random() < 0.2:
        args.append("-sl")
    if rng.random() < 0.1:
        args += ["-l", rng.choice(["en-zh", "en-de", "de-en", "en-fr"])]
    args += output_options(nsys > 1)
    if rng.random() < 0.1:
        case["env"]["SACREBLEU_FORMAT"] = rng.choice(["text", "latex", "JSON", "yaml"])
    case["args"] = args
    return case


def special_cases(sets):
    refs, hyps, _ = sets["plain"]
    x = sets["extra"]
    hard_refs, hard_hyps, _ = sets["hard"]
    cases = [
        {"id": "special.nr2", "refs": [x["tabref"]], "hyps": hyps[:1], "args": ["-nr", "2", "-w", "6"]},
        {"id": "special.nr2-text", "refs": [x["tabref"]], "hyps": hyps[:1], "args": ["-nr", "2", "-f", "text", "-sl"]},
        {"id": "special.nr3", "refs": [x["tabref"]], "hyps": hyps[:1], "args": ["-nr", "3"]},
        {"id": "special.nr2-empty-field", "refs": [x["tabref-empty"]], "hyps": hyps[:1], "args": ["-nr", "2"]},
        {"id": "special.nr2-tworefs", "refs": refs[:2], "hyps": hyps[:1], "args": ["-nr", "2"]},
        {"id": "special.gz", "refs": refs[:1], "hyps": [x["gz"]], "args": ["-w", "4"]},
        {"id": "special.crlf", "refs": refs[:1], "hyps": [x["crlf"]], "args": ["-w", "4"]},
        {"id": "special.stdin", "refs": refs[:1], "stdin": hyps[0], "args": ["-w", "4"]},
        {"id": "special.stdin-crlf", "refs": refs[:1], "stdin": x["crlf"], "args": ["-w", "4"]},
        {"id": "special.stdin-tabs", "refs": refs[:1], "stdin": x["stdin2"], "args": ["-f", "text"]},
        {"id": "special.stdin-tabs-json", "refs": refs[:1], "stdin": x["stdin2"], "args": []},
        {"id": "special.stdin-empty", "refs": [x["empty"]], "stdin": x["empty"], "args": []},
        {"id": "special.stdin-badtabs", "refs": refs[:1], "stdin": x["tabref"], "args": []},
        {"id": "special.latin1", "refs": [x["latin1ref"]], "hyps": [x["latin1"]], "args": ["-e", "latin-1", "-w", "4"]},
        {"id": "special.latin1-as-utf8", "refs": [x["latin1ref"]], "hyps": [x["latin1"]], "args": []},
        {"id": "special.empty-hyp", "refs": refs[:1], "hyps": [x["empty"]], "args": []},
        {"id": "special.empty-lines", "refs": refs[:1], "hyps": [x["emptylines"]], "args": ["-w", "3"]},
        {"id": "special.empty-lines-sl", "refs": refs[:1], "hyps": [x["emptylines"]], "args": ["-sl"]},
        {"id": "special.empty-ref-lines", "refs": [x["emptylines"]], "hyps": hyps[:1], "args": ["-w", "3"]},
        {"id": "special.short", "refs": refs[:1], "hyps": [x["short"]], "args": []},
        {"id": "special.missing-ref", "refs": ["inputs/nosuch.txt"], "hyps": hyps[:1], "args": []},
        {"id": "special.missing-hyp", "refs": refs[:1], "hyps": ["inputs/nosuch.txt"], "args": []},
        {"id": "special.dup", "refs": refs[:1], "hyps": [hyps[0], hyps[0]], "args": []},
        {"id": "special.zero-systems-json", "refs": refs[:1], "hyps": [], "args": ["-i"]},
        {"id": "special.zero-systems-text", "refs": refs[:1], "hyps": [], "args": ["-i", "-f", "text"]},
        {"id": "special.no-refs", "refs": [], "hyps": hyps[:1], "args": []},
        {"id": "special.lang-bad", "refs": refs[:1], "hyps": hyps[:1], "args": ["-l", "en"]},
        {"id": "special.lang-empty-target", "refs": refs[:1], "hyps": hyps[:1], "args": ["-l", "en-"]},
        {"id": "special.negative-width", "refs": refs[:1], "hyps": hyps[:1], "args": ["-w", "-1"]},
        {"id": "special.width-30", "refs": refs[:1], "hyps": hyps[:1], "args": ["-w", "30", "-f", "text"]},
        {"id": "special.detail-text", "refs": refs[:1], "hyps": hyps[:1], "args": ["-d"]},
        {"id": "special.origlang", "refs": refs[:1], "hyps": hyps[:1], "args": ["-ol", "en"]},
        {"id": "special.echo", "refs": refs[:1], "hyps": hyps[:1], "args": ["--echo", "src"]},
        {"id": "special.multi-sl", "refs": refs[:1], "hyps": hyps[:2], "args": ["-sl"]},
        {"id": "special.multi-latex", "refs": refs[:2], "hyps": hyps, "args": ["-f", "latex", "-w", "3"]},
        {"id": "special.multi-text-short", "refs": refs[:3], "hyps": hyps, "args": ["-f", "text", "-sh", "-tok", "intl"]},
        {"id": "special.multi-b", "refs": refs[:1], "hyps": hyps, "args": ["-b", "-f", "text"]},
        {"id": "special.hard-multi", "refs": hard_refs, "hyps": hard_hyps, "args": ["-f", "text", "-w", "4"]},
        {"id": "special.sl-b", "refs": hard_refs[:2], "hyps": hard_hyps[:1], "args": ["-sl", "-b", "-w", "3", "-s", "floor"]},
        {"id": "special.sl-short", "refs": hard_refs[:2], "hyps": hard_hyps[:1], "args": ["-sl", "-sh", "-tok", "char", "-lc"]},
        {"id": "special.json-b-one", "refs": refs[:1], "hyps": hyps[:1], "args": ["-b"]},
        {"id": "special.prefix-order", "refs": refs[:1], "hyps": hyps[:1], "args": ["-w", "3", "--tok", "zh", "--smooth-m", "floor"]},
        {"id": "special.ambiguous-prefix", "refs": refs[:1], "hyps": hyps[:1], "args": ["--sm", "floor"]},
        {"id": "special.refs-after-options", "refs": [], "hyps": [], "args": ["-lc", refs[0], "-i", hyps[0], "-w", "2"]},
        {"id": "special.metric-consumes-ref", "refs": [], "hyps": [], "args": ["-m", "bleu", refs[0], "-i", hyps[0]]},
        {"id": "special.bleu-twice", "refs": refs[:1], "hyps": hyps[:1], "args": ["-m", "bleu", "bleu", "-f", "text"]},
        {"id": "special.bad-encoding", "refs": refs[:1], "hyps": hyps[:1], "args": ["-e", "nosuch-codec"]},
    ]
    for c in cases:
        c.setdefault("env", {})
    return cases


TRANSFORMED = tempfile.mkdtemp()


def normalized_cases(sets):
    """sacre's opt-in --normalize/--casefold: SacreBLEU scoring transformed copies of the inputs is
    the oracle for sacre scoring the originals with the options (scores only, with -b)."""
    import unicodedata
    cases = []
    for name in ("hard", "wild"):
        refs, hyps, _ = sets[name]
        for form, fold in (("NFC", False), ("NFKC", False), (None, True), ("NFKC", True)):
            def transform(path):
                text = open(path, encoding="utf-8", newline="\n").read()
                if fold:
                    text = text.casefold()
                if form:
                    text = unicodedata.normalize(form, text)
                tag = ".".join(t for t in ((form or "").lower(), "fold" if fold else "") if t)
                out = os.path.join(TRANSFORMED, os.path.basename(path).replace(".txt", f".{tag}.txt"))
                with open(out, "w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
                return out
            flags = (["--normalize", form.lower()] if form else []) + (["--casefold"] if fold else [])
            for extra in ([], ["-tok", "intl"], ["-lc"]):
                case = {"id": f"normalize.{name}.{form}.{fold}.{'.'.join(extra)}", "refs": refs[:2], "hyps": hyps[:1],
                        "args": flags + extra + ["-b", "-w", "10"], "env": {},
                        "oracle_refs": [transform(r) for r in refs[:2]], "oracle_hyps": [transform(hyps[0])]}
                cases.append(case)
    return cases


def significance_cases(sets):
    """Confidence intervals and paired tests with small samples, several seeds and formats."""
    cases = []
    refs, hyps, ref = sets["plain"]
    hard_refs, hard_hyps, _ = sets["hard"]
    zero = write("plain.zero.txt", ["zzz" for _ in ref])
    cases.append({"id": "sig.zero-mean", "refs": refs[:1], "hyps": [zero], "args": ["-ci", "-cin", "50", "-f", "text"]})
    cases.append({"id": "sig.zero-mean-json", "refs": refs[:1], "hyps": [zero], "args": ["-ci", "-cin", "50", "-m", "bleu", "chrf"]})
    cases.append({"id": "sig.cin1", "refs": refs[:1], "hyps": hyps[:1], "args": ["-ci", "-cin", "1"]})
    cases.append({"id": "sig.pbsn0", "refs": refs[:1], "hyps": hyps, "args": ["-pbs", "-pbsn", "0", "-f", "text"]})
    cases.append({"id": "sig.stdin-names", "refs": refs[:1], "stdin": sets["extra"]["stdin2"], "args": ["-pbs", "-pbsn", "100", "-f", "text"]})
    cases.append({"id": "sig.baseline-twice", "refs": refs[:1], "hyps": [hyps[0], hyps[1], hyps[0]], "args": ["-par", "-parn", "100"]})
    # add-k stores fractional counts back into int64 (AR) and float32 (bootstrap) arrays.
    cases.append({"id": "sig.addk-ar", "refs": refs[:1], "hyps": hyps, "args": ["-s", "add-k", "-sv", "0.5", "-par", "-parn", "200", "-w", "6"]})
    cases.append({"id": "sig.addk-bs", "refs": refs[:1], "hyps": hyps, "args": ["-s", "add-k", "-sv", "0.3", "-pbs", "-pbsn", "200"]})
    cases.append({"id": "sig.addk-ci", "refs": hard_refs[:1], "hyps": hard_hyps[:1], "args": ["-s", "add-k", "-sv", "0.3", "-ci", "-cin", "300", "-w", "8"]})
    # Three references give TER fractional average lengths: float32 sums in order.
    cases.append({"id": "sig.ter3-ar", "refs": refs, "hyps": hyps, "args": ["-m", "ter", "-par", "-parn", "300"]})
    cases.append({"id": "sig.ter3-bs", "refs": refs, "hyps": hyps, "args": ["-m", "ter", "chrf", "-pbs", "-pbsn", "300"]})
    cases.append({"id": "sig.ter3-ci", "refs": hard_refs, "hyps": hard_hyps[:1], "args": ["-m", "ter", "-ci", "-w", "9"]})
    for i in range(60):
        name = rng.choice(["plain", "hard"])
        r, h, _ = sets[name]
        metrics = rng.choice([["bleu"], ["chrf"], ["ter"], ["bleu", "chrf"], ["ter", "bleu"], ["chrf", "bleu", "ter"]])
        args = ["-m"] + metrics
        if "bleu" in metrics:
            args += bleu_options()
        if "chrf" in metrics:
            args += chrf_options()
        if "ter" in metrics:
            args += ter_options()
        kind = rng.choice(["ci", "pbs", "par"])
        case = {"id": f"sig.{i}.{kind}.{name}", "refs": r[:rng.choice([1, 1, 2])], "env": {}}
        if kind == "ci":
            case["hyps"] = h[:1]
            args += ["-ci", "-cin", str(rng.choice([2, 39, 40, 100, 333]))]
        else:
            case["hyps"] = h[:rng.choice([2, 3])]
            args += ["-" + kind, "-" + kind + "n", str(rng.choice([1, 20, 99, 200]))]
        args += output_options(True)
        if rng.random() < 0.4:
            case["env"]["SACREBLEU_SEED"] = rng.choice(["7", "007", " 3", "+11", "1_000", str(2**40 + 3), str(2**70)])
        case["args"] = [a for a in args if a not in ("-sl", "-d")]
        cases.append(case)
    for c in cases:
        c.setdefault("env", {})
    return cases


CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "datasets", "testdata", "cache")


def fresh_cache():
    """A copy of the synthetic test set cache of datasets/testdata (SacreBLEU writes into it)."""
    import shutil
    d = tempfile.mkdtemp()
    shutil.copytree(CACHE, os.path.join(d, "c"))
    return os.path.join(d, "c")


def echo_refs(set_name, pair):
    env = dict(os.environ, SACREBLEU=fresh_cache())
    p = subprocess.run([sys.executable, "-m", "sacrebleu", "-t", set_name, "-l", pair, "--echo", "ref"],
                       capture_output=True, env=env)
    return p.stdout.decode("utf-8").split("\n")[:-1]


def testset_cases():
    """Scoring against the synthetic test sets, with --detail, --origlang and --subset."""
    cases = []
    pairs = [("wmt14", "en-de", "en"), ("wmt14", "de-en", "de"), ("wmt08", "en-de", "cz"), ("wmt19", "en-de", "en"),
             ("wmt20/tworefs", "de-en", "de"), ("wmt17/ms", "zh-en", "zh"), ("iwslt17", "en-de", "en"),
             ("mtnt2019", "en-fr", "en"), ("wmt20/robust/set1", "en-de", "en"), ("multi30k/2018", "en-de", "en"),
             ("wmt21", "en-de", "en"), ("wmt22", "cs-en", "cs"), ("wmt23", "en-he", "en"), ("wmt23", "de-en", "de")]
    for set_name, pair, lang in pairs:
        refs = echo_refs(set_name, pair)
        if not refs:
            continue
        tag = set_name.replace("/", "_") + "." + pair
        hyp = write(f"testset.{tag}.hyp.txt", perturb(refs))
        env = {"SACREBLEU": "@CACHE@"}
        base = ["-t", set_name, "-l", pair, "-i", hyp]
        for extra in ([], ["-m", "bleu", "chrf", "ter", "-f", "text"], ["-d"], ["-d", "-m", "chrf", "bleu", "-w", "3"],
                      ["-ol", lang], ["-ol", "non-" + lang, "-f", "text"], ["--subset", "news"],
                      ["-tok", "none"], ["--echo", "src", "ref"], ["-ol", lang, "-d"]):
            cases.append({"id": f"testset.{tag}.{' '.join(extra)}", "refs": [], "hyps": None, "args": base + extra, "env": dict(env)})
    hyp = write("testset.wmt14x2.hyp.txt", perturb(echo_refs("wmt14", "en-de") * 2))
    for args in (["-t", "wmt14,wmt14", "-l", "en-de", "-i", hyp], ["-t", "wmt14,wmt14", "-l", "en-de", "-i", hyp, "-d", "-f", "text"],
                 ["-t", "wmt19", "-l", "en-de", "-i", hyp, "--subset", "country:GB"],
                 ["-t", "wmt99", "-l", "en-de", "-i", hyp], ["-t", "wmt14", "-l", "en-xx", "-i", hyp],
                 ["-t", "wmt14", "-i", hyp], ["inputs/plain.ref0.txt", "-t", "wmt14", "-l", "en-de", "-i", hyp],
                 ["-t", "wmt14", "-l", "en-de", "-nr", "2", "-i", hyp], ["-l", "en-de", "--echo", "src", "-i", hyp],
                 ["-t", "wmt14", "-l", "en-de", "--echo", "foo"], ["-t", "wmt14", "-l", "en-de", "--echo", "all", "src"],
                 ["--list"], ["--list", "-l", "en-de"], ["-t", "wmt14", "--list"]):
        cases.append({"id": "testset.misc." + " ".join(a for a in args if "/" not in a), "refs": [], "hyps": None, "args": args,
                      "env": {"SACREBLEU": "@CACHE@"}})
    return cases


SPM_MODEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "internal", "sentencepiece", "testdata")
SPM_FILES = {"spm": "sacrebleu_tokenizer_spm.model", "flores101": "sacrebleu_tokenizer_spm.model",
             "flores200": "flores200sacrebleuspm", "spBLEU-1K": "spbleu-1k_tokenizer_spm.model"}


def spm_cache(model):
    """A cache whose models/ holds a test model under every name SacreBLEU downloads to."""
    import shutil
    d = os.path.join(tempfile.mkdtemp(), "c")
    os.makedirs(os.path.join(d, "models"))
    for name in set(SPM_FILES.values()):
        shutil.copy(os.path.join(SPM_MODEL, model), os.path.join(d, "models", name))
    return d


def spm_cases(sets):
    """The SentencePiece tokenizers, with test models standing in for the real ones."""
    cases = []
    for model in ("unigram_nfkc.model", "bpe_nfkc.model", "unigram_identity_bytes.model"):
        for name in SPM_FILES:
            for setname in ("plain", "wild"):
                refs, hyps, _ = sets[setname]
                cases.append({"id": f"spm.{model}.{name}.{setname}", "refs": refs[:2], "hyps": hyps[:1],
                              "args": ["-tok", name, "-w", "6"], "env": {"SACREBLEU": "@SPM@" + model}})
        cases.append({"id": f"spm.{model}.sl", "refs": sets["hard"][0][:1], "hyps": sets["hard"][1][:1],
                      "args": ["-tok", "flores200", "-sl", "-w", "4"], "env": {"SACREBLEU": "@SPM@" + model}})
    return cases


def citation_cases():
    """--citation crashes in SacreBLEU 2.6.0 (TypeError); sacre prints what SacreBLEU's code
    means to print: DATASETS[set].citation for each set of -t, or logs that there is none.
    The expected output is SacreBLEU's registry text, not a run of its CLI."""
    from sacrebleu.dataset import DATASETS
    cases = []
    for sets in ("wmt14", "wmt14,wmt20", "wmt20/robust/set1"):
        out = "".join(DATASETS[n].citation + "\n" for n in sets.split(",") if DATASETS[n].citation)
        cases.append({"id": f"divergence.citation.{sets}", "refs": [], "hyps": None, "args": ["--citation", "-t", sets],
                      "env": {}, "rc": 0, "stdout": out, "no_run": True})
    return cases


def run(case, tmp):
    refs, hyps, args = case["refs"], case.get("hyps"), case["args"]
    if "oracle_refs" in case:
        refs, hyps = case.pop("oracle_refs"), case.pop("oracle_hyps")
        args = [a for a in args if a not in ("--normalize", "nfc", "nfkc", "--casefold")]
    cmd = [sys.executable, "-m", "sacrebleu"] + refs
    if hyps or (hyps == [] and "-i" not in args and not case.get("stdin")):
        cmd += ["-i"] + hyps
    cmd += args
    env = dict(os.environ, SACREBLEU=tmp, HOME=tmp)
    if case["env"].get("SACREBLEU") == "@CACHE@":
        env["SACREBLEU"] = fresh_cache()
    elif case["env"].get("SACREBLEU", "").startswith("@SPM@"):
        env["SACREBLEU"] = spm_cache(case["env"]["SACREBLEU"][len("@SPM@"):])
    env.pop("SACREBLEU_FORMAT", None)
    env.pop("NO_COLOR", None)
    env.update({k: v for k, v in case["env"].items() if not v.startswith("@")})
    stdin = open(case["stdin"], "rb").read() if case.get("stdin") else b""
    p = subprocess.run(cmd, input=stdin, capture_output=True, env=env, timeout=600)
    case["rc"] = p.returncode
    case["stdout"] = p.stdout.decode("utf-8", "surrogateescape")
    return case


def main():
    sets = make_inputs()
    cases = special_cases(sets) + normalized_cases(sets) + [random_case(sets, i) for i in range(400)]
    cases += significance_cases(sets)
    cases += testset_cases()
    cases += citation_cases()
    cases += spm_cases(sets)
    with tempfile.TemporaryDirectory() as tmp, open("cases.jsonl", "w", encoding="utf-8") as out:
        for case in cases:
            if case.pop("no_run", False):
                out.write(json.dumps(case, ensure_ascii=False) + "\n")
                continue
            case = run(case, tmp)
            if case["rc"] != 0:
                case["stdout"] = ""
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
