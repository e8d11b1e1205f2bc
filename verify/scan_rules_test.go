package verify

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// summary writes what Scan found, one claim a line: "LINE SIGNATURE = SCORE SCORE", or
// "LINE refused: REASON".
func summary(r *ScanResult) string {
	var out []string
	for _, f := range r.Claims {
		s := fmt.Sprintf("%d ", f.Line)
		if f.Refused != "" {
			out = append(out, s+"refused: "+f.Refused)
			continue
		}
		switch {
		case f.Signature != "":
			s += f.Signature
		case f.Assumed != "":
			s += "assumed " + f.Assumed
		default:
			s += "unknown " + f.Metric
		}
		if len(f.Scores) > 0 {
			s += " ="
		}
		for _, sc := range f.Scores {
			s += " " + sc.Score
		}
		out = append(out, s)
	}
	return strings.Join(out, "\n")
}

const (
	sig13a  = "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0"
	bleu13a = "BLEU|" + sig13a
	chrfpp  = "nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.0.0"
)

// TestScanRules reads, for each rule of docs/verify.md's "Finding claims in text", real
// strings (testdata/wild's and the issue's) and checks what Scan finds: the configuration
// read and the scores bound, or the refusal.
func TestScanRules(t *testing.T) {
	for _, tc := range []struct{ rule, text, want string }{
		{"one signature after its score lines (wild 131)",
			"BLEU = 38.75 80.0/49.0/29.8/21.6 (BP = 0.973 ratio = 0.973 hyp_len = 145 ref_len = 149)\nBLEU = 17.42 60.8/29.1/12.2/4.4 (BP = 0.993 ratio = 0.993 hyp_len = 143 ref_len = 144)\nnrefs:2|case:lc|eff:no|tok:char|smooth:exp|version:2.5.1",
			"3 BLEU|nrefs:2|case:lc|eff:no|tok:char|smooth:exp|version:2.5.1 = 38.75 17.42"},
		{"one signature before its score lines, a code fence between",
			"Signature: `" + sig13a + "`\n```\nBLEU = 20.8 54.4/26.6/14.9/8.7 (BP = 1.000 ratio = 1.026 hyp_len = 62880 ref_len = 61287)\nBLEU = 22.7\n```",
			"1 " + bleu13a + " = 20.8 22.7"},
		{"a score line between two signatures: refused",
			sig13a + "\nBLEU = 20.8\nnrefs:1|case:mixed|eff:no|tok:intl|smooth:exp|version:2.0.0",
			"1 " + bleu13a + "\n2 refused: the signatures on lines 1, 3 all fit this score: which one it was computed with cannot be told\n3 BLEU|nrefs:1|case:mixed|eff:no|tok:intl|smooth:exp|version:2.0.0"},
		{"a score line far from the text's signature: no configuration, never the defaults",
			"BLEU = 20.8\n\nThe system was trained on\nWMT data with the usual\nsettings and then tuned\nfor two more days.\n\n\nSignature: " + sig13a,
			"1 unknown BLEU = 20.8\n9 " + bleu13a},
		{"a score line in a text without signature: SacreBLEU's defaults (wild 75)",
			"BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 6 ref_len = 6)",
			"1 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 100.00"},
		{"a score line of another metric than the signature's: no configuration",
			"chrF2 = 52.0\n" + sig13a,
			"1 unknown chrF2 = 52.0\n2 " + bleu13a},
		{"two signatures in one sentence: two claims",
			"We report BLEU (`" + sig13a + "`) and chrF++ (`" + chrfpp + "`).",
			"1 " + bleu13a + "\n1 chrF2++|" + chrfpp},
		{"a placeholder version is read and said (wild 104)",
			"nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.x",
			"1 chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.x"},
		{"delimiters and markup after a signature are not part of it",
			"print('" + sig13a + "')\n`" + sig13a + "`)\nsig = \"" + sig13a + "\";\n<td>" + bleu13a + "</td>\n<c>" + sig13a + "</c>\n| x | " + sig13a + " |",
			"1 " + bleu13a + "\n2 " + bleu13a + "\n3 " + bleu13a + "\n4 " + bleu13a + "\n5 " + bleu13a + "\n6 " + bleu13a},
		{"signatures listed by language pair go to the rows of their pairs",
			"| Direction | kftt | wmt20 |\n| --- | --- | --- |\n| en->ja | 17.66 | 14.31 |\n| ja->en | 14.97 | 11.49 |\n\nsacrebleu signature:\n- en->ja: `nrefs:1|case:mixed|eff:no|tok:ja-mecab-0.996-IPA|smooth:exp|version:2.0.0`\n- ja->en: `" + sig13a + "`",
			"7 BLEU|nrefs:1|case:mixed|eff:no|tok:ja-mecab-0.996-IPA|smooth:exp|version:2.0.0 = 17.66 14.31\n8 " + bleu13a + " = 14.97 11.49"},
		{"a signature in code is a signature without a score",
			"SIG = \"" + sig13a + "\"\nassert str(bleu.get_signature()) == '" + sig13a + "'\nif line.startswith(\"" + sig13a + "\"):",
			"1 " + bleu13a + "\n2 " + bleu13a + "\n3 " + bleu13a},
		{"prose with an equals sign after a signature is no score",
			sig13a + " (beam = 5, lenpen = 0.6)\n" + sig13a + " = the default",
			"1 " + bleu13a + "\n2 " + bleu13a},
		{"a formula is no score line",
			"BLEU = 100 * BP * exp(sum(log p_n) / 4), computed with " + sig13a,
			"1 " + bleu13a},
		{"prose before the signature is dropped",
			"We evaluate all systems on newstest with SacreBLEU 2.x; the signature is `" + sig13a + "`.",
			"1 " + bleu13a},
		{"a Markdown row binds its score, decimal commas read as points",
			"| Modell | BLEU | chrF | Signatur |\n|---|---|---|---|\n| Transformer | 31,2 | 55,4 | " + strings.ReplaceAll(sig13a, "|", `\|`) + " |",
			"3 " + bleu13a + " = 31.2\n3 unknown chrF2 = 55.4"},
		{"a Markdown row with two BLEU columns: one signature, two scores",
			"| Model | BLEU dev | BLEU test | Signature |\n|---|---|---|---|\n| big | 31.2 | 30.1 | " + strings.ReplaceAll(sig13a, "|", `\|`) + " |",
			"3 " + bleu13a + " = 31.2 30.1"},
		{"a table and the signature under it",
			"| system | size | wmt17 | wmt18 |\n| --- | --- | --- | --- |\n| teacher | 236MB | 29.6 | 29.9 |\n| student | 65MB | 28.8 | 28.2 |\n\nSacreBLEU signature: " + sig13a,
			"6 " + bleu13a + " = 29.6 29.9 28.8 28.2"},
		{"two signatures under a table, its rows not theirs: refused (s092's kind)",
			"| dir | kftt | wmt20 |\n| --- | --- | --- |\n| af->en | 17.66 | 14.31 |\n\nsacrebleu signature:\n- en->ja: `nrefs:1|case:mixed|eff:no|tok:ja-mecab-0.996-IPA|smooth:exp|version:2.0.0`\n- ja->en: `" + sig13a + "`",
			"3 refused: the signatures on lines 6, 7 all fit this score: which one it was computed with cannot be told\n3 refused: the signatures on lines 6, 7 all fit this score: which one it was computed with cannot be told\n6 BLEU|nrefs:1|case:mixed|eff:no|tok:ja-mecab-0.996-IPA|smooth:exp|version:2.0.0\n7 " + bleu13a},
		{"a label narrows the metric, the fields decide (nw:2 is chrF++)",
			"metrics:\n  bleu: " + sig13a + "\n  chrf: " + chrfpp,
			"2 " + bleu13a + "\n3 chrF2++|" + chrfpp},
		{"a label of another metric than the fields': refused",
			"chrf: " + sig13a,
			`1 refused: the label "chrf" names chrF, but the signature's fields are BLEU's`},
		{"no line is glued into the version",
			sig13a + "\nBLEU = 20.8 54.4/26.6/14.9/8.7 (BP = 1.000 ratio = 1.026 hyp_len = 62880 ref_len = 61287)",
			"1 " + bleu13a + " = 20.8"},
		{"a version that is no version: refused",
			"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0BLEU = 20.8",
			`1 refused: the version "2.0.0BLEU" is not a release's number`},
		{"SacreBLEU's LaTeX table ending at \\end{tabular}, no signature in the text: defaults",
			"\\toprule\n System &  BLEU  &  chrF2  \\\\\n\\midrule\n a.txt &  20.8  &  52.0   \\\\\n b.txt &  26.7  &  56.3   \\\\\n\\bottomrule\n\\end{tabular}",
			"1 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 20.8 26.7\n1 assumed chrF2|case:mixed|eff:yes|nc:6|nw:0|space:no = 52.0 56.3"},
		{"SacreBLEU's LaTeX table with a signature below it",
			"\\begin{tabular}{rc}\n\\toprule\n System &  BLEU  \\\\\n\\midrule\n a.txt &  20.8  \\\\\n\\bottomrule\n\\end{tabular}\n\nBLEU: " + sig13a,
			"1 " + bleu13a + " = 20.8"},
		{"JSON in comments (wild 219)",
			"# {\n#  \"name\": \"BLEU\",\n#  \"score\": 14.59,\n#  \"signature\": \"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.1.0\"\n# }",
			"4 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.1.0 = 14.59"},
		{"a fragment is refused (wild 77)",
			"|norm:no|asian:yes|",
			`1 refused: "|norm:no|asian:yes" starts with a separator: a fragment, whose fields before it cannot be known`},
		{"LaTeX math and escapes (wild 178, 179)",
			"nrefs:1$|$case:mixed$|$eff:no$|$tok:13a$|$smooth:exp$|$version:2.3.1\nnrefs:1\\|case:mixed\\|eff:no\\|tok:13a\\|smooth:exp\\|version:2.6.0",
			"1 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.3.1\n2 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
		{"a score before the signature (wild 65)",
			"35.36  nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",
			"1 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 35.36"},
		{"a 1.x claim broken over lines by a PDF",
			"BLEU+case.mixed+numrefs.1+smooth.\nexp+tok.13a+version.1.4.14 = 27.3 58.8/33.1/20.8/13.5 (BP = 1.000\nratio = 1.015 hyp_len = 63650 ref_len = 62688)",
			"1 BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.4.14 = 27.3"},
		{"a log's signature and the score after it (wild 45)",
			"2024-01-15 12:57:29,548 - INFO - joeynmt.metrics - " + sig13a + "\n2024-01-15 12:57:29,549 - INFO - joeynmt.prediction - Evaluation result (greedy): bleu:  22.52, loss:  29.77, ppl:   5.88",
			"1 " + bleu13a + " = 22.52"},
		{"an origlang breakdown is no score of the signature: its own, configuration unknown (wild 29)",
			"BLEU+case.mixed+lang.en-es+numrefs.1+smooth.exp+test.wmt13+tok.13a+version.1.4.3 = 35.2 66.7/42.8/30.2/21.6 (BP = 0.954 ratio = 0.955 hyp_len = 67360 ref_len = 70528)\noriglang=cs                     : sentences= 500 BLEU= 23.3",
			"1 BLEU+case.mixed+lang.en-es+numrefs.1+smooth.exp+test.wmt13+tok.13a+version.1.4.3 = 35.2\n2 unknown BLEU = 23.3"},
		{"a score before its metric's name in prose; a difference is none",
			"Our model obtains 27.3 BLEU on newstest2014 (SacreBLEU signature: " + sig13a + ").\n\nIt improves on the baseline by 1.2 BLEU (" + sig13a + ").\n\n我们的模型获得 BLEU 35.2（sacrebleu 签名：" + sig13a + "）。",
			"1 " + bleu13a + " = 27.3\n3 " + bleu13a + "\n5 " + bleu13a + " = 35.2"},
		{"BLEU's name in a text naming SacreBLEU (heldout3 k004, k045)",
			"2021-10-08 14:52:59,280 - WARNING - sacrebleu - That's 100 lines that end in a tokenized period ('.')\n2021-10-08 14:52:59,621 - INFO - joeynmt.prediction -  dev bleu[13a]:  45.43 [Beam search]\n  eval_bleu               =    23.8616",
			"2 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 45.43\n3 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 23.8616"},
		{"a text saying SacreBLEU is not used names it for nothing (corpus s164)",
			"it has BLEU=27.94 (not 100)\nMT-ComparEval does not use SacreBLEU internally, although the scores should be the same as `sacrebleu -tok intl`.",
			""},
		{"a table under a heading naming SacreBLEU; a row citing a paper (heldout3 k031, k039)",
			"**Detokenized BLEU (sacreBLEU)**\n\n| sparsity | dev | test |\n|---|---|---|\n| [0.0](http://x/a.tgz) | 26.4 | 27.5 |\n| (Vaswani et al., 2017) | - | 28.4 |",
			"5 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 26.4\n5 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 27.5\n6 refused: no SacreBLEU claim: the row \"(Vaswani et al., 2017)\" cites a paper, whose value it shows: not computed here"},
		{"an HTML table with spans: a SacreBLEU header over two columns, a score in markup (heldout3 k036, k039)",
			"<table>\n<tr><th rowspan=\"2\">Method</th><th colspan=\"2\">SacreBLEU</th></tr>\n<tr><th>En-De</th><th>De-En</th></tr>\n<tr><td>ours</td><td><b>24.3</b></td><td>28.8</td></tr>\n</table>",
			"4 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 24.3\n4 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 28.8"},
		{"a number printed by code computing a SacreBLEU score: configuration unknown (heldout3 k044)",
			"```\nbleu = sacrebleu.corpus_bleu(sys, ref)\nprint(bleu.score)\n```\n**Output:**\n```\n8.493098745313148\n```",
			"7 unknown BLEU = 8.493098745313148"},
		{"prose restating a score above it is that claim; a value after a citation is the paper's (heldout4 m006, m028)",
			"{'score': 46.750469682990165,\n 'counts': [11, 6, 4, 3]}\n\nWe get a BLEU score of 46.75, while the original Transformer ([paper](https://arxiv.org/abs/1706.03762)) obtained a BLEU score of 41.8.\n\n" + sig13a,
			"4 refused: no SacreBLEU claim: its clause cites a paper, whose value it gives: not computed here\n6 " + bleu13a + " = 46.750469682990165"},
		{"checkpoint scores in one cell, the signature over the table (heldout4 m014)",
			"BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.2.11\n\n\ncaption:\n\n\n| Model | BLEU newstest2014 |\n| --- | --- |\n| base | 50k 23.62 100k 24.83 |",
			"1 BLEU+case.mixed+numrefs.1+smooth.exp+tok.13a+version.1.2.11 = 23.62 24.83"},
		{"a score in a comment before the signature; a version-only tail in code named by its lines (heldout4 m017, m029)",
			"print(bleu.score, bleu.signature)  # 27.4  " + sig13a + "\n# BLEU\nif \"version:2.4.1 =\" in line:\n    parts = line.split(\"version:2.4.1 = \")",
			"1 " + bleu13a + " = 27.4\n3 BLEU|version:2.4.1"},
		{"a column of two metrics apart by \"/\", two signatures over the table (heldout5 n006)",
			"sacreBLEU BLEU `" + sig13a + "`, chrF `nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0`\n\n| set | official BLEU | sacreBLEU BLEU / chrF |\n|---|---|---|\n| dev | 32.77 | 30.91 / 54.45 |\n| test | 30.12 | - |",
			"1 " + bleu13a + " = 30.91\n1 chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0 = 54.45"},
		{"a section's prose naming SacreBLEU over its subsections' tables; a baseline it cites (heldout6 p010, p028)",
			"## Results\n\nWe evaluate with sacrebleu. For comparison to the Uxhumana baselines ([Martinus & Abbott, 2019](https://arxiv.org/pdf/1906.05685.pdf)) we use intl.\n\n### kftt\nSystem | test\n--- | ---\nJoey | 14.8\n\n### iwslt\nSystem | test\n--- | ---\nJoey | 12.1\nUxhumana Transformer | 10.9\nOld | --",
			"8 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 14.8\n13 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 12.1\n14 refused: no SacreBLEU claim: the row \"Uxhumana Transformer\" cites a paper, whose value it shows: not computed here"},
		{"a heading naming SacreBLEU for BLEU only: the chrF column stays unread (heldout6 p016)",
			"BLEU is SacreBLEU with the Chinese tokenizer.\n\n| Model | chrF | BLEU |\n|---|---:|---:|\n| base | 28.45 | 31.65 |",
			"5 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 31.65"},
		{"a value given as expected is no claim (heldout7 q016)",
			"Gives:\n\n```text\n" + bleu13a + " = 0.0\n```\n\nShould be (I think):\n\n```text\n" + bleu13a + " = 1.0\n```",
			"4 " + bleu13a + " = 0.0\n10 refused: a value written as expected (\"Should be\", \"Expected:\" above it), not what SacreBLEU printed"},
		{"a signature as a dict's key, its score the value",
			"expected = {\"" + bleu13a + "\": 34.12, \"chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0\": 61.3}",
			"1 " + bleu13a + " = 34.12\n1 chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0 = 61.3"},
		{"emphasis around the score (heldout2 h008)",
			"> BLEU+case.mixed+numrefs.1+smooth.exp+tok.intl+version.1.4.9 = **33.2** 62.2/40.7/28.2/20.0 (BP = 0.960 ratio = 0.961 hyp_len = 1809 ref_len = 1882)",
			"1 BLEU+case.mixed+numrefs.1+smooth.exp+tok.intl+version.1.4.9 = 33.2"},
		{"a key/value table: the signature row takes the score rows of its metric (heldout2 h009)",
			"| Metric | Value |\n|---|---|\n| Corpus BLEU-4 | **5.68** |\n| Signature | `nrefs:1\\|case:mixed\\|eff:no\\|tok:13a\\|smooth:exp\\|version:2.6.0` |",
			"4 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 5.68"},
		{"a keyed signature takes its metric's scores in its object, nested (heldout2 h006)",
			"        \"sacrebleu_signature\": \"" + sig13a + "\",\n        \"scores\": {\n            \"a->b\": {\"bleu\": 12.5, \"chrf\": 34.2},\n            \"b->a\": {\"bleu\": 8.3, \"chrf\": 28.1},\n        },",
			"1 " + bleu13a + " = 12.5 8.3\n3 unknown chrF2 = 34.2\n4 unknown chrF2 = 28.1"},
		{"a map of signatures by metric speaks for its owner (corpus s012)",
			"{\n  \"scores\": {\n    \"chrf_plus_plus\": 48.7,\n    \"confidence_intervals\": {\n      \"corpus_chrf\": { \"ci_lower\": 47.1, \"ci_upper\": 50.3 }\n    },\n    \"sacrebleu_signatures\": {\n      \"chrf\": \"" + chrfpp + "\"\n    }\n  }\n}",
			"8 chrF2++|" + chrfpp + " = 48.7"},
		{"a signature of one field in an object named by its scores, its score beside it (heldout2 h021)",
			"    stored = {\n        \"sacrebleu\": {\n            \"score\": 29.6209774968959,\n            \"signature\": \"version:2.6.0\",\n            \"verbose\": \"BLEU = 29.62\",\n        }\n    }",
			"4 BLEU|version:2.6.0 = 29.6209774968959"},
		{"two signatures of a metric in one object: the object does not bind",
			"  {\n    \"a\": \"" + sig13a + "\",\n    \"b\": \"nrefs:1|case:mixed|eff:no|tok:intl|smooth:exp|version:2.0.0\",\n    \"bleu\": 22.1\n  }",
			"2 " + bleu13a + "\n3 BLEU|nrefs:1|case:mixed|eff:no|tok:intl|smooth:exp|version:2.0.0\n4 refused: the signatures on lines 2, 3 all fit this score: which one it was computed with cannot be told"},
		{"a command's target language chooses BLEU's tokenizer (corpus s115)",
			"`cat wmt18_en_translated_to_zh.txt | sacrebleu -t wmt18 -l en-zh`\ngot \"score\": 35.1\n$ sacrebleu ref -i hyp -tok $TOK -b\n22.4",
			"2 assumed BLEU|case:mixed|eff:no|tok:zh|smooth:exp = 35.1\n4 unknown BLEU = 22.4"},
		{"scores printed by a sacrebleu command written with them (corpus s114, s115)",
			"wmt13 wmt14\n26.25 27.52 sacrebleu\n26.59 28.33 sacrebleu -tok intl\n26.50 29.02 get_ende_bleu.sh\n`cat out.txt | sacrebleu ref.zh -m chrf -b -w 4`\nit showed 0.8990",
			"2 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 26.25\n2 assumed BLEU|case:mixed|eff:no|tok:13a|smooth:exp = 27.52\n3 assumed BLEU|case:mixed|eff:no|tok:intl|smooth:exp = 26.59\n3 assumed BLEU|case:mixed|eff:no|tok:intl|smooth:exp = 28.33\n6 assumed chrF2|case:mixed|eff:yes|nc:6|nw:0|space:no = 0.8990"},
	} {
		if got := summary(Scan(tc.text)); got != tc.want {
			t.Errorf("%s:\n%s\ngot:\n%s\nwant:\n%s", tc.rule, tc.text, got, tc.want)
		}
	}
}

// TestScanGrid reads SacreBLEU's grid with its signature block (wild 8) as a claim per column.
func TestScanGrid(t *testing.T) {
	text := readWild(t)[7].Text
	want := "1 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.0.0 = 20.8 26.7 15.5 18.2\n" +
		"1 chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.0.0 = 52.0 56.3 49.3 51.6"
	if got := summary(Scan("Results:\n" + text)); got != strings.ReplaceAll(want, "1 ", "2 ") {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestScanNotebook reads a notebook's cells and outputs, each line numbered as the
// notebook's file.
func TestScanNotebook(t *testing.T) {
	nb := `{
 "cells": [
  {
   "cell_type": "code",
   "source": [
    "print(bleu)\n",
    "print(bleu.get_signature())"
   ],
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "BLEU = 31.20 62.0/38.1/25.4/17.5 (BP = 0.976 ratio = 0.976 hyp_len = 60000 ref_len = 61287)\n",
      "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.3.1\n"
     ]
    }
   ]
  }
 ],
 "nbformat": 4
}`
	r := Scan(nb)
	if got, want := summary(r), "15 BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.3.1 = 31.20"; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	if s := r.Claims[0].Scores[0]; s.Line != 14 || s.Stats == "" {
		t.Errorf("score %+v: want line 14 and its statistics", s)
	}
}

// TestScanLinear scans texts built to make a careless finder slow, each of 128 KiB: linear,
// each takes under 0.1 s (4 MiB, MaxClaimSize, about 1.5 s); quadratic, seconds.
func TestScanLinear(t *testing.T) {
	for name, unit := range map[string]string{
		"signatures":    sig13a + "\n",
		"score lines":   "BLEU = 20.8 54.4/26.6/14.9/8.7 (BP = 1.000 ratio = 1.026 hyp_len = 62880 ref_len = 61287)\n",
		"mixed":         "BLEU = 20.8\n" + sig13a + "\nbleu: 22.5 " + sig13a + "\n",
		"open brackets": "{\"a\": [{\n",
		"JSON claims":   `{"name": "BLEU", "score": 20.8, "signature": "` + sig13a + `"}` + "\n",
		"weak fields":   "c:x|e:y|s:z|t:w|l:v|o:u|",
		"one line":      "bleu: 22.5 " + sig13a + " ",
		"table rows":    "| a | 20.8 | " + sig13a + " |\n",
		"keys":          "nrefs",
		"dict scores":   "{'score': 1.0, 'counts': [1]}\n",
		"HTML":          "<table><tr><th>BLEU</th><td>1.0</td></tr>\n",
		"labels":        "bleu: 22.5, chrf: 51.2 | sacreBLEU score of 3.0\n",
		"grids":         "| System | BLEU |\n",
		"formulas":      "BLEU = 1 * " + strings.Repeat("x", 100),
		"objects":       "x:\n  signature: \"" + sig13a + "\"\n  bleu: 1.5\n  note: a sacrebleu score of 1.5\n",
		"commands":      "$ sacrebleu ref -i hyp -tok intl -b\n22.4\n",
	} {
		text := strings.Repeat(unit, (128<<10)/len(unit))
		if name == "table rows" {
			text = "| s | BLEU | sig |\n|---|---|---|\n" + text
		}
		start := time.Now()
		r := Scan(text)
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s: %v for %d claims", name, d, len(r.Claims))
		}
	}
}

// FuzzScan: any text is scanned without a panic, its claims in the order of their lines,
// each on a line of the text, each read or refused.
func FuzzScan(f *testing.F) {
	for _, e := range []string{sig13a + " = 20.8", "BLEU = 20.8\n" + sig13a, "| a | 20,8 | " + sig13a + " |", `{"cells": [{"source": ["` + sig13a + `"]}]}`,
		"# {\n#  \"name\": \"BLEU\", \"score\": 1.0, \"signature\": \"" + sig13a + "\"\n# }", "\\toprule\nSystem & BLEU \\\\\na & 1.0 \\\\\n\\end{tabular}"} {
		f.Add(e)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r := Scan(text)
		lines := strings.Count(text, "\n") + strings.Count(text, "\r") + 1
		last := 0
		for _, c := range r.Claims {
			if c.Line < last || c.Line < 1 || c.Line > lines {
				t.Fatalf("claim on line %d (after %d, of %d)", c.Line, last, lines)
			}
			if c.Signature == "" && c.Refused == "" && c.Metric == "" {
				t.Fatalf("claim neither read, nor refused, nor of a metric: %+v", c)
			}
			for _, s := range c.Scores {
				if s.Line < 1 || s.Line > lines {
					t.Fatalf("score on line %d (of %d)", s.Line, lines)
				}
			}
			last = c.Line
		}
	})
}

// TestScanCodeNoClaims: SacreBLEU's output format in code, where ` = ` is not a score: real
// code that parses score lines (stored-index files 5056836697, a scoring script, lines taken
// as found; 45333453727, a multi-bleu parser) and a test's stand-in (56592541792). No claim.
func TestScanCodeNoClaims(t *testing.T) {
	for _, text := range []string{
		"            output = open(\"metrics.txt\", \"r\").read()\n" +
			"            bleu = float(output.split(\"BLEU = \")[1].split()[0])\n" +
			"            chrf = float(output.split(\"chrF2++ = \")[1].split()[0])\n" +
			"            ter = float(output.split(\"TER = \")[1].split()[0])\n",
		"def _parse_multi_bleu_ret(bleu_str, return_all=False):\n" +
			"    bleu_score = re.search(r\"BLEU = (.+?),\", bleu_str).group(1)\n" +
			"    bleu_score = np.float32(bleu_score)\n",
		"            class FakeBleu:\n                score = 100.0\n\n                def __str__(self) -> str:\n" +
			"                    return \"BLEU = 100.00\"\n",
	} {
		if r := Scan(text); len(r.Claims) != 0 {
			t.Errorf("%d claims in %q: %+v", len(r.Claims), text, r.Claims[0])
		}
	}
}
