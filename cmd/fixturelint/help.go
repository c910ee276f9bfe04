package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/docs"
)

// isHelpRequest reports whether the command line asks for the command's own help: `help`
// alone, or -h/-help.
func isHelpRequest(args []string) bool {
	if len(args) != 1 {
		return false
	}
	switch args[0] {
	case "help", "-h", "--h", "-help", "--help":
		return true
	}
	return false
}

// checkPage returns the page that `help CHECK` prints: the check's page of docs/checks,
// embedded in the command, so that help and the page are the same text. Other names (the
// engine's) are left to the analysis driver, which prints the analyzer's documentation.
func checkPage(args []string) (string, bool) {
	if len(args) != 2 || args[0] != "help" {
		return "", false
	}
	return docs.Check(args[1])
}

// categories returns the diagnostic categories of a check by the flag that turns them on:
// "" for those reported by default, else a flag such as "-kafkagroup.strict"
// (docs.Categories, which a test checks against the analyzers' code).
func categories(check string) (flags []string, byFlag map[string][]string) {
	byFlag = make(map[string][]string)
	for _, c := range docs.CategoriesOf(check) {
		if _, ok := byFlag[c.Flag()]; !ok {
			flags = append(flags, c.Flag())
		}
		byFlag[c.Flag()] = append(byFlag[c.Flag()], c.Name)
	}
	return flags, byFlag
}

// hiddenFlags are analyzer flags that exist for the project's own benchmarks.
var hiddenFlags = map[string]bool{"fixturelint.nonce": true}

const helpIntro = `fixturelint finds test fixtures whose transport or credential state leaks between
parallel tests (HTTP clients, token caches, Kafka consumer groups), and fixes them where
that is safe.

Usage:

    fixturelint [flags] [build flags] packages
    fixturelint help [check]
    fixturelint version

Modes:

    fixturelint ./...                report the findings on stderr
    fixturelint -fix ./...           apply the suggested fixes
    fixturelint -fix -diff ./...     print the fixes as a unified diff, change nothing
    fixturelint -json ./...          print the findings as JSON on stdout
    fixturelint -sarif ./...         print the findings as a SARIF 2.1.0 log on stdout
    fixturelint -standalone ./...    analyse in one process, loading every dependency
                                     from source (much more memory)
    go vet -vettool=$(command -v fixturelint) ./...
    go fix -fixtool=$(command -v fixturelint) ./...

Given packages, fixturelint runs go vet with itself as the vet tool: go vet builds each
package, fixturelint analyses it from compiled export data, and go vet caches the results,
so a second run over unchanged code is fast. When stderr is a terminal, a line shows the
progress (packages analysed, findings, elapsed time) and is cleared at the end; not with
-json, -sarif or -fix -diff.

As a vet tool (one process per package, dependencies included), fixturelint sets the
garbage collector's target to GOGC=200 instead of the runtime's 100: a process that lives
for a fraction of a second then collects less often, for a somewhat larger heap. GOGC or
GOMEMLIMIT in the environment wins (GOGC=100 gives the runtime's default).
`

const helpDriverFlags = `Output flags:

    -json      print the findings (and their fixes) as JSON on stdout
    -sarif     print the findings as a SARIF 2.1.0 log on stdout
    -c N       print each finding's line with N lines of context
    -fix       apply the first suggested fix of each finding
    -diff      with -fix, print a unified diff instead of changing files

Build flags, passed to go vet, which uses them to select, build and cache the packages:

    -tags tag,list       build tags to consider satisfied (-tags=integration)
    -C dir               change to dir before doing anything (must come first)
    -mod mode            module download mode: readonly, vendor or mod
    -modfile file        read and write file instead of go.mod
    -overlay file        JSON file that replaces source files
    -trimpath            go vet's cache then ignores the directory; fixturelint adds
                         -fixturelint.workdir so that each directory keeps its own results
    -toolexec 'cmd args' run the tools through cmd
    -p n                 number of packages built and analysed at a time
    -n, -x               print the commands go vet runs (-n: without running them)
    -v                   print the names of packages as they are built

Any other flag of go build works too (see 'go help build'). With -standalone, go vet is
not involved: give build flags in GOFLAGS instead (GOFLAGS=-tags=integration).

Exit status:

    0    no findings; also with -json (the findings are in the JSON) and with -fix
         (fixes applied; findings without a fix are not printed)
    1    findings (with -fix -diff: a diff), or a package does not build
    2    bad command line; with -sarif, the analysis failed (the log says why)
    3    findings, with -standalone

Documentation: 'fixturelint help CHECK' prints a check's page: its categories, an example,
its rules and flags (docs/checks/CHECK.md); the rest is at
https://github.com/fixturelint/fixturelint/tree/main/docs.
`

// printHelp writes the command's help: its modes, its checks with their categories and
// flags, the flags it passes to go vet, and its exit statuses.
func printHelp(w io.Writer, analyzers []*analysis.Analyzer) {
	fmt.Fprint(w, helpIntro)
	fmt.Fprint(w, "\nChecks (all run by default; -CHECK runs only the checks named, -CHECK=false all but\nthose), then the engine they share:\n")
	engine := analyzers[:0:0]
	for _, a := range analyzers {
		if len(a.Requires) == 0 {
			engine = append(engine, a)
		}
	}
	checks := slices.DeleteFunc(slices.Clone(analyzers), func(a *analysis.Analyzer) bool { return len(a.Requires) == 0 })
	for _, a := range append(checks, engine...) {
		title, _, _ := strings.Cut(a.Doc, "\n\n")
		fmt.Fprintf(w, "\n    %s: %s\n", a.Name, strings.ReplaceAll(title, "\n", " "))
		flags, byFlag := categories(a.Name)
		for _, f := range flags {
			prefix := "        categories: "
			if f != "" {
				prefix = "        categories with " + f + ": "
			}
			wrap(w, prefix, strings.Join(byFlag[f], ", "))
		}
		a.Flags.VisitAll(func(f *flag.Flag) {
			name := a.Name + "." + f.Name
			if hiddenFlags[name] {
				return
			}
			kind, usage := flag.UnquoteUsage(f)
			if kind != "" {
				kind = " " + kind
			}
			fmt.Fprintf(w, "        -%s%s\n", name, kind)
			wrap(w, "            ", usage)
		})
		if a.URL != "" {
			fmt.Fprintf(w, "        docs: 'fixturelint help %s', %s\n", a.Name, a.URL)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, helpDriverFlags)
}

// wrap writes text after prefix, broken into lines of at most 90 columns; continuation
// lines are indented as far as prefix.
func wrap(w io.Writer, prefix, text string) {
	indent := strings.Repeat(" ", len(prefix))
	line := prefix
	for i, word := range strings.Fields(text) {
		if i > 0 && len(line)+1+len(word) > 90 {
			fmt.Fprintln(w, line)
			line = indent + word
			continue
		}
		if i > 0 {
			line += " "
		}
		line += word
	}
	fmt.Fprintln(w, line)
}
