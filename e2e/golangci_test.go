package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// golangciGate enables TestGolangciPlugin; .ci/steps/20-golangci-plugin.sh sets it.
const golangciGate = "FIXTURELINT_E2E_GOLANGCI"

// golangciVersion is the golangci-lint release the plugin is built into.
const golangciVersion = "v2.15.0"

// buildCustomGCL builds a golangci-lint binary with the fixturelint plugin the way
// `golangci-lint custom` does: a main module requiring golangci-lint, whose main.go is
// golangci-lint's own cmd/golangci-lint/main.go (taken from the module cache) and whose
// plugins.go blank-imports the plugin, with this checkout replacing the plugin's module.
func buildCustomGCL(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	gomod := "module fixturelint.test/custom-gcl\n\ngo 1.26.0\n\n" +
		"require (\n\tgithub.com/golangci/golangci-lint/v2 " + golangciVersion + "\n\t" + e2etest.ModulePath + " v0.0.0\n)\n\n" +
		"replace " + e2etest.ModulePath + " => " + e2etest.Root(t) + "\n"
	write(t, filepath.Join(dir, "go.mod"), gomod)

	res := e2etest.Run(t, dir, nil, "go", "mod", "download", "-json", "github.com/golangci/golangci-lint/v2@"+golangciVersion)
	res.WantExit(t, 0)
	var mod struct{ Dir string }
	if err := json.Unmarshal([]byte(res.Stdout), &mod); err != nil || mod.Dir == "" {
		t.Fatalf("go mod download: %v\n%s", err, res.Stdout)
	}
	main, err := os.ReadFile(filepath.Join(mod.Dir, "cmd", "golangci-lint", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "main.go"), string(main))
	write(t, filepath.Join(dir, "plugins.go"), "package main\n\nimport _ \""+e2etest.ModulePath+"/plugin\"\n")

	e2etest.Run(t, dir, nil, "go", "mod", "tidy").WantExit(t, 0)
	bin := filepath.Join(dir, "custom-gcl")
	ldflags := "-X main.version=" + strings.TrimPrefix(golangciVersion, "v") + "-custom-gcl -X main.date=custom"
	e2etest.Run(t, dir, nil, "go", "build", "-ldflags", ldflags, "-o", bin, ".").WantExit(t, 0)
	res = e2etest.Run(t, dir, nil, bin, "version")
	res.WantExit(t, 0)
	t.Logf("%s", res.Stdout)
	return bin
}

