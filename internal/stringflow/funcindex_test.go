package stringflow

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// TestMayRunBefore checks which uses of a variable may run before another use in one call
// of a function: the marked uses are the calls of use(...) in the source, named by their
// argument.
func TestMayRunBefore(t *testing.T) {
	const src = `package p

func use(string) {}

func straight() {
	use("a")
	use("b")
}

func looped(xs []int) {
	use("before")
	for range xs {
		use("a")
		use("b")
	}
	use("after")
}

func closure() {
	f := func() { use("a") }
	use("b")
	f()
}

func jumps() {
again:
	use("a")
	use("b")
	goto again
}
`
	cases := []struct {
		fn, use, at string
		want        bool
	}{
		{"straight", "a", "b", true},    // earlier in the source
		{"straight", "b", "a", false},   // later, nothing runs it again
		{"looped", "b", "a", true},      // the next iteration
		{"looped", "after", "a", false}, // after the loop
		{"looped", "a", "before", false},
		{"closure", "b", "a", true}, // the literal is called after b
		{"jumps", "b", "a", true},   // a goto may run a again
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: make(map[*ast.Ident]types.Object)}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	a := &StringFlow{Judge: &groupjoin.Judge{Pass: &analysis.Pass{TypesInfo: info}}, funcIndexes: make(map[*ast.FuncDecl]*funcIndex)}
	for _, c := range cases {
		var decl *ast.FuncDecl
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == c.fn {
				decl = fd
			}
		}
		marks := make(map[string]token.Pos)
		ast.Inspect(decl, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if lit, ok := call.Args[0].(*ast.BasicLit); ok {
					marks[strings.Trim(lit.Value, `"`)] = call.Pos()
				}
			}
			return true
		})
		if got := a.funcIndexOf(decl).mayRunBefore(marks[c.use], marks[c.at]); got != c.want {
			t.Errorf("%s: use(%q) may run before use(%q) = %v, want %v", c.fn, c.use, c.at, got, c.want)
		}
	}
}
