module github.com/sacre-mt/sacre

go 1.26.0

require (
	github.com/go-rod/rod v0.116.2
	github.com/ikawaha/kagome-dict v1.1.7
	github.com/ikawaha/kagome-dict-ko v0.2.1
	github.com/ikawaha/kagome-dict/ipa v1.2.6
	github.com/urfave/cli/v2 v2.27.7
	github.com/uudashr/gocognit v1.3.0
	github.com/ysmood/gson v0.7.3
	golang.org/x/sys v0.49.0
	golang.org/x/term v0.47.0
	golang.org/x/text v0.43.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/cpuguy83/go-md2man/v2 v2.0.7 // indirect
	github.com/russross/blackfriday/v2 v2.1.0 // indirect
	github.com/xrash/smetrics v0.0.0-20240521201337-686a1a2994c1 // indirect
	github.com/ysmood/fetchup v0.2.3 // indirect
	github.com/ysmood/goob v0.4.0 // indirect
	github.com/ysmood/got v0.40.0 // indirect
	github.com/ysmood/leakless v0.9.0 // indirect
	golang.org/x/tools v0.51.0 // indirect
)
