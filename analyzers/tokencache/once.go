package tokencache

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// onceBodies is the package fact listing the bodies of the functions that a package runs
// under a sync.Once (once.Do(f), sync.OnceFunc(f), sync.OnceValue(f), sync.OnceValues(f)):
// a write there is initialization, not a refresh.
type onceBodies struct {
	Spans []span
}

func (*onceBodies) AFact() {}

func (f *onceBodies) String() string { return "onceBodies" }

// span is a source range in one file.
type span struct {
	File                       string
	Line, Col, EndLine, EndCol int
}

func (s span) contains(p token.Position) bool {
	if p.Filename != s.File {
		return false
	}
	if p.Line < s.Line || p.Line == s.Line && p.Column < s.Col {
		return false
	}
	return p.Line < s.EndLine || p.Line == s.EndLine && p.Column <= s.EndCol
}

// findOnceBodies returns the spans of the package's once-guarded function bodies, and
// exports them as a package fact when there are any.
func findOnceBodies(pass *analysis.Pass) []span {
	if !imports(pass.Pkg, "sync") {
		return nil
	}
	decls := make(map[*types.Func]*ast.FuncDecl)
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					decls[fn] = fd
				}
			}
		}
	}
	var spans []span
	add := func(n ast.Node) {
		start, end := pass.Fset.Position(n.Pos()), pass.Fset.Position(n.End())
		spans = append(spans, span{File: start.Filename, Line: start.Line, Col: start.Column, EndLine: end.Line, EndCol: end.Column})
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || !isOnceCall(pass.TypesInfo, call) {
				return true
			}
			switch arg := ast.Unparen(call.Args[0]).(type) {
			case *ast.FuncLit:
				add(arg.Body)
			case *ast.Ident, *ast.SelectorExpr:
				if fn, ok := typeutil.Callee(pass.TypesInfo, &ast.CallExpr{Fun: arg}).(*types.Func); ok {
					if fd := decls[fn]; fd != nil {
						add(fd.Body)
					}
				}
			}
			return true
		})
	}
	if len(spans) > 0 {
		pass.ExportPackageFact(&onceBodies{Spans: spans})
	}
	return spans
}

// isOnceCall reports whether call is (*sync.Once).Do or sync.OnceFunc/OnceValue/OnceValues.
func isOnceCall(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return false
	}
	switch fn.Name() {
	case "OnceFunc", "OnceValue", "OnceValues":
		return true
	case "Do":
		recv := fn.Signature().Recv()
		return recv != nil && isNamed(derefType(recv.Type()), "sync", "Once")
	}
	return false
}

func derefType(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// onceSet answers whether an access runs under a sync.Once, in this package or in any
// package it depends on.
type onceSet []span

func loadOnceSet(pass *analysis.Pass, local []span) onceSet {
	set := onceSet(local)
	for _, pf := range pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*onceBodies); ok && pf.Package != pass.Pkg {
			set = append(set, f.Spans...)
		}
	}
	return set
}

func (s onceSet) guards(a *parallel.Access) bool {
	for _, sp := range s {
		if sp.contains(a.Site) {
			return true
		}
		for _, step := range a.Via {
			if sp.contains(step.Pos) {
				return true
			}
		}
	}
	return false
}

func imports(pkg *types.Package, path string) bool {
	if pkg == nil {
		return false
	}
	if pkg.Path() == path {
		return true
	}
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return true
		}
	}
	return false
}
