package fetch

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Extract unpacks a .tar.gz, .tgz or .zip archive into dir, creating dir
// and the directories the entries need, as SacreBLEU's extract_tarball does.
//
// It is stricter than SacreBLEU: it refuses (with ErrUnsafePath) absolute
// names, names with a ".." element, and every link or special file, even
// one that would stay inside dir; SacreBLEU's archives hold only regular
// files and directories. Writes go through an os.Root, so even a symbolic
// link already in dir cannot lead outside it. Files are created 0644, or
// 0755 when the archive marks them executable; setuid and similar bits are
// dropped. Other names get ErrFormat, where SacreBLEU silently does nothing.
// On error, the entries already extracted stay in dir.
func Extract(archive, dir string) error {
	var unpack func(archive string, root *os.Root) error
	switch {
	case strings.HasSuffix(archive, ".tar.gz"), strings.HasSuffix(archive, ".tgz"):
		unpack = untar
	case strings.HasSuffix(archive, ".zip"):
		unpack = unzip
	default:
		return fmt.Errorf("%w: %s: want .tar.gz, .tgz or .zip", ErrFormat, archive)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	defer root.Close()
	return unpack(archive, root)
}

// untar extracts a tar archive, gzipped or not: Python's tarfile.open
// detects the compression too.
func untar(archive string, root *os.Root) error {
	return eachTar(archive, func(hdr *tar.Header, r io.Reader) error {
		return placeTar(root, archive, hdr, r)
	})
}

// eachTar calls fn for each entry of a tar archive, gzipped or not, with the
// entry's content, until fn fails.
func eachTar(archive string, fn func(*tar.Header, io.Reader) error) error {
	f, err := os.Open(archive)
	if err != nil {
		return fmt.Errorf("fetch: %w", err)
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		if r, err = gzip.NewReader(br); err != nil {
			return fmt.Errorf("fetch: %s: %w", archive, err)
		}
	}
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("fetch: %s: %w", archive, err)
		}
		if err := fn(hdr, tr); err != nil {
			return err
		}
	}
}

func placeTar(root *os.Root, archive string, hdr *tar.Header, r io.Reader) error {
	switch hdr.Typeflag {
	case tar.TypeReg, tar.TypeDir: // tar.Reader turns the old TypeRegA into these
		return place(root, archive, hdr.Name, hdr.FileInfo().Mode(), r)
	case tar.TypeXGlobalHeader:
		return nil // metadata only, e.g. the commit id git archive records
	case tar.TypeSymlink:
		return refuse(archive, hdr.Name, "symbolic link")
	case tar.TypeLink:
		return refuse(archive, hdr.Name, "hard link")
	}
	return refuse(archive, hdr.Name, fmt.Sprintf("special file (type %q)", hdr.Typeflag))
}

// unzip extracts a zip archive.
func unzip(archive string, root *os.Root) error {
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return fmt.Errorf("fetch: %s: %w", archive, err)
	}
	defer zr.Close()
	for _, zf := range zr.File {
		if err := placeZip(root, archive, zf); err != nil {
			return err
		}
	}
	return nil
}

func placeZip(root *os.Root, archive string, zf *zip.File) error {
	mode := zf.Mode()
	switch {
	case mode&fs.ModeSymlink != 0:
		return refuse(archive, zf.Name, "symbolic link")
	case mode.IsDir():
		return place(root, archive, zf.Name, mode, nil)
	case !mode.IsRegular():
		return refuse(archive, zf.Name, "special file")
	}
	rc, err := zf.Open()
	if err != nil {
		return fmt.Errorf("fetch: %s: %s: %w", archive, zf.Name, err)
	}
	defer rc.Close()
	return place(root, archive, zf.Name, mode, rc)
}

// refuse reports a link or special file. Links are refused even when they
// stay inside dir: SacreBLEU's archives have none, and they are the usual
// way out of a directory.
func refuse(archive, name, what string) error {
	return fmt.Errorf("%w: %s: %q is a %s; links and special files are refused", ErrUnsafePath, archive, name, what)
}

// place writes a directory or a regular file of either kind of archive.
func place(root *os.Root, archive, name string, mode fs.FileMode, r io.Reader) error {
	local, ok := localName(name)
	if !ok {
		return fmt.Errorf("%w: %s: %q is absolute or has a \"..\" element", ErrUnsafePath, archive, name)
	}
	var err error
	if mode.IsDir() {
		err = root.MkdirAll(local, 0o755)
	} else {
		err = writeFile(root, local, mode, r)
	}
	if err != nil {
		return fmt.Errorf("fetch: %s: %w", archive, err)
	}
	return nil
}

func writeFile(root *os.Root, local string, mode fs.FileMode, r io.Reader) error {
	if err := root.MkdirAll(filepath.Dir(local), 0o755); err != nil {
		return err
	}
	perm := fs.FileMode(0o644)
	if mode&0o111 != 0 {
		perm = 0o755
	}
	f, err := root.OpenFile(local, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// localName turns an entry name into a path relative to the target
// directory. It refuses absolute names and any ".." element, even one that
// would stay inside, and treats a backslash as a separator, as Windows zip
// tools sometimes write it.
func localName(name string) (string, bool) {
	name = strings.ReplaceAll(name, `\`, "/")
	if strings.HasPrefix(name, "/") || slices.Contains(strings.Split(name, "/"), "..") {
		return "", false
	}
	local := filepath.FromSlash(path.Clean(name))
	return local, filepath.IsLocal(local)
}
