package compare

// Ranks gives each system its rank range as WMT24's get_ranks (humeval/tools.py) does:
// better[i][j] reports that system i scores better than j, sig[i][j] that their difference
// is significant. A system's top rank is one plus the systems significantly better than it
// (its losses, which in WMT24's code include significant pairs of equal score), its worst
// rank the number of systems less those it significantly beats.
func Ranks(better, sig [][]bool) (ranks [][2]int, wins, losses []int) {
	n := len(sig)
	ranks = make([][2]int, n)
	wins, losses = make([]int, n), make([]int, n)
	for i := range n {
		for j := range n {
			if i == j || !sig[i][j] {
				continue
			}
			if better[i][j] {
				wins[i]++
			} else {
				losses[i]++
			}
		}
		ranks[i] = [2]int{losses[i] + 1, n - wins[i]}
	}
	return ranks, wins, losses
}

// Clusters numbers the clusters of systems sorted best first, as WMT24's get_clusters does:
// a system joins the cluster of the one above it while some system above it (or it) is not
// significantly different (apart[i][j] false) from a system further down. In WMT24's code a
// pair is "not different" when p > alpha, so a p-value equal to alpha neither separates nor
// joins: apart is p <= alpha there.
func Clusters(apart [][]bool) []int {
	n := len(apart)
	clusters := make([]int, n)
	until, last := -1, 1
	for i := range n {
		if until <= i {
			until = -1
		}
		for j := i + 1; j < n; j++ {
			if !apart[i][j] {
				until = max(until, j)
			}
		}
		clusters[i] = last
		if until == -1 {
			last++
		}
	}
	return clusters
}
