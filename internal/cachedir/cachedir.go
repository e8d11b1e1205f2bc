// Package cachedir locates SacreBLEU's cache folder, which sacre shares with it: SACREBLEU_DIR
// in sacrebleu/utils.py.
package cachedir

import (
	"os"
	"path/filepath"
)

// Root is $SACREBLEU when set (even to ""), else ~/.sacrebleu, reading the environment
// through lookupEnv (os.LookupEnv when nil).
func Root(lookupEnv func(string) (string, bool)) string {
	if lookupEnv == nil {
		lookupEnv = os.LookupEnv
	}
	if dir, ok := lookupEnv("SACREBLEU"); ok {
		return dir
	}
	home, err := os.UserHomeDir()
	if err != nil {
		home = "~" // os.path.expanduser leaves "~" alone when it finds no home
	}
	return filepath.Join(home, ".sacrebleu")
}
