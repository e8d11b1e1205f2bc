package scores

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDetect(t *testing.T) {
	for _, c := range []struct{ head, want string }{
		{"{\n    \"hyps/a.txt\": [\n", CometJSON},
		{"[\n    {\n", CometJSON},
		{`{"hyps/a.txt": [{"src": "x", "COMET": 0.5}]}`, CometJSON},
		{`{"language_pair": "en-de", "domain": "news", "document_id": "d", "metric_scores": {"m": [1]}}`, WMT25},
		{`{"system": "A", "item": "1", "score": 0.5}`, Long},
		{`{"other": 1}`, Long},
		{"hyps/a.txt\tSegment 0\tscore: 0.8543\n", Comet},
		{"a.txt\tSegment 12\tscore: 0.8543\tvariance: 0.0012\n", Comet},
		{"Segment 0\tscore: 0.854\n", Comet},
		{"Segment 0 score: 0.854\n", Comet},
		{"Predictions saved in: out.json.\nSegment 0 score: 0.854\n", Comet},
		{"hyps/a.txt\tscore: 0.8543\n", Comet},
		{"system\titem\tscore\n", Long},
		{"item,system,score,rater\r\n", Long},
		{"\"system\",\"item\",\"score\"\n", Long},
		{"system,score\n", Long},
		{"Online-B\t0.5\n", MTME},
		{"Online-B 0.5\n", MTME},
		{"system\t0.5\n", MTME},
		{"refA\tNone\n", MTME},
		{"0.8543\n", Lines},
		{" -1e5 \n", Lines},
		{"nan\n", Lines},
		{"\uFEFF# signature: COMET|version:2.2.2\n\n\n0.5\n", Lines},
		{"# signature: x\nsystem\titem\tscore\n", Long},
	} {
		got, err := detect("f", []byte(c.head), true)
		if got != c.want || err != nil {
			t.Errorf("%q: %q %v, want %q", c.head, got, err, c.want)
		}
	}
}

// The first line may be cut short at the end of the window: its beginning decides.
func TestDetectCut(t *testing.T) {
	head := `{"a.txt": [{"src": "` + strings.Repeat("x", 100)
	if got, err := detect("f", []byte(head), false); got != CometJSON || err != nil {
		t.Errorf("%q %v", got, err)
	}
	if _, err := detect("f", []byte(strings.Repeat("\n", 100)), false); !errors.Is(err, ErrFormat) {
		t.Errorf("blank window: %v", err)
	}
}

// Options.Format overrides what the content suggests.
func TestFormatOption(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.seg.score")
	os.WriteFile(path, []byte("system\t0.5\nsystem\t0.75\n"), 0o644)
	s := mustRead(t, "m", []string{path}, Options{Format: MTME})
	if sys := s.System("system"); sys == nil || len(sys.Items) != 2 || s.Files[0].Format != MTME {
		t.Errorf("%+v", s.Systems)
	}
	_, err := Read("m", []string{path}, Options{Format: Lines})
	checkError(t, err, ErrNumber, path, 1, `"system\t0.5"`)
	_, err = Read("m", []string{path}, Options{Format: Long})
	checkError(t, err, ErrMissingColumn, path, 1, `"item"`)
}
