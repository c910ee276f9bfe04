package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"slices"

	"github.com/fixturelint/fixturelint"
	"github.com/fixturelint/fixturelint/internal/sarif"
)

// sarifArgs reports whether the command line asks for SARIF output (-sarif) and returns the
// other arguments.
func sarifArgs(args []string) ([]string, bool) {
	i := slices.IndexFunc(args, func(a string) bool { return a == "-sarif" || a == "--sarif" })
	if i < 0 {
		return nil, false
	}
	return slices.Delete(slices.Clone(args), i, i+1), true
}

// runSARIF runs this command again with -json and the other arguments, so that the analysis
// runs as it would without -sarif (under go vet, or in one process with -standalone), and
// prints its JSON output converted to a SARIF 2.1.0 log on stdout. The exit status is 0
// without findings, 1 with findings, and 2 when the analysis failed (for example, a package
// does not build); the log is printed in every case, with the failure as a notification.
func runSARIF(args []string) int {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "fixturelint: cannot find own executable: %v\n", err)
		return 2
	}
	var out bytes.Buffer
	cmd := exec.Command(self, append([]string{"-json"}, args...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, &out, os.Stderr
	runErr := cmd.Run()
	var exit *exec.ExitError
	if runErr != nil && !errors.As(runErr, &exit) {
		fmt.Fprintf(os.Stderr, "fixturelint: %v\n", runErr)
		return 2
	}
	wd, _ := os.Getwd()
	log, err := sarif.Convert(out.Bytes(), sarif.Options{
		Analyzers:      fixturelint.Analyzers(),
		BaseDir:        wd,
		ToolName:       "fixturelint",
		ToolVersion:    version(),
		InformationURI: "https://github.com/fixturelint/fixturelint",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "fixturelint: %v\n", err)
		return 2
	}
	run := &log.Runs[0]
	if runErr != nil {
		run.Invocations[0].ExecutionSuccessful = false
		run.Invocations[0].ToolExecutionNotifications = append(run.Invocations[0].ToolExecutionNotifications, sarif.Notification{
			Level: "error", Message: sarif.Message{Text: "analysis failed: " + runErr.Error()},
		})
	}
	if err := log.Write(os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "fixturelint: writing SARIF: %v\n", err)
		return 2
	}
	switch {
	case !run.Invocations[0].ExecutionSuccessful:
		return 2
	case len(run.Results) > 0:
		return 1
	}
	return 0
}
