package cli

import (
	"strconv"
	"time"
)

// SourceDate is the time a command writes as its output's date: now, or the time
// SOURCE_DATE_EPOCH gives (seconds since 1970, reproducible-builds.org's convention) in UTC,
// so that a rerun's output is byte-identical.
func SourceDate(lookupEnv func(string) (string, bool)) time.Time {
	if v, ok := lookupEnv("SOURCE_DATE_EPOCH"); ok {
		if sec, err := strconv.ParseInt(v, 10, 64); err == nil {
			return time.Unix(sec, 0).UTC()
		}
	}
	return time.Now()
}
