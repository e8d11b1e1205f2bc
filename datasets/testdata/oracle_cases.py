"""The cases gen_oracle.py runs through SacreBLEU; datasets/oracle_test.go replays them."""

TEXT_CASES = [
    ("wmt14", "en-de"), ("wmt14", "de-en"), ("wmt14", "xx-yy"), ("wmt08", "en-de"), ("wmt19", "en-de"),
    ("wmt20/tworefs", "de-en"), ("wmt19/google/ar", "en-de"), ("wmt17/ms", "zh-en"),
    ("iwslt17", "en-de"), ("iwslt17", "de-en"), ("mtnt2019", "en-fr"), ("mtnt2019", "xx-yy"),
    ("mtnt1.1/test", "en-fr"), ("wmt20/robust/set1", "en-de"), ("wmt20/robust/set2", "en-ja"), ("multi30k/2018", "en-de"),
    ("wmt21", "en-de"), ("wmt21/AB", "en-de"), ("wmt22", "cs-en"), ("wmt22", "liv-en"),
    ("wmt23", "en-he"), ("wmt23", "de-en"), ("wmt23", "ja-en"), ("wmt23", "zh-en"), ("wmt23", "xx-yy"),
    ("wmt24", "en-cs"), ("wmt24", "en-de"), ("wmt24", "cs-uk"), ("wmt24", "en-es"),
]


def flt(sets, pair, origlang, subset, n):
    return {"sets": sets, "pair": pair, "origlang": origlang, "subset": subset, "n": n}


FILTER_CASES = [
    flt("wmt14", "en-de", "en", None, 18), flt("wmt14", "en-de", "non-en", None, 18),
    flt("wmt14", "en-de", "", None, 18), flt("wmt14", "en-de", "de", None, 5),
    flt("wmt14", "en-de", "fr", None, 30), flt("wmt14", "en-de", None, "x", 18),
    flt("wmt14", "de-en", "de", None, 2),
    flt("wmt19", "en-de", None, "country:US", 8), flt("wmt19", "en-de", None, "politics", 8),
    flt("wmt19", "en-de", "de", "world", 8), flt("wmt19", "en-de", "en", "^GB", 8),
    flt("wmt19", "en-de", None, "", 8), flt("wmt19", "en-de", None, "country:", 8),
    flt("wmt19", "en-de", None, r"\w+-\w+-ID", 8), flt("wmt19", "en-de", None, "[", 8),
    flt("wmt08", "en-de", "cz", None, 3), flt("wmt08", "en-de", "non-cz", None, 3),
    flt("wmt14,wmt08", "en-de", "en", None, 21), flt("wmt19,wmt08", "en-de", None, "GB", 11),
    flt("wmt19/google/ar", "en-de", "de", None, 8), flt("wmt20/tworefs", "de-en", "en", None, 8),
    flt("wmt21", "en-de", "de", None, 7), flt("wmt21", "en-de", None, "news", 7),
    flt("wmt23", "de-en", None, "news", 7), flt("wmt23", "de-en", "non-de", "social", 7),
    flt("wmt23", "de-en", None, "^news$", 7), flt("wmt23", "de-en", None, r"\w+-social", 7),
    flt("wmt23", "de-en", None, "(?i)NEWS", 7), flt("wmt23", "en-he", "en", "ALL", 4),
    flt("wmt23", "ja-en", None, "news", 2), flt("wmt23", "zh-en", None, "news", 2),
    flt("wmt23", "ja-en", None, "[", 2),
    flt("wmt22", "cs-en", "cs", None, 3), flt("wmt22", "liv-en", "en", None, 2),
    flt("iwslt17", "en-de", "en", None, 3), flt("mtnt2019", "en-fr", "en", None, 5),
    flt(None, "en-de", "en", None, 3), flt("wmt14", None, None, "x", 3),
    flt("wmt99", "en-de", "en", None, 3), flt("wmt14", "xx-yy", "en", None, 3),
    flt("wmt14", "en-de", None, None, 3),
]


def avail(sets, pair):
    return {"sets": sets, "pair": pair}


AVAILABLE_CASES = [
    avail("wmt14", "en-de"), avail("wmt14", "de-en"), avail("wmt08", "en-de"), avail("wmt19", "en-de"),
    avail("wmt14,wmt19", "en-de"), avail("wmt19/google/ar", "en-de"), avail("wmt21", "en-de"),
    avail("wmt23", "de-en"), avail("wmt23", "en-he"), avail("wmt23", "ja-en"), avail("wmt23", "zh-en"),
    avail("iwslt17", "en-de"), avail("mtnt2019", "en-fr"), avail("wmt22", "cs-en"), avail(None, "en-de"),
    avail("wmt99", "en-de"),
]

