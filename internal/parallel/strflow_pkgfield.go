package parallel

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Test suites keep their settings in a package-level struct that a helper fills with
// defaults, or from a configuration file, before the tests use it:
//
//	var testconf struct{ Brokers, GroupID string }
//
//	func testconfRead() bool {
//		testconf.GroupID = defaulttestconfGroupID
//		...
//		json.NewDecoder(f).Decode(&testconf)
//
// Every test that reads testconf.GroupID then joins the same group, the default or the one
// the file names: one group for the whole run, whatever its name.

type sfPkgField struct {
	v     *types.Var
	field *types.Var
}

// pkgVarField evaluates v.F, where v is a package-level struct variable of this package
// without an initializer: the constant that every assignment to v.F writes, when there is
// one and nothing else writes v or v.F but decoders that fill v from a configuration file.
func (ev *sfEvaluator) pkgVarField(sel *ast.SelectorExpr) *sfValue {
	a := ev.a
	info := a.pass.TypesInfo
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !IsPackageLevel(v) || v.Pkg() != a.pass.Pkg {
		return nil
	}
	if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
		return nil
	}
	field, _ := s.Obj().(*types.Var)
	key := sfPkgField{v, field}
	if val, ok := a.fieldCache[key]; ok {
		return val
	}
	a.fieldCache[key] = nil // cycles
	val := a.computePkgField(v, field)
	a.fieldCache[key] = val
	return val
}

func (a *StringFlow) computePkgField(v, field *types.Var) *sfValue {
	if spec, _ := a.valueSpec(v); spec == nil || len(spec.Values) > 0 {
		return nil
	}
	info := a.pass.TypesInfo
	isVar := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	isField := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && isVar(sel.X) && info.Uses[sel.Sel] == field
	}
	var writes []ast.Expr
	ok := true
	decoded := make(map[ast.Node]bool) // &v arguments of decoders
	for _, file := range a.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					switch {
					case isVar(lhs):
						ok = false // v itself replaced
					case isField(lhs) && n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs):
						writes = append(writes, n.Rhs[i])
					case isField(lhs):
						ok = false
					}
				}
			case *ast.IncDecStmt:
				if isField(n.X) {
					ok = false
				}
			case *ast.CallExpr:
				if sfIsDecoder(info, n) {
					for _, arg := range n.Args {
						decoded[arg] = true
					}
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND && (isField(n.X) || (isVar(n.X) && !decoded[n])) {
					ok = false // a pointer to it escapes to code that may write anything
				}
			case *ast.RangeStmt:
				if (n.Key != nil && isField(n.Key)) || (n.Value != nil && isField(n.Value)) {
					ok = false
				}
			}
			return true
		})
	}
	if !ok || len(writes) == 0 {
		return nil
	}
	var out *sfValue
	for _, rhs := range writes {
		val := a.evaluatorFor(nil).eval(rhs)
		s, isConst := val.constant()
		if !isConst {
			return nil
		}
		if prev, _ := out.constant(); out != nil && prev != s {
			return nil
		}
		if out == nil {
			out = val
		}
	}
	return out
}

// sfIsDecoder reports whether call decodes a configuration into its argument: Decode or
// Unmarshal of a JSON, XML, YAML or TOML package (json.NewDecoder(f).Decode(&conf),
// yaml.Unmarshal(data, &conf)).
func sfIsDecoder(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Name() {
	case "Decode", "Unmarshal", "DecodeFile", "UnmarshalStrict":
	default:
		return false
	}
	base := path.Base(sfNormalizePath(fn.Pkg().Path()))
	base, _, _ = strings.Cut(base, ".") // yaml.v3
	switch base {
	case "json", "xml", "yaml", "toml", "go-toml":
		return true
	}
	return false
}
