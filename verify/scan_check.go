package verify

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"

	"github.com/sacre-mt/sacre/signatures"
)

// ScanFile scans a file, or standard input for "-": at most MaxClaimSize bytes of it.
func ScanFile(name string, stdin io.Reader) (*ScanResult, error) {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fileError(name, err)
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxClaimSize+1))
	if err != nil {
		return nil, fileError(name, err)
	}
	if len(data) > MaxClaimSize {
		return nil, claimErrorf("%s: larger than %d MiB, the most sacre scans", Quote(name), MaxClaimSize>>20)
	}
	return Scan(string(data)), nil
}

// Signature is the first signature read: the one whose SacreBLEU 1.x fields may name the
// test set (nil if none).
func (r *ScanResult) Signature() *signatures.Parsed {
	for _, f := range r.Claims {
		if f.parsed != nil && f.Refused == "" {
			return f.parsed
		}
	}
	return nil
}

// claim makes one of a claim's scores a Claim to verify.
func (f *Found) claim(s FoundScore) (*Claim, error) {
	p := *f.parsed
	if p.Name == "" {
		p.Name = nameOf(&p)
	}
	c := &Claim{Signature: &p, Score: s.Score, Mean: s.Mean, CI: s.CI, Stats: s.stats, Notes: f.Repairs, defaulted: f.defaulted}
	var err error
	if c.decimals, err = decimals(s.Score); err != nil {
		return nil, err
	}
	if s.stats != nil && p.Metric != signatures.BLEU {
		return nil, claimErrorf("%s claim with BLEU's statistics", p.Name)
	}
	return c, nil
}

// A ScanCheck is the verification of a claim found, or why it was left unchecked.
type ScanCheck struct {
	Line   int    `json:"line"`
	Score  string `json:"score,omitempty"`
	System string `json:"system,omitempty"`
	// Report is Verify's report, or VerifyTable's for a table; nil when unchecked.
	Report Verdict `json:"report,omitempty"`
	// Unchecked says why the claim was not checked.
	Unchecked string `json:"unchecked,omitempty"`
}

// A ScanReport is the verification of the claims a scan found that the files given can
// check.
type ScanReport struct {
	Found      *ScanResult `json:"found"`
	Checks     []ScanCheck `json:"checks"`
	Reproduced bool        `json:"reproduced"`
}

// CheckScan verifies the claims of a scan that files can check: with one file (one system),
// every claim with a score; a table whose systems the files are (Table.Pair); with several
// files, a score whose table row names one of them. The others are listed as unchecked, with
// the reason. The files and references are loaded once; an error loading them is returned.
func CheckScan(r *ScanResult, files []string, load Loader, opt Options) (*ScanReport, error) {
	systems, refs, err := load(files)
	if err != nil {
		return nil, err
	}
	in := scanInput{files: files, systems: systems, refs: refs, opt: opt}
	rep := &ScanReport{Found: r, Reproduced: true}
	tables := map[*Table]bool{}
	for _, f := range r.Claims {
		switch {
		case f.table != nil && !tables[f.table]:
			tables[f.table] = true
			rep.add(in.table(f, r))
		case f.table != nil:
		case f.Refused != "":
			rep.add(ScanCheck{Line: f.Line, Unchecked: "refused: " + f.Refused})
		case f.parsed == nil:
			rep.add(ScanCheck{Line: f.Line, Score: f.Scores[0].Score, Unchecked: unknownConfig})
		case len(f.Scores) == 0:
			rep.add(ScanCheck{Line: f.Line, Unchecked: "a signature without a score"})
		default:
			for _, s := range f.Scores {
				rep.add(in.score(f, s))
			}
		}
	}
	return rep, nil
}

// unknownConfig says why a score printed without a signature in a text that prints one is not
// checked.
const unknownConfig = "no signature in the text fits it: its configuration is unknown"

// scanInput is what CheckScan checks claims on.
type scanInput struct {
	files         []string
	systems, refs [][]string
	opt           Options
}

func (rep *ScanReport) add(c ScanCheck) {
	rep.Checks = append(rep.Checks, c)
	if c.Report != nil && !c.Report.Verdict() {
		rep.Reproduced = false
	}
}

// score verifies one score of a claim on the file of its system.
func (in scanInput) score(f *Found, s FoundScore) ScanCheck {
	check := ScanCheck{Line: s.Line, Score: s.Score, System: s.System}
	k, why := fileOf(s.System, in.files)
	if k < 0 {
		check.Unchecked = why
		return check
	}
	c, err := f.claim(s)
	var rep *Report
	if err == nil {
		rep, err = Verify(c, Input{Hyps: in.systems[k], Refs: in.refs}, in.opt)
	}
	if err != nil {
		check.Unchecked = err.Error()
		return check
	}
	check.Report = Reports{rep}
	return check
}

// fileOf is the index of the file a score is of: the one file given, else the file its system
// names; -1 and why when there is none.
func fileOf(system string, files []string) (int, string) {
	if len(files) == 1 {
		return 0, ""
	}
	for k, f := range files {
		if system != "" && (system == f || path.Base(system) == path.Base(filepath.ToSlash(f))) {
			return k, ""
		}
	}
	if system == "" {
		return -1, fmt.Sprintf("%d files given, and the claim does not name its system", len(files))
	}
	return -1, fmt.Sprintf("its system %s is none of the files", Quote(system))
}

// columnsUnchecked says why a table cannot be checked: a column refused, or of a configuration
// unknown ("" when it can be).
func columnsUnchecked(t *Table, r *ScanResult) string {
	for _, g := range r.Claims {
		switch {
		case g.table != t:
		case g.Refused != "":
			return fmt.Sprintf("refused: %s: %s", g.Metric, g.Refused)
		case g.parsed == nil:
			return fmt.Sprintf("%s: %s", g.Metric, unknownConfig)
		}
	}
	return ""
}

// table verifies a table whose systems the files are, unless a column was refused.
func (in scanInput) table(f *Found, r *ScanResult) ScanCheck {
	check := ScanCheck{Line: f.Line, Unchecked: columnsUnchecked(f.table, r)}
	if check.Unchecked != "" {
		return check
	}
	order, notes, err := f.table.MatchSystems(in.files)
	if err != nil {
		check.Unchecked = err.Error()
		return check
	}
	f.table.Notes = append(f.table.Notes, notes...)
	systems := make([][]string, len(order))
	for i, k := range order {
		systems[i] = in.systems[k]
	}
	rep, err := VerifyTable(f.table, TableInput{Systems: systems, Refs: in.refs}, in.opt)
	if err != nil {
		check.Unchecked = err.Error()
		return check
	}
	check.Report = rep
	return check
}

// OneSystem reports whether the claims found are one system's: no table's column, no score
// of a named system. Its -i files are then one hypothesis and, with no references given
// apart, the references ("-i HYP REF").
func (r *ScanResult) OneSystem() bool {
	for _, f := range r.Claims {
		if f.table != nil || slices.ContainsFunc(f.Scores, func(s FoundScore) bool { return s.System != "" }) {
			return false
		}
	}
	return true
}
