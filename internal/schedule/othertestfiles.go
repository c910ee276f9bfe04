package schedule

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

// OtherTestFiles returns the _test.go files of the package's directory that this pass does
// not analyse, parsed once per pass: the external test package's (package p_test) when this
// is the package, the package's own when this is the external test package, and files that
// build constraints leave out. go test links both test packages into one binary, so what
// they do counts, but their syntax is all the engine has of them. Without test files in the
// pass (no test binary) and for unreadable files, there are none.
func (e *Source) OtherTestFiles() []*ast.File {
	if e.otherTests != nil {
		return e.otherTests
	}
	e.otherTests = []*ast.File{}
	analysed := make(map[string]bool)
	dir := ""
	for _, f := range e.pass.Files {
		name := e.pass.Fset.File(f.Pos()).Name()
		analysed[name] = true
		if dir == "" && IsTestFile(e.pass, f) {
			dir = filepath.Dir(name)
		}
	}
	if dir == "" {
		return e.otherTests
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return e.otherTests
	}
	for _, entry := range entries {
		path := filepath.Join(dir, entry.Name())
		if entry.IsDir() || !strings.HasSuffix(entry.Name(), "_test.go") || analysed[path] {
			continue
		}
		if f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution); err == nil {
			e.otherTests = append(e.otherTests, f)
		}
	}
	return e.otherTests
}
