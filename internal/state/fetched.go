package state

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/authsink"
	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file finds where a package-level variable gets a value fetched once for the whole
// test binary (a login in TestMain, a token under sync.Once), rather than a constant.

// A Fetch is where a variable is given a fetched value once for the whole test binary.
type Fetch struct {
	Pos, End token.Pos // the initializer, or the write
	// Init: by the variable's initializer; Once: under sync.Once, in a test or in setup;
	// neither: in TestMain or init (Func).
	Init, Once bool
	Func       string // the function declaration around a write in setup: "TestMain", "init"
	Helper     string // the function of this package whose result is the value, when it is one: "login"
}

// FetchedOnce returns where v is given a fetched value once (IsFetched): its initializer,
// a write in TestMain or init (Result.Setup), one under sync.Once there, or one under
// sync.Once among accs (v's accesses from tests), in that order; nil when v is a constant,
// is assigned where this package's code cannot see, or is never assigned.
func FetchedOnce(r *parallel.Result, pass *analysis.Pass, v *types.Var, accs []*flow.Access) *Fetch {
	if d := r.VarDecl(v); d != nil && d.Value() != nil {
		if helper, ok := IsFetched(pass, d.Value(), d.Value()); ok {
			return &Fetch{Init: true, Pos: d.Value().Pos(), End: d.Value().End(), Helper: helper}
		}
	}
	writes := func(list []*flow.Access, once bool) *Fetch {
		for _, a := range list {
			if a == nil || a.Var != v || a.Once != once || !(a.Op.IsWrite() || IsMethodStore(a)) {
				continue
			}
			at, value := StoredValue(pass, a)
			if value == nil {
				continue
			}
			helper, ok := IsFetched(pass, at, value)
			if !ok {
				continue
			}
			f := &Fetch{Once: true, Pos: at.Pos(), End: at.End(), Helper: helper}
			if !once {
				f.Once, f.Func = false, enclosingFuncName(pass, at)
			}
			return f
		}
		return nil
	}
	if f := writes(r.Setup, false); f != nil {
		return f
	}
	if f := writes(r.Setup, true); f != nil {
		return f
	}
	return writes(accs, true)
}

// IsFetched reports whether value, stored at at, is fetched rather than constant: it calls
// code outside the standard library (a login helper, an SDK), net/http, or an auth source,
// directly or through a local assigned from such a call (LocalAssignments). It returns the
// name of the package-level function of pass's package whose result the value is, when it
// is one.
func IsFetched(pass *analysis.Pass, at ast.Node, value ast.Expr) (string, bool) {
	exprs := append([]ast.Expr{value}, LocalAssignments(pass, at, value)...)
	for _, e := range exprs {
		if name, ok := fetchCall(pass, e); ok {
			return name, true
		}
	}
	return "", false
}

func fetchCall(pass *analysis.Pass, e ast.Expr) (string, bool) {
	info := pass.TypesInfo
	name, found := "", false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return true
		}
		path := fn.Pkg().Path()
		if authsink.IsAuthSource(info, call) || path == "net/http" || !gocode.IsStd(path) {
			found = true
			// The helper is named only when the value is its result.
			if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() == nil && fn.Pkg() == pass.Pkg && call == ast.Unparen(e) {
				name = fn.Name()
			}
		}
		return !found
	})
	return name, found
}

// enclosingFuncName names the function declaration around n: TestMain, init; "setup" when
// there is none.
func enclosingFuncName(pass *analysis.Pass, n ast.Node) string {
	if decl, _ := gocode.DeclAt(pass, n.Pos()); decl != nil {
		if fd, ok := decl.(*ast.FuncDecl); ok {
			return fd.Name.Name
		}
	}
	return "setup"
}
