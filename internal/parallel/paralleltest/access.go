// Package paralleltest builds the engine's regions and accesses by hand, for tests of the
// questions asked about them (which accesses run at the same time, which tests inherit a
// change, how a finding names its tests) that need no package to analyse:
//
//	r := &parallel.Region{Test: &parallel.Test{Name: "TestA"}}
//	write := paralleltest.AccessAt(r, 10, parallel.Write, "")
package paralleltest

import (
	"go/ast"
	"go/token"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// AccessAt returns an access in r, of the field path path, whose code is at pos.
func AccessAt(r *parallel.Region, pos token.Pos, op parallel.Op, path string) *parallel.Access {
	return &parallel.Access{Region: r, Node: &ast.Ident{NamePos: pos}, Op: op, Path: path}
}
