// Package download fetches test sets and tokenizer models as SacreBLEU does: resumable
// downloads into the cache, checked against an MD5 where one is known, under the same lock
// files SacreBLEU takes, renamed into place whole. Test sets (package datasets, whose Cache
// takes a Client as its Downloader) and SentencePiece models (tokenizers/spm.Download) share it;
// nothing downloads unless asked.
package download

import "github.com/sacre-mt/sacre/internal/fetch"

// Client downloads files: File(ctx, url, dest, md5). Its zero value uses a default HTTP client;
// Log receives SacreBLEU's log lines, Progress a progress bar.
type Client = fetch.Client

// Extract unpacks a .tar.gz, .tgz or .zip archive into a directory, refusing entries that
// would land outside it.
func Extract(archive, dir string) error { return fetch.Extract(archive, dir) }

// ErrStatus reports a download refused by the server.
var ErrStatus = fetch.ErrStatus
