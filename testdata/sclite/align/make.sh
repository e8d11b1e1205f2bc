#!/bin/sh
# Regenerates the sclite alignment oracle cases (see README.md). Each case is a directory
# holding ref.trn, hyp.trn, args (sclite's options besides -r/-h/-o) and sgml, sclite's
# report for them with its creation date blanked. Needs Debian's sctk 2.4.10 (apt-get
# install sctk); SCTK's own test inputs are copied from a git checkout of usnistgov/SCTK,
# given as SCTK (a bare repository is fine).
#
#   SCTK=/work/.mirror/usnistgov+SCTK/repo sh testdata/sclite/align/make.sh
set -eu
cd "$(dirname "$0")"
T=../..
SCTK=${SCTK:-/work/.mirror/usnistgov+SCTK/repo}
export LC_ALL=C

# totrn FILE FIRST COUNT SPEAKERS CASE: lines FIRST.. of FILE as trn utterances, '"' and
# the characters trn gives a meaning to ("(){}") removed, lower-cased unless CASE is "keep";
# utterance k is spoken by speaker k % SPEAKERS.
totrn() {
	sed -n "$2,$(($2 + $3 - 1))p" "$1" | awk -v s="$4" -v c="${5:-}" '{
		gsub(/["(){}\t]/, " "); if (c != "keep") $0 = tolower($0)
		printf "%s (s%d_%04d)\n", $0, NR % s, NR }'
}

# mkcase NAME ARGS: writes NAME/args (ref.trn and hyp.trn are already there).
mkcase() { mkdir -p "$1"; echo "$2" > "$1/args"; }

# The WMT17 English-German reference and four systems, 300 utterances of 3 speakers.
for sys in uedin-nmt.4722 online-B.0 PROMT-Rule-based.4735 KIT.4950; do
	d=w17-$sys; mkcase $d "-i rm"
	totrn $T/wmt17-en-de/ref.txt 1 300 3 > $d/ref.trn
	totrn $T/wmt17-en-de/$sys.txt 1 300 3 > $d/hyp.trn
done
# The same, case kept and -s; other id types; the hypothesis in another order with gaps.
d=w17-case; mkcase $d "-i spu_id -s"
totrn $T/wmt17-en-de/ref.txt 301 100 4 keep > $d/ref.trn
totrn $T/wmt17-en-de/xmu.4910.txt 301 100 4 keep > $d/hyp.trn
d=w17-fold; mkcase $d "-i spu_id"
cp w17-case/ref.trn w17-case/hyp.trn $d/
for it in wsj sp swb; do
	d=w17-$it; mkcase $d "-i $it"
	totrn $T/wmt17-en-de/ref.txt 401 40 2 > $d/ref.trn
	totrn $T/wmt17-en-de/LIUM-NMT.4900.txt 401 40 2 > $d/hyp.trn
done
d=w17-order; mkcase $d "-i rm"
totrn $T/wmt17-en-de/ref.txt 451 120 5 > $d/ref.trn
totrn $T/wmt17-en-de/C-3MA.4959.txt 451 120 5 | awk 'NR % 7 != 3' | sort -r > $d/hyp.trn

# WMT24 English-German paragraphs: long utterances.
for sys in GPT-4 ONLINE-W Aya23; do
	d=w24-$sys; mkcase $d "-i rm"
	totrn $T/wmt24-en-de/ref.txt 1 60 4 > $d/ref.trn
	totrn $T/wmt24-en-de/$sys.txt 1 60 4 > $d/hyp.trn
done

# Chinese and Japanese in character mode.
for sys in GPT-4 IOL-Research ONLINE-B Claude-3.5; do
	d=zh-$sys; mkcase $d "-i rm -e utf-8 -c NOASCII"
	totrn $T/wmt24-cjk/en-zh/ref.txt 1 40 3 > $d/ref.trn
	totrn $T/wmt24-cjk/en-zh/$sys.txt 1 40 3 > $d/hyp.trn
done
for sys in GPT-4 NTTSU; do
	d=ja-$sys; mkcase $d "-i rm -e utf-8 -c"
	totrn $T/wmt24-cjk/en-ja/ref.txt 1 40 3 > $d/ref.trn
	totrn $T/wmt24-cjk/en-ja/$sys.txt 1 40 3 > $d/hyp.trn
done
d=zh-dh; mkcase $d "-i rm -e utf-8 -c NOASCII DH"
cp zh-GPT-4/ref.trn zh-GPT-4/hyp.trn $d/
d=zh-bytes; mkcase $d "-i rm -c"
totrn $T/wmt24-cjk/en-zh/ref.txt 2 6 2 > $d/ref.trn
totrn $T/wmt24-cjk/en-zh/GPT-4.txt 2 6 2 > $d/hyp.trn
d=zh-noascii8; mkcase $d "-i rm -c NOASCII"
cp zh-bytes/ref.trn zh-bytes/hyp.trn $d/

# Optional words, fragments and alternations made from WMT17 lines: in the reference, some
# words in parentheses, alternations of the reference and the system word (or "@", or two
# words); in the hypothesis, fragments of its words and an optional "(uh)".
marked() {
	paste -d '\t' "$1" "$2" | awk -F '\t' '{
		n = split($1, r, " "); m = split($2, h, " "); id = r[n]; out = ""
		for (i = 1; i < n; i++) {
			w = r[i]
			if (i % 7 == 3) w = "(" w ")"
			else if (i % 11 == 5 && i < m) w = "{ " w " / " h[i] " }"
			else if (i % 13 == 6) w = "{ " w " / @ }"
			else if (i % 17 == 8 && i + 1 < n) { w = "{ " w " " r[i+1] " / " w r[i+1] " }"; i++ }
			out = out w " "
		}
		ref = out id; out = ""
		for (i = 1; i < m; i++) {
			w = h[i]
			if (i % 9 == 4 && w ~ /^[a-z][a-z][a-z][a-z][a-z]*$/) w = substr(w, 1, 3) "-"
			else if (i % 10 == 7 && w ~ /^[a-z][a-z][a-z][a-z][a-z]*$/) w = "-" substr(w, length(w) - 2)
			if (i % 12 == 2) out = out "(uh) "
			out = out w " "
		}
		print ref > "ref.tmp"; print out h[m] > "hyp.tmp" }'
}
totrn $T/wmt17-en-de/ref.txt 601 300 3 > ref.raw
totrn $T/wmt17-en-de/online-A.0.txt 601 300 3 > hyp.raw
marked ref.raw hyp.raw
for o in "" "-D" "-F" "-D -F"; do
	d=mark$(echo "$o" | tr -d ' -'); mkcase $d "-i rm $o"
	cp ref.tmp $d/ref.trn; cp hyp.tmp $d/hyp.trn
