package main

import (
	"context"
	"fmt"

	"github.com/sacre-mt/sacre/datasets"
	"github.com/sacre-mt/sacre/evaluate"
	"github.com/sacre-mt/sacre/inputs"
	"github.com/sacre-mt/sacre/internal/cachedir"
	"github.com/sacre-mt/sacre/internal/fetch"
	"github.com/sacre-mt/sacre/tokenizers"
	"github.com/sacre-mt/sacre/tokenizers/spm"
)

// session is what every command needs of the outside world: the environment, SacreBLEU's log,
// the test-set cache and downloads (test sets, SentencePiece models).
type session struct {
	e        *env
	log      *evaluate.Log
	spmModel string          // --spm-model: the model of the SentencePiece tokenizer asked for
	testSets *datasets.Cache // made on first use
}

func newSession(e *env, quiet bool, spmModel string) *session {
	return &session{e: e, log: &evaluate.Log{W: e.stderr, Quiet: quiet}, spmModel: spmModel}
}

// withCache completes a Source with the session's test-set cache and log.
func (s *session) withCache(src *inputs.Source) *inputs.Source {
	src.Cache, src.LookupSet, src.CacheRoot = s.cache, s.e.lookupSet, s.cacheRoot()
	src.Info, src.Warn = s.log.Info, s.log.Warn
	return src
}

// cacheRoot is SacreBLEU's SACREBLEU_DIR: $SACREBLEU, else ~/.sacrebleu.
func (s *session) cacheRoot() string { return cachedir.Root(s.e.lookupEnv) }

// fetchClient downloads test sets and models, logging as SacreBLEU does, with a progress bar
// on a terminal.
func (s *session) fetchClient() *fetch.Client {
	client := &fetch.Client{Log: s.log.Info, HTTP: s.e.httpClient}
	if s.e.stderrTTY && !s.log.Quiet {
		client.Progress = s.e.stderr
	}
	return client
}

// cache is the test set cache.
func (s *session) cache() *datasets.Cache {
	if s.testSets != nil {
		return s.testSets
	}
	s.testSets = &datasets.Cache{
		Root:       s.cacheRoot(),
		Downloader: s.fetchClient(),
		Extract: func(archive, dir string) error {
			s.log.Info(fmt.Sprintf("Extracting %s to %s", archive, dir))
			return fetch.Extract(archive, dir)
		},
		Unpacked: fetch.Unpacked,
		Lookup:   s.e.lookupSet,
	}
	return s.testSets
}

// sentencePiece makes the SentencePiece tokenizers (spm, flores101, flores200, spBLEU-1K)
// from their model in the cache, downloaded first when missing, or from --spm-model; nil for
// the other tokenizers.
func (s *session) sentencePiece(name string) (tokenizers.Tokenizer, error) {
	if _, err := spm.ModelPath("", name); err != nil {
		return nil, nil
	}
	for _, w := range spm.Warnings(name) {
		s.log.Warn(w)
	}
	path := s.spmModel
	if path == "" {
		var err error
		if path, err = spm.Download(context.Background(), s.fetchClient(), s.cacheRoot(), name); err != nil {
			return nil, err
		}
	}
	return spm.New(name, path)
}
