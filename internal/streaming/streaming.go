// Package streaming holds the input size from which a corpus score streams (package evaluate):
// a variable, so that the tests of other packages can make every run stream and compare it
// with the reference's outputs.
package streaming

// Above is the input size, in bytes, from which a corpus score streams; below it the inputs are
// read whole, which is faster. Tests set it to 0.
var Above int64 = 32 << 20
