package main

import (
	"fmt"
	"io"
)

// commandHelp describes what the command adds to the analysis driver's own flags, which the
// driver's help text (printed after it) cannot know about.
const commandHelp = `fixturelint finds test fixtures whose transport or credential state leaks between
parallel tests.

Given packages, fixturelint runs go vet with itself as the vet tool:

    fixturelint [flags] ./...          report findings (exit status 1 when there are any)
    fixturelint -fix ./...             apply the suggested fixes (-fix -diff shows them)
    fixturelint -json ./...            findings as JSON
    fixturelint -sarif ./...           findings as a SARIF 2.1.0 log
    fixturelint -standalone ./...      analyse in one process instead of under go vet
    fixturelint help CHECK             a check's documentation and flags

It also works as go vet -vettool=$(command -v fixturelint) and go fix -fixtool=...

`

// printCommandHelp writes commandHelp before the driver's help for a bare "help".
func printCommandHelp(w io.Writer, args []string) {
	if len(args) == 1 && args[0] == "help" {
		fmt.Fprint(w, commandHelp)
	}
}
