package scores

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"io/fs"
	"os"
	"strings"
)

// A builder gathers a Set from its files, checking that each system comes from one file and
// has each item once.
type builder struct {
	set     *Set
	opt     Options
	systems map[string]*sysState
	sigFrom string // the file whose signature the set has
}

type sysState struct {
	sys   *System
	path  string // the file it comes from
	line  int    // where it first appears
	index map[itemKey]int
	why   string // why it may have no items, for the error
}

type itemKey struct{ lp, id string }

func newBuilder(name string, opt Options) *builder {
	return &builder{set: &Set{Name: name}, opt: opt, systems: map[string]*sysState{}}
}

// A parser reads one format from lr, giving its systems and items to b.
type parser func(b *builder, lr *lineReader) error

var parsers = map[string]parser{
	Long: readLong, Lines: readLines, Comet: readComet, CometJSON: readCometJSON,
	MTME: readMTME, WMT25: readWMT25,
}

// readFile reads one file, in the format of the options or the one its beginning shows.
func (b *builder) readFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return &Error{Path: path, Kind: ErrFile, Err: unwrapPath(err)}
	}
	defer f.Close()
	return b.readStream(path, f)
}

// readStream reads a file's content from r, hashing every byte as stored. A gzipped file
// (WMT's data often is) is read through gzip; its hash is still that of the file.
func (b *builder) readStream(path string, r io.Reader) error {
	h := sha256.New()
	raw := bufio.NewReader(io.TeeReader(r, h))
	br, err := decompressed(path, raw)
	if err != nil {
		return err
	}
	format := b.opt.Format
	if format == Auto {
		head, err := br.Peek(detectWindow)
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			return &Error{Path: path, Kind: ErrFile, Err: unwrapPath(err)}
		}
		if format, err = detect(path, head, err == io.EOF); err != nil {
			return err
		}
	}
	before := len(b.set.Systems)
	lr := newLineReader(path, br)
	if err := parsers[format](b, lr); err != nil {
		return err
	}
	if len(b.set.Systems) == before {
		return &Error{Path: path, Kind: ErrEmpty, Detail: "no scores"}
	}
	return b.endFile(path, format, lr.sig, br, raw, h)
}

// gzipMagic starts every gzip stream.
var gzipMagic = []byte{0x1f, 0x8b}

// decompressed is the text of a file read from raw: raw itself, or its gzip stream's.
func decompressed(path string, raw *bufio.Reader) (*bufio.Reader, error) {
	if head, _ := raw.Peek(2); !bytes.Equal(head, gzipMagic) {
		return bufio.NewReaderSize(raw, detectWindow), nil
	}
	z, err := gzip.NewReader(raw)
	if err != nil {
		return nil, &Error{Path: path, Kind: ErrFile, Err: err}
	}
	return bufio.NewReaderSize(z, detectWindow), nil
}

// endFile records the file with its signature and hash, reading what the parser left (nothing,
// normally) so that the hash covers the whole file.
func (b *builder) endFile(path, format, sig string, br, raw *bufio.Reader, h hash.Hash) error {
	for _, rest := range []io.Reader{br, raw} {
		if _, err := io.Copy(io.Discard, rest); err != nil {
			return &Error{Path: path, Kind: ErrFile, Err: unwrapPath(err)}
		}
	}
	if sig != "" && b.opt.Signature == "" {
		if b.sigFrom != "" && sig != b.set.Signature {
			return errorAt(path, 1, ErrConflict, "signature "+quote(sig)+" differs from "+at(b.sigFrom, 1)+"'s "+quote(b.set.Signature))
		}
		b.set.Signature, b.sigFrom = sig, path
	}
	b.set.Files = append(b.set.Files, File{Path: path, Format: format, SHA256: hex.EncodeToString(h.Sum(nil))})
	return nil
}

// system returns the state of the system called name, first seen at path:line, creating it;
// a system already read from another file is an error.
func (b *builder) system(path string, line int, name string) (*sysState, error) {
	if st := b.systems[name]; st != nil {
		if st.path != path {
			return nil, errorAt(path, line, ErrSystemTwice, "system "+quote(name)+" is also in "+at(st.path, st.line))
		}
		return st, nil
	}
	if name == "" {
		return nil, errorAt(path, line, ErrSyntax, "empty system name")
	}
	name = strings.Clone(name) // it may be cut from a long line
	st := &sysState{sys: &System{Name: name}, path: path, line: line, index: map[itemKey]int{}}
	b.systems[name] = st
	b.set.Systems = append(b.set.Systems, st.sys)
	return st, nil
}

// add gives system name the item it, read at it.Path:it.Line; an item given twice is an error.
func (b *builder) add(name string, it Item) error {
	st, err := b.system(it.Path, it.Line, name)
	if err != nil {
		return err
	}
	key := itemKey{it.LP, it.ID}
	if i, ok := st.index[key]; ok {
		first := st.sys.Items[i]
		return errorAt(it.Path, it.Line, ErrDuplicate, "item "+itemName(it)+" of system "+quote(name)+" is also at "+at(first.Path, first.Line))
	}
	st.index[key] = len(st.sys.Items)
	st.sys.Items = append(st.sys.Items, it)
	return nil
}

// unwrapPath drops the *fs.PathError around err, whose path and operation the *Error says
// already.
func unwrapPath(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

func itemName(it Item) string {
	if it.LP == "" {
		return quote(it.ID)
	}
	return quote(it.ID) + " (" + it.LP + ")"
}

// finish checks that every system has items and sets the signature the options give.
func (b *builder) finish() (*Set, error) {
	for _, sys := range b.set.Systems {
		if len(sys.Items) == 0 {
			st := b.systems[sys.Name]
			return nil, errorAt(st.path, st.line, ErrNoItems, "system "+quote(sys.Name)+st.why)
		}
	}
	if b.opt.Signature != "" {
		b.set.Signature = b.opt.Signature
	}
	return b.set, nil
}
