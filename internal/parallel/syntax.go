package parallel

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// FileAt returns the file of pass that contains pos; nil when pos is in none of them (a
// position in another package).
func FileAt(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// PathAt returns the nodes that enclose [pos, end) in its file of pass, innermost first
// (astutil.PathEnclosingInterval); nil when the interval is in none of the pass's files.
func PathAt(pass *analysis.Pass, pos, end token.Pos) []ast.Node {
	file := FileAt(pass, pos)
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, end)
	return path
}
