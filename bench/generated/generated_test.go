package generated_test

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/bench/generated"
	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// The smallest size bench/run.sh --scaling measures.
const lines = 10000

// TestWrite type-checks the package with its test file, in both layouts.
func TestWrite(t *testing.T) {
	for _, layout := range []generated.Layout{generated.Single, generated.Split} {
		t.Run(string(layout), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			st, err := generated.Write(dir, lines, layout)
			if err != nil {
				t.Fatal(err)
			}
			if st.Lines < lines || st.Lines > lines*11/10 {
				t.Errorf("%d lines, want about %d", st.Lines, lines)
			}
			if layout == generated.Single && st.Files != 1 || layout == generated.Split && st.Files < lines/(2*generated.FileLines) {
				t.Errorf("%d files in the %s layout", st.Files, layout)
			}
			files, _ := filepath.Glob(filepath.Join(dir, generated.Dir, "*.go"))
			if len(files) != st.Files+1 {
				t.Errorf("%d Go files, want %d and a test file", len(files), st.Files)
			}
			// The package with its test file: the test variant go vet vets.
			fset := token.NewFileSet()
			var syntax []*ast.File
			for _, name := range files {
				f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
				if err != nil {
					t.Fatal(err)
				}
				syntax = append(syntax, f)
			}
			conf := types.Config{Importer: exportImporter(t, fset, syntax), GoVersion: "go1.26"}
			if _, err := conf.Check(generated.Module+"/"+generated.Dir, fset, syntax, nil); err != nil {
				t.Error(err)
			}
		})
	}
}

// exportImporter returns an importer of the packages files import, from the export data that
// one go list command finds or builds (the gc importer alone runs go list once per package).
func exportImporter(t *testing.T, fset *token.FileSet, files []*ast.File) types.Importer {
	t.Helper()
	args := []string{"list", "-export", "-deps", "-f", "{{.ImportPath}}={{.Export}}"}
	seen := map[string]bool{}
	for _, f := range files {
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); !seen[p] {
				seen[p] = true
				args = append(args, p)
			}
		}
	}
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go %s: %v", strings.Join(args, " "), err)
	}
	exports := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, file, _ := strings.Cut(line, "=")
		exports[path] = file
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		if exports[path] == "" {
			return nil, fmt.Errorf("no export data for %q", path)
		}
		return os.Open(exports[path])
	})
}

// TestVetAndRun vets the split layout with the no-op vet tool, as bench/run.sh does, and runs
// the tests of the smallest package (one resource): the client works against an httptest
// server.
func TestVetAndRun(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	dir := t.TempDir()
	vetted, small := filepath.Join(dir, "vetted"), filepath.Join(dir, "small")
	if _, err := generated.Write(vetted, lines, generated.Split); err != nil {
		t.Fatal(err)
	}
	if _, err := generated.Write(small, 1, generated.Single); err != nil {
		t.Fatal(err)
	}
	noop := filepath.Join(dir, "noop")
	e2etest.Run(t, e2etest.Root(t), nil, "go", "build", "-o", noop, "./bench/cmd/noop").WantExit(t, 0)
	e2etest.Run(t, vetted, nil, "go", "vet", "-vettool="+noop, "-noop.nonce=test", "./...").WantExit(t, 0)
	e2etest.Run(t, small, nil, "go", "test", "-count=1", "./...").WantExit(t, 0)
}
