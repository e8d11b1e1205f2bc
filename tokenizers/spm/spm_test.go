package spm

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sacre-mt/sacre/download"
	"github.com/sacre-mt/sacre/tokenizers"
)

// spmTestModel is a small unigram model trained with spm_train (identity
// normalization, byte fallback); see internal/sentencepiece/testdata.
var spmTestModel = filepath.Join("..", "..", "internal", "sentencepiece", "testdata", "unigram_identity_bytes.model")

// rewrite sends every request to srv, whatever its URL, so that the real
// model URLs reach a local server.
type rewrite struct{ srv *httptest.Server }

func (rw rewrite) RoundTrip(r *http.Request) (*http.Response, error) {
	u, _ := url.Parse(rw.srv.URL)
	r = r.Clone(r.Context())
	r.URL.Scheme, r.URL.Host, r.Host = u.Scheme, u.Host, ""
	return rw.srv.Client().Transport.RoundTrip(r)
}

// modelServer serves the test model, or status for paths in refuse, and
// counts the requests for the model.
func modelServer(t *testing.T, refuse map[string]int) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	model, err := os.ReadFile(spmTestModel)
	if err != nil {
		t.Fatal(err)
	}
	var served atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if status, ok := refuse[r.URL.Path]; ok {
			http.Error(w, http.StatusText(status), status)
			return
		}
		served.Add(1)
		w.Write(model)
	}))
	t.Cleanup(srv.Close)
	return srv, &served
}

// loadFrom downloads the model when missing, then loads it, as the sacre command does.
func loadFrom(ctx context.Context, c *download.Client, root, name string) (tokenizers.Tokenizer, error) {
	path, err := Download(ctx, c, root, name)
	if err != nil {
		return nil, err
	}
	return New(name, path)
}

func TestSPMDownload(t *testing.T) {
	srv, served := modelServer(t, nil)
	root := t.TempDir()
	c := &download.Client{HTTP: &http.Client{Transport: rewrite{srv}}}
	want, err := New("flores101", spmTestModel)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"flores101", "spm", "flores101"} {
		tok, err := loadFrom(context.Background(), c, root, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		line := "Ein 28-jähriger Koch wurde tot aufgefunden. 😀"
		if got, want := tok.Tokenize(line), want.Tokenize(line); got != want {
			t.Errorf("%s: Tokenize = %q, want %q", name, got, want)
		}
		if got := tok.Signature(); got != "flores101" {
			t.Errorf("%s: Signature = %q, want flores101", name, got)
		}
	}
	if n := served.Load(); n != 1 {
		t.Errorf("the model was downloaded %d times, want once (spm and flores101 share it)", n)
	}
	if _, err := os.Stat(filepath.Join(root, "models", "sacrebleu_tokenizer_spm.model")); err != nil {
		t.Errorf("model not at SacreBLEU's path: %v", err)
	}
}

func TestSPMDownloadRefused(t *testing.T) {
	srv, _ := modelServer(t, map[string]int{"/flores200sacrebleuspm": http.StatusForbidden})
	root := t.TempDir()
	c := &download.Client{HTTP: &http.Client{Transport: rewrite{srv}}}
	_, err := loadFrom(context.Background(), c, root, "flores200")
	if !errors.Is(err, download.ErrStatus) {
		t.Fatalf("err = %v, want download.ErrStatus", err)
	}
	dest := filepath.Join(root, "models", "flores200sacrebleuspm")
	for _, want := range []string{"403", "#274", flores200Direct, "save it as exactly " + dest} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
	if _, err := os.Stat(dest); !os.IsNotExist(err) {
		t.Errorf("a refused download left %s (stat: %v)", dest, err)
	}
	// Once the user has saved the file there, it is used.
	data, _ := os.ReadFile(spmTestModel)
	if err := os.WriteFile(dest, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tok, err := loadFrom(context.Background(), c, root, "flores200")
	if err != nil || tok.Signature() != "flores200" {
		t.Fatalf("after a manual download: %v, %v", tok, err)
	}
}

// TestNewSPM reads the model from $SACREBLEU/models, where it already is; without it,
// tokenizers.New fails and says how to download it, downloading nothing.
func TestNewSPM(t *testing.T) {
	root := t.TempDir()
	t.Setenv("SACREBLEU", root)
	dest, err := ModelPath(root, "spBLEU-1K")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(spmTestModel)
	os.MkdirAll(filepath.Dir(dest), 0o755)
	if err := os.WriteFile(dest, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizers.New("spBLEU-1K") // registered by this package; no download

	if err != nil {
		t.Fatal(err)
	}
	if got, want := tok.Tokenize("Hello  world"), "▁H ell o ▁wo r l d"; got != want { // python3-sentencepiece
		t.Errorf("Tokenize = %q, want %q", got, want)
	}
	if _, err := tokenizers.New("flores200"); err == nil || !strings.Contains(err.Error(), "download it with spm.Download") {
		t.Errorf("a model not in the cache: %v", err)
	}
}

func TestSPMNames(t *testing.T) {
	tests := []struct {
		name, signature, file, warning string
		reason                         string
	}{
		{"spm", "flores101", "sacrebleu_tokenizer_spm.model", spmDeprecation, "deprecated alias of flores101"},
		{"flores101", "flores101", "sacrebleu_tokenizer_spm.model", "", "the FLORES-101 model"},
		{"flores200", "flores200", "flores200sacrebleuspm", "", "the basename of the short link names the file"},
		{"spBLEU-1K", "spBLEU-1K", "spbleu-1k_tokenizer_spm.model", "", "the spBLEU-1K model"},
	}
	for _, tt := range tests {
		tok, err := New(tt.name, spmTestModel)
		if err != nil {
			t.Fatalf("%s (%s): %v", tt.name, tt.reason, err)
		}
		if got := tok.Signature(); got != tt.signature {
			t.Errorf("%s (%s): Signature = %q, want %q", tt.name, tt.reason, got, tt.signature)
		}
		if got, _ := ModelPath("ROOT", tt.name); got != filepath.Join("ROOT", "models", tt.file) {
			t.Errorf("%s (%s): SPMModelPath = %q, want ROOT/models/%s", tt.name, tt.reason, got, tt.file)
		}
		if got := strings.Join(Warnings(tt.name), ""); got != tt.warning {
			t.Errorf("%s (%s): Warnings = %q, want %q", tt.name, tt.reason, got, tt.warning)
		}
	}
	if _, err := New("spm2", spmTestModel); !errors.Is(err, tokenizers.ErrUnknown) {
		t.Errorf("unknown name: err = %v, want ErrUnknown", err)
	}
	if _, err := New("flores101", "testdata/no-such.model"); err == nil {
		t.Errorf("missing model file: no error")
	}
}

// TestRegistrySPM makes the SentencePiece tokenizers from models already in the cache (a test
// model under each name SacreBLEU downloads to), with SacreBLEU's signatures.
func TestRegistrySPM(t *testing.T) {
	root := t.TempDir()
	t.Setenv("SACREBLEU", root)
	model, err := os.ReadFile("../../internal/sentencepiece/testdata/unigram_nfkc.model")
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"spm": "flores101", "flores101": "flores101", "flores200": "flores200", "spBLEU-1K": "spBLEU-1K"} {
		path, err := ModelPath(root, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, model, 0o644); err != nil {
			t.Fatal(err)
		}
		tok, err := tokenizers.New(name)
		if err != nil || tok.Signature() != want {
			t.Errorf("New(%q) = %v, %v, want a tokenizer signing %s", name, tok, err, want)
		}
	}
}
