package schedule

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// IsTestFile reports whether file is a _test.go file.
func IsTestFile(pass *analysis.Pass, file *ast.File) bool {
	return strings.HasSuffix(pass.Fset.File(file.Pos()).Name(), "_test.go")
}

// HasTestFiles reports whether the package has _test.go files.
func HasTestFiles(pass *analysis.Pass) bool {
	for _, f := range pass.Files {
		if IsTestFile(pass, f) {
			return true
		}
	}
	return false
}

// FindTests returns the package's test functions, as `go test` finds them: in _test.go files,
// without receiver or type parameters, named Prefix or PrefixXxx (Xxx not starting with a
// lower-case letter), with exactly the parameter `go test` passes and no results.
func FindTests(pass *analysis.Pass) []*Test {
	var tests []*Test
	for _, file := range pass.Files {
		if !IsTestFile(pass, file) {
			continue
		}
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Body == nil || fd.Type.TypeParams != nil {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if kind, ok := testKind(fd.Name.Name, fn.Type().(*types.Signature)); ok {
				tests = append(tests, &Test{Name: fd.Name.Name, Kind: kind, Decl: fd, Func: fn})
			}
		}
	}
	setRunOrder(pass.Fset, tests)
	return tests
}

// setRunOrder numbers tests in the order go test runs them: the generated main lists the
// test files by name, as go list sorts them, and each file's tests in source order. The
// parser's file order is usually the same, but a driver may hand the files in another.
func setRunOrder(fset *token.FileSet, tests []*Test) {
	byRun := slices.Clone(tests)
	sort.SliceStable(byRun, func(i, j int) bool {
		pi, pj := fset.Position(byRun[i].Decl.Pos()), fset.Position(byRun[j].Decl.Pos())
		if bi, bj := filepath.Base(pi.Filename), filepath.Base(pj.Filename); bi != bj {
			return bi < bj
		}
		return pi.Offset < pj.Offset
	})
	for i, t := range byRun {
		t.Order = i
	}
}

func testKind(name string, sig *types.Signature) (Kind, bool) {
	if sig.Params().Len() != 1 || sig.Results().Len() != 0 {
		return 0, false
	}
	param := sig.Params().At(0).Type()
	switch {
	case name == "TestMain" && gocode.IsTestingType(param, "M"):
		return KindMain, true
	case hasTestPrefix(name, "Test") && gocode.IsTestingType(param, "T"):
		return KindTest, true
	case hasTestPrefix(name, "Benchmark") && gocode.IsTestingType(param, "B"):
		return KindBenchmark, true
	case hasTestPrefix(name, "Fuzz") && gocode.IsTestingType(param, "F"):
		return KindFuzz, true
	}
	return 0, false
}

func hasTestPrefix(name, prefix string) bool {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return !unicode.IsLower(r)
}

// FirstParam returns the variable of a function's first parameter, or nil if it is unnamed.
func FirstParam(info *types.Info, ft *ast.FuncType) *types.Var {
	if ft.Params == nil || len(ft.Params.List) == 0 || len(ft.Params.List[0].Names) == 0 {
		return nil
	}
	v, _ := info.Defs[ft.Params.List[0].Names[0]].(*types.Var)
	if v != nil && v.Name() == "_" {
		return nil
	}
	return v
}
