package pyfmt

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Object is a JSON object whose keys keep their insertion order, as Python dicts do.
type Object []KV

// KV is one member of an Object.
type KV struct {
	Key   string
	Value any
}

// Raw is JSON text inserted as it is.
type Raw string

// Dumps renders v like Python's json.dumps(v, indent=indent, ensure_ascii=ascii). Values may be
// Object, []any, []Object, string, float64, int, bool, Raw or nil.
func Dumps(v any, indent int, ascii bool) string {
	var b strings.Builder
	e := encoder{b: &b, indent: indent, ascii: ascii}
	e.value(v, 0)
	return b.String()
}

type encoder struct {
	b      *strings.Builder
	indent int
	ascii  bool
}

func (e encoder) value(v any, depth int) {
	switch v := v.(type) {
	case nil:
		e.b.WriteString("null")
	case bool:
		e.b.WriteString(strconv.FormatBool(v))
	case int:
		e.b.WriteString(strconv.Itoa(v))
	case float64:
		e.b.WriteString(jsonFloat(v))
	case string:
		e.b.WriteString(Quote(v, e.ascii))
	case Raw:
		e.b.WriteString(string(v))
	case Object:
		e.object(v, depth)
	case []Object:
		items := make([]any, len(v))
		for i := range v {
			items[i] = v[i]
		}
		e.array(items, depth)
	case []any:
		e.array(v, depth)
	default:
		panic(fmt.Sprintf("pyfmt: cannot encode %T", v))
	}
}

func (e encoder) newline(depth int) {
	e.b.WriteByte('\n')
	e.b.WriteString(strings.Repeat(" ", e.indent*depth))
}

func (e encoder) object(o Object, depth int) {
	if len(o) == 0 {
		e.b.WriteString("{}")
		return
	}
	e.b.WriteByte('{')
	for i, kv := range o {
		if i > 0 {
			e.b.WriteByte(',')
		}
		e.newline(depth + 1)
		e.b.WriteString(Quote(kv.Key, e.ascii))
		e.b.WriteString(": ")
		e.value(kv.Value, depth+1)
	}
	e.newline(depth)
	e.b.WriteByte('}')
}

func (e encoder) array(a []any, depth int) {
	if len(a) == 0 {
		e.b.WriteString("[]")
		return
	}
	e.b.WriteByte('[')
	for i, v := range a {
		if i > 0 {
			e.b.WriteByte(',')
		}
		e.newline(depth + 1)
		e.value(v, depth+1)
	}
	e.newline(depth)
	e.b.WriteByte(']')
}

// jsonFloat is float.__repr__ with json's spellings of the non-finite values.
func jsonFloat(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.IsInf(x, 1):
		return "Infinity"
	case math.IsInf(x, -1):
		return "-Infinity"
	}
	return Repr(x)
}

// Quote renders s as a JSON string the way Python's json module does: with ascii
// (ensure_ascii=True) everything outside printable ASCII is escaped as \uXXXX (surrogate pairs
// beyond the BMP); without it, only the quote, backslash and control characters below U+0020.
func Quote(s string, ascii bool) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case r < 0x20 || (ascii && r > 0x7e):
			writeUnicodeEscape(&b, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func writeUnicodeEscape(b *strings.Builder, r rune) {
	if r > 0xFFFF {
		r -= 0x10000
		fmt.Fprintf(b, `\u%04x\u%04x`, 0xD800+(r>>10), 0xDC00+(r&0x3FF))
		return
	}
	if r == utf8.RuneError {
		r = 0xFFFD
	}
	fmt.Fprintf(b, `\u%04x`, r)
}

// Set assigns a member like a Python dict assignment: an existing key keeps its place.
func (o Object) Set(key string, value any) Object {
	for i := range o {
		if o[i].Key == key {
			o[i].Value = value
			return o
		}
	}
	return append(o, KV{Key: key, Value: value})
}
