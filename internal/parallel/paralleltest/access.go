// Package paralleltest builds the engine's accesses by hand, in regions that scheduletest
// builds, for tests of the questions asked about them (which accesses run at the same time,
// which tests inherit a change, how a finding names its tests) that need no package to analyse:
//
//	r := &schedule.Region{Test: &schedule.Test{Name: "TestA"}}
//	write := paralleltest.AccessAt(r, 10, flow.Write, "")
package paralleltest

import (
	"go/ast"
	"go/token"

	"github.com/fixturelint/fixturelint/internal/flow"
	"github.com/fixturelint/fixturelint/internal/schedule"
)

// AccessAt returns an access in r, of the field path path, whose code is at pos.
func AccessAt(r *schedule.Region, pos token.Pos, op flow.Op, path string) *flow.Access {
	return &flow.Access{Region: r, Node: &ast.Ident{NamePos: pos}, Op: op, Path: path}
}
