package fixes

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// AddImport returns the name under which file can refer to the package importPath at pos,
// and the edits that import it when the file does not already. A new import gets the
// package's own name when that name is free at pos, and an explicit alias otherwise (as when
// "math/rand" is imported and "crypto/rand" is wanted).
func AddImport(pass *analysis.Pass, file *ast.File, importPath, pkgName string, pos token.Pos) (string, []analysis.TextEdit) {
	for _, spec := range file.Imports {
		p, err := strconv.Unquote(spec.Path.Value)
		if err != nil || p != importPath {
			continue
		}
		if spec.Name == nil {
			if pkgName == "" {
				pkgName = path.Base(importPath)
			}
			return pkgName, nil
		}
		if spec.Name.Name != "_" && spec.Name.Name != "." {
			return spec.Name.Name, nil
		}
	}
	if pkgName == "" {
		pkgName = path.Base(importPath)
	}
	scope := Scope(pass.TypesInfo, pass.Pkg, file, pos)
	name := pkgName
	if _, obj := scope.LookupParent(name, pos); obj != nil || fileDeclares(pass.TypesInfo, file, name) {
		name = firstFree(pass.TypesInfo, file, scope, pos, pkgName)
	}
	spec := strconv.Quote(importPath)
	if name != pkgName {
		spec = name + " " + spec
	}
	return name, []analysis.TextEdit{importEdit(pass.Fset, file, spec)}
}

// firstFree picks an alias for pkgName that is free at pos and among the file's imports,
// by numbering it (rand2), which works for every package name.
func firstFree(info *types.Info, file *ast.File, scope *types.Scope, pos token.Pos, pkgName string) string {
	for i := 2; ; i++ {
		name := pkgName + strconv.Itoa(i)
		if _, obj := scope.LookupParent(name, pos); obj == nil && !fileDeclares(info, file, name) {
			return name
		}
	}
}

// fileDeclares reports whether any import of the file uses name.
func fileDeclares(info *types.Info, file *ast.File, name string) bool {
	for _, spec := range file.Imports {
		if spec.Name != nil && spec.Name.Name == name {
			return true
		}
		if obj, ok := info.Implicits[spec].(*types.PkgName); ok && obj.Name() == name {
			return true
		}
	}
	return false
}

// importEdit adds one import spec to the file: inside the first parenthesized import
// declaration, or as a new declaration after the last import (or the package clause).
func importEdit(fset *token.FileSet, file *ast.File, spec string) analysis.TextEdit {
	var last *ast.GenDecl
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			break
		}
		if gen.Lparen.IsValid() {
			if n := len(gen.Specs); n > 0 && fset.Position(gen.Specs[n-1].End()).Line == fset.Position(gen.Rparen).Line {
				end := gen.Specs[n-1].End()
				return analysis.TextEdit{Pos: end, End: end, NewText: []byte("; " + spec)}
			}
			return analysis.TextEdit{Pos: gen.Rparen, End: gen.Rparen, NewText: []byte("\t" + spec + "\n")}
		}
		last = gen
	}
	if last != nil {
		return analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\nimport " + spec)}
	}
	return analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + spec)}
}
