package parallel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// escapeWrites finds, in every function of the package, where a guarded variable (or a field
// path of one) reaches code that may store nil in it without an assignment the walker sees:
// its address taken (p := &claims.Extra; *p = nil), a decoder that fills it by reflection
// (json.Unmarshal(data, claims) with "Extra": null), another package-level variable
// initialized with it, or an assignment in a function literal of an initializer. They count against lazy-initialization
// guards only (guardWrite.nilOnly): a type test needs a value of another type, which neither
// gives in practice.
func (e *engine) escapeWrites(guarded map[Root]bool) []guardWrite {
	var out []guardWrite
	record := func(w *walker, x ast.Expr) {
		v, path, ok := w.fieldChain(x)
		if !ok || v == nil || v.Pkg() == nil || !IsPackageLevel(v) {
			return
		}
		root := Root{PkgPath: v.Pkg().Path(), Name: v.Name()}
		if guarded[root] {
			out = append(out, guardWrite{root: root, path: path, op: Write, nilOnly: true})
		}
	}
	scan := func(w *walker, n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					record(w, n.X)
				}
			case *ast.CallExpr:
				if arg := decodedArg(e.pass.TypesInfo, n); arg != nil {
					record(w, arg)
				}
			}
			return true
		})
	}
	for _, fn := range e.order {
		if body := e.decls[fn].Body; body != nil {
			w := e.newWalker(nil)
			w.body = body
			scan(w, body)
		}
	}
	// Package-level initializers run before every test: one that copies the variable's
	// pointer into another variable (var alias = base) lets writes through that one reach
	// it, and a function literal they call may assign it.
	for _, f := range e.pass.Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				for _, value := range spec.(*ast.ValueSpec).Values {
					w := e.newWalker(nil)
					if lit, ok := ast.Unparen(value).(*ast.FuncLit); ok {
						w.body = lit.Body
					}
					record(w, value)
					scan(w, value)
					ast.Inspect(value, func(n ast.Node) bool {
						if as, ok := n.(*ast.AssignStmt); ok {
							for _, lhs := range as.Lhs {
								record(w, lhs)
							}
						}
						return true
					})
				}
			}
		}
	}
	return out
}

// reflectDecoders are the standard library's functions and methods that fill the value their
// argument points to by reflection, with the argument's index.
var reflectDecoders = map[string]int{
	"encoding/json.Unmarshal":            1,
	"encoding/json.Decoder.Decode":       0,
	"encoding/xml.Unmarshal":             1,
	"encoding/xml.Decoder.Decode":        0,
	"encoding/xml.Decoder.DecodeElement": 0,
	"encoding/gob.Decoder.Decode":        0,
}

// decodedArg returns the argument that call, a call of one of reflectDecoders, fills; nil
// for any other call.
func decodedArg(info *types.Info, call *ast.CallExpr) ast.Expr {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	key := fn.Pkg().Path() + "."
	if recv := fn.Signature().Recv(); recv != nil {
		_, name := NamedOf(recv.Type())
		key += name + "."
	}
	i, ok := reflectDecoders[key+fn.Name()]
	if !ok || i >= len(call.Args) {
		return nil
	}
	return call.Args[i]
}
