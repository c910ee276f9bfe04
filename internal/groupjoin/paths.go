package groupjoin

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// Field paths name a field below a value through the struct fields in between
// ("Reader.GroupID"), embedded fields spelled out.

// SelPath returns the field path that the field selection sel names below sel.X, with the
// embedded fields it goes through ("ReaderConfig.GroupID" for cfg.GroupID when GroupID is
// promoted from an embedded kafka.ReaderConfig).
func SelPath(info *types.Info, sel *ast.SelectorExpr) (string, bool) {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	var names []string
	t := s.Recv()
	for _, i := range s.Index() {
		st := StructOf(t)
		if st == nil || i >= st.NumFields() {
			return "", false
		}
		names = append(names, st.Field(i).Name())
		t = st.Field(i).Type()
	}
	return strings.Join(names, "."), true
}

// StructOf returns the struct type of t or *t, or nil.
func StructOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// FieldRoot returns the variable and the field path that a field selection chain
// (cfg.Reader.GroupID, (*p).group, cfg.list[0]) writes: the variable of its innermost
// identifier. Nil when the chain does not start at a variable.
func FieldRoot(info *types.Info, e ast.Expr) (*types.Var, string) {
	var names []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			p, ok := SelPath(info, x)
			if !ok {
				return nil, ""
			}
			names = append([]string{p}, names...)
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			names = nil // an element: the whole field (or variable) above it
			e = x.X
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			if v == nil || v.IsField() {
				return nil, ""
			}
			return v, strings.Join(names, ".")
		default:
			return nil, ""
		}
	}
}

// Overlaps reports whether a write to one path can change the other: one is a prefix of
// the other ("" is the whole value).
func Overlaps(a, b string) bool {
	return gocode.PathsOverlap(a, b)
}

func SplitPath(path string) (head, rest string) {
	head, rest, _ = strings.Cut(path, ".")
	return head, rest
}

// FieldType returns the type of st's field name (the last one of that name, as a struct
// literal would see it); nil when there is none.
func FieldType(st *types.Struct, name string) types.Type {
	var t types.Type
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == name {
			t = st.Field(i).Type()
		}
	}
	return t
}

// ZeroString reports whether field path of a zero value of t is an empty string (and not
// behind a nil pointer).
func ZeroString(t types.Type, path string) bool {
	for path != "" {
		st, ok := t.Underlying().(*types.Struct)
		if !ok {
			return false
		}
		head, rest := SplitPath(path)
		next := FieldType(st, head)
		if next == nil {
			return false
		}
		t, path = next, rest
	}
	return IsString(t)
}

// MaxPathDepth bounds the field paths followed and summarized.
const MaxPathDepth = 3

// IsString reports whether t is a string type.
func IsString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
