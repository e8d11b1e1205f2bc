package sclite

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// sessionDir holds the oracle files of testdata/sclite/session/make.sh: reports written one
// after the other in one run of SCTK 2.4.10's sclite. The tests need no sctk.
const sessionDir = "../testdata/sclite/session"

// sessionExt is the file extension sclite gives each report.
var sessionExt = map[Report]string{
	ReportSum: ".sys", ReportRawSum: ".raw", ReportWWS: ".wws", ReportDtl: ".dtl",
	ReportLur: ".lur", ReportPra: ".pra",
}

// sessionCases are the runs of make.sh: the SGML of each -h system (relative to
// testdata/sclite) and the reports asked for (-o).
var sessionCases = []struct {
	name    string
	systems []string
	reports Report
	stdout  bool // every report to one stream (-o ... stdout), kept as NAME.out
}{
	{"lvc_lur", []string{"reports/lvc.sgml"}, ReportLur, false},
	{"lvc_sum_lur", []string{"reports/lvc.sgml"}, ReportSum | ReportLur, false},
	{"lvc_rsum_lur", []string{"reports/lvc.sgml"}, ReportRawSum | ReportLur, false},
	{"lvc_sum_rsum_lur", []string{"reports/lvc.sgml"}, ReportSum | ReportRawSum | ReportLur, false},
	{"lvc_all", []string{"reports/lvc.sgml"}, ReportSum | ReportRawSum | ReportDtl | ReportLur | ReportPra, false},
	{"lvc_conf_sum_lur", []string{"reports/lvc_conf.sgml"}, ReportSum | ReportLur, false},
	{"lvcm_sum_lur", []string{"reports/pra_sctk_lvcm_pra.sgml"}, ReportSum | ReportLur, false},
	{"lvcr_sum_lur", []string{"reports/pra_sctk_lvcr_pra.sgml"}, ReportSum | ReportLur, false},
	{"lvc_w_wws_lur", []string{"session/lvc_w.sgml"}, ReportWWS | ReportLur, false},
	{"lvc5_conf_lur", []string{"session/lvc5_conf.sgml"}, ReportLur, false},
	{"lvc5_conf_sum_lur", []string{"session/lvc5_conf.sgml"}, ReportSum | ReportLur, false},
	{"two_sum_lur", []string{"reports/lvc.sgml", "reports/lvc_conf.sgml"}, ReportSum | ReportLur, false},
	{"two_rev_sum_lur", []string{"reports/lvc_conf.sgml", "reports/lvc.sgml"}, ReportSum | ReportLur, false},
	{"two_rsum_lur", []string{"reports/lvc_conf.sgml", "reports/lvc.sgml"}, ReportRawSum | ReportLur, false},
	{"two_lur", []string{"reports/lvc.sgml", "reports/lvc_conf.sgml"}, ReportLur, false},
	{"two5_sum_lur", []string{"session/lvc5.sgml", "session/lvc5_conf.sgml"}, ReportSum | ReportLur, false},
	{"two5_rev_sum_lur", []string{"session/lvc5_conf.sgml", "session/lvc5.sgml"}, ReportSum | ReportLur, false},
	{"two_stdout", []string{"reports/lvc.sgml", "reports/lvc_conf.sgml"}, ReportSum | ReportLur, true},
}

func sessionSystem(t *testing.T, rel string) *System {
	t.Helper()
	f, err := os.Open(filepath.Join(sessionDir, "..", rel))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := ReadSGML(f, filepath.Base(rel))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestReportsSession writes each case's reports through one Reports, system after system in
// sclite's order, and compares them with sclite's.
func TestReportsSession(t *testing.T) {
	for _, c := range sessionCases {
		t.Run(c.name, func(t *testing.T) {
			var systems []*System
			for _, rel := range c.systems {
				systems = append(systems, sessionSystem(t, rel))
			}
			r := NewReports()
			var all bytes.Buffer
			for k, s := range systems {
				for _, kind := range ReportOrder {
					if c.reports&kind == 0 {
						continue
					}
					var b bytes.Buffer
					if err := r.Write(kind, &b, s); err != nil {
						t.Fatal(err)
					}
					all.Write(b.Bytes())
					if c.stdout {
						continue
					}
					file := c.name + sessionExt[kind]
					if len(systems) > 1 {
						file = fmt.Sprintf("%s.%d%s", c.name, k+1, sessionExt[kind])
					}
					sessionCompare(t, file, b.Bytes())
				}
			}
			if c.stdout {
				sessionCompare(t, c.name+".out", all.Bytes())
			}
		})
	}
}

// TestReportsFresh checks that the Write functions give a report as a run that writes it
// alone does, whatever Reports wrote before.
func TestReportsFresh(t *testing.T) {
	s := sessionSystem(t, "reports/lvc.sgml")
	r := NewReports()
	var b bytes.Buffer
	if err := r.Sum(&b, s); err != nil {
		t.Fatal(err)
	}
	var shared, fresh bytes.Buffer
	if err := r.Lur(&shared, s); err != nil {
		t.Fatal(err)
	}
	if err := WriteLur(&fresh, s); err != nil {
		t.Fatal(err)
	}
	sessionCompare(t, "lvc_sum_lur.lur", shared.Bytes())
	sessionCompare(t, "lvc_lur.lur", fresh.Bytes())
}

// TestReportsBadLabels: a lur refused for its labels leaves the run's state untouched.
func TestReportsBadLabels(t *testing.T) {
	s := sessionSystem(t, "reports/lvc.sgml")
	bad := &System{
		Labels:   []Label{{ID: "O"}},
		Speakers: []*Speaker{{ID: "a", Paths: []*Path{{ID: "(a-1)", Labels: "<x>"}}}},
	}
	r := NewReports()
	var b bytes.Buffer
	if err := r.Lur(&b, bad); err == nil || b.Len() != 0 {
		t.Fatalf("Lur with bad labels: %v, %d bytes", err, b.Len())
	}
	if err := r.Lur(&b, s); err != nil {
		t.Fatal(err)
	}
	sessionCompare(t, "lvc_lur.lur", b.Bytes())
	if err := r.Write(ReportSnt, &b, s); err == nil {
		t.Error("Write(ReportSnt) gave no error")
	}
}

func sessionCompare(t *testing.T, file string, got []byte) {
	t.Helper()
	want, err := os.ReadFile(filepath.Join(sessionDir, file))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := 0; i < len(g) && i < len(w); i++ {
		if !bytes.Equal(g[i], w[i]) {
			t.Fatalf("%s: line %d:\n got %q\nwant %q", file, i+1, g[i], w[i])
		}
	}
	t.Fatalf("%s: %d lines, want %d", file, len(g), len(w))
}
