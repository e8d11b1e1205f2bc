"""The WMT21+ XML files of the synthetic cache (see make_cache.py)."""

NBSP, IDSP = "\u00a0", "\u3000"


def segs(pairs):
    out = []
    for sid, text in pairs:
        out.append(f'<seg id="{sid}"/>' if text is None else f'<seg id="{sid}">{text}</seg>')
    return "<p>" + "".join(out) + "</p>"


def doc(attrs, src, refs=(), hyps=(), src_lang="en", ref_lang="de"):
    parts = [f"  <doc {attrs}>", f'    <src lang="{src_lang}">{segs(src)}</src>']
    for translator, sents in refs:
        t = "" if translator is None else f' translator="{translator}"'
        parts.append(f'    <ref lang="{ref_lang}"{t}>{segs(sents)}</ref>')
    for system, sents in hyps:
        parts.append(f'    <hyp system="{system}" language="{ref_lang}">{segs(sents)}</hyp>')
    parts.append("  </doc>")
    return "\n".join(parts)


def dataset(*docs, decl="<?xml version='1.0' encoding='utf-8'?>\n"):
    return decl + '<dataset id="test">\n <collection id="general">\n' + "\n".join(docs) + "\n </collection>\n</dataset>\n"


def wmt21_en_de():
    d1 = doc('id="doc1" origlang="en"',
             [(1, "Hello &amp;quot; world &lt;3"), (2, f"  spaced \t out{NBSP} "), (3, "no reference")],
             refs=[("A", [(1, "Hallo"), (2, "Leer"), (3, None)]),
                   ("B", [(1, "Hallo B"), (2, None), (3, "")])],
             hyps=[("sysX", [(1, "x1"), (2, None), (3, "x3")]), ("sysY", [(1, "y1"), (2, "y2"), (3, "y3")])])
    ts = doc('id="ts-doc" origlang="en" testsuite="challenge"', [(1, "test suite")],
             refs=[("C", [(1, "only in a test suite")])])
    d3 = doc('id="doc3" origlang="de"',
             [(10, "ten"), (2, "two <![CDATA[<cdata> & more]]> end"), (1, f"one&#x3000;{IDSP}x<!-- c -->after comment"),
              (4, "bold <b>inner</b> tail"), (5, " \n  multi\n  line  "), (6, "<![CDATA[]]>")],
             refs=[("A", [(1, "eins"), (2, "zwei"), (4, "vier"), (5, "fünf"), (6, "sechs"), (10, "zehn")]),
                   ("B", [(2, "zwei B"), (10, " ")])],
             hyps=[("sysY", [(1, "y1"), (2, "y2"), (4, "y4"), (5, "y5"), (6, "y6"), (10, "y10")]),
                   ("sysX", [(1, "x1"), (2, "x2"), (4, "x4"), (5, "x5"), (6, "x6"), (10, "x10")])])
    d4 = doc('id="doc4" origlang="en"', [(1, "no refs at all")])
    return dataset(d1, ts, d3, d4)


def wmt22_cs_en():
    d1 = doc('id="c1" origlang="cs"', [(1, "Ahoj"), (2, "Svět")],
             refs=[("A", [(1, "Hi A"), (2, "World A")]), ("B", [(1, "Hi B"), (2, "World B")])],
             hyps=[("Online-A", [(1, "hi"), (2, "world")])], src_lang="cs", ref_lang="en")
    d2 = doc('id="c2" origlang="en"', [(1, "Druhý")], refs=[("B", [(1, "Second B")])],
             hyps=[("Online-A", [(1, "second")])], src_lang="cs", ref_lang="en")
    return dataset(d1, d2)


def wmt22_liv_en():
    d1 = doc('id="l1" origlang="en"', [(1, "Tere"), (2, "Jovāgõ")],
             refs=[(None, [(1, "Hello"), (2, "Goodbye")])], src_lang="liv", ref_lang="en")
    return dataset(d1)


def wmt23_en_he():
    d1 = doc('id="h1" origlang="en" domain="news"', [(1, "Peace"), (2, "Home")],
             refs=[("refA", [(1, "שלום A"), (2, "בית A")]), ("refB", [(1, "שלום B"), (2, "בית B")])],
             hyps=[("GPT4", [(1, "שלום"), (2, "בית")])], ref_lang="he")
    d2 = doc('id="h2" origlang="en" domain="social"', [(1, "Post")],
             refs=[("refA", [(1, "פוסט A")]), ("refB", [(1, "פוסט B")])],
             hyps=[("GPT4", [(1, "פוסט")])], ref_lang="he")
    d3 = doc('id="h3" origlang="he" domain="ALL"', [(1, "All")],
             refs=[("refA", [(1, "כל A")]), ("refB", [(1, "כל B")])],
             hyps=[("GPT4", [(1, "כל")])], ref_lang="he")
    return dataset(d1, d2, d3)


