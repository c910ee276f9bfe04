package stringflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/knowledge"
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

type pkgField struct {
	v     *types.Var
	field *types.Var
}

// pkgVarField evaluates v.F, where v is a package-level struct variable of this package
// without an initializer: the constant that every assignment to v.F writes, when there is
// one and nothing else writes v or v.F but decoders that fill v from a configuration file.
func (ev *valueEvaluator) pkgVarField(sel *ast.SelectorExpr) *stringValue {
	a := ev.a
	info := a.Pass.TypesInfo
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !gocode.IsPackageLevel(v) || v.Pkg() != a.Pass.Pkg {
		return nil
	}
	if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
		return nil
	}
	field, _ := s.Obj().(*types.Var)
	key := pkgField{v, field}
	if val, ok := a.fieldCache[key]; ok {
		return val
	}
	a.fieldCache[key] = nil // cycles
	val := a.computePkgField(v, field)
	a.fieldCache[key] = val
	return val
}

func (a *StringFlow) computePkgField(v, field *types.Var) *stringValue {
	if spec, _ := a.valueSpec(v); spec == nil || len(spec.Values) > 0 {
		return nil
	}
	// Every mention of v, each read in its own declaration only.
	var writes []ast.Expr
	for _, id := range a.Res.Refs(a.Pass.TypesInfo, v) {
		path := gocode.PathAt(a.Pass, id.Pos(), id.End())
		if len(path) == 0 || path[0] != id {
			return nil
		}
		rhs, ok := a.pkgFieldUse(path, field)
		if !ok {
			return nil
		}
		if rhs != nil {
			writes = append(writes, rhs)
		}
	}
	if len(writes) == 0 {
		return nil
	}
	var out *stringValue
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

// pkgFieldUse reads one mention of the variable v (path[0], innermost first) for
// computePkgField: the value it writes to v.F (field) when it is v.F = value, nil when it
// neither writes v.F nor lets anything else write it (a read, a use of another field, &v
// given to a configuration decoder); ok is false when it may write v.F some other way (v
// replaced, v.F changed by an operator, a range loop or a call, a pointer to v or v.F that
// escapes).
func (a *StringFlow) pkgFieldUse(path []ast.Node, field *types.Var) (rhs ast.Expr, ok bool) {
	info := a.Pass.TypesInfo
	// parent returns the node above path[i], skipping parentheses, and its index.
	parent := func(i int) (ast.Node, int) {
		for i++; i < len(path); i++ {
			if _, paren := path[i].(*ast.ParenExpr); !paren {
				return path[i], i
			}
		}
		return nil, i
	}
	p, pi := parent(0)
	child := path[pi-1].(ast.Expr) // v, in its parentheses
	switch p := p.(type) {
	case *ast.AssignStmt:
		if slices.Contains(p.Lhs, child) {
			return nil, false // v itself replaced
		}
		return nil, true
	case *ast.UnaryExpr:
		if p.Op != token.AND {
			return nil, true
		}
		// &v is allowed only as a direct argument of a decoder.
		if pi+1 < len(path) {
			if call, ok := path[pi+1].(*ast.CallExpr); ok && isDecoder(info, call) && slices.Contains(call.Args, ast.Expr(p)) {
				return nil, true
			}
		}
		return nil, false
	case *ast.SelectorExpr:
		if p.X != child || info.Uses[p.Sel] != field {
			return nil, true // another field, or v is not the operand
		}
		q, qi := parent(pi)
		sel := path[qi-1].(ast.Expr) // v.F, in its parentheses
		switch q := q.(type) {
		case *ast.AssignStmt:
			if i := slices.Index(q.Lhs, sel); i >= 0 {
				if q.Tok == token.ASSIGN && len(q.Lhs) == len(q.Rhs) {
					return q.Rhs[i], true
				}
				return nil, false
			}
		case *ast.IncDecStmt:
			return nil, q.X != sel
		case *ast.UnaryExpr:
			return nil, q.Op != token.AND // a pointer to v.F escapes to code that may write anything
		case *ast.RangeStmt:
			return nil, q.Key != sel && q.Value != sel
		}
	}
	return nil, true
}

// isDecoder reports whether call decodes a configuration into its argument: Decode or
// Unmarshal of a JSON, XML, YAML or TOML package (json.NewDecoder(f).Decode(&conf),
// yaml.Unmarshal(data, &conf)).
func isDecoder(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Name() {
	case "Decode", "Unmarshal", "DecodeFile", "UnmarshalStrict":
	default:
		return false
	}
	base := path.Base(knowledge.NormalizePath(fn.Pkg().Path()))
	base, _, _ = strings.Cut(base, ".") // yaml.v3
	switch base {
	case "json", "xml", "yaml", "toml", "go-toml":
		return true
	}
	return false
}
