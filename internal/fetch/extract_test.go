package fetch

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// entry is one member of a generated archive.
type entry struct {
	name string
	body string
	mode fs.FileMode // type bits say dir or symlink; zero means 0644
	link string      // target of a symlink or hard link
	hard bool
}

func writeArchive(t *testing.T, name string, entries []entry) string {
	t.Helper()
	archive := filepath.Join(t.TempDir(), name)
	f, err := os.Create(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if filepath.Ext(name) == ".zip" {
		err = writeZip(f, entries)
	} else {
		err = writeTarGz(f, entries)
	}
	if err != nil {
		t.Fatal(err)
	}
	return archive
}

func writeTarGz(w io.Writer, entries []entry) error {
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		hdr := &tar.Header{Name: e.name, Mode: int64(cmpMode(e.mode).Perm()), Size: int64(len(e.body)),
			Typeflag: tar.TypeReg, Linkname: e.link}
		switch {
		case e.mode.IsDir():
			hdr.Typeflag, hdr.Size = tar.TypeDir, 0
		case e.hard:
			hdr.Typeflag, hdr.Size = tar.TypeLink, 0
		case e.link != "":
			hdr.Typeflag, hdr.Size = tar.TypeSymlink, 0
		}
		if e.mode&fs.ModeSetuid != 0 {
			hdr.Mode |= 0o4000
		}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := io.WriteString(tw, e.body); err != nil {
			return err
		}
	}
	return errors.Join(tw.Close(), gz.Close())
}

func writeZip(w io.Writer, entries []entry) error {
	zw := zip.NewWriter(w)
	for _, e := range entries {
		hdr := &zip.FileHeader{Name: e.name, Method: zip.Deflate}
		hdr.SetMode(cmpMode(e.mode))
		body := e.body
		if e.link != "" {
			hdr.SetMode(fs.ModeSymlink | 0o777)
			body = e.link
		}
		fw, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		if _, err := io.WriteString(fw, body); err != nil {
			return err
		}
	}
	return zw.Close()
}

func cmpMode(m fs.FileMode) fs.FileMode {
	if m.Perm() == 0 {
		return m | 0o644
	}
	return m
}

// tree lists the files under dir as "path=body" and directories as "path/".
func tree(t *testing.T, dir string) []string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			got = append(got, rel+"/")
			return nil
		}
		b, err := os.ReadFile(p)
		got = append(got, rel+"="+string(b))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

var goodEntries = []entry{
	{name: "./", mode: fs.ModeDir | 0o755},
	{name: "sgm/", mode: fs.ModeDir | 0o755},
	{name: "sgm/newstest2014-deen-src.de.sgm", body: "<srcset>"},
	{name: "sgm/deep/er/ref.en", body: "no directory entries above me"},
	{name: "run.sh", body: "#!/bin/sh", mode: 0o755},
	{name: "suid", body: "x", mode: fs.ModeSetuid | 0o755},
}

var goodTree = []string{"run.sh=#!/bin/sh", "sgm/", "sgm/deep/", "sgm/deep/er/", "sgm/deep/er/ref.en=no directory entries above me",
	"sgm/newstest2014-deen-src.de.sgm=<srcset>", "suid=x"}

func TestExtract(t *testing.T) {
	for _, name := range []string{"set.tar.gz", "set.tgz", "set.zip"} {
		t.Run(name, func(t *testing.T) {
			archive := writeArchive(t, name, goodEntries)
			dir := filepath.Join(t.TempDir(), "wmt14", "raw")
			if err := Extract(archive, dir); err != nil {
				t.Fatal(err)
			}
			if got := tree(t, dir); !slices.Equal(got, goodTree) {
				t.Errorf("extracted %q, want %q", got, goodTree)
			}
			if runtime.GOOS == "windows" {
				return // no Unix permission bits there
			}
			for file, want := range map[string]fs.FileMode{"run.sh": 0o755, "suid": 0o755, "sgm/deep/er/ref.en": 0o644} {
				fi, err := os.Stat(filepath.Join(dir, file))
				if err != nil || fi.Mode()&^0o022 != want&^0o022 { // the umask may clear more
					t.Errorf("%s: mode %v, %v; want %v without setuid", file, fi.Mode(), err, want)
				}
			}
		})
	}
}

func TestExtractRefusesUnsafeEntries(t *testing.T) {
	outsideAbs := filepath.Join(t.TempDir(), "abs-evil")
	file := func(name string) entry { return entry{name: name, body: "evil"} }
	tests := []struct {
		reason  string
		archive string
		entries []entry
		bad     string // the entry the error names
	}{
		{"a tar entry climbing out", "a.tar.gz", []entry{file("ok.txt"), file("../evil")}, "../evil"},
		{"a tar entry with an absolute path", "a.tgz", []entry{file(outsideAbs)}, outsideAbs},
		{"a tar symlink pointing outside, then a file through it", "a.tgz",
			[]entry{{name: "link", link: "../"}, file("link/evil")}, "link"},
		{"a tar symlink even inside dir", "a.tar.gz", []entry{file("a"), {name: "b", link: "a"}}, "b"},
		{"a tar hard link to a file outside", "a.tgz", []entry{{name: "hard", link: "../../evil", hard: true}}, "hard"},
		{"a zip entry with .. in the middle", "a.zip", []entry{file("sub/../../evil")}, "sub/../../evil"},
		{"a zip entry with .. that stays inside is refused too", "a.zip", []entry{file("sub/../evil")}, "sub/../evil"},
		{"a zip entry with a backslash climb", "a.zip", []entry{file(`..\evil`)}, `..\evil`},
		{"a zip entry with an absolute path", "a.zip", []entry{file(outsideAbs)}, outsideAbs},
		{"a zip symlink pointing outside", "a.zip", []entry{{name: "link", link: "/etc"}}, "link"},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			archive := writeArchive(t, tt.archive, tt.entries)
			base := t.TempDir()
			err := Extract(archive, filepath.Join(base, "out"))
			if !errors.Is(err, ErrUnsafePath) {
				t.Errorf("error = %v, want ErrUnsafePath", err)
			}
			outside := func(p string) bool { return !strings.HasPrefix(p, "out/") }
			if got := tree(t, base); slices.ContainsFunc(got, outside) {
				t.Errorf("files outside dir: %q", got)
			}
			if err != nil && !strings.Contains(err.Error(), strconv.Quote(tt.bad)) {
				t.Errorf("error %q does not name the entry %q", err, tt.bad)
			}
			assertMissing(t, outsideAbs)
		})
	}
}

func TestExtractThroughExistingSymlink(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "out")
	if err := os.MkdirAll(filepath.Join(base, "elsewhere"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(base, "elsewhere"), filepath.Join(dir, "link")); err != nil {
		t.Skip("cannot create symlinks here:", err)
	}
	archive := writeArchive(t, "a.tgz", []entry{{name: "link/evil", body: "evil"}})
	if err := Extract(archive, dir); err == nil {
		t.Error("Extract followed a symlink out of dir")
	}
	assertMissing(t, filepath.Join(base, "elsewhere", "evil"))
}

func TestExtractUnknownFormat(t *testing.T) {
	err := Extract(filepath.Join(t.TempDir(), "set.tar.xz"), t.TempDir())
	if !errors.Is(err, ErrFormat) {
		t.Errorf("error = %v, want ErrFormat", err)
	}
}
