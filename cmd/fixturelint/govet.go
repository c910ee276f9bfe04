package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strings"
)

// viaGoVet decides whether the command line asks for a run over packages that go vet should
// drive, and returns the arguments to pass on. It leaves to multichecker: go vet's own calls
// (a .cfg file, -V=full, -flags), help, an empty command line, and -standalone runs.
func viaGoVet(args []string) ([]string, bool) {
	if i := slices.Index(args, "-standalone"); i >= 0 {
		os.Args = slices.Delete(slices.Clone(os.Args), i+1, i+2)
		return nil, false
	}
	if len(args) == 0 || args[0] == "help" {
		return nil, false
	}
	for _, arg := range args {
		if strings.HasSuffix(arg, ".cfg") || arg == "-flags" || arg == "--flags" || strings.HasPrefix(arg, "-V") || strings.HasPrefix(arg, "--V") {
			return nil, false
		}
	}
	if os.Getenv("FIXTURELINT_VETTOOL") != "" {
		return nil, false // already inside go vet: never recurse
	}
	return args, true
}

// runGoVet runs `go vet -vettool=<this binary> args...` and returns its exit status. When
// stderr is a terminal, it shows the progress of the run on one line (see wantProgress).
func runGoVet(args []string) int {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "fixturelint: cannot find own executable: %v\n", err)
		return 2
	}
	goCmd := "go"
	if goroot := os.Getenv("GOROOT"); goroot != "" {
		if _, err := os.Stat(goroot + "/bin/go"); err == nil {
			goCmd = goroot + "/bin/go"
		}
	}
	dirFlag, args := leadingDirFlag(args)
	vetArgs := append(append([]string{"vet"}, dirFlag...), "-vettool="+self)
	vetArgs = append(vetArgs, cacheKeyArgs(goCmd, dirFlag, args)...)
	cmd := exec.Command(goCmd, append(vetArgs, args...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "FIXTURELINT_VETTOOL=1")
	if wantProgress(args) {
		if p, env, err := startProgress(os.Stderr, !boolFlag(args, "fix")); err == nil {
			cmd.Env = append(cmd.Env, env)
			stderr := p.writer(os.Stderr, true)
			cmd.Stderr = stderr
			defer stderr.flush()
			if isTerminal(os.Stdout) {
				stdout := p.writer(os.Stdout, false)
				cmd.Stdout = stdout
				defer stdout.flush()
			}
			defer p.stop()
			// An interrupt reaches go vet too (the terminal signals the whole process
			// group); wait for it to exit, so that the line is cleared.
			interrupt := make(chan os.Signal, 1)
			signal.Notify(interrupt, os.Interrupt)
			defer signal.Stop(interrupt)
		}
	}
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode()
		}
		fmt.Fprintf(os.Stderr, "fixturelint: running go vet: %v\n", err)
		return 2
	}
	return 0
}

// leadingDirFlag splits off a leading -C dir, which the go command accepts only as the first
// flag after the subcommand.
func leadingDirFlag(args []string) (dirFlag, rest []string) {
	if len(args) == 0 {
		return nil, args
	}
	switch name, _, hasValue := strings.Cut(args[0], "="); {
	case name != "-C" && name != "--C":
		return nil, args
	case hasValue:
		return args[:1], args[1:]
	case len(args) >= 2:
		return args[:2], args[2:]
	}
	return nil, args
}
