package kafkagroup_test

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestRules covers the rules in the default mode: which joins of a group Go's test
// scheduler may run at the same time (parallel), sequential reuse (reused), and one
// finding per helper that many tests call.
func TestRules(t *testing.T) {
	results := analysistest.Run(t, realModule(t), kafkagroup.Analyzer, "./scheduler", "./reused", "./pubsubsuite", "./testconf", "./ginkgospecs", "./ginkgofocus", "./metadataonly", "./wrappers", "./groupprotocol", "./groupspecs", "./groupservice", "./consumer", "./bus", "./handedon", "./handedon/settings", "./inbound", "./brokeriface", "./brokeriface/broker", "./manualharness", "./signalclosed")

	// The helper that five tests call is one finding naming three of them, then the rest.
	var related []string
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if strings.Contains(d.Message, `"inventory"`) {
				for _, rel := range d.Related {
					related = append(related, rel.Message)
				}
			}
		}
	}
	want := "called by TestInventoryA|also used by TestInventoryB|also used by TestInventoryC|and 2 more"
	if got := strings.Join(related, "|"); got != want {
		t.Errorf("related information of the helper's finding:\n got %s\nwant %s", got, want)
	}

	// The tests whose consumers never join the group are named by no finding, as joining
	// or as the other tests that join: a helper's consumer joins in its callers that make it.
	neverJoin := regexp.MustCompile(`\b(TestReturned|TestReturnedOffsets|TestConfigMetadata|TestConfigWatermarks|TestClosedAsInterface|TestEitherBranchClosed|TestCountBefore|TestCountAfter)\b`)
	for _, r := range results {
		if r.Pass.Pkg.Path() != "example.com/real/metadataonly" {
			continue
		}
		for _, d := range r.Diagnostics {
			texts := []string{d.Message}
			for _, rel := range d.Related {
				texts = append(texts, rel.Message)
			}
			for _, text := range texts {
				if m := neverJoin.FindString(text); m != "" {
					t.Errorf("%s: %q names %s, whose consumer never joins", r.Pass.Fset.Position(d.Pos), text, m)
				}
			}
		}
	}
}

// TestStrict covers every sink, what counts as constant, cross-package helpers, brokers of
// a test's own and what is not reported. In strict mode every constant join is reported, so
// each case needs no concurrent partner. One run loads the standard library once for all
// packages.
func TestStrict(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.Run(t, realModule(t), kafkagroup.Analyzer,
		"./strict", "./sinks", "./constants", "./crosspkg", "./crosspkg/testutil", "./brokers", "./varconfig", "./gokagraph", "./idlestrict")
}

// TestLibraryOwnTests analyses the real libraries' own packages with test files of
// testdata/libtests added in place of the libraries' own tests (a copy of the module at the
// version testdata/real pins): the package that declares a sink is relevant to its own
// tests (kafka-go: a reader of the library's tests that joins a constant group is
// reported, one without a group is not), and sarama's protocol tests, which build every
// request with a constant group and only encode it, join nothing.
func TestLibraryOwnTests(t *testing.T) {
	setFlag(t, "strict", "true")
	for _, mod := range []string{"github.com/segmentio/kafka-go", "github.com/IBM/sarama"} {
		t.Run(mod, func(t *testing.T) {
			dir := libraryWithCases(t, mod)
			analysistest.Run(t, dir, kafkagroup.Analyzer, ".")
		})
	}
}

// libraryWithCases copies the module mod, at the version testdata/real/go.mod requires,
// from the module cache to a temporary directory, without its own test files, adds the
// files of testdata/libtests/<mod>, and returns the directory.
func libraryWithCases(t *testing.T, mod string) string {
	t.Helper()
	real := realModule(t)
	data, err := os.ReadFile(filepath.Join(real, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := modfile.Parse("go.mod", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var version string
	for _, r := range f.Require {
		if r.Mod.Path == mod {
			version = r.Mod.Version
		}
	}
	if version == "" {
		t.Fatalf("testdata/real/go.mod does not require %s", mod)
	}
	cmd := exec.Command("go", "mod", "download", "-json", mod+"@"+version)
	cmd.Dir = real
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go mod download %s@%s: %v\n%s", mod, version, err, out)
	}
	var info struct{ Dir string }
	if err := json.Unmarshal(out, &info); err != nil || info.Dir == "" {
		t.Fatalf("go mod download %s@%s: no directory in %s", mod, version, out)
	}
	dir := t.TempDir()
	if err := e2etest.CopyDir(info.Dir, dir); err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		return os.Remove(path)
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := e2etest.CopyDir(filepath.Join(analysistest.TestData(), "libtests", filepath.FromSlash(mod)), dir); err != nil {
		t.Fatal(err)
	}
	e2etest.DownloadModules(t, dir)
	return dir
}

func TestCustomSinks(t *testing.T) {
	setFlag(t, "strict", "true")
	setFlag(t, "sinks", "example.com/queue.Subscribe:1,example.com/queue.Client.Join:0,example.com/queue.Config.Group,example.com/queue.Client.Send:0.Group")
	analysistest.Run(t, analysistest.TestData(), kafkagroup.Analyzer, "customsinks")
}

// realModule returns the testdata module testdata/real, whose packages use the real Kafka
// clients (IBM and Shopify sarama, kafka-go, franz-go, confluent-kafka-go v1 and v2, goka,
// watermill-kafka), testcontainers, gomock, Ginkgo and testify at the versions its go.mod
// pins, once they are in the module cache.
func realModule(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(analysistest.TestData(), "real")
	e2etest.DownloadModules(t, dir)
	return dir
}

// setFlag sets the check's flag name to value until t ends.
func setFlag(t *testing.T, name, value string) { e2etest.SetFlag(t, kafkagroup.Analyzer, name, value) }

// TestReaderJoin checks segmentio/kafka-go's reader, whose NewReader joins the group itself:
// each join is reported once, at the modelled kafka.ReaderConfig.GroupID, in both modes.
func TestReaderJoin(t *testing.T) {
	analysistest.Run(t, realModule(t), kafkagroup.Analyzer, "./readerjoin")
	setFlag(t, "strict", "true")
	analysistest.Run(t, realModule(t), kafkagroup.Analyzer, "./readerjoinstrict")
}

// TestCrossPackageIdle checks that a sarama consumer that another package's constructor
// builds and the test only closes is not reported in strict mode: the constructor's
// package tells, as a fact, that its code reads no position.
func TestCrossPackageIdle(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.Run(t, realModule(t), kafkagroup.Analyzer, "./idlecrosspkg")
}

// TestFixes checks the suggested fixes against the .golden files. Strict mode reports every
// constant join, so that each fix is checked whatever rule reports it.
func TestFixes(t *testing.T) {
	setFlag(t, "strict", "true")
	analysistest.RunWithSuggestedFixes(t, realModule(t), kafkagroup.Analyzer, "./fix")
}

// TestSuiteFixes checks the fixes of the constructors that a shared suite runs in parallel
// subtests, in the default mode.
func TestSuiteFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, realModule(t), kafkagroup.Analyzer, "./pubsubsuite")
}
