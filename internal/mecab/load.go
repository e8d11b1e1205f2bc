package mecab

import (
	"encoding/binary"
	"fmt"
)

// loadDict builds a Dict over the dictionary files parts (see blob.go), with the extra entries
// of section secHidden too if hidden. With inPlace false every table is decoded into memory of
// its own, as on a big-endian machine.
func loadDict(parts []string, hidden, inPlace bool, charDef, unkDef, version string) (*Dict, error) {
	secs, err := sections(parts...)
	if err != nil {
		return nil, err
	}
	d := &Dict{version: version}
	if d.da, err = view(secs[secDA], 8, inPlace, decDA); err != nil {
		return nil, err
	}
	if d.tokens, err = view(secs[secTokens], 8, inPlace, decToken); err != nil {
		return nil, err
	}
	if d.count, err = view(secs[secCount], 2, inPlace, decUint16); err != nil {
		return nil, err
	}
	if d.matrix, err = view(secs[secMatrix], 2, inPlace, decInt16); err != nil {
		return nil, err
	}
	if err := d.checkSizes(secs[secLsize]); err != nil {
		return nil, err
	}
	if err := d.readExtras(secs[secExtras]); err != nil {
		return nil, err
	}
	if hidden {
		if err := d.readExtras(secs[secHidden]); err != nil {
			return nil, err
		}
	}
	if d.chars, err = parseCharDef(charDef); err != nil {
		return nil, err
	}
	d.unk, err = parseUnkDef(unkDef, d.chars)
	return d, err
}

// checkSizes sets lsize from its section and checks that the tables fit together.
func (d *Dict) checkSizes(lsize string) error {
	if len(lsize) != 8 {
		return fmt.Errorf("%w: no matrix size", ErrDictionary)
	}
	d.lsize = int(u64(lsize))
	if d.lsize <= 0 || len(d.matrix)%d.lsize != 0 || len(d.count) != len(d.tokens) || len(d.da) == 0 {
		return fmt.Errorf("%w: %d tokens, %d counts, matrix %d by %d", ErrDictionary, len(d.tokens), len(d.count), d.lsize, len(d.matrix)/max(d.lsize, 1))
	}
	return nil
}

// readExtras adds the extra entries of a secExtras or secHidden section.
func (d *Dict) readExtras(s string) error {
	le := binary.LittleEndian
	for len(s) > 0 {
		if len(s) < 8 {
			return fmt.Errorf("%w: truncated extra entry", ErrDictionary)
		}
		ls, nt := int(le.Uint32([]byte(s[:4]))), int(le.Uint32([]byte(s[4:8])))
		s = s[8:]
		if ls == 0 || ls > len(s) || nt > (len(s)-ls)/8 {
			return fmt.Errorf("%w: extra entry of %d bytes and %d tokens", ErrDictionary, ls, nt)
		}
		surface := s[:ls]
		toks, err := view(s[ls:ls+8*nt], 8, false, decToken)
		if err != nil {
			return err
		}
		d.addExtra(surface, toks)
		s = s[ls+8*nt:]
	}
	return nil
}
