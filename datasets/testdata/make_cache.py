"""Writes the synthetic raw cache in testdata/cache, laid out as SacreBLEU's cache.

    /usr/bin/python3 datasets/testdata/make_cache.py

Each set gets ROOT/SET/raw/<SET with / as _>.<url basename> for every URL (a placeholder, so
that neither SacreBLEU nor sacre downloads) and the files those archives would unpack to,
with hard content: entities, odd whitespace, malformed <seg> lines, empty segments.
"""

import sys

sys.dont_write_bytecode = True  # no __pycache__ in testdata

import gzip
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "cache")

NBSP, IDSP, FS, NEL, LSEP, ZWSP, BOM = "\u00a0", "\u3000", "\u001c", "\u0085", "\u2028", "\u200b", "\ufeff"


def write(set_name, rel, text, gz=False, errors="strict"):
    path = os.path.join(ROOT, set_name, "raw", rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = text.encode("utf-8", errors=errors)
    if gz:
        data = gzip.compress(data, mtime=0)
    with open(path, "wb") as f:
        f.write(data)


def placeholders(set_name, *basenames):
    flat = set_name.replace("/", "_")
    for b in basenames:
        write(set_name, f"{flat}.{b}", "placeholder for a downloaded archive\n", gz=b.endswith(".gz") and not b.endswith(".tar.gz"))


SGML_SRC = (
    '<srcset setid="newstest2014" srclang="any">\n'
    '<doc sysid="ref" docid="1012-bbc" genre="news" origlang="en">\n'
    "<p>\n"
    '<seg id="1">Hello &amp;quot; world &quot;quoted&quot; &lt;b&gt; &#39;x&#39;</seg>\n'
    f'<seg id="2">  odd{NBSP}{NBSP}spaces{IDSP}and{FS}sep\there  </seg>\n'
    '<seg id="3" extra="x">Extra attribute</seg>\n'
    '<seg id="4"></seg>\n'
    "<seg id=5>no quotes</seg>\n"
    '<seg id="6">two</seg> <seg id="7">segs on one line</seg>\n'
    '<seg id="8">unterminated segment\n'
    '<seg id="9">nested <seg>inner</seg> outer</seg> trailing text\n'
    '<seg id="10">gt in > text</seg>\n'
    '<seg id="11">cr\rinside</seg>\r\n'
    f'<seg id="12">zero{ZWSP}width{BOM}bom</seg>\n'
    "<seg no closing angle bracket\n"
    "<seg </seg> odd </seg>\n"
    "</p>\n"
    "</doc>\n"
    '<doc sysid="ref" docid="1013-cnn" genre="news" origlang="de">\n'
    '<seg id="1">in doc 2</seg>\n'
    ' <seg id="2">indented: not a segment</seg>\n'
    '<seg  id="3">double space after seg</seg>\n'
    "<seg>no attributes: not a segment</seg>\n"
    f'<seg id="4">{NEL}next line char{LSEP}line sep</seg>\n'
    "</doc>\n"
    '<doc sysid="ref" docid="1014" genre="news">\n'
    '<seg id="1">doc without origlang keeps the previous value</seg>\n'
    "</doc>\n"
    '<doc sysid="ref" origlang="fr" docid="1015" genre="">\n'
    '<seg id="1">reordered attributes, empty genre</seg>\n'
    "</doc>\n"
    '<doc sysid="ref" sysdocid="zzz" docid="1016" genre="opinion" origlang="">\n'
    '<seg id="1">sysdocid comes first; empty origlang</seg>\n'
    "</doc>\n"
    "</srcset>\n"
)


def sgml_ref(n, prefix, lang):
    lines = [f'<refset setid="newstest" srclang="any" trglang="{lang}">', '<doc sysid="ref" docid="1012-bbc" genre="news" origlang="en">']
    for i in range(1, n + 1):
        lines.append(f'<seg id="{i}">{prefix} {i} &amp; {NBSP}ref </seg>')
    lines += ["</doc>", "</refset>"]
    return "\n".join(lines) + "\n"


def wmt14():
    placeholders("wmt14", "test-filtered.tgz")
    write("wmt14", "test/newstest2014-deen-src.en.sgm", SGML_SRC)
    write("wmt14", "test/newstest2014-deen-ref.de.sgm", sgml_ref(18, "Referenz", "de"))
    # de-en: the last line is a segment without a final newline
    write("wmt14", "test/newstest2014-deen-src.de.sgm",
          '<srcset>\n<doc docid="a" genre="news" origlang="de">\n<seg id="1">Erster</seg>\n<seg id="2">Letzter</seg>')
    write("wmt14", "test/newstest2014-deen-ref.en.sgm",
          '<refset>\n<doc docid="a" genre="news" origlang="de">\n<seg id="1">First</seg>\n<seg id="2">Last</seg>\n</doc>\n</refset>\n')


def wmt08():
    placeholders("wmt08", "test.tgz")
    write("wmt08", "test/newstest2008-src.en.sgm",
          '<srcset>\n<doc docid="n1" genre="news">\n<seg id="1">One</seg>\n<seg id="2">Two</seg>\n</doc>\n'
          '<doc docid="n2" genre="news" origlang="cz">\n<seg id="1">Three</seg>\n</doc>\n</srcset>\n')
    write("wmt08", "test/newstest2008-src.de.sgm",
          '<srcset>\n<doc docid="n1" genre="news">\n<seg id="1">Eins</seg>\n<seg id="2">Zwei</seg>\n</doc>\n'
          '<doc docid="n2" genre="news" origlang="cz">\n<seg id="1">Drei</seg>\n</doc>\n</srcset>\n')


WMT19_DOCS = [  # docid, origlang, segments (in SUBSETS: GB-politics, US-politics, OTHER-world-ID, EU-politics, none)
    ("bbc.381790", "en", 2), ("cnbc.com.6790", "en", 1), ("nytimes.184837", "de", 2),
    ("reuters.218888", "de", 1), ("unknown.1", "en", 1), ("bbc.381746", "en", 1),
]


def wmt19_sgm(kind, lang):
    lines = [f'<{kind}set setid="newstest2019" srclang="en" trglang="de">']
    for docid, orig, n in WMT19_DOCS:
        lines.append(f'<doc sysid="ref" docid="{docid}" genre="news" origlang="{orig}">')
        for i in range(1, n + 1):
            lines.append(f'<seg id="{i}">{lang} {docid} {i}</seg>')
        lines.append("</doc>")
    lines.append(f"</{kind}set>")
    return "\n".join(lines) + "\n"


def wmt19():
    placeholders("wmt19", "test.tgz")
    write("wmt19", "sgm/newstest2019-ende-src.en.sgm", wmt19_sgm("src", "en"))
    write("wmt19", "sgm/newstest2019-ende-ref.de.sgm", wmt19_sgm("ref", "de"))
    placeholders("wmt19/google/ar", "test.tgz")
    write("wmt19/google/ar", "sgm/newstest2019-ende-src.en.sgm", wmt19_sgm("src", "en"))
    write("wmt19/google/ar", "wmt19_google_ar.wmt19-ende-ar.ref",
          f"Ein  Satz  \nmit\tTab\t\ncr\r\nnbsp{NBSP}\n{FS}\n  lead\nlast\nseven\nlast line without newline")


def wmt20_tworefs():
    placeholders("wmt20/tworefs", "test.tgz")
    write("wmt20/tworefs", "sgm/newstest2020-deen-src.de.sgm", wmt19_sgm("src", "de"))
    write("wmt20/tworefs", "sgm/newstest2020-deen-ref.en.sgm", wmt19_sgm("ref", "en A"))
    write("wmt20/tworefs", "sgm/newstest2020-deen-ref.en.sgm".replace("newstest2020", "newstestB2020"), wmt19_sgm("ref", "en B"))


def wmt17_ms():
    placeholders("wmt17/ms", "master.zip", "test-update-1.tgz")
    write("wmt17/ms", "newstest2017-zhen-src.zh.sgm",
          '<srcset>\n<doc docid="z1" genre="news" origlang="zh">\n<seg id="1">你好，世界。</seg>\n<seg id="2">第二句</seg>\n</doc>\n</srcset>\n')
    write("wmt17/ms", "newstest2017-zhen-ref.en.sgm",
          '<refset>\n<doc docid="z1" genre="news" origlang="zh">\n<seg id="1">Hello, world.</seg>\n<seg id="2">Second</seg>\n</doc>\n</refset>\n')
    base = "Translator-HumanParityData-master/Translator-HumanParityData/References/Translator-HumanParityData-Reference-"
    write("wmt17/ms", base + "HT.txt", "Hello world (HT).  \nSecond (HT)\t\n")
    write("wmt17/ms", base + "PE.txt", f"Hello world (PE).{IDSP}\nSecond (PE)\n")


IWSLT_URLS = ["en-fr", "fr-en", "en-de", "de-en", "en-ar", "ar-en", "en-ja", "ja-en", "en-ko", "ko-en", "en-zh", "zh-en"]


def iwslt17():
    placeholders("iwslt17", *[f"{p}.tgz" for p in IWSLT_URLS])
    head = '<?xml version="1.0" encoding="UTF-8"?>\n<mteval>\n<{0}set setid="iwslt2017-tst2017" srclang="english">\n'
    write("iwslt17", "en-de/IWSLT17.TED.tst2017.en-de.en.xml", head.format("src") +
          '<doc docid="2500" genre="lectures">\n<url>http://www.ted.com/talks/x</url>\n'
          "<description>TED Talk Subtitles and Transcript: a talk</description>\n<talkid>2500</talkid>\n"
          '<title>A title</title>\n<seg id="1"> Thank you &amp; welcome. </seg>\n'
          '<seg id="2">It&apos;s  "quoted" </seg>\n</doc>\n'
          '<doc docid="2501" genre="lectures">\n<seg id="1">Second talk</seg>\n</doc>\n</srcset>\n</mteval>\n')
    write("iwslt17", "de-en/IWSLT17.TED.tst2017.de-en.de.xml", head.format("src") +
          '<doc docid="2500" genre="lectures">\n<seg id="1">Danke &amp; willkommen.</seg>\n'
          '<seg id="2">Es ist  "zitiert" </seg>\n</doc>\n'
          '<doc docid="2501" genre="lectures">\n<seg id="1">Zweiter Vortrag</seg>\n</doc>\n</srcset>\n</mteval>\n')


def mtnt():
    placeholders("mtnt2019", "MTNT2019.tar.gz")
    write("mtnt2019", "MTNT2019/en-fr.final.tsv",
          "1\t10\tsource one \tcible un\n2\t11\tcr\r\tcr ref\r\n3\t12\t\t\n4\t13\t spaced \t extra\tcol\n5\t14\tlast\tdernier")
    placeholders("mtnt1.1/test", "MTNT.1.1.tar.gz")
    write("mtnt1.1/test", "MTNT/test/test.en-fr.tsv", "1\tgood\tbon\n2\tshort\n")


def plain():
    placeholders("wmt20/robust/set1", "robustness20-3-sets.zip")
    write("wmt20/robust/set1", "robustness20-3-sets/robustness20-set1-ende.en",
          f"First line  \n\nthird\twith tab\t\ncr\rinside\r\nnbsp at end{NBSP}\n{FS}\nlast without newline")
    write("wmt20/robust/set1", "robustness20-3-sets/robustness20-set1-ende.de",
          "Erste\n\ndritte\ncr\r\nnbsp\nsep\nletzte\n")
    # invalid UTF-8 in the 2nd 8 KiB chunk: SacreBLEU keeps the lines of the 1st chunk
    placeholders("wmt20/robust/set2", "robustness20-3-sets.zip")
    lines = [f"line {i:04d} " + "x" * 28 for i in range(300)]
    lines[250] = "bad \udcff byte"
    write("wmt20/robust/set2", "robustness20-3-sets/robustness20-set2-enja.en", "\n".join(lines) + "\n", errors="surrogateescape")
    write("wmt20/robust/set2", "robustness20-3-sets/robustness20-set2-enja.ja", "ja\n" * 300)
    placeholders("multi30k/2018", "multi30k_test_sets_d3ec2a38.tar.gz", "test_2018_flickr.cs.gz",
                  "test_2018_flickr.de.gz", "test_2018_flickr.fr.gz")
    write("multi30k/2018", "test_2018_flickr.en", "A dog runs.\nTwo cats  \n")
    write("multi30k/2018", "multi30k_2018.test_2018_flickr.de.gz", "Ein Hund läuft. \nZwei Katzen\n", gz=True)


if __name__ == "__main__":
    from make_cache_xml import wmt_xml

    shutil.rmtree(ROOT, ignore_errors=True)
    for make in (wmt14, wmt08, wmt19, wmt20_tworefs, wmt17_ms, iwslt17, mtnt, plain):
        make()
    wmt_xml(write, placeholders)
