package datasets

import (
	"errors"
	"testing"
)

type regexCase struct {
	Pattern  string   `json:"pattern"`
	Subjects []string `json:"subjects"`
	Found    []bool   `json:"found"`
	Error    string   `json:"error"`
}

// unsupported are patterns Python's re runs and RE2 cannot; sacre rejects them.
var unsupported = map[string]string{
	"(?=GB)":         "lookahead",
	`(?<!x)news`:     "lookbehind",
	`(a)\1`:          "backreference",
	"(?P<x>a)(?P=x)": "named backreference",
	"a*+":            "possessive quantifier",
	"(?>a)":          "atomic group",
	"(?x) n e w s":   "verbose flag",
	`(?a)\w`:         "ASCII flag",
	"[[:alpha:]]":    `Python reads "[[:alpha:]" and "]", RE2 a POSIX class`,
	`\N{EM DASH}`:    "named character",
	"x{1001}":        "RE2 repeats at most 1000 times",
	`[\S]`:           "negated class inside a set",
}

// differs lists the pattern and subject pairs where sacre's answer is known to differ.
var differs = map[[2]string]string{
	{"news$\n", "news\n"}: `"$" before a final newline that the pattern then consumes`,
}

// TestOracleRegex checks --subset patterns against Python's re.search: the same matches on
// every subject, the same rejections, and a clear error for what RE2 cannot do.
func TestOracleRegex(t *testing.T) {
	for _, tc := range readJSONL[regexCase](t, "regex.jsonl") {
		re, err := compilePython(tc.Pattern)
		switch {
		case tc.Error != "" && err == nil:
			t.Errorf("%q: compiled to %q, Python says %s", tc.Pattern, re.full, tc.Error)
		case err != nil && !errors.Is(err, ErrSubsetRegex):
			t.Errorf("%q: error %v does not wrap ErrSubsetRegex", tc.Pattern, err)
		case tc.Error == "" && err != nil && unsupported[tc.Pattern] == "":
			t.Errorf("%q: %v, Python accepts it", tc.Pattern, err)
		case tc.Error == "" && err == nil && unsupported[tc.Pattern] != "":
			t.Errorf("%q (%s): compiled to %q", tc.Pattern, unsupported[tc.Pattern], re.full)
		case err == nil:
			for i, s := range tc.Subjects {
				if got := re.search(s); got != tc.Found[i] && differs[[2]string{tc.Pattern, s}] == "" {
					t.Errorf("re.search(%q, %q) = %v, Go %q says %v", tc.Pattern, s, tc.Found[i], re.full, got)
				}
			}
		}
	}
}

func TestTranslation(t *testing.T) {
	for _, c := range []struct{ reason, pattern, want string }{
		{"\\d is Unicode decimal digits", `\d+`, `[\p{Nd}]+`},
		{"{,n} means {0,n}", `a{,3}`, `a{0,3}`},
		{"a brace that is no repeat is literal", `x{2`, `x\{2`},
		{"\\Z is the end of text", `news\Z`, `news\z`},
		{"\\u escapes become \\x{}", `\u00e9`, `\x{e9}`},
		{"octal escapes become \\x{}", `\101`, `\x{41}`},
		{"global flags at the start are kept", `(?i)(?u)x`, `(?i)x`},
		{"comments are dropped", `(?#c)news`, `news`},
		{"a leading ] in a set is literal", `[]a]`, `[\]a]`},
		{"\\b in a set is a backspace", `[\b]`, `[\x08]`},
	} {
		if got, _, err := translate(c.pattern, `\z`); err != nil || got != c.want {
			t.Errorf("%s: %q -> %q, %v; want %q", c.reason, c.pattern, got, err, c.want)
		}
	}
}
