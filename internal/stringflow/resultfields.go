package stringflow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/groupjoin"
)

// A constructor keeps its parameters in the struct it returns:
//
//	func NewPoller(addrs []string, group string) *Poller {
//		return &Poller{addrs: addrs, group: group}
//	}
//
// Its summary maps each string field path of the result that every return statement
// agrees on to a template ("group" -> param1), so that a caller can follow p.group of
// p := NewPoller(addrs, "payments") to "payments".

// maxFieldsPerResult bounds the field paths of a result that are summarized.
const maxFieldsPerResult = 32

// resultFields summarizes the string fields of decl's first result, when it is a struct or
// a pointer to one.
func (a *StringFlow) resultFields(decl *ast.FuncDecl, ev *valueEvaluator) map[string]*stringValue {
	if ev.sig == nil || ev.sig.Results().Len() == 0 || groupjoin.StructOf(ev.sig.Results().At(0).Type()) == nil {
		return nil
	}
	paths := stringPaths(ev.sig.Results().At(0).Type(), "", nil)
	if len(paths) == 0 {
		return nil
	}
	var results []ast.Expr // the first result of each return, nil for a call's tuple
	var tuples []*ast.CallExpr
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) == ev.sig.Results().Len():
				if id, isIdent := ast.Unparen(n.Results[0]).(*ast.Ident); isIdent {
					if _, isNil := a.Pass.TypesInfo.Uses[id].(*types.Nil); isNil {
						return true // no value: nothing joins through it
					}
				}
				results = append(results, n.Results[0])
			case len(n.Results) == 1:
				call, isCall := ast.Unparen(n.Results[0]).(*ast.CallExpr)
				if !isCall {
					ok = false
				}
				tuples = append(tuples, call)
			default:
				ok = false // a bare return of named results
			}
		}
		return ok
	})
	if !ok || len(results)+len(tuples) == 0 {
		return nil
	}
	out := make(map[string]*stringValue)
	for _, path := range paths {
		var agreed *stringValue
		same := true
		eval := func(v *stringValue) {
			if v == nil || (agreed != nil && partsString(v.parts) != partsString(agreed.parts)) {
				same = false
			}
			if agreed == nil {
				agreed = v
			}
		}
		for _, r := range results {
			if eval(ev.evalPath(r, path)); !same {
				break
			}
		}
		for _, c := range tuples {
			if !same {
				break
			}
			eval(ev.resultPath(c, 0, path))
		}
		if s, isConst := agreed.constant(); same && agreed != nil && !(isConst && s == "") {
			out[path] = agreed
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// stringPaths lists the field paths of string fields of struct type t (or *t), through
// nested structs, up to maxPathDepth levels and maxResultFields paths.
func stringPaths(t types.Type, prefix string, out []string) []string {
	st := groupjoin.StructOf(t)
	if st == nil || strings.Count(prefix, ".") >= groupjoin.MaxPathDepth-1 {
		return out
	}
	for i := 0; i < st.NumFields() && len(out) < maxFieldsPerResult; i++ {
		f := st.Field(i)
		path := gocode.JoinPath(prefix, f.Name())
		switch {
		case groupjoin.IsString(f.Type()):
			out = append(out, path)
		case groupjoin.StructOf(f.Type()) != nil:
			out = stringPaths(f.Type(), path, out)
		}
	}
	return out
}

// returnsReceiver reports whether every return statement of method decl returns its
// receiver as the first result (a builder's With... method).
func (a *StringFlow) returnsReceiver(decl *ast.FuncDecl, sig *types.Signature) bool {
	if sig == nil || sig.Recv() == nil || sig.Results().Len() == 0 || !types.Identical(sig.Results().At(0).Type(), sig.Recv().Type()) {
		return false
	}
	found, ok := false, true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			var id *ast.Ident
			if len(n.Results) == sig.Results().Len() {
				id, _ = ast.Unparen(n.Results[0]).(*ast.Ident)
			}
			if id == nil || a.Pass.TypesInfo.Uses[id] != sig.Recv() {
				ok = false
			}
			found = true
		}
		return ok
	})
	return found && ok
}
