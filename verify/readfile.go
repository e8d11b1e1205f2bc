package verify

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxClaimSize is the most ReadFile reads of a claim file: 4 MiB. A claim is a few hundred
// bytes, and SacreBLEU's JSON for a table of a hundred systems with a paired test some tens
// of kilobytes; a larger file is no claim (a corpus, /dev/zero given by mistake) and is
// refused without being read whole.
const MaxClaimSize = 4 << 20

// ReadFile reads the claims of a file (see Read): at most MaxClaimSize bytes of it, so that a
// device or a pipe that never ends is refused too. Its errors name the file.
func ReadFile(name string) (*Published, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fileError(name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxClaimSize+1))
	if err != nil {
		return nil, fileError(name, err)
	}
	if len(data) > MaxClaimSize {
		return nil, claimErrorf("%s: larger than %d MiB (%d bytes), the most sacre reads of a claim file",
			Quote(name), MaxClaimSize>>20, MaxClaimSize)
	}
	pub, err := Read(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", Quote(name), err)
	}
	return pub, nil
}

// fileError says that a claim file cannot be read, naming it once: the operating system's
// error without its own copy of the path.
func fileError(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("cannot read claim file %s: %w", Quote(name), err)
}
