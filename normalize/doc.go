// Package normalize holds the string primitives that SacreBLEU's preprocessing
// is built from, plus opt-in Unicode normalizers that SacreBLEU lacks.
//
// It mirrors CPython 3.11 (Unicode 14.0.0), which SacreBLEU 2.6.0 runs on:
// [Fields], [TrimRight], [Strip] and [JoinFields] are str.split(),
// str.rstrip(), str.strip() and ' '.join(s.split()), with Python's set of
// whitespace characters ([IsSpace]); [Lower] is str.lower(), including the
// full mapping of U+0130 and CPython's final-sigma rule. [NFC], [NFKC] and
// [CaseFold] (str.casefold()) are off by default in sacre, as they are absent
// from SacreBLEU; [Config] selects them.
package normalize
