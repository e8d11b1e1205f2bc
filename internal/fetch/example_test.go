package fetch_test

import (
	"archive/zip"
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"

	"github.com/sacre-mt/sacre/internal/fetch"
)

func ExampleClient_File() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "Hallo Welt\n")
	}))
	defer srv.Close()
	cache, err := os.MkdirTemp("", "sacrebleu")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(cache)
	dest := filepath.Join(cache, "wmt14", "raw", "wmt14.de.txt")

	c := &fetch.Client{Log: func(msg string) {
		msg = strings.NewReplacer(srv.URL, "URL", cache, "CACHE").Replace(msg)
		fmt.Println(filepath.ToSlash(msg))
	}}
	for range 2 { // the second call finds the file in the cache
		downloaded, err := c.File(context.Background(), srv.URL+"/de.txt", dest, "75b8cbbb833c0aab1151cba662246e24")
		fmt.Println(downloaded, err)
	}
	b, _ := os.ReadFile(dest)
	fmt.Printf("%q\n", b)
	// Output:
	// Downloading URL/de.txt to CACHE/wmt14/raw/wmt14.de.txt
	// true <nil>
	// false <nil>
	// "Hallo Welt\n"
}

func ExampleExtract() {
	tmp, err := os.MkdirTemp("", "sacrebleu")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(tmp)
	archive := filepath.Join(tmp, "set.zip")
	f, _ := os.Create(archive)
	zw := zip.NewWriter(f)
	for _, name := range []string{"set/src.de", "set/ref.en", "../evil"} {
		w, _ := zw.Create(name)
		fmt.Fprintln(w, "text")
	}
	zw.Close()
	f.Close()

	dir := filepath.Join(tmp, "raw")
	err = fetch.Extract(archive, dir)
	fmt.Println(strings.ReplaceAll(err.Error(), archive, "ARCHIVE"))
	fs.WalkDir(os.DirFS(dir), ".", func(p string, d fs.DirEntry, err error) error {
		fmt.Println(p)
		return err
	})
	// Output:
	// fetch: unsafe path in archive: ARCHIVE: "../evil" is absolute or has a ".." element
	// .
	// set
	// set/ref.en
	// set/src.de
}
