package analysis

import (
	"os"
	"strings"
	"testing"
)

// benchData makes n systems of the given number of lines from compare-mt's TED example
// (2445 lines, repeated): system k takes each line from sys1 or sys2 as k decides, and
// drops a word now and then, so that the systems differ as real ones do.
func benchData(b *testing.B, n, lines int) (ref []string, systems [][]string) {
	tref := readLines(b, "ted.ref.eng")
	sys := [][]string{readLines(b, "ted.sys1.eng"), readLines(b, "ted.sys2.eng")}
	ref = make([]string, lines)
	for i := range ref {
		ref[i] = tref[i%len(tref)]
	}
	systems = make([][]string, n)
	for k := range systems {
		systems[k] = make([]string, lines)
		for i := range systems[k] {
			line := sys[(i*(k+1)/7)%2][i%len(tref)]
			if (i+k)%5 == 0 {
				ws := strings.Split(line, " ")
				line = strings.Join(append(ws[:(k+i)%len(ws)], ws[(k+i)%len(ws)+1:]...), " ")
			}
			systems[k][i] = line
		}
	}
	return ref, systems
}

// BenchmarkReport: every analysis of a report on 10 systems of 3000 lines, as compare-mt
// runs them by default (salience for all 45 pairs), from untokenized lines.
func BenchmarkReport(b *testing.B) {
	ref, systems := benchData(b, 10, 3000)
	f, err := os.Open(oracleDir + "/ted.train.counts")
	if err != nil {
		b.Fatal(err)
	}
	counts, err := ReadCounts(f)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	var size int64
	for _, s := range append(systems, ref) {
		for _, line := range s {
			size += int64(len(line) + 1)
		}
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		report(b, ref, systems, counts)
	}
	b.ReportMetric(b.Elapsed().Seconds()*1e3/float64(b.N), "ms/report")
}

func report(b *testing.B, ref []string, systems [][]string, counts Frequencies) {
	c, err := New(ref, systems...)
	if err != nil {
		b.Fatal(err)
	}
	c.LengthBuckets()
	c.LengthDiffBuckets()
	c.WordAccuracy(nil)
	c.WordAccuracy(counts)
	for i := range systems {
		for j := i + 1; j < len(systems); j++ {
			if _, err := c.SalientNgrams(i, j, SalienceOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
