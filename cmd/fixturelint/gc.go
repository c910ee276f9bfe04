package main

import (
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

// vetToolGOGC is the garbage collector's target percentage in a vet tool process (go vet runs
// one per package, dependencies included). Such a process lives for a fraction of a second
// and allocates several times its live heap while it reads export data, type-checks and
// decodes facts: with the runtime's default of 100 it collects many times and keeps little.
// A higher target trades some of that CPU time for a larger heap in processes that are small
// next to the go command itself. A string so that a benchmark can build other values in with
// -ldflags=-X=main.vetToolGOGC=N.
var vetToolGOGC = "200"

// setVetToolGC sets the garbage collector's target for a vet tool process, unless the user
// has chosen one: GOGC or GOMEMLIMIT in the environment wins, as the runtime already applied it.
func setVetToolGC(args []string) {
	if !isVetToolRun(args) || os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	if n, err := strconv.Atoi(vetToolGOGC); err == nil && n > 0 {
		debug.SetGCPercent(n)
	}
}

// isVetToolRun reports whether the command was started by go vet on one package, as
// unitchecker is: with the path of a JSON configuration file ending in .cfg as its only
// argument besides flags.
func isVetToolRun(args []string) bool {
	var operands []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			operands = append(operands, a)
		}
	}
	return len(operands) == 1 && strings.HasSuffix(operands[0], ".cfg")
}
