//go:build !unix

package manifest

import "os"

// linkCount is 1 where hard links cannot be counted.
func linkCount(os.FileInfo) uint64 { return 1 }
