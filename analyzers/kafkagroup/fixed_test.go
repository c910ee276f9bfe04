package kafkagroup_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/kafkagroup"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestFixedCompiles replaces the fix package's files with their .golden files, checks that
// the result compiles, and that the analyzer then reports only the findings that had no
// fix: the fixes are idempotent.
func TestFixedCompiles(t *testing.T) {
	dir := t.TempDir()
	if err := e2etest.CopyDir(realModule(t), dir); err != nil {
		t.Fatal(err)
	}
	goldens, _ := filepath.Glob(filepath.Join(dir, "fix", "*.golden"))
	if len(goldens) == 0 {
		t.Fatal("no golden files")
	}
	want := regexp.MustCompile(`[ \t]*// want .*`)
	for _, g := range goldens {
		data, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(strings.TrimSuffix(g, ".golden"), want.ReplaceAll(data, nil), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	cmd := exec.Command("go", "vet", "-composites=false", "./fix")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("fixed package does not compile: %v\n%s", err, out)
	}

	setFlag(t, "strict", "true")
	rec := &recorder{}
	analysistest.Run(rec, dir, kafkagroup.Analyzer, "./fix")
	var unfixable int
	for _, e := range rec.errors {
		if strings.Contains(e, "unexpected diagnostic") && strings.Contains(e, "no fix:") {
			unfixable++
			continue
		}
		t.Errorf("after the fixes: %s", e)
	}
	// TestUnnamed shared its group with TestInnerShadow, which the fixes give its own: in
	// strict mode, its join alone is still a finding.
	if unfixable != 6 {
		t.Errorf("after the fixes: %d findings without a fix remain, want 6 (startWithoutT, TestLocalVariable, TestUnnamed, TestAsserted, TestNamedAfterGroup, TestGokaPersist):\n%s", unfixable, strings.Join(rec.errors, "\n"))
	}
}

type recorder struct{ errors []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