DETAIL_CASES = [
    flt("wmt19", "en-de", None, None, 8), flt("wmt19", "en-de", None, "country:GB", 8),
    flt("wmt19", "en-de", "en", None, 8), flt("wmt19", "en-de", "d", None, 8),
    flt("wmt14", "en-de", None, None, 18), flt("wmt08", "en-de", None, None, 3),
    flt("wmt23", "de-en", None, None, 7), flt("wmt23", "en-he", None, None, 4),
    flt("wmt21", "en-de", None, None, 7), flt("iwslt17", "en-de", None, None, 3),
    flt(None, "en-de", None, None, 3), flt("wmt14,wmt19", "en-de", None, None, 26),
    flt("wmt23", "ja-en", None, None, 2),
]


def cli(*args, patched=False, **params):
    return {"args": list(args), "patched": patched, **params}


def echo(sets, pair, *fields, origlang=None, subset=None, patched=False):
    args = ["-t", sets, "-l", pair, "--echo", *fields]
    if origlang is not None:
        args += ["--origlang", origlang]
    if subset is not None:
        args += ["--subset", subset]
    return cli(*args, patched=patched, kind="echo", sets=sets, pair=pair, fields=list(fields),
               origlang=origlang, subset=subset)


def lst(set_name=None, pair=None, patched=False):
    args = ["--list"] + (["-t", set_name] if set_name else []) + (["-l", pair] if pair else [])
    return cli(*args, patched=patched, kind="list", set=set_name, pair=pair)


CLI_CASES = [
    lst(), lst(pair="en-de"), lst(pair="de-en"), lst(pair="en-liv"), lst(pair="en"), lst("wmt14"),
    lst("wmt14", "en-de"), lst("wmt14", "xx-yy"), lst("wmt99"), lst("wmt99", "en-de"),
    lst("mtnt2019", "xx-yy"), lst("wmt21", "en-de", patched=True), lst("wmt23", "de-en"), lst("wmt23", "ja-en"),
    lst("wmt22", "liv-en"), lst("wmt24", "en-de"),
    echo("wmt14", "en-de", "src", "ref", "docid"), echo("wmt14", "en-de", "all"),
    echo("wmt14", "en-de", "genre", "origlang"), echo("wmt14", "de-en", "src", "ref"),
    echo("wmt14", "en-de", "foo"), echo("wmt14", "en-de", "all", "src"), echo("wmt14", "en-de", "ref", "ref"),
    echo("wmt14", "en-de", "src", origlang="en"), echo("wmt14", "en-de", "src", "docid", origlang="non-en"),
    echo("wmt14", "en-de", "src", subset="x"),
    echo("wmt08", "en-de", "all"), echo("wmt08", "en-de", "src", origlang="cz"),
    echo("wmt19", "en-de", "src", "docid", "origlang", subset="country:GB"),
    echo("wmt19", "en-de", "src", subset="politics", origlang="de"),
    echo("wmt19", "en-de", "src", subset="^(?:GB|EU)-"),
    echo("wmt20/tworefs", "de-en", "ref"), echo("wmt20/tworefs", "de-en", "all"),
    echo("wmt20/tworefs", "de-en", "foo"),
    echo("wmt19/google/ar", "en-de", "src", "ref"), echo("wmt17/ms", "zh-en", "all"),
    echo("iwslt17", "en-de", "all"), echo("iwslt17", "de-en", "src", "ref"),
    echo("iwslt17", "en-de", "src", origlang="en"),
    echo("mtnt2019", "en-fr", "src", "ref"), echo("wmt20/robust/set1", "en-de", "src", "ref"),
    echo("multi30k/2018", "en-de", "src", "ref"),
    echo("wmt21", "en-de", "all", patched=True), echo("wmt21", "en-de", "ref", "ref:C"),
    echo("wmt21", "en-de", "src", "sysX", origlang="de"), echo("wmt21/AB", "en-de", "foo", patched=True),
    echo("wmt22", "cs-en", "src", "ref:B"), echo("wmt22", "cs-en", "src", origlang="cs"),
    echo("wmt22", "liv-en", "all"),
    echo("wmt23", "de-en", "src", "domain", subset="social"),
    echo("wmt23", "de-en", "src", subset="(?i)NEWS$"), echo("wmt23", "zh-en", "all"),
    echo("wmt23", "zh-en", "src", subset="news"), echo("wmt23", "en-he", "all", patched=True),
    echo("wmt23", "ja-en", "src"), echo("wmt24", "en-cs", "src"), echo("wmt24", "en-de", "src"),
    echo("wmt24", "cs-uk", "src"), echo("wmt24", "en-es", "src", "ref"),
]

