package datasets

import "testing"

// The oracle tests run these through SacreBLEU on whole files; the rows here name the cases.

func TestSegText(t *testing.T) {
	for _, c := range []struct{ reason, line, want string }{
		{"plain segment", "<seg id=\"1\">text</seg>\n", "text\n"},
		{"text after </seg> stays", "<seg id=\"1\">a</seg> tail\n", "a tail\n"},
		{"greedy (.*) runs to the last </seg>", "<seg id=\"6\">two</seg> <seg id=\"7\">b</seg>\n", "two</seg> <seg id=\"7\">b\n"},
		{"no </seg>: the line stays whole", "<seg id=\"8\">open\n", "<seg id=\"8\">open\n"},
		{"no > at all", "<seg no angle\n", "<seg no angle\n"},
		{"the first > may be that of </seg>", "<seg </seg> odd </seg>\n", " odd \n"},
		{"> inside the text", "<seg id=\"1\">a > b</seg>\n", "a > b\n"},
		{"no final newline", "<seg id=\"1\">last</seg>", "last"},
	} {
		if got := segText(c.line); got != c.want {
			t.Errorf("%s: segText(%q) = %q, want %q", c.reason, c.line, got, c.want)
		}
	}
}

func TestFirstAttr(t *testing.T) {
	for _, c := range []struct {
		reason, line, field, want string
		ok                        bool
	}{
		{"attribute", `<doc docid="a" genre="news">`, "docid", "a", true},
		{"first occurrence, even inside another name", `<doc sysdocid="x" docid="y">`, "docid", "x", true},
		{"empty value", `<doc genre="">`, "genre", "", true},
		{"missing", `<doc docid="a">`, "origlang", "", false},
		{"no closing quote", `<doc docid="a` + "\n", "docid", "", false},
	} {
		if got, ok := firstAttr(c.line, c.field); got != c.want || ok != c.ok {
			t.Errorf("%s: firstAttr(%q, %q) = %q, %v", c.reason, c.line, c.field, got, ok)
		}
	}
}

func TestLastAttr(t *testing.T) {
	for _, c := range []struct{ reason, line, want string }{
		{"attribute", "<doc docid=\"a\" origlang=\"en\">\n", "en"},
		{"the last one wins", "<doc origlang=\"en\" origlang=\"de\">\n", "de"},
		{"an empty last value falls back to an earlier one", "<doc origlang=\"en\" origlang=\"\">\n", "en"},
		{"needs a space before the name", "<doc sysorig origlang=\"en\" xorlang=\"x\">\n", "en"},
		{"missing: the whole line", "<doc docid=\"a\">\n", "<doc docid=\"a\">\n"},
		{"no final newline: the whole line", "<doc origlang=\"en\">", "<doc origlang=\"en\">"},
	} {
		if got := lastAttr(c.line, "origlang"); got != c.want {
			t.Errorf("%s: lastAttr(%q) = %q, want %q", c.reason, c.line, got, c.want)
		}
	}
}

func TestTSVMeta(t *testing.T) {
	for _, c := range []struct {
		reason, meta, field string
		column              int
		file                string
		fails               bool
	}{
		{"column and file", "2:MTNT2019/en-fr.final.tsv", "src", 2, "MTNT2019/en-fr.final.tsv", false},
		{"no colon: src is column 0", "x.tsv", "src", 0, "x.tsv", false},
		{"no colon: ref is column 1", "x.tsv", "ref", 1, "x.tsv", false},
		{"two colons: the whole meta is the file", "1:a:b", "ref", 1, "1:a:b", false},
		{"negative columns count from the end", "-1:x.tsv", "src", -1, "x.tsv", false},
		{"not a number", "a:x.tsv", "src", 0, "", true},
	} {
		column, file, err := splitTSVMeta(c.meta, c.field)
		if column != c.column || file != c.file || (err != nil) != c.fails {
			t.Errorf("%s: splitTSVMeta(%q) = %d %q %v", c.reason, c.meta, column, file, err)
		}
	}
}
