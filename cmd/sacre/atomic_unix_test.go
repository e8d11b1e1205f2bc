//go:build unix

package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestWriteAtomicKinds writes a report through a symbolic link (the file it names is replaced,
// the link kept) and into a named pipe (written as it is, never replaced by a file: the same
// holds for -o /dev/stdout), and a matrix into the pipe.
func TestWriteAtomicKinds(t *testing.T) {
	dir := t.TempDir()
	files := firstLines(t, dir, 200, "ref.txt", "KIT.4950.txt", "xmu.4910.txt")
	args := []string{"report", files[0], "-i", files[1], files[2], "-q", "-f", "md", "-o"}

	target, link := filepath.Join(dir, "target.md"), filepath.Join(dir, "link.md")
	os.WriteFile(target, []byte("old"), 0o600)
	os.Symlink(target, link)
	if _, errOut, rc := runCLI(t, "", nil, false, append(args, link)...); rc != 0 {
		t.Fatalf("through a link: rc %d: %s", rc, errOut)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", st, err)
	}
	if data, _ := os.ReadFile(target); !strings.HasPrefix(string(data), "# sacre report") {
		t.Errorf("the linked file holds %.40q", data)
	}
	if st, _ := os.Stat(target); st.Mode().Perm() != 0o600 {
		t.Errorf("the linked file's mode is now %v", st.Mode())
	}

	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{append(args, fifo), {"matrix", files[1], "-m", "bleu", "-o", fifo}} {
		got := make(chan int)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				got <- -1
				return
			}
			defer f.Close()
			n, _ := io.Copy(io.Discard, f)
			got <- int(n)
		}()
		if _, errOut, rc := runCLI(t, "", nil, false, cmd...); rc != 0 {
			t.Fatalf("%s into a pipe: rc %d: %s", cmd[0], rc, errOut)
		}
		if n := <-got; n < 1000 {
			t.Errorf("%s: %d bytes came through the pipe", cmd[0], n)
		}
		if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
			t.Fatalf("%s replaced the pipe: %v %v", cmd[0], st, err)
		}
	}
}
