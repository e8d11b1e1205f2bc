package outfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeText(text string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, text); return err }
}

// leftovers lists the temporary files left in dir.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".sacre-") {
			out = append(out, e.Name())
		}
	}
	return out
}

func TestCheckRefuses(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte("input\n"), 0o644)
	link, hard := filepath.Join(dir, "link.txt"), filepath.Join(dir, "hard.txt")
	os.Symlink(in, link)
	os.Link(in, hard)
	for _, c := range []struct {
		reason, path string
		size         int64
		inputs       []string
		want         error
	}{
		{"an input", in, -1, []string{"other", in}, ErrInput},
		{"an input through a symbolic link", link, -1, []string{in}, ErrInput},
		{"an input given through a link", in, -1, []string{link}, ErrInput},
		{"a hard link to an input", hard, -1, []string{in}, ErrInput},
		{"a directory", dir, -1, nil, ErrDirectory},
		{"more than the file system holds", filepath.Join(dir, "big.npy"), 1 << 62, nil, ErrSpace},
	} {
		if _, err := Check(c.path, c.size, c.inputs...); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.reason, err, c.want)
		} else if !strings.HasPrefix(err.Error(), "cannot write "+c.path+": ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %q does not name the path on one line", c.reason, err)
		}
	}
	if _, err := Check(filepath.Join(dir, "no", "such", "out.txt"), -1); err == nil {
		t.Error("a missing directory accepted")
	}
	if data, _ := os.ReadFile(in); string(data) != "input\n" {
		t.Errorf("the input changed: %q", data)
	}
}

func TestWrite(t *testing.T) {
	for _, mode := range []bool{true, false} {
		unnamed = mode
		dir := t.TempDir()
		out := filepath.Join(dir, "out.txt")
		os.WriteFile(out, []byte("old"), 0o640)
		target, err := Check(out, 3)
		if err != nil {
			t.Fatal(err)
		}
		failure := errors.New("scoring failed")
		if err := target.Write(func(w io.Writer) error { io.WriteString(w, "half"); return failure }); err != failure {
			t.Errorf("unnamed %v: a failed write returned %v, want the caller's error as it is", mode, err)
		}
		if data, _ := os.ReadFile(out); string(data) != "old" || len(leftovers(t, dir)) > 0 {
			t.Errorf("unnamed %v: after a failed write the file holds %q, leftovers %v", mode, data, leftovers(t, dir))
		}
		if err := target.Write(writeText("new")); err != nil {
			t.Fatal(err)
		}
		st, _ := os.Stat(out)
		if data, _ := os.ReadFile(out); string(data) != "new" || st.Mode().Perm() != 0o640 || len(leftovers(t, dir)) > 0 {
			t.Errorf("unnamed %v: %q, mode %v, leftovers %v", mode, data, st.Mode(), leftovers(t, dir))
		}
		fresh := filepath.Join(dir, "fresh.txt")
		target, _ = Check(fresh, -1)
		target.Write(writeText("x"))
		if st, err := os.Stat(fresh); err != nil || st.Mode().Perm() != 0o644 {
			t.Errorf("unnamed %v: a new file: %v %v", mode, st, err)
		}
	}
	unnamed = true
}

func TestBytes(t *testing.T) {
	for n, want := range map[float64]string{512: "512 bytes", 1536: "1.5 KiB", 28.8 * (1 << 30): "28.8 GiB", 3 << 40: "3.0 TiB"} {
		if got := Bytes(n); got != want {
			t.Errorf("Bytes(%v) = %q, want %q", n, got, want)
		}
	}
}