done
d=mark-c; mkcase $d "-i rm -c -D"
head -60 ref.tmp > $d/ref.trn; head -60 hyp.tmp > $d/hyp.trn
d=mark-swap; mkcase $d "-i rm -D -F"
cp ref.tmp $d/hyp.trn; cp hyp.tmp $d/ref.trn
rm -f ref.raw hyp.raw ref.tmp hyp.tmp

# sclite's reading quirks: LABEL and CATEGORY comments (the hypothesis's come first), "**"
# and blank lines, an id without '-' or '_' (it keeps the previous speaker), ids in upper
# case, a reference text given twice (the second a prefix of the first), a reference
# utterance the hypothesis lacks, tags, '*' and '\' in words, a last line without '\n'.
d=quirks; mkcase $d "-i rm"
printf '%s\n' ';; LABEL "F0" "Baseline" "Clean speech"' ';; CATEGORY "1" "" "Gender"' \
	'the cat SAT on the mat (S1_001)' '** info line' '' 'a word;tag1 c* d\\e (xyz)' \
	'hello world again (s2_001)' 'hello world (s2_001)' 'not in the hypothesis (s2_002)' \
	'one more line (s1_002)' > $d/ref.trn
printf '%s\n' ';; LABEL "F1" "Other" "Noisy speech"' ';; LABEL "F0" "Baseline" "Clean speech"' \
	'the cat sat on mat (s1_001)' 'a word c d (XYZ)' '  ' 'hello there world again (s2_001)' > $d/hyp.trn
printf 'one more line (s1_002)' >> $d/hyp.trn

# SCTK's own test inputs (src/sclite/testdata), exactly as found.
if git -C "$SCTK" rev-parse HEAD > /dev/null 2>&1; then
	get() { git -C "$SCTK" show "HEAD:src/sclite/testdata/$1"; }
	sctkcase() { mkcase "$1" "$4"; get "$2" > "$1/ref.trn"; get "$3" > "$1/hyp.trn"; }
	sctkcase sctk-tests tests.ref tests.hyp "-i spu_id -F -D"
	sctkcase sctk-tests-noD tests.ref tests.hyp "-i spu_id -F"
	sctkcase sctk-tests-plain tests.ref tests.hyp "-i spu_id"
	sctkcase sctk-tests-r tests.hyp tests.ref "-i spu_id -F -D"
	sctkcase sctk-tests-cDH tests.ref tests.hyp "-i spu_id -c DH"
	sctkcase sctk-tests-c tests.ref tests.hyp "-i spu_id -c -D -F"
	sctkcase sctk-tests-utf8 tests.ref tests.hyp "-i spu_id -F -D -e utf-8"
	for n in 2 3 4; do
		sctkcase sctk-tests-utf8-${n}bytes tests.ref.utf8-${n}bytes tests.hyp.utf8-${n}bytes "-i spu_id -F -D -e utf-8"
	done
	sctkcase sctk-csrnab csrnab.ref csrnab.hyp "-i wsj"
	sctkcase sctk-csrnab-s csrnab.ref csrnab.hyp "-i wsj -s"
	sctkcase sctk-csrnab1-c csrnab1.ref csrnab1.hyp "-i wsj -c"
	sctkcase sctk-vietnamese test.vietnamese.ref.trn test.vietnamese.hyp.trn "-i spu_id -e utf-8"
	sctkcase sctk-turkish test.turkish.ref test.turkish.hyp "-i spu_id -e utf-8"
	sctkcase sctk-ukranian test.ukranian.ref test.ukranian.hyp "-i spu_id -e utf-8"
	sctkcase sctk-demo demo.ref.txt demo.hyp.txt "-i rm"
fi

# Run sclite on every case.
for d in */; do
	d=${d%/}
	[ -f "$d/args" ] || continue
	(cd "$d" && sctk sclite -r ref.trn trn -h hyp.trn trn $(cat args) -o sgml stdout -f 0 2> err |
		sed 's/creation_date="[^"]*"/creation_date=""/' > sgml)
	[ -s "$d/err" ] || rm -f "$d/err"
done
