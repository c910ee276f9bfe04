package fixes

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
)

// Scope returns the innermost scope of file that contains pos.
func Scope(info *types.Info, pkg *types.Package, file *ast.File, pos token.Pos) *types.Scope {
	fileScope := info.Scopes[file]
	if fileScope == nil {
		return pkg.Scope()
	}
	if inner := fileScope.Innermost(pos); inner != nil {
		return inner
	}
	return fileScope
}

// FreeName returns base, or base followed by a number, such that the name refers to nothing
// at pos in scope (so declaring it there neither shadows nor is shadowed) and is not in avoid.
func FreeName(scope *types.Scope, pos token.Pos, base string, avoid ...string) string {
	for i := 0; ; i++ {
		name := base
		if i > 0 {
			name = base + strconv.Itoa(i+1)
		}
		if taken(name, avoid) {
			continue
		}
		if _, obj := scope.LookupParent(name, pos); obj == nil && !declaredInside(scope, name) {
			return name
		}
	}
}

func taken(name string, avoid []string) bool {
	for _, a := range avoid {
		if a == name {
			return true
		}
	}
	return name == "_" || token.IsKeyword(name)
}

// declaredInside reports whether a scope nested in scope declares name: a new declaration at
// an outer level would change what those uses refer to if they relied on the outer one.
func declaredInside(scope *types.Scope, name string) bool {
	for i := range scope.NumChildren() {
		child := scope.Child(i)
		if child.Lookup(name) != nil || declaredInside(child, name) {
			return true
		}
	}
	return false
}
