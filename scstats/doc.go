// Package scstats compares several speech recognition systems' sclite alignments with NIST's
// significance tests, reproducing SCTK 2.4.10's sc_stats byte for byte.
//
// It mirrors sc_stats's -t mapsswe (MatchedPairs, mtchprs.c), -t sign (Sign, signtest.c),
// -t wilc (Wilcoxon, wilcoxon.c), -t mcn (McNemarSentences, sentmcn.c) and -t std4 (the four),
// with their verbose analyses (-v), their comparison matrices and the unified report with its
// per-system summaries (-u), computed with sc_stats's own arithmetic: its normal table looked
// up from below (NormProb), its binomial with its normal approximation (AccBinomial), its
// critical value 1.96. Run performs a whole sc_stats run (run_multi_sys) and ParseArgs reads
// its command line. The report generator of SCTK (rpg.c) that lays out the McNemar and unified
// tables is reproduced with its state kept from one table to the next (Reporter).
//
// The -r reports follow the tests, as sc_stats writes them: sum and rsum (percent word error
// and word errors by speaker, <root>.sys and <root>.raw, print_N_system_summary), es and res
// (the executive summaries, <root>.es and <root>.res, with the NCE of systems that have
// confidences) and lur (the labelled utterance report, <root>.lur, print_N_lur), all laid out
// by the same report generator as the tests' tables. "npr", in sc_stats's usage, is unknown
// to it and reported as such.
//
// Not covered: -t anovar and mapsswe_seg, the -r prn report (the systems' alignments side by
// side) and the -g graphs (range, grange, grange2, det).
package scstats