func write(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// golangciConfig returns a .golangci.yml that enables only fixturelint, with settings (YAML
// lines indented for the settings block).
func golangciConfig(settings string) string {
	return `version: "2"
linters:
  default: none
  enable:
    - fixturelint
  settings:
    custom:
      fixturelint:
        type: module
        description: test fixtures that leak state between parallel tests
        original-url: github.com/fixturelint/fixturelint
        settings:
` + settings
}

// gcl turns a finding pattern of the go vet tests ("FILE:LINE: ^MESSAGE$") into one for
// golangci-lint's output, which puts the analyzer's name before the message when it is not
// the linter's, and the linter's name after it.
func gcl(analyzer, finding string) string {
	pos, msg, _ := strings.Cut(finding, ": ^")
	prefix := ""
	if analyzer != "fixturelint" {
		prefix = regexp.QuoteMeta(analyzer + ": ")
	}
	return pos + ": ^" + prefix + strings.TrimSuffix(msg, "$") + ` \(fixturelint\)$`
}

// golangci-lint reports a diagnostic's related information as issues of their own.
var (
	gclDirective  = gcl("fixturelint", directiveFinding)
	gclAlice      = gcl("sharedclient", aliceFinding)
	gclBob        = gcl("sharedclient", bobFinding)
	gclStrict     = gcl("sharedclient", strictFinding)
	gclClientDecl = `api/api_test.go:11: ^sharedclient\(related information\): client is declared here \(fixturelint\)$`
	gclAPIDecl    = `strict/strict_test.go:11: ^sharedclient\(related information\): api is declared here \(fixturelint\)$`
	// Each finding names the other test that uses the client at the same time, at that test's name.
	gclAliceUser = `api/api_test.go:38: ^sharedclient\(related information\): also used by TestAlice \(fixturelint\)$`
	gclBobUser   = `api/api_test.go:49: ^sharedclient\(related information\): also used by TestBob \(fixturelint\)$`
)

func TestGolangciPlugin(t *testing.T) {
	e2etest.Gate(t, golangciGate)
	bin := buildCustomGCL(t)

	// lint copies the findings module, writes the configuration, optionally edits the copy,
	// and runs custom-gcl with its own cache.
	lint := func(t *testing.T, settings string, edit func(dir string), args ...string) (e2etest.Result, string) {
		dir := e2etest.CopyModule(t, "testdata/integrations/findings")
		write(t, filepath.Join(dir, ".golangci.yml"), golangciConfig(settings))
		if edit != nil {
			edit(dir)
		}
		env := []string{"GOLANGCI_LINT_CACHE=" + t.TempDir()}
		args = append(append([]string{"run", "--output.text.print-issued-lines=false", "--show-stats=false"}, args...), "./...")
		return e2etest.Run(t, dir, env, bin, args...), dir
	}

	t.Run("findings", func(t *testing.T) {
		res, _ := lint(t, "          {}\n", nil)
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), gclDirective, gclAlice, gclBob, gclClientDecl, gclAliceUser, gclBobUser)
	})

	t.Run("settings", func(t *testing.T) {
		// strict mode reports the plain shared client too; the engine's directive finding
		// stays when a check is turned off.
		res, _ := lint(t, "          sharedclient:\n            strict: true\n", nil)
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), gclDirective, gclAlice, gclBob, gclClientDecl, gclAliceUser, gclBobUser, gclStrict, gclAPIDecl)

		res, _ = lint(t, "          sharedclient:\n            enable: false\n          tokencache:\n            names: '^(tok|sess)$'\n          kafkagroup:\n            sinks: [example.com/kafka.New:1]\n", nil)
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), gclDirective)
	})

	t.Run("unknown setting", func(t *testing.T) {
		res, _ := lint(t, "          sharedclient:\n            stric: true\n", nil)
		// golangci-lint stops with exit status 3 and the plugin's error.
		if res.ExitCode != 3 || !strings.Contains(res.Stderr, `fixturelint: decoding settings: json: unknown field "stric"`) {
			t.Errorf("unknown setting: exit %d\nstdout:\n%s\nstderr:\n%s", res.ExitCode, res.Stdout, res.Stderr)
		}
	})

	t.Run("nolint", func(t *testing.T) {
		res, _ := lint(t, "          {}\n", func(dir string) {
			file := filepath.Join(dir, "api", "api_test.go")
			src := readFile(t, file)
			bob := strings.Index(src, "func TestBob")
			line := "\tif _, err := client.Get(srv.URL + \"/login\"); err != nil {"
			if bob < 0 || !strings.Contains(src[bob:], line) {
				t.Fatalf("no %q in TestBob", line)
			}
			src = src[:bob] + strings.Replace(src[bob:], line, line+" //nolint:fixturelint // the finding under test", 1)
			write(t, file, src)
		})
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), gclDirective, gclAlice, gclClientDecl, gclAliceUser, gclBobUser)
	})

	t.Run("fix", func(t *testing.T) {
		res, dir := lint(t, "          {}\n", nil, "--fix")
		file := filepath.Join(dir, "api", "api_test.go")
		if got := readFile(t, file); strings.Count(got, fixedTest) != 2 || !strings.Contains(got, "func newClient(t testing.TB) *http.Client {") {
			t.Fatalf("run --fix (exit %d) did not apply the fix:\n%s\nstdout:\n%s\nstderr:\n%s", res.ExitCode, got, res.Stdout, res.Stderr)
		}
		// After the fix only the finding without a fix remains, and the tests pass.
		env := []string{"GOLANGCI_LINT_CACHE=" + t.TempDir()}
		res = e2etest.Run(t, dir, env, bin, "run", "--output.text.print-issued-lines=false", "--show-stats=false", "./...")
		res.WantExit(t, 1)
		e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stdout), gclDirective)
		e2etest.Run(t, dir, nil, "go", "test", "-count=1", "./...").WantExit(t, 0)
	})
}
