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
// Not covered: -t anovar and mapsswe_seg, the -r reports (sum, rsum, es, res, prn, lur) and
// the -g graphs (range, grange, grange2, det).
package scstats
