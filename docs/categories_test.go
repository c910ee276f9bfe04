package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint"
)

// sources maps each analyzer to the directory of the code that reports its diagnostics.
var sources = map[string]string{
	"sharedclient": "../analyzers/sharedclient",
	"tokencache":   "../analyzers/tokencache",
	"kafkagroup":   "../analyzers/kafkagroup",
	"fixturelint":  "../internal/directives", // the engine reports only malformed directives
}

// TestCategoriesMatchCode checks Categories against the analyzers' code: the categories of
// each check are exactly the strings its code gives the Category of a diagnostic.
func TestCategoriesMatchCode(t *testing.T) {
	for _, a := range fixturelint.Analyzers() {
		dir, ok := sources[a.Name]
		if !ok {
			t.Errorf("no source directory known for analyzer %s", a.Name)
			continue
		}
		var listed []string
		for _, c := range CategoriesOf(a.Name) {
			listed = append(listed, c.Name)
		}
		slices.Sort(listed)
		if got := reportedCategories(t, dir); !slices.Equal(got, listed) {
			t.Errorf("%s: the code reports categories %q, Categories lists %q", a.Name, got, listed)
		}
	}
}

// TestCategoryModes checks that the flag that turns each category on exists, that a check
// with a -strict flag has a category that only it reports, and that the check's
// documentation describes each category.
func TestCategoryModes(t *testing.T) {
	for _, a := range fixturelint.Analyzers() {
		strict := false
		for _, c := range CategoriesOf(a.Name) {
			if c.Mode != "" && a.Flags.Lookup(c.Mode) == nil {
				t.Errorf("%s: category %q is reported with %s, which is not a flag of the check", a.Name, c.Name, c.Flag())
			}
			strict = strict || c.Mode == "strict"
			if !strings.Contains(a.Doc, c.Name) {
				t.Errorf("%s: the documentation does not mention category %q", a.Name, c.Name)
			}
		}
		if has := a.Flags.Lookup("strict") != nil; has != strict {
			t.Errorf("%s: -strict flag %v, categories only strict mode reports %v", a.Name, has, strict)
		}
	}
}

// reportedCategories returns the string constants that the non-test Go files in dir give
// a diagnostic's Category: as the value of a Category field, or of a field, variable or
// parameter whose value the code gives a Category field (cat, category).
func reportedCategories(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var parsed []*ast.File
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}

	consts := map[string]string{} // package-level string constants
	carriers := map[string]bool{"Category": true}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if i < len(n.Values) {
						if s, ok := stringLit(n.Values[i]); ok {
							consts[name.Name] = s
						}
					}
				}
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Category" {
					if v, ok := n.Value.(*ast.Ident); ok {
						carriers[v.Name] = true
					}
				}
			}
			return true
		})
	}
	// Which parameter of each function carries a category.
	params := map[string]int{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			i := 0
			for _, field := range fd.Type.Params.List {
				for _, name := range field.Names {
					if carriers[name.Name] {
						params[fd.Name.Name] = i
					}
					i++
				}
			}
		}
	}

	found := map[string]bool{}
	add := func(e ast.Expr) {
		if s, ok := stringLit(e); ok {
			found[s] = true
		} else if id, ok := e.(*ast.Ident); ok && consts[id.Name] != "" {
			found[consts[id.Name]] = true
		}
	}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && carriers[k.Name] {
					add(n.Value)
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if i < len(n.Rhs) && carriers[lastName(lhs)] {
						add(n.Rhs[i])
					}
				}
			case *ast.CallExpr:
				if i, ok := params[lastName(n.Fun)]; ok && i < len(n.Args) {
					add(n.Args[i])
				}
			}
			return true
		})
	}
	return slices.Sorted(maps.Keys(found))
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// lastName is the name of an identifier or of a selector's field or method.
func lastName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}
