package fixes

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// SpellType writes a named type as this file can refer to it.
func SpellType(file *ast.File, pkg *types.Package, typ types.Type) (string, bool) {
	named, ok := types.Unalias(typ).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || named.TypeArgs().Len() > 0 {
		return "", false
	}
	if named.Obj().Pkg() == pkg {
		return named.Obj().Name(), true
	}
	for _, spec := range file.Imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		if path != named.Obj().Pkg().Path() {
			continue
		}
		name := named.Obj().Pkg().Name()
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if name == "_" || name == "." {
			return "", false
		}
		return name + "." + named.Obj().Name(), true
	}
	return "", false
}

// GoAtLeast reports whether the file is compiled with at least Go 1.minor (unknown
// versions count as recent).
func GoAtLeast(pass *analysis.Pass, file *ast.File, minor int) bool {
	v := pass.TypesInfo.FileVersions[file]
	if v == "" {
		v = pass.Pkg.GoVersion()
	}
	rest, ok := strings.CutPrefix(v, "go1.")
	if !ok {
		return true
	}
	if i := strings.IndexAny(rest, ".rcbeta"); i >= 0 {
		rest = rest[:i]
	}
	n, err := strconv.Atoi(rest)
	return err != nil || n >= minor
}
