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
