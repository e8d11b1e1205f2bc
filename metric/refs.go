package metric

import (
	"fmt"

	"github.com/sacre-mt/sacre/signatures"
)

// Refs holds a corpus's references segment by segment: Refs[i] lists the references of segment i.
// Segments may have different numbers of references, as SacreBLEU allows with None entries;
// an empty string is a real (empty) reference.
type Refs [][]string

// FromStreams converts SacreBLEU's stream-major layout, where streams[k][i] is reference k of
// segment i (one stream per reference file), into Refs. All streams must have the same length:
// SacreBLEU's API silently truncates to the shortest, which hides mistakes, so this is an error.
func FromStreams(streams ...[]string) (Refs, error) {
	if len(streams) == 0 {
		return nil, nil
	}
	n := len(streams[0])
	for k, s := range streams {
		if len(s) != n {
			return nil, fmt.Errorf("%w: reference stream %d has %d segments, stream 1 has %d", ErrLength, k+1, len(s), n)
		}
	}
	refs := make(Refs, n)
	flat := make([]string, n*len(streams))
	for i := range refs {
		row := flat[i*len(streams) : (i+1)*len(streams) : (i+1)*len(streams)]
		for k, s := range streams {
			row[k] = s[i]
		}
		refs[i] = row
	}
	return refs, nil
}

// NumRefs is the number of references per segment, or signatures.VarRefs when it varies
// (or when there are no segments, as in SacreBLEU).
func (r Refs) NumRefs() int {
	if len(r) == 0 {
		return signatures.VarRefs
	}
	n := len(r[0])
	for _, seg := range r[1:] {
		if len(seg) != n {
			return signatures.VarRefs
		}
	}
	return n
}
