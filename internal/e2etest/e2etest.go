// Package e2etest helps end-to-end tests run the real fixturelint command, and the tools that
// drive it (go vet, golangci-lint, pre-commit), on a testdata module.
//
// A typical test:
//
//	func TestSharedClientUnderGoVet(t *testing.T) {
//		e2etest.SkipShort(t)
//		bin := e2etest.Binary(t)                                        // built once per test binary
//		dir := e2etest.CopyModule(t, "testdata/integrations/vetmodule") // replace => this checkout
//		res := e2etest.Run(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
//		res.WantExit(t, 1)
//		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr),
//			"a/a_test.go:12: shared .* client",
//		)
//	}
//
// Paths given to CopyModule are relative to the repository root (see Root), so tests in any
// package can use testdata modules anywhere in the repository.
package e2etest

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// ModulePath is the import path of the main module.
const ModulePath = "github.com/fixturelint/fixturelint"

// SkipShort skips t under `go test -short`: end-to-end tests build binaries and run tools.
func SkipShort(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test; skipped with -short")
	}
}

// Gate skips t unless the environment variable env is set to a non-empty value, and
// returns true when it is set. Tests that need tools outside the Go toolchain (golangci-lint's
// sources, pre-commit) are gated this way; CI sets the variable, and then a missing tool must
// fail the test (see NeedTool), never skip it.
func Gate(t testing.TB, env string) bool {
	t.Helper()
	if os.Getenv(env) == "" {
		t.Skipf("set %s=1 to run this end-to-end test", env)
	}
	return true
}

// NeedTool returns the path of the executable name. When it is missing, the test fails if the
// gate environment variable gateEnv is set (CI promised the tool), and is skipped otherwise.
func NeedTool(t testing.TB, gateEnv, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err == nil {
		return path
	}
	if gateEnv != "" && os.Getenv(gateEnv) != "" {
		t.Fatalf("%s is set but %s is not installed: %v", gateEnv, name, err)
	}
	t.Skipf("%s is not installed", name)
	return ""
}

var (
	rootOnce sync.Once
	root     string
	rootErr  error
)

// Root returns the absolute path of the repository root: the nearest directory above the
// working directory whose go.mod declares ModulePath.
func Root(t testing.TB) string {
	t.Helper()
	rootOnce.Do(func() {
		dir, err := os.Getwd()
		if err != nil {
			rootErr = err
			return
		}
		for {
			data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
			if err == nil && modulePathOf(data) == ModulePath {
				root = dir
				return
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				rootErr = fmt.Errorf("no go.mod of %s above the working directory", ModulePath)
				return
			}
			dir = parent
		}
	})
	if rootErr != nil {
		t.Fatalf("e2etest: %v", rootErr)
	}
	return root
}

func modulePathOf(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// Binary builds ./cmd/fixturelint once per test binary and returns the path of the
// executable. It lives in a temporary directory that outlives the test, so that every test
// of the binary can share it.
func Binary(t testing.TB) string {
	t.Helper()
	r := Root(t)
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "fixturelint-e2e-")
		if err != nil {
			binErr = err
			return
		}
		path := filepath.Join(dir, "fixturelint")
		cmd := exec.Command("go", "build", "-o", path, "./cmd/fixturelint")
		cmd.Dir = r
		cmd.Env = append(os.Environ(), "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			binErr = fmt.Errorf("go build ./cmd/fixturelint: %v\n%s", err, out)
			return
		}
		binPath = path
	})
	if binErr != nil {
		t.Fatalf("e2etest: %v", binErr)
	}
	return binPath
}

// CopyModule copies the directory src (relative to the repository root, or absolute) into a
// fresh t.TempDir() and returns the copy's path. In the copy's go.mod, a
// `replace github.com/fixturelint/fixturelint => ...` directive (in either form) is rewritten
// to point at this checkout, so a testdata module can depend on the code under test.
func CopyModule(t testing.TB, src string) string {
	t.Helper()
	if !filepath.IsAbs(src) {
		src = filepath.Join(Root(t), src)
	}
	dst := t.TempDir()
	if err := CopyDir(src, dst); err != nil {
		t.Fatalf("e2etest: %v", err)
	}
	gomod := filepath.Join(dst, "go.mod")
	data, err := os.ReadFile(gomod)
	if errors.Is(err, fs.ErrNotExist) {
		return dst
	} else if err != nil {
		t.Fatalf("e2etest: %v", err)
	}
	if err := os.WriteFile(gomod, []byte(RewriteReplace(string(data), Root(t))), 0o644); err != nil {
		t.Fatalf("e2etest: %v", err)
	}
	return dst
}

var replaceLine = regexp.MustCompile(`(?m)^(\s*(?:replace\s+)?` + regexp.QuoteMeta(ModulePath) + `(?:\s+v\S+)?\s*=>\s*)("[^"]*"|\S+)(\s+v\S+)?[ \t]*$`)

// RewriteReplace returns gomod with every replacement of ModulePath, in a replace line or
// block, pointing at dir.
func RewriteReplace(gomod, dir string) string {
	target := dir
	if strings.ContainsAny(dir, " \t\"") {
		target = strconv.Quote(dir)
	}
	return replaceLine.ReplaceAllStringFunc(gomod, func(line string) string {
		m := replaceLine.FindStringSubmatch(line)
		return m[1] + target
	})
}

// CopyDir copies the tree at src into dst (which may exist), keeping file modes.
func CopyDir(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, info.Mode().Perm()|0o200)
	})
}

// Result is the outcome of a command run by Run.
type Result struct {
	Cmd      string // the command line, for messages
	Stdout   string
	Stderr   string
	ExitCode int // -1 when the command could not start
	Duration time.Duration
}

// WantExit fails t unless the command exited with code.
func (r Result) WantExit(t testing.TB, code int) {
	t.Helper()
	if r.ExitCode != code {
		t.Fatalf("%s: exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", r.Cmd, r.ExitCode, code, r.Stdout, r.Stderr)
	}
}

// Run runs name with args in dir and returns its outputs and exit code; it fails t only when
// the command cannot be started. The environment is the test's, with GOWORK=off, then env
// ("KEY=value" entries; later ones win).
func Run(t testing.TB, dir string, env []string, name string, args ...string) Result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	res := Result{
		Cmd:      strings.Join(append([]string{name}, args...), " "),
		Stdout:   stdout.String(),
		Stderr:   stderr.String(),
		Duration: time.Since(start),
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		res.ExitCode = exit.ExitCode()
	default:
		t.Fatalf("e2etest: running %s: %v", res.Cmd, err)
	}
	t.Logf("%s (in %s): exit %d after %s", res.Cmd, dir, res.ExitCode, res.Duration.Round(time.Millisecond))
	return res
}
