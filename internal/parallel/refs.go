package parallel

import (
	"go/ast"
	"go/types"
	"sort"
	"sync"
)

// refIndex lists, for each object, the identifiers of the package's files that refer to it,
// in source order. It is built once per package from the type checker's Uses map, without
// walking any syntax, so that a question about one variable ("every write of v.F") reads
// that variable's mentions rather than every file of the package: a package of generated
// code holds thousands of package-level names, and a walk per name is quadratic.
type refIndex struct {
	once sync.Once
	refs map[types.Object][]*ast.Ident
}

// Refs returns the identifiers of the package's files that refer to obj (uses, not the
// declaration), in source order.
func (r *Result) Refs(info *types.Info, obj types.Object) []*ast.Ident {
	return r.refIndex.of(info, obj)
}

// of returns the identifiers that refer to obj, building the index on the first question.
func (ri *refIndex) of(info *types.Info, obj types.Object) []*ast.Ident {
	ri.once.Do(func() {
		refs := make(map[types.Object][]*ast.Ident)
		for id, o := range info.Uses {
			refs[o] = append(refs[o], id)
		}
		for _, ids := range refs {
			sort.Slice(ids, func(i, j int) bool { return ids[i].Pos() < ids[j].Pos() })
		}
		ri.refs = refs
	})
	return ri.refs[obj]
}
