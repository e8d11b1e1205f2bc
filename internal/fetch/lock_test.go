package fetch

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The tests below re-execute the test binary to get a second process. The
// child runs TestHelperProcess, which reads what to do from these variables.
const (
	helperMode = "FETCH_TEST_HELPER" // "download" or "hold"
	helperURL  = "FETCH_TEST_URL"
	helperDest = "FETCH_TEST_DEST"
)

// TestHelperProcess is the child's side: it downloads a file, or holds the
// lock of dest until its stdin closes. It does nothing in a normal run.
func TestHelperProcess(t *testing.T) {
	dest := os.Getenv(helperDest)
	switch os.Getenv(helperMode) {
	case "download":
		downloaded, err := (&Client{}).File(context.Background(), os.Getenv(helperURL), dest, "")
		fmt.Printf("downloaded=%v err=%v\n", downloaded, err)
	case "hold":
		unlock, err := (&Client{}).lock(context.Background(), dest+".lock")
		if err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		fmt.Println("locked")
		io.Copy(io.Discard, os.Stdin)
		unlock()
	default:
		return
	}
	os.Exit(0)
}

// helper starts the test binary as a child running TestHelperProcess.
func helper(t *testing.T, mode, url, dest string) (cmd *exec.Cmd, stdin io.WriteCloser, stdout *bufio.Reader) {
	t.Helper()
	if !lockSupported {
		t.Skip("no file locks on this system")
	}
	cmd = exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperMode+"="+mode, helperURL+"="+url, helperDest+"="+dest)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, stdin, bufio.NewReader(out)
}

func TestFileConcurrentGoroutines(t *testing.T) {
	if !lockSupported {
		t.Skip("no file locks on this system")
	}
	data := testData(10_000)
	srv := serve(t, func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(50 * time.Millisecond) // let the others pile up on the lock
		serveContent(data)(w, r)
	})
	dest := filepath.Join(t.TempDir(), "set.tgz")
	var wg sync.WaitGroup
	var downloads atomic.Int32
	for range 8 {
		wg.Go(func() {
			downloaded, err := (&Client{}).File(t.Context(), srv.URL, dest, md5Hex(data))
			if err != nil {
				t.Error(err)
			}
			if downloaded {
				downloads.Add(1)
			}
		})
	}
	wg.Wait()
	if n, hits := downloads.Load(), srv.hits.Load(); n != 1 || hits != 1 {
		t.Errorf("%d calls downloaded with %d requests; want 1 and 1", n, hits)
	}
}

// TestFileConcurrentProcesses lets a child process download while the
// server holds its response until this process is seen waiting for the
// lock; this process must then find the file and make no request.
func TestFileConcurrentProcesses(t *testing.T) {
	data := testData(10_000)
	waiting := make(chan struct{})
	srv := serve(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-waiting:
		case <-time.After(10 * time.Second): // the lock did not exclude us
		}
		serveContent(data)(w, r)
	})
	dest := filepath.Join(t.TempDir(), "set.tgz")
	cmd, _, out := helper(t, "download", srv.URL, dest)
	for deadline := time.Now().Add(10 * time.Second); srv.hits.Load() == 0; { // the child holds the lock once it asks
		if time.Now().After(deadline) {
			t.Fatal("the child made no request")
		}
		time.Sleep(5 * time.Millisecond)
	}
	var once sync.Once
	c := &Client{Log: func(msg string) {
		if strings.HasPrefix(msg, "Waiting for "+dest+".lock") {
			once.Do(func() { close(waiting) })
		}
	}}
	downloaded, err := c.File(t.Context(), srv.URL, dest, "")
	line, _ := out.ReadString('\n')
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if downloaded || err != nil || line != "downloaded=true err=<nil>\n" {
		t.Errorf("parent: %v, %v; child: %q; want false, nil and true", downloaded, err, line)
	}
	if hits := srv.hits.Load(); hits != 1 {
		t.Errorf("%d requests, want 1", hits)
	}
}

func TestFileLockTimeout(t *testing.T) {
	srv := serve(t, serveContent([]byte("data")))
	dest := filepath.Join(t.TempDir(), "set.tgz")
	cmd, stdin, out := helper(t, "hold", srv.URL, dest)
	if line, err := out.ReadString('\n'); line != "locked\n" {
		t.Fatalf("child said %q, %v; want locked", line, err)
	}
	c := &Client{LockTimeout: 200 * time.Millisecond}
	start := time.Now()
	_, err := c.File(t.Context(), srv.URL, dest, "")
	elapsed := time.Since(start)
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(err, ErrLockTimeout) || !strings.Contains(err.Error(), "delete "+dest+".lock") {
		t.Errorf("error = %v, want ErrLockTimeout naming the lock file", err)
	}
	if elapsed < 200*time.Millisecond || elapsed > 5*time.Second {
		t.Errorf("gave up after %v, want about 200ms", elapsed)
	}
	if hits := srv.hits.Load(); hits != 0 {
		t.Errorf("%d requests, want none", hits)
	}
}