# --subset patterns, searched with re.search in each subject. Some are rejected by sacre
# (RE2 cannot run them); the test checks that it says so.
REGEX_PATTERNS = [
    "news", "^news$", "(?i)NEWS", r"\w+-social", r"\d", r"\D", r"\s", r"\S+", r"\w", r"\W", r"\bnews\b",
    "new|soc", "n.ws", "[a-c]", "[^a-z]", "a{,3}", "a{,}", "a{2,}", r"x{2", r"\x41", r"\u00e9", r"\U000000e9",
    "é", "\\é", "(?:GB|EU)-", "(?P<x>GB)", r"news\Z", "news$", "^", "", "[]a]", r"[\d\s]", r"[\w-]+",
    r"[\D]", r"\101", r"\0", r"\12", "(?s).", "(?m)^x$", "a*?", "(?#comment)news", "(?u)news", r"[\b]",
    "(?i)(?m)news", "(?i:NEWS)", r"\.", r"\-", "}", "{", r"\_", "[", "(", "a)", r"\8", r"\z", "a(?i)b",
    "(?<n>a)", r"\p{L}", r"\Q", r"\e", "(?m)news$", "news$\n", r"(?i)\u1f80",
    r"[\1]", r"[\12]", r"[\8]", r"\1000", r"\400", r"[\400]", "(?i-s)x", "(?i-s:NEWS)", "(?-i:n)EWS",
    "(?=GB)", r"(a)\1", "a*+", "(?>a)", "(?x) n e w s", r"(?a)\w", "[[:alpha:]]", "(?P<x>a)(?P=x)",
    r"\N{EM DASH}", "(?(1)a|b)", r"(?<!x)news", "x{1001}", "[\\S]",
]

REGEX_SUBJECTS = [
    "news", "NEWS", "mt-social", "GB-politics", "OTHER-world-ID", "", "é", "E\u0301", "\u0661\u0662", "a b",
    "a\u00a0b", "x\u3000y", "\u216b", "\u00b2", "_", "a{,3}", "A", "]", "aaa", "x\ny", "news\n", "\u0000",
    "\n", "x{2", "}", "{", "-", ".", "a\u2028b", "\u1f88",
]

# Small XML documents parsed by lxml: what SacreBLEU's WMT XML reader would see of them.
XML_DOCS = [
    '<d><doc id="1"><seg id="1">a &amp;quot; &lt; &#x3000;&#12354; b</seg></doc></d>',
    '<d><doc id="1"><seg id="1"><![CDATA[<x> & y]]> tail</seg><seg id="2"/><seg id="3"></seg></doc></d>',
    '<d><doc id="1"><seg id="1"><![CDATA[]]></seg><seg id="2"><![CDATA[]]><!-- c -->x</seg><seg id="3"> </seg></doc></d>',
    '<d><doc id="1"><seg id="1">before<!-- c -->after</seg><seg id="2">x<?pi y?>z</seg></doc></d>',
    '<d><doc id="1"><seg id="1">a<b>bold</b>tail</seg><seg id="2"><b>first</b>x</seg></doc></d>',
    '<d><doc id="1"><seg id="1">line\r\nbreak\rcr</seg></doc></d>',
    '<d><doc id="a\tb\nc  d" domain="x&#9;y"><seg id=" 7 ">t</seg></doc></d>',
    '\ufeff<d><doc id="bom"><seg id="1">t</seg></doc></d>',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- lead -->\n<d><doc id="1"><seg id="1">t</seg></doc></d>\n<!-- trail -->\n',
    '<d xmlns="urn:x"><doc id="1"><seg id="1">namespaced</seg></doc></d>',
    '<d xmlns:p="urn:p"><p:doc id="1"><seg id="1" p:id="2">prefixed doc</seg></p:doc></d>',
    '<d><doc id="1" id="2"><seg id="1">dup</seg></doc></d>',
    '<d/><e/>',
    '<d>text</d> after',
    '<d><doc id="1"><seg id="1">&nbsp;</seg></doc></d>',
    '<d><doc id="1"><seg id="1">\u001c</seg></doc></d>',
    '<d><doc id="1"><seg id="1">a & b</seg></doc></d>',
    '<d><doc id="1"><seg id="1">unclosed</doc></d>',
    '',
    '<!DOCTYPE d [<!ENTITY e "expanded">]><d><doc id="1"><seg id="1">&e;</seg></doc></d>',
    '<d><doc id="1"><seg id="1">&#0;</seg></doc></d>',
    '<d><doc id="1"><seg id="1">a<doc id="2"><seg id="2">nested doc</seg></doc></seg></doc></d>',
]