def wmt23_de_en():
    docs = []
    for i, (orig, domain, n) in enumerate([("de", "news", 2), ("en", "social", 1), ("de", "speech", 1),
                                             ("en", "news", 2), ("de", "mt-social", 1)]):
        src = [(k, f"Satz {i}.{k}") for k in range(1, n + 1)]
        ref = [(k, f"Sentence {i}.{k}") for k in range(1, n + 1)]
        docs.append(doc(f'id="d{i}" origlang="{orig}" domain="{domain}"', src,
                        refs=[("refA", ref)], src_lang="de", ref_lang="en"))
    return dataset(*docs)


def wmt23_ja_en():  # a domain-less document before the last: None in the domain column
    d1 = doc('id="j1" origlang="ja"', [(1, "一")], refs=[("refA", [(1, "one")])], src_lang="ja", ref_lang="en")
    d2 = doc('id="j2" origlang="en" domain="news"', [(1, "二")], refs=[("refA", [(1, "two")])], src_lang="ja", ref_lang="en")
    return dataset(d1, d2)


def wmt23_zh_en():  # the last kept document has no domain: no domain field at all
    d1 = doc('id="z1" origlang="zh" domain="news"', [(1, "一")], refs=[("refA", [(1, "one")])], src_lang="zh", ref_lang="en")
    d2 = doc('id="z2" origlang="en"', [(1, "二")], refs=[("refA", [(1, "two")])], src_lang="zh", ref_lang="en")
    return dataset(d1, d2)


def wmt24_errors():
    none_src = dataset(doc('id="e1" origlang="en"', [(1, "fine"), (2, None), (3, "after")],
                           refs=[("refA", [(1, "ok"), (2, "ref of empty source"), (3, "later")])], ref_lang="cs"))
    two_langs = dataset(doc('id="e2" origlang="en"', [(1, "x")], refs=[("refA", [(1, "y")])], ref_lang="de"),
                        doc('id="e3" origlang="en"', [(1, "x")], refs=[("refB", [(1, "y")])], ref_lang="fr"))
    missing_hyp = dataset(doc('id="e4" origlang="cs"', [(1, "a"), (2, "b")],
                              refs=[("refA", [(1, "A"), (2, "B")])], hyps=[("sys", [(1, "a")])],
                              src_lang="cs", ref_lang="uk"))
    latin1 = dataset(doc('id="e5" origlang="en"', [(1, "caf\u00e9")], refs=[("refA", [(1, "ok")])], ref_lang="es"),
                     decl='<?xml version="1.0" encoding="iso-8859-1"?>\n')
    return {"en-cs": none_src, "en-de": two_langs, "cs-uk": missing_hyp, "en-es": latin1}


def wmt_xml(write, placeholders):
    placeholders("wmt21", "test.tgz")
    write("wmt21", "test/newstest2021.en-de.xml", wmt21_en_de())
    placeholders("wmt21/AB", "test.tgz")
    write("wmt21/AB", "test/newstest2021.en-de.xml", wmt21_en_de())
    placeholders("wmt22", "v1.1.tar.gz")
    write("wmt22", "wmt22-news-systems-1.1/xml/wmttest2022.cs-en.all.xml", wmt22_cs_en())
    write("wmt22", "wmt22-news-systems-1.1/xml/wmttest2022.liv-en.all.xml", wmt22_liv_en())
    placeholders("wmt23", "v.0.1.tar.gz")
    base = "wmt23-news-systems-v.0.1/xml/wmttest2023."
    write("wmt23", base + "en-he.all.xml", wmt23_en_he())
    write("wmt23", base + "de-en.all.xml", wmt23_de_en())
    write("wmt23", base + "ja-en.all.xml", wmt23_ja_en())
    write("wmt23", base + "zh-en.all.xml", wmt23_zh_en())
    placeholders("wmt24", "data_onlyxml.tar.gz")
    for pair, text in wmt24_errors().items():
        write("wmt24", f"xml/wmttest2024.{pair}.all.xml", text)
