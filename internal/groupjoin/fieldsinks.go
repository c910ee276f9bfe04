package groupjoin

import (
	"go/types"
	"strings"

	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// A team's code may spell a library's configuration with a type of its own: a defined type
// over it, whose struct has the same fields,
//
//	type ReaderConfig kafka.ReaderConfig
//	kafka.NewReader(kafka.ReaderConfig(ReaderConfig{GroupID: "payments"}))
//
// or a struct that embeds it (whose promoted fields fieldOwner resolves). A field sink is
// therefore matched by the field itself, the one the library's type declares, not by the
// name of the type the code writes.

// fieldSink returns the name of the field sink that field is, written as a field of a
// value of type owner (nil when not named); false when it is none.
func (s *SinkSet) fieldSink(owner *types.Named, field *types.Var) (string, bool) {
	if field == nil {
		return "", false
	}
	if key := TypeKey(owner); key != "" && s.fields[key+"."+field.Name()] {
		return typeName(owner) + "." + field.Name(), true
	}
	if decl := s.DeclaringSink(field); decl != nil {
		return typeName(decl) + "." + field.Name(), true
	}
	return "", false
}

// DeclaringSink returns the type of a field sink whose struct declares field, or nil.
func (s *SinkSet) DeclaringSink(field *types.Var) *types.Named {
	if field.Pkg() == nil {
		return nil
	}
	path := knowledge.NormalizePath(field.Pkg().Path())
	for key := range s.fields {
		rest, ok := strings.CutPrefix(key, path+".")
		if !ok {
			continue
		}
		typ, name, ok := strings.Cut(rest, ".")
		if !ok || name != field.Name() {
			continue
		}
		tn, _ := field.Pkg().Scope().Lookup(typ).(*types.TypeName)
		if tn == nil {
			continue
		}
		named, _ := tn.Type().(*types.Named)
		if st := StructOf(named); st != nil {
			for i := 0; i < st.NumFields(); i++ {
				if st.Field(i) == field {
					return named
				}
			}
		}
	}
	return nil
}

// hasFieldSink reports whether the struct of t (or *t) has a field sink among its own
// fields: a defined type over a library's configuration.
func (s *SinkSet) hasFieldSink(t types.Type) bool {
	st := StructOf(t)
	if st == nil {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if s.DeclaringSink(st.Field(i)) != nil {
			return true
		}
	}
	return false
}
