package e2e

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestHelp checks that help describes fixturelint alone: its modes, each check with its
// categories and flags, the build flags it passes to go vet, its exit statuses and where
// the documentation is; and that help CHECK still prints a check's documentation.
func TestHelp(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	res := e2etest.Run(t, t.TempDir(), nil, bin, "help")
	res.WantExit(t, 0)
	for _, want := range []string{
		"fixturelint ./...", "-fix -diff", "-json", "-sarif", "-standalone", "go vet -vettool=", "go fix -fixtool=",
		"sharedclient: ", "mutated, stateful, global-default, global-mock,", "categories with -sharedclient.strict: shared",
		"-sharedclient.types", "tokencache: ", "racy-write, refreshed, shared-source", "-tokencache.names",
		"kafkagroup: ", "categories: parallel, reused", "-kafkagroup.sinks", "fixturelint: ", "categories: directive",
		"-tags tag,list", "-C dir", "-trimpath", "Exit status:", "3    findings, with -standalone",
		"https://github.com/fixturelint/fixturelint/tree/main/docs", "'fixturelint help sharedclient'",
	} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("help does not mention %q:\n%s", want, res.Stdout)
		}
	}
	// Nothing of the analysis framework's generic help, nor its legacy flags.
	for _, unwanted := range []string{"Printf call", "strings.Split", "no effect (deprecated)", "Core flags", "-fixturelint.nonce"} {
		if strings.Contains(res.Stdout, unwanted) {
			t.Errorf("help mentions %q:\n%s", unwanted, res.Stdout)
		}
	}
	if dash := e2etest.Run(t, t.TempDir(), nil, bin, "-help"); dash.ExitCode != 0 || dash.Stdout != res.Stdout {
		t.Errorf("-help: exit %d, output differs from help:\n%s%s", dash.ExitCode, dash.Stdout, dash.Stderr)
	}

	// help CHECK prints the check's page, as docs/checks/CHECK.md holds it.
	res = e2etest.Run(t, t.TempDir(), nil, bin, "help", "kafkagroup")
	res.WantExit(t, 0)
	page, err := os.ReadFile(filepath.Join(e2etest.Root(t), "docs", "checks", "kafkagroup.md"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Stdout != string(page) {
		t.Errorf("help kafkagroup does not print docs/checks/kafkagroup.md:\n%s", res.Stdout)
	}
	for _, want := range []string{"kafkagroup: report constant Kafka consumer group IDs", "-kafkagroup.strict", "Consumers in one group split the topic's partitions"} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("help kafkagroup does not mention %q:\n%s", want, res.Stdout)
		}
	}
}

// TestUsage checks that an empty command line prints a short usage on stderr and exits 2,
// as go vet does with bad arguments, and that a bad flag exits 2.
func TestUsage(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	res := e2etest.Run(t, t.TempDir(), nil, e2etest.Binary(t))
	res.WantExit(t, 2)
	if res.Stdout != "" || !strings.HasPrefix(res.Stderr, "usage: fixturelint ") || !strings.Contains(res.Stderr, "'fixturelint help'") || strings.Count(res.Stderr, "\n") > 6 {
		t.Errorf("usage:\nstdout:\n%s\nstderr:\n%s", res.Stdout, res.Stderr)
	}

	// A bad flag exits 2 too, under go vet and with -standalone, which prints the short
	// usage rather than every flag of the analysis framework.
	dir := e2etest.CopyModule(t, "testdata/integrations/clean")
	e2etest.Run(t, dir, nil, e2etest.Binary(t), "-nosuchflag", "./...").WantExit(t, 2)
	res = e2etest.Run(t, dir, nil, e2etest.Binary(t), "-standalone", "-nosuchflag", "./...")
	res.WantExit(t, 2)
	if !strings.Contains(res.Stderr, "usage: fixturelint ") || strings.Contains(res.Stderr, "deprecated") {
		t.Errorf("-standalone with a bad flag:\n%s", res.Stderr)
	}
}

// fullVersion is the form of go vet's -V=full protocol that go vet caches results by: "devel"
// and a build ID that changes with the executable.
var fullVersion = regexp.MustCompile(`^\S+ version devel .* buildID=[0-9a-f]{64}\n$`)

