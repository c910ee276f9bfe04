// Command fixturelint finds test fixtures whose transport or credential state leaks between
// parallel tests.
//
//	fixturelint ./...            report findings (exit status 1 when there are any)
//	fixturelint -fix ./...       apply suggested fixes
//	fixturelint -json ./...      findings as JSON
//	fixturelint -sarif ./...     findings as a SARIF 2.1.0 log
//	fixturelint help [check]     documentation of the checks and their flags
//
// It also works as a go vet tool: go vet -vettool=$(which fixturelint) ./...
//
// Given package patterns, fixturelint runs go vet with itself as the vet tool, so that each
// package is analysed from compiled export data, results are cached by the go command, and
// memory stays flat on large repositories. -standalone loads everything in one process instead.
package main

import (
	"os"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/fixturelint/fixturelint"
)

func main() {
	if args, ok := sarifArgs(os.Args[1:]); ok {
		os.Exit(runSARIF(args))
	}
	if args, ok := viaGoVet(os.Args[1:]); ok {
		os.Exit(runGoVet(args))
	}
	printCommandHelp(os.Stdout, os.Args[1:])
	multichecker.Main(fixturelint.Analyzers()...)
}
