package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// precommitGate enables TestPreCommit; .ci/steps/30-precommit.sh sets it.
const precommitGate = "FIXTURELINT_E2E_PRECOMMIT"

// gitRepo makes dir a git repository with everything in it committed.
func gitRepo(t *testing.T, dir string) {
	t.Helper()
	for _, args := range [][]string{
		{"init", "-q", "-b", "main"},
		{"add", "-A"},
		{"-c", "user.name=fixturelint tests", "-c", "user.email=tests@fixturelint.invalid", "commit", "-q", "-m", "snapshot"},
	} {
		e2etest.Run(t, dir, nil, "git", args...).WantExit(t, 0)
	}
}

// hooksRepo returns a git repository holding the checkout's working tree (its tracked files
// and untracked files that are not ignored), committed, for pre-commit try-repo, which
// installs the hooks from a repository's committed state.
func hooksRepo(t *testing.T) string {
	t.Helper()
	root := e2etest.Root(t)
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	dir := t.TempDir()
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		src := filepath.Join(root, name)
		info, err := os.Lstat(src)
		if err != nil || !info.Mode().IsRegular() {
			continue // deleted in the working tree, or not a regular file
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, info.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
	gitRepo(t, dir)
	return dir
}

func TestPreCommit(t *testing.T) {
	e2etest.Gate(t, precommitGate)
	e2etest.NeedTool(t, precommitGate, "pre-commit")
	e2etest.NeedTool(t, precommitGate, "git")
	hooks := hooksRepo(t)
	// try-repo installs the hook afresh on every run, with go install into an empty module
	// cache, as for a user. -trimpath makes every install the same binary, so that go vet's
	// cache can answer for the standard library after the first run.
	goflags := strings.TrimSpace(e2etest.Run(t, hooks, nil, "go", "env", "GOFLAGS").Stdout)
	env := []string{"PRE_COMMIT_HOME=" + t.TempDir(), "GOFLAGS=" + strings.TrimSpace(goflags+" -trimpath")}
	tryRepo := func(t *testing.T, dir, hook string) e2etest.Result {
		return e2etest.Run(t, dir, env, "pre-commit", "try-repo", hooks, hook, "--all-files")
	}

	t.Run("findings", func(t *testing.T) {
		dir := e2etest.CopyModule(t, "testdata/integrations/findings")
		gitRepo(t, dir)
		res := tryRepo(t, dir, "fixturelint")
		res.WantExit(t, 1)
		if !strings.Contains(res.Stdout, "fixturelint") || !strings.Contains(res.Stdout, "Failed") {
			t.Errorf("pre-commit output:\n%s", res.Stdout)
		}
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), findings...)
	})

	t.Run("clean", func(t *testing.T) {
		dir := e2etest.CopyModule(t, "testdata/integrations/clean")
		gitRepo(t, dir)
		res := tryRepo(t, dir, "fixturelint")
		res.WantExit(t, 0)
		if !strings.Contains(res.Stdout, "Passed") {
			t.Errorf("pre-commit output:\n%s", res.Stdout)
		}
	})

	t.Run("fix", func(t *testing.T) {
		dir := e2etest.CopyModule(t, "testdata/integrations/findings")
		gitRepo(t, dir)
		file := filepath.Join(dir, "api", "api_test.go")

		// The fix hook rewrites the files, so pre-commit fails the run and reports it.
		res := tryRepo(t, dir, "fixturelint-fix")
		res.WantExit(t, 1)
		if !strings.Contains(res.Stdout, "files were modified by this hook") {
			t.Errorf("pre-commit output:\n%s", res.Stdout)
		}
		if got := readFile(t, file); strings.Count(got, fixedTest) != 2 {
			t.Fatalf("fix hook did not fix %s:\n%s", file, got)
		}

		// Nothing left to fix: the rerun passes, and the fixed module's tests pass.
		e2etest.Run(t, dir, nil, "git", "add", "-A").WantExit(t, 0)
		res = tryRepo(t, dir, "fixturelint-fix")
		res.WantExit(t, 0)
		e2etest.Run(t, dir, nil, "go", "test", "-count=1", "./...").WantExit(t, 0)

		// The report hook still shows the finding that has no fix.
		res = tryRepo(t, dir, "fixturelint")
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), directiveFinding)
	})
	// The alternative for modules that pin fixturelint with a go.mod tool directive: a local
	// hook that runs go tool fixturelint.
	t.Run("local go tool", func(t *testing.T) {
		dir := e2etest.CopyModule(t, "testdata/integrations/tooluser")
		e2etest.Run(t, dir, nil, "go", "mod", "tidy").WantExit(t, 0)
		write(t, filepath.Join(dir, ".pre-commit-config.yaml"), `repos:
  - repo: local
    hooks:
      - id: fixturelint
        name: fixturelint
        language: system
        entry: go tool fixturelint
        args: ["./..."]
        types: [go]
        pass_filenames: false
        require_serial: true
`)
		gitRepo(t, dir)
		res := e2etest.Run(t, dir, env, "pre-commit", "run", "--all-files")
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), toolUserFinding)
	})
}