// TestVersion checks what `fixturelint version` and -V print for each way of building the
// command, and that -V=full keeps to go vet's protocol. TestGoVet checks that go vet's
// cache works with it.
func TestVersion(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	goVersion := " " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + "\n"
	check := func(t *testing.T, bin, wantVersion string) {
		t.Helper()
		want := "fixturelint version " + wantVersion + goVersion
		for _, arg := range []string{"version", "-V"} {
			res := e2etest.Run(t, t.TempDir(), nil, bin, arg)
			res.WantExit(t, 0)
			if res.Stdout != want {
				t.Errorf("%s %s = %q, want %q", bin, arg, res.Stdout, want)
			}
		}
		res := e2etest.Run(t, t.TempDir(), nil, bin, "-V=full")
		res.WantExit(t, 0)
		if !fullVersion.MatchString(res.Stdout) {
			t.Errorf("%s -V=full = %q, want the form %s", bin, res.Stdout, fullVersion)
		}
	}

	t.Run("release", func(t *testing.T) {
		t.Parallel()
		check(t, installRelease(t, "v0.9.9"), "v0.9.9")
	})
	t.Run("no version control", func(t *testing.T) {
		t.Parallel()
		check(t, build(t, "-buildvcs=false"), "devel")
	})
	t.Run("checkout", func(t *testing.T) {
		t.Parallel()
		if _, err := exec.LookPath("git"); err != nil {
			t.Skip("git is not installed")
		}
		// A clone of its own: the go command records no revision in a git worktree.
		dir := t.TempDir()
		copySources(t, e2etest.Root(t), dir)
		git := func(args ...string) string {
			res := e2etest.Run(t, dir, nil, "git", append([]string{"-c", "user.name=test", "-c", "user.email=test@example.com"}, args...)...)
			res.WantExit(t, 0)
			return strings.TrimSpace(res.Stdout)
		}
		git("init", "-q")
		git("add", "-A")
		git("commit", "-q", "-m", "fixturelint")
		rev := git("rev-parse", "HEAD")[:12]
		bin := filepath.Join(t.TempDir(), "fixturelint")
		e2etest.Run(t, dir, nil, "go", "build", "-buildvcs=true", "-o", bin, "./cmd/fixturelint").WantExit(t, 0)
		res := e2etest.Run(t, t.TempDir(), nil, bin, "version")
		res.WantExit(t, 0)
		// The go command records a pseudo-version that ends in the revision's first 12
		// digits.
		if want := regexp.MustCompile(`^fixturelint version v0\.0\.0-\d{14}-` + rev + " "); !want.MatchString(res.Stdout) {
			t.Errorf("version of a checkout build = %q, want a pseudo-version of %s", res.Stdout, rev)
		}
	})
}

// copySources copies the module at root into dir, without version control data and
// testdata, which building the command does not need.
func copySources(t *testing.T, root, dir string) {
	t.Helper()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == ".git" || d.Name() == "testdata" {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// build builds the command from this checkout with extra go build flags.
func build(t *testing.T, flags ...string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "fixturelint")
	args := append(append([]string{"build"}, flags...), "-o", bin, "./cmd/fixturelint")
	e2etest.Run(t, e2etest.Root(t), nil, "go", args...).WantExit(t, 0)
	return bin
}

// installRelease runs `go install .../cmd/fixturelint@version` as a user does, against a
// module proxy in a directory that serves this checkout as that version, and the module
// cache's downloads for the dependencies (so nothing is fetched from the network). It uses a
// module cache of its own, so the made-up version never reaches the real one.
func installRelease(t *testing.T, version string) string {
	t.Helper()
	tmp := t.TempDir()
	proxy := filepath.Join(tmp, "proxy", e2etest.ModulePath, "@v")
	if err := os.MkdirAll(proxy, 0o755); err != nil {
		t.Fatal(err)
	}
	root := e2etest.Root(t)
	f, err := os.Create(filepath.Join(proxy, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	if err := zip.CreateFromDir(f, module.Version{Path: e2etest.ModulePath, Version: version}, root); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"list":            version + "\n",
		version + ".info": `{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`,
		version + ".mod":  string(gomod),
	} {
		if err := os.WriteFile(filepath.Join(proxy, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	downloads := filepath.Join(strings.TrimSpace(string(out)), "cache", "download")
	bin := filepath.Join(tmp, "bin")
	env := []string{
		"GOPROXY=file://" + filepath.Join(tmp, "proxy") + ",file://" + downloads,
		"GOSUMDB=off",
		"GOMODCACHE=" + filepath.Join(tmp, "modcache"),
		"GOFLAGS=-modcacherw",
		"GOBIN=" + bin,
		"GOTOOLCHAIN=local",
	}
	e2etest.Run(t, tmp, env, "go", "install", "-trimpath", e2etest.ModulePath+"/cmd/fixturelint@"+version).WantExit(t, 0)
	return filepath.Join(bin, "fixturelint")
}

// TestDirFlag runs the command with go's -C flag, which go vet accepts only first.
func TestDirFlag(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	dir := e2etest.CopyModule(t, "testdata/integrations/findings")
	res := e2etest.Run(t, t.TempDir(), nil, e2etest.Binary(t), "-C", dir, "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr), findings...)
}
