package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// tools are the binaries the evaluation runs, built once from this checkout.
type tools struct {
	Fixturelint string
	Noop        string
	Commit      string // the checkout's commit, with "+dirty" when it has changes
}

// buildTools builds cmd/fixturelint and bench/cmd/noop of the checkout at root into cache.
func buildTools(root, cache string) (tools, error) {
	t := tools{Commit: commitOf(root)}
	bin := filepath.Join(cache, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		return t, err
	}
	t.Fixturelint = filepath.Join(bin, "fixturelint")
	t.Noop = filepath.Join(bin, "noop")
	for pkg, out := range map[string]string{"./cmd/fixturelint": t.Fixturelint, "./bench/cmd/noop": t.Noop} {
		r := run(root, []string{"GOWORK=off"}, 10*time.Minute, "go", "build", "-o", out, pkg)
		if r.Err != nil || r.Exit != 0 {
			return t, fmt.Errorf("go build %s: %v %s", pkg, r.Err, tail(r.Stderr, 10))
		}
	}
	return t, nil
}

func commitOf(root string) string {
	// The last commit that changed fixturelint itself: commits that only touch eval/ (labels,
	// results), CI or documentation do not change what is measured.
	r := run(root, nil, time.Minute, "git", append([]string{"log", "-1", "--format=%h", "--"}, fixturelintPaths...)...)
	if r.Exit != 0 {
		return "unknown"
	}
	commit := strings.TrimSpace(string(r.Stdout))
	if d := run(root, nil, time.Minute, "git", append([]string{"status", "--porcelain", "--"}, fixturelintPaths...)...); d.Exit == 0 && len(strings.TrimSpace(string(d.Stdout))) > 0 {
		commit += "+dirty"
	}
	return commit
}

// fixturelintPaths are the parts of the checkout that make up the command.
var fixturelintPaths = []string{"go.mod", "go.sum", "fixturelint.go", "analyzers", "internal", "cmd", "plugin", "bench/cmd/noop"}

// repoRoot is the directory of the go.mod that holds this command's package.
func repoRoot() (string, error) {
	r := run(".", nil, time.Minute, "go", "env", "GOMOD")
	gomod := strings.TrimSpace(string(r.Stdout))
	if r.Exit != 0 || gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("run go run ./eval from the fixturelint checkout")
	}
	return filepath.Dir(gomod), nil
}
