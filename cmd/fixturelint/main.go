// Command fixturelint finds test fixtures whose transport or credential state leaks between
// parallel tests.
//
//	fixturelint ./...            report findings (exit status 1 when there are any)
//	fixturelint -fix ./...       apply suggested fixes
//	fixturelint -json ./...      findings as JSON
//	fixturelint -sarif ./...     findings as a SARIF 2.1.0 log
//	fixturelint help [check]     the command's modes, checks, flags and exit statuses
//	fixturelint version          the module version it was built from
//
// It also works as a go vet tool: go vet -vettool=$(which fixturelint) ./...
//
// Given package patterns, fixturelint runs go vet with itself as the vet tool, so that each
// package is analysed from compiled export data, results are cached by the go command, and
// memory stays flat on large repositories. -standalone loads everything in one process instead.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/fixturelint/fixturelint"
)

func main() {
	args := os.Args[1:]
	switch {
	case len(args) == 0:
		printUsage(os.Stderr)
		os.Exit(2)
	case isHelpRequest(args):
		printHelp(os.Stdout, fixturelint.Analyzers())
		os.Exit(0)
	case len(args) == 2 && args[0] == "help":
		if page, ok := checkPage(args); ok {
			fmt.Print(page)
			os.Exit(0)
		}
	case isVersionRequest(args):
		printVersion(os.Stdout)
		os.Exit(0)
	}
	if args, ok := sarifArgs(args); ok {
		os.Exit(runSARIF(args))
	}
	if args, ok := viaGoVet(args); ok {
		os.Exit(runGoVet(args))
	}
	signalProgress(args)
	setVetToolGC(args)
	flag.Usage = func() { printUsage(os.Stderr) } // for a bad flag, instead of every flag
	multichecker.Main(fixturelint.Analyzers()...)
}

// printUsage writes the short usage printed for an empty command line.
func printUsage(w io.Writer) {
	fmt.Fprint(w, `usage: fixturelint [flags] [build flags] packages
       fixturelint help [check]
       fixturelint version
Run 'fixturelint help' for the modes, checks, flags and exit statuses.
`)
}
