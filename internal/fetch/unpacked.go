package fetch

import (
	"archive/tar"
	"archive/zip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// errNotUnpacked stops the walk over an archive at its first entry missing from the directory.
var errNotUnpacked = errors.New("fetch: not unpacked")

// Unpacked reports whether dir holds every regular file of archive, with the size the archive
// gives it, as Extract leaves them. SacreBLEU unpacks an archive only right after downloading
// it; Unpacked tells whether one found in the cache (put there by hand, or whose unpacking was
// cut short) still needs it. It is false for an archive that cannot be read or that holds
// entries Extract refuses, so that extracting it says what is wrong.
func Unpacked(archive, dir string) bool {
	switch {
	case strings.HasSuffix(archive, ".tar.gz"), strings.HasSuffix(archive, ".tgz"):
		return eachTar(archive, func(hdr *tar.Header, _ io.Reader) error {
			switch hdr.Typeflag {
			case tar.TypeReg:
				return haveFile(dir, hdr.Name, hdr.Size)
			case tar.TypeDir, tar.TypeXGlobalHeader:
				return nil
			}
			return errNotUnpacked
		}) == nil
	case strings.HasSuffix(archive, ".zip"):
		return zipUnpacked(archive, dir)
	}
	return false
}

func zipUnpacked(archive, dir string) bool {
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return false
	}
	defer zr.Close()
	for _, zf := range zr.File {
		mode := zf.Mode()
		switch {
		case mode.IsDir():
			continue
		case !mode.IsRegular():
			return false
		}
		if haveFile(dir, zf.Name, int64(zf.UncompressedSize64)) != nil {
			return false
		}
	}
	return true
}

// haveFile checks that the entry name is a regular file of size bytes in dir.
func haveFile(dir, name string, size int64) error {
	local, ok := localName(name)
	if !ok {
		return errNotUnpacked
	}
	fi, err := os.Lstat(filepath.Join(dir, local))
	if err != nil || !fi.Mode().IsRegular() || fi.Size() != size {
		return errNotUnpacked
	}
	return nil
}
