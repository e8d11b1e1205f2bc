// Package whisper reproduces, byte for byte, the text normalizers of OpenAI
// Whisper that speech recognition is scored with: [Basic] is
// BasicTextNormalizer() (whisper/normalizers/basic.py, with its defaults
// remove_diacritics=False and split_letters=False) and [English] is
// EnglishTextNormalizer() (whisper/normalizers/english.py, with its number
// and British-to-American spelling normalizers and english.json).
//
// It mirrors github.com/openai/whisper at commit
// c0d2f624c09dc18e709e37c2ad90c039a4eb72a2 ([Commit]; the normalizers last
// changed in 26a7cac, January 2025) run by CPython 3.11 with Unicode 14.0.0
// data, and is tested against that on every line of testdata/oracle.jsonl.gz.
//
// Both functions are safe for concurrent use. Python's str.lower(), str.split()
// and whitespace come from package normalize; its re patterns are written out
// by hand, with Python's Unicode \w, \d, \s and \b; unicodedata's NFKC and
// NFKD come from golang.org/x/text/unicode/norm with Unicode 14.0 patches
// (see nfk.go); Python's unbounded integers and Fraction from math/big.
//
// Where Python cannot follow, this package picks: Whisper raises ValueError or
// AssertionError on numbers of more than 4300 digits (Python's int/str
// conversion limit; testdata/raises.jsonl), while English returns them
// written out in full. Invalid UTF-8, which a Python str cannot hold, is read
// as a range loop reads it, each bad byte a U+FFFD.
package whisper

// Commit is the commit of github.com/openai/whisper whose normalizers this
// package reproduces.
const Commit = "c0d2f624c09dc18e709e37c2ad90c039a4eb72a2"

// ShortCommit is Commit abbreviated as signatures print it, as in
// "whisper-en-" + ShortCommit.
const ShortCommit = "c0d2f62"
