package fixes

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// An ImportSet finds the local names of the packages a fix needs in one file, adding imports
// (under another name when the usual one is taken, e.g. crand for crypto/rand next to
// math/rand) in a single edit, so that the fixes of one file agree on it.
type ImportSet struct {
	pass   *analysis.Pass
	file   *ast.File
	scope  *types.Scope
	at     token.Pos
	added  map[string]string // path -> name
	failed string            // why a package could not be given a free name
}

// NewImportSet returns the import set of file for fixes at at, in scope.
func NewImportSet(pass *analysis.Pass, file *ast.File, scope *types.Scope, at token.Pos) *ImportSet {
	return &ImportSet{pass: pass, file: file, scope: scope, at: at, added: make(map[string]string)}
}

// Name returns the name to refer to the package with path p where the fix goes.
func (im *ImportSet) Name(p string) string {
	for _, spec := range im.file.Imports {
		if v, _ := strconv.Unquote(spec.Path.Value); v != p {
			continue
		}
		pkgName, _ := im.pass.TypesInfo.Implicits[spec].(*types.PkgName)
		if spec.Name != nil {
			pkgName, _ = im.pass.TypesInfo.Defs[spec.Name].(*types.PkgName)
		}
		if pkgName == nil || pkgName.Name() == "_" || pkgName.Name() == "." {
			continue
		}
		if _, obj := im.scope.LookupParent(pkgName.Name(), im.at); obj == pkgName {
			return pkgName.Name()
		}
	}
	if n, ok := im.added[p]; ok {
		return n
	}
	base := path.Base(p)
	candidates := []string{base, string(p[0]) + base, strings.ReplaceAll(p, "/", ""), "std" + base}
	for _, n := range candidates {
		if im.free(n) {
			im.added[p] = n
			return n
		}
	}
	im.failed = "no free name to import " + p
	return base
}

// free reports whether n can name a new import: no import, package-level declaration or
// visible local uses it.
func (im *ImportSet) free(n string) bool {
	for _, spec := range im.file.Imports {
		name := ""
		if spec.Name != nil {
			name = spec.Name.Name
		} else if pn, ok := im.pass.TypesInfo.Implicits[spec].(*types.PkgName); ok {
			name = pn.Name()
		}
		if name == n {
			return false
		}
	}
	if im.pass.Pkg.Scope().Lookup(n) != nil {
		return false
	}
	if _, obj := im.scope.LookupParent(n, im.at); obj != nil {
		return false
	}
	for _, v := range im.added {
		if v == n {
			return false
		}
	}
	return true
}

// Edits returns the single edit adding the new imports.
func (im *ImportSet) Edits() []analysis.TextEdit {
	if len(im.added) == 0 {
		return nil
	}
	var paths []string
	for p := range im.added {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var lines []string
	for _, p := range paths {
		line := strconv.Quote(p)
		if n := im.added[p]; n != path.Base(p) {
			line = n + " " + line
		}
		lines = append(lines, line)
	}
	// After the last standard library import, else at the top of the last import
	// declaration, else after the package clause.
	var last *ast.GenDecl
	var lastStd *ast.ImportSpec
	for _, d := range im.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		last = g
		for _, spec := range g.Specs {
			spec := spec.(*ast.ImportSpec)
			if p, _ := strconv.Unquote(spec.Path.Value); !strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
				lastStd = spec
			}
		}
	}
	text := strings.Join(lines, "\n\t")
	switch {
	case lastStd != nil && last.Lparen.IsValid():
		return []analysis.TextEdit{{Pos: lastStd.End(), End: lastStd.End(), NewText: []byte("\n\t" + text)}}
	case last != nil && last.Lparen.IsValid():
		return []analysis.TextEdit{{Pos: last.Lparen + 1, End: last.Lparen + 1, NewText: []byte("\n\t" + text + "\n")}}
	case last != nil:
		return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte("\n\nimport (\n\t" + text + "\n)")}}
	default:
		return []analysis.TextEdit{{Pos: im.file.Name.End(), End: im.file.Name.End(), NewText: []byte("\n\nimport (\n\t" + text + "\n)")}}
	}
}

// Failed says why some package could not be given a free name; "" when all could.
func (im *ImportSet) Failed() string { return im.failed }
