package main

import _ "embed"

// helpText is printed by -h/--help.
//
//go:embed help.txt
var helpText string
