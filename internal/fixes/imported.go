package fixes

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// ImportedName returns the name under which file refers to the package path; "" when the
// file does not import it, or imports it blank or with a dot.
func ImportedName(info *types.Info, file *ast.File, path string) string {
	if file == nil {
		return ""
	}
	for _, imp := range file.Imports {
		if pn, ok := importObj(info, imp).(*types.PkgName); ok && pn.Imported().Path() == path {
			if pn.Name() == "_" || pn.Name() == "." {
				return ""
			}
			return pn.Name()
		}
	}
	return ""
}

// ImportsName reports whether file imports a package under name, which a local variable of
// that name would hide. A nil file counts as importing it.
func ImportsName(info *types.Info, file *ast.File, name string) bool {
	if file == nil {
		return true
	}
	for _, imp := range file.Imports {
		if obj := importObj(info, imp); obj != nil && obj.Name() == name {
			return true
		}
	}
	return false
}

// importObj returns the package name that an import declares.
func importObj(info *types.Info, imp *ast.ImportSpec) types.Object {
	if imp.Name != nil {
		return info.Defs[imp.Name]
	}
	return info.Implicits[imp]
}

// IsTestFile reports whether f is a _test.go file of pass.
func IsTestFile(pass *analysis.Pass, f *ast.File) bool {
	return f != nil && strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go")
}
