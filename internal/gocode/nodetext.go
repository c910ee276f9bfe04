package gocode

import (
	"bytes"
	"go/ast"
	"go/format"

	"golang.org/x/tools/go/analysis"
)

// NodeText returns the source of node as gofmt prints it; "" when it cannot be printed.
func NodeText(pass *analysis.Pass, node ast.Node) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, pass.Fset, node); err != nil {
		return ""
	}
	return buf.String()
}
