package fixes

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// FileOf returns the file of the pass that contains pos, or nil.
func FileOf(pass *analysis.Pass, pos token.Pos) *ast.File { return gocode.FileAt(pass, pos) }

// Text returns the source of node as gofmt prints it.
func Text(pass *analysis.Pass, node ast.Node) string { return gocode.NodeText(pass, node) }

// Indent returns the white space that starts the line holding pos, so that an inserted line
// lines up with it. It falls back to one tab when the source cannot be read.
func Indent(pass *analysis.Pass, pos token.Pos) string {
	tf := pass.Fset.File(pos)
	if tf == nil {
		return "\t"
	}
	src, err := pass.ReadFile(tf.Name())
	if err != nil {
		return "\t"
	}
	start := tf.Offset(tf.LineStart(tf.Line(pos)))
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}
