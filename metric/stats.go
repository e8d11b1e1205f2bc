package metric

// Stats holds additive sufficient statistics: Width values for each segment, row after row.
type Stats struct {
	Width int
	Data  []float64
}

func newStats(width, segments int) *Stats {
	return &Stats{Width: width, Data: make([]float64, width*segments)}
}

// Len is the number of segments.
func (s *Stats) Len() int {
	if s.Width == 0 {
		return 0
	}
	return len(s.Data) / s.Width
}

// Row returns the statistics of segment i.
func (s *Stats) Row(i int) []float64 { return s.Data[i*s.Width : (i+1)*s.Width : (i+1)*s.Width] }

// Sum adds the rows in segment order, as SacreBLEU's sum_of_lists does; the order matters
// for TER's fractional reference lengths.
func (s *Stats) Sum() []float64 {
	sum := make([]float64, s.Width)
	for i := 0; i < len(s.Data); i += s.Width {
		for j, v := range s.Data[i : i+s.Width] {
			sum[j] += v
		}
	}
	return sum
}
