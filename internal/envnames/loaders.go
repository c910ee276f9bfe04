package envnames

import (
	"go/ast"
	"go/types"
	"os"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// Expanded returns the variables that os.ExpandEnv(s) reads.
func Expanded(s string) []string {
	var names []string
	os.Expand(s, func(name string) string {
		if name != "" {
			names = append(names, name)
		}
		return ""
	})
	return names
}

// ReplacerPairs returns the constant pairs of strings.NewReplacer(old, new, ...), or nil.
func ReplacerPairs(info *types.Info, e ast.Expr) []string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || !gocode.FuncIs(gocode.FuncOf(info, call), "strings", "", "NewReplacer") {
		return nil
	}
	var pairs []string
	for _, arg := range call.Args {
		s, ok := gocode.ConstString(info, arg)
		if !ok {
			return nil
		}
		pairs = append(pairs, s)
	}
	return pairs
}
