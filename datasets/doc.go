// Package datasets is sacre's registry of standard test sets, with the cache that downloads,
// unpacks and converts them to plain text, and the selections that --list, --echo, --origlang,
// --subset and --detail make from them.
//
// It mirrors SacreBLEU 2.6.0's sacrebleu/dataset package (DATASETS and SUBSETS, the six dataset
// classes and their process_to_text) and the dataset helpers of sacrebleu/utils.py
// (print_test_set, filter_subset, get_available_origlangs, get_available_subsets,
// get_available_testsets and get_available_testsets_for_langpair), down to the cache layout
// and the bytes of every text file. Where SacreBLEU crashes, the functions return an [*Error]
// that names the Python exception and carries its message.
//
// The registry is registry.json, dumped from SacreBLEU by testdata/gen_registry.py and embedded.
// Downloads go through a [Downloader] and archives through [Cache.Extract], so that this package
// knows nothing of HTTP.
package datasets
