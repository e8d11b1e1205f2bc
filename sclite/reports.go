package sclite

import (
	"fmt"
	"io"

	"github.com/sacre-mt/sacre/internal/rpg"
)

// Reports writes the reports of one sclite run, sharing between them what sclite's report
// generator (rpg.c) keeps from one table to the next, as a run of sclite does.
//
// sclite draws the sum, wws, rsum and lur tables with one generator whose state is never
// reset: once a sum, wws or rsum has centred its table on 80 columns, every later table is
// centred, and a later table's spanned columns are sized with the cells the earlier ones left
// at the same places. So the lur of `sclite -o sum lur` differs from that of `sclite -o lur`
// (it is centred, and its label columns are wider). The state also carries from one -h
// system to the next: the reports of a run's second system follow those of its first.
//
// Use one Reports per run: call its methods for each system, in sclite's order (sum, wws,
// rsum, dtl, lur, pra, prf, sgml, nl.sgml), for every system in turn. The dtl, pra, prf and
// SGML reports do not use the generator; Write passes them on to their writers so that a run
// can write every report through one Reports. WriteSum, WriteRawSum, WriteWeightedSum and
// WriteLur each use a fresh state instead: they give the report as a run that writes it first
// (or alone) does.
//
// A Reports is not safe for concurrent use.
type Reports struct{ rpg *rpg.State }

// NewReports returns the Reports of a run that has written nothing yet.
func NewReports() *Reports { return &Reports{rpg: rpg.New()} }

// Sum writes the sum report (-o sum) as WriteSum does, in the run's state.
func (r *Reports) Sum(w io.Writer, s *System) error {
	_, err := w.Write(systemSummary(r.rpg, s, false, false))
	return err
}

// RawSum writes the rsum report (-o rsum) as WriteRawSum does, in the run's state.
func (r *Reports) RawSum(w io.Writer, s *System) error {
	_, err := w.Write(systemSummary(r.rpg, s, true, false))
	return err
}

// WeightedSum writes the wws report (-o wws) as WriteWeightedSum does, in the run's state.
func (r *Reports) WeightedSum(w io.Writer, s *System) error {
	_, err := w.Write(systemSummary(r.rpg, s, false, true))
	return err
}

// Lur writes the lur report (-o lur) as WriteLur does, in the run's state: after a sum, wws
// or rsum of the same run it is centred and sized as sclite then prints it. A system whose
// labels are invalid gets an error and leaves the state as it was (sclite exits there).
func (r *Reports) Lur(w io.Writer, s *System) error {
	ls, err := lurScores(s)
	if err != nil {
		return err
	}
	return lurTable(r.rpg, s, ls).Dump(w, 1)
}

// Write writes the report kind (one of sum, wws, rsum, dtl, lur, pra, prf, sgml, nl.sgml) of
// s: the tables through the run's state, the others with their own writers.
func (r *Reports) Write(kind Report, w io.Writer, s *System) error {
	switch kind {
	case ReportSum:
		return r.Sum(w, s)
	case ReportWWS:
		return r.WeightedSum(w, s)
	case ReportRawSum:
		return r.RawSum(w, s)
	case ReportDtl:
		return WriteDtl(w, s)
	case ReportLur:
		return r.Lur(w, s)
	case ReportPra:
		return WritePra(w, s)
	case ReportPrf:
		return WritePrf(w, s)
	case ReportSGML:
		return WriteSGML(w, s)
	case ReportNLSGML:
		return WriteNLSGML(w, s)
	}
	return fmt.Errorf("%w: report %d is not one Reports writes", ErrUsage, kind)
}

// ReportOrder is the order in which sclite writes a system's reports (those Reports.Write
// writes; sclite's snt and spk, written one file per speaker by WriteSnt and WriteSpk, come
// between rsum and dtl).
var ReportOrder = []Report{ReportSum, ReportWWS, ReportRawSum, ReportDtl, ReportLur, ReportPra, ReportPrf, ReportSGML, ReportNLSGML}
