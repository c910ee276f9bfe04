package sharedclient

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// at returns an access in r whose code is at pos.
func at(r *parallel.Region, pos token.Pos, op parallel.Op, path string) *parallel.Access {
	return &parallel.Access{Region: r, Node: &ast.Ident{NamePos: pos}, Op: op, Path: path}
}

func TestRunsBefore(t *testing.T) {
	test := &parallel.Test{Name: "TestX"}
	top := &parallel.Region{Test: test}
	first := &parallel.Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 10}}}
	second := &parallel.Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 20}}}
	par := &parallel.Region{Test: test, Parent: top, Call: &ast.CallExpr{Fun: &ast.Ident{NamePos: 5}},
		ParallelCall: &ast.CallExpr{Fun: &ast.Ident{NamePos: 6}}}
	for _, tc := range []struct {
		name string
		x, u *parallel.Access
		want bool
	}{
		{"earlier in the same body", at(top, 1, parallel.Write, ""), at(top, 2, parallel.Read, ""), true},
		{"later in the same body", at(top, 3, parallel.Write, ""), at(top, 2, parallel.Read, ""), false},
		{"one helper call that writes and uses", at(top, 2, parallel.Write, ""), at(top, 2, parallel.Read, ""), true},
		{"parent before the subtest", at(top, 5, parallel.Write, ""), at(second, 25, parallel.Read, ""), true},
		{"parent after the subtest", at(top, 30, parallel.Write, ""), at(second, 25, parallel.Read, ""), false},
		{"earlier sequential sibling", at(first, 15, parallel.Write, ""), at(second, 25, parallel.Read, ""), true},
		{"later sequential sibling", at(second, 25, parallel.Write, ""), at(first, 15, parallel.Read, ""), false},
		{"parallel sibling started first runs after the parent returns", at(par, 7, parallel.Write, ""), at(second, 25, parallel.Read, ""), false},
	} {
		if got := runsBefore(tc.x, tc.u); got != tc.want {
			t.Errorf("%s: runsBefore = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestCovers(t *testing.T) {
	r := &parallel.Region{}
	for _, tc := range []struct {
		name string
		x, w *parallel.Access
		want bool
	}{
		{"the variable replaced", at(r, 1, parallel.Write, ""), at(r, 1, parallel.FieldWrite, "Timeout"), true},
		{"the same field", at(r, 1, parallel.FieldWrite, "Timeout"), at(r, 1, parallel.FieldWrite, "Timeout"), true},
		{"a field that holds it", at(r, 1, parallel.FieldWrite, "TLSClientConfig"), at(r, 1, parallel.FieldWrite, "TLSClientConfig.InsecureSkipVerify"), true},
		{"a field inside it", at(r, 1, parallel.FieldWrite, "TLSClientConfig.InsecureSkipVerify"), at(r, 1, parallel.FieldWrite, "TLSClientConfig"), false},
		{"another field", at(r, 1, parallel.FieldWrite, "Jar"), at(r, 1, parallel.FieldWrite, "Timeout"), false},
		{"a field, for a replacement", at(r, 1, parallel.FieldWrite, "Transport"), at(r, 1, parallel.Write, ""), false},
		{"a prefix that is not a field", at(r, 1, parallel.FieldWrite, "Time"), at(r, 1, parallel.FieldWrite, "Timeout"), false},
	} {
		if got := covers(tc.x, tc.w); got != tc.want {
			t.Errorf("%s: covers = %v, want %v", tc.name, got, tc.want)
		}
	}
}
