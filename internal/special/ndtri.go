package special

import (
	"math"

	"github.com/sacre-mt/sacre/internal/glibm"
)

// Cephes' ndtri for 0 <= |y - 0.5| <= 3/8: x = y + y y² P0(y²)/Q0(y²), times sqrt(2π).
var ndtriP0 = [...]float64{
	-5.99633501014107895267e1, 9.80010754185999661536e1, -5.66762857469070293439e1,
	1.39312609387279679503e1, -1.23916583867381258016e0,
}
var ndtriQ0 = [...]float64{
	1.95448858338141759834e0, 4.67627912898881538453e0, 8.63602421390890590575e1,
	-2.25462687854119370527e2, 2.00260212380060660359e2, -8.20372256168333339912e1,
	1.59056225126211695515e1, -1.18331621121330003142e0,
}

// Cephes' ndtri for z = sqrt(-2 log y) between 2 and 8.
var ndtriP1 = [...]float64{
	4.05544892305962419923e0, 3.15251094599893866154e1, 5.71628192246421288162e1,
	4.40805073893200834700e1, 1.46849561928858024014e1, 2.18663306850790267539e0,
	-1.40256079171354495875e-1, -3.50424626827848203418e-2, -8.57456785154685413611e-4,
}
var ndtriQ1 = [...]float64{
	1.57799883256466749731e1, 4.53907635128879210584e1, 4.13172038254672030440e1,
	1.50425385692907503408e1, 2.50464946208309415979e0, -1.42182922854787788574e-1,
	-3.80806407691578277194e-2, -9.33259480895457427372e-4,
}

// Cephes' ndtri for z between 8 and 64.
var ndtriP2 = [...]float64{
	3.23774891776946035970e0, 6.91522889068984211695e0, 3.93881025292474443415e0,
	1.33303460815807542389e0, 2.01485389549179081538e-1, 1.23716634817820021358e-2,
	3.01581553508235416007e-4, 2.65806974686737550832e-6, 6.23974539184983293730e-9,
}
var ndtriQ2 = [...]float64{
	6.02427039364742014255e0, 3.67983563856160859403e0, 1.37702099489081330271e0,
	2.16236993594496635890e-1, 1.34204006088543189037e-2, 3.28014464682127739104e-4,
	2.89247864745380683936e-6, 6.79019408009981274425e-9,
}

const (
	s2pi  float64 = 2.50662827463100050242e0 // sqrt(2π)
	expm2 float64 = 0.13533528323661269189   // exp(-2)
)

// Ndtri is scipy.special.ndtri (scipy.stats.norm.ppf), the inverse of Ndtr, as cephes'
// ndtri computes it, its logarithms rounded as glibc's log rounds them (internal/glibm):
// -Inf at 0, +Inf at 1, NaN outside [0, 1] and for NaN.
func Ndtri(y0 float64) float64 {
	switch {
	case y0 == 0:
		return math.Inf(-1)
	case y0 == 1:
		return math.Inf(1)
	case y0 < 0 || y0 > 1 || math.IsNaN(y0):
		return math.NaN()
	}
	y, upper := y0, false
	if y > 1.0-expm2 {
		y, upper = 1.0-y, true
	}
	if y > expm2 {
		y -= 0.5
		y2 := y * y
		x := y + y*(y2*polevl(y2, ndtriP0[:])/p1evl(y2, ndtriQ0[:]))
		return x * s2pi
	}
	x := ndtriTail(y)
	if !upper {
		x = -x
	}
	return x
}

// ndtriTail is -ndtri(y) for y <= exp(-2), in x = sqrt(-2 ln y).
func ndtriTail(y float64) float64 {
	x := math.Sqrt(-2.0 * glibm.Log(y))
	x0 := x - glibm.Log(x)/x
	z := 1.0 / x
	if x < 8.0 { // y > exp(-32)
		return x0 - z*polevl(z, ndtriP1[:])/p1evl(z, ndtriQ1[:])
	}
	return x0 - z*polevl(z, ndtriP2[:])/p1evl(z, ndtriQ2[:])
}
