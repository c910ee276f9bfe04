package fixes

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Source returns the content of the file containing pos, or nil when it cannot be read or
// is not the file the pass parsed.
func Source(pass *analysis.Pass, pos token.Pos) []byte {
	tf := pass.Fset.File(pos)
	if tf == nil {
		return nil
	}
	src, err := pass.ReadFile(tf.Name())
	if err != nil || len(src) != tf.Size() {
		return nil
	}
	return src
}

// SourceText returns n's source text as written (Text prints it as gofmt would).
func SourceText(pass *analysis.Pass, n ast.Node) (string, bool) {
	src := Source(pass, n.Pos())
	if src == nil {
		return "", false
	}
	tf := pass.Fset.File(n.Pos())
	return string(src[tf.Offset(n.Pos()):tf.Offset(n.End())]), true
}

// deleteDecl returns the edits that delete the variable's declaration, with its comments
// and, when nothing else is on them, its lines.
func (m *VarMove) deleteDecl() ([]analysis.TextEdit, bool) {
	var start, end token.Pos
	if len(m.gen.Specs) == 1 {
		start, end = m.gen.Pos(), m.gen.End()
		if m.gen.Doc != nil {
			start = m.gen.Doc.Pos()
		}
	} else {
		start, end = m.spec.Pos(), m.spec.End()
		if m.spec.Doc != nil {
			start = m.spec.Doc.Pos()
		}
	}
	if m.spec.Comment != nil && m.spec.Comment.End() > end {
		end = m.spec.Comment.End()
	}
	src := Source(m.pass, start)
	if src == nil {
		return nil, false
	}
	tf := m.pass.Fset.File(start)
	so, eo := tf.Offset(start), tf.Offset(end)
	ls := so
	for ls > 0 && (src[ls-1] == ' ' || src[ls-1] == '\t') {
		ls--
	}
	le := eo
	for le < len(src) && (src[le] == ' ' || src[le] == '\t' || src[le] == '\r') {
		le++
	}
	if (ls == 0 || src[ls-1] == '\n') && (le == len(src) || src[le] == '\n') {
		if le < len(src) {
			le++
		}
		so, eo = ls, le
	}
	if strings.TrimSpace(string(src[so:eo])) == "" {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: tf.Pos(so), End: tf.Pos(eo)}}, true
}
