#!/bin/sh
# Regenerates the snt and spk cases of sacre sclite with SCTK 2.4.10's sclite (Debian's sctk):
# for each case, sclite's standard output (NAME.out), its standard error if any (NAME.err) and
# every report file it writes (NAME.files/). The inputs are those of ../cli (the WMT17 trn files of
# 7 speakers and SCTK's lvc stm/ctm pair), linked into a scratch directory where sclite runs, so
# that the file names in its output are those of the command line (NAME.args).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for f in ref.trn uedin.trn onlineb.trn lvc_ref.stm lvc_hyp.ctm; do
	ln -s "$here/../cli/$f" "$work/$f"
done
cd "$work"
# case NAME ARGS...: sclite's stdout, and the files it writes under NAME.files/.
case_() {
	name=$1; shift
	rm -rf "$here/$name.files" "$here/$name.err" && mkdir "$name.files"
	sctk sclite "$@" > "$here/$name.out" 2> "$here/$name.err" || true
	echo "$*" > "$here/$name.args"
	[ -s "$here/$name.err" ] || rm -f "$here/$name.err"
	if [ -n "$(ls "$name.files")" ]; then cp -r "$name.files" "$here/"; fi
}
case_ snt -r ref.trn trn -h uedin.trn trn -i rm -o snt -O snt.files
case_ spk -r ref.trn trn -h uedin.trn trn -i rm -o spk -O spk.files
case_ both -r ref.trn trn -h uedin.trn trn -h onlineb.trn trn online -i rm -o snt spk sum -O both.files
case_ name -r ref.trn trn -h uedin.trn trn -i rm -n renamed -o spk -O name.files
case_ stdout -r ref.trn trn -h uedin.trn trn -i rm -o snt stdout
case_ stdout_all -r ref.trn trn -h uedin.trn trn -i rm -o sum snt spk dtl stdout
case_ lvc -r lvc_ref.stm stm -h lvc_hyp.ctm ctm -o snt spk sum -O lvc.files
case_ lvc_stdout -r lvc_ref.stm stm -h lvc_hyp.ctm ctm -o spk snt stdout
