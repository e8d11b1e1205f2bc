package outfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The tests below run this test binary again as a child that writes a file (see TestMain):
// signals and users are properties of a process.
func TestMain(m *testing.M) {
	if job := os.Getenv("OUTFILE_CHILD"); job != "" {
		os.Exit(child(job))
	}
	os.Exit(m.Run())
}

// child runs a job: "slow PATH NAMED" writes PATH, says "ready" once half written and
// finishes when its standard input ends; "check PATH" reports Check's verdict on PATH.
func child(job string) int {
	f := strings.Fields(job)
	target, err := Check(f[1], -1)
	if f[0] == "check" {
		if errors.Is(err, ErrNotWritable) {
			return 3
		}
		return 4
	}
	if err != nil {
		return 5
	}
	unnamed = f[2] == "unnamed"
	err = target.Write(func(w io.Writer) error {
		io.WriteString(w, "half")
		if f, ok := w.(interface{ Flush() error }); ok {
			f.Flush()
		}
		fmt.Println("ready")
		io.Copy(io.Discard, os.Stdin)
		_, err := io.WriteString(w, " and whole")
		return err
	})
	if err != nil {
		return 6
	}
	return 0
}

// startChild starts a slow writer of path, through sh with SIGINT ignored if ignoreINT, and
// waits until it is writing.
func startChild(t *testing.T, path, mode string, ignoreINT bool) (*exec.Cmd, io.WriteCloser) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	if ignoreINT {
		cmd = exec.Command("/bin/sh", "-c", `trap "" INT; exec "$0"`, os.Args[0])
	}
	cmd.Env = append(os.Environ(), "OUTFILE_CHILD=slow "+path+" "+mode)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if line, _ := bufio.NewReader(stdout).ReadString('\n'); line != "ready\n" {
		t.Fatalf("the child said %q", line)
	}
	return cmd, stdin
}

// TestSignals checks that a fatal signal while the output is written leaves the old file
// and no temporary file, and ends the program as the signal would (SIGKILL included, where
// the temporary file has no name); and that a signal ignored at the start stays ignored.
func TestSignals(t *testing.T) {
	for _, mode := range []string{"unnamed", "named"} {
		for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGKILL} {
			if sig == syscall.SIGKILL && mode == "named" {
				continue // nothing can remove a named file on SIGKILL
			}
			dir := t.TempDir()
			out := filepath.Join(dir, "out.npy")
			os.WriteFile(out, []byte("old"), 0o644)
			cmd, _ := startChild(t, out, mode, false)
			cmd.Process.Signal(sig)
			err := cmd.Wait()
			ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
			if !ok || !ws.Signaled() || ws.Signal() != sig {
				t.Errorf("%s, %v: the child ended with %v, not by the signal", mode, sig, err)
			}
			if data, _ := os.ReadFile(out); string(data) != "old" || len(leftovers(t, dir)) > 0 {
				t.Errorf("%s, %v: the file holds %q, leftovers %v", mode, sig, data, leftovers(t, dir))
			}
		}
		// SIGINT ignored (as in a background job of a script): the write goes on and completes.
		dir := t.TempDir()
		out := filepath.Join(dir, "out.npy")
		cmd, stdin := startChild(t, out, mode, true)
		cmd.Process.Signal(syscall.SIGINT)
		time.Sleep(200 * time.Millisecond) // an ignored signal has no event to wait for
		stdin.Close()
		if err := cmd.Wait(); err != nil {
			t.Errorf("%s: with SIGINT ignored, SIGINT ended the write: %v", mode, err)
		}
		if data, _ := os.ReadFile(out); string(data) != "half and whole" || len(leftovers(t, dir)) > 0 {
			t.Errorf("%s: with SIGINT ignored the file holds %q, leftovers %v", mode, data, leftovers(t, dir))
		}
	}
}

// TestReadOnlyFile checks that a read-only file is refused for an ordinary user, in a
// directory that user may write (renaming over the file would succeed there), and accepted
// for root, as the shell's > would.
func TestReadOnlyFile(t *testing.T) {
	dir := t.TempDir()
	os.Chmod(dir, 0o777)
	os.Chmod(filepath.Dir(dir), 0o755)
	out := filepath.Join(dir, "out.txt")
	os.WriteFile(out, []byte("keep"), 0o444)
	if os.Geteuid() != 0 {
		if _, err := Check(out, -1); !errors.Is(err, ErrNotWritable) {
			t.Errorf("a read-only file: %v, want ErrNotWritable", err)
		}
		return
	}
	if _, err := Check(out, -1); err != nil {
		t.Errorf("root refused a read-only file, which the shell's > would write: %v", err)
	}
	// The same check by user nobody (65534), through a copy of this binary it may run.
	bin := filepath.Join(dir, "outfile.test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(bin, data, 0o755)
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "OUTFILE_CHILD=check "+out)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	err = cmd.Run()
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 3 {
		t.Errorf("user nobody: %v (exit 3 means refused as not writable)", err)
	}
}
