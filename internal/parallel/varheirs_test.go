package parallel

import (
	"go/ast"
	"go/token"
	"testing"
)

// writeAt returns an access in r whose code is at pos.
func writeAt(r *Region, pos token.Pos, op Op, path string) *Access {
	return &Access{Region: r, Node: &ast.Ident{NamePos: pos}, Op: op, Path: path}
}

func TestWriteCovers(t *testing.T) {
	r := &Region{}
	for _, tc := range []struct {
		name string
		x, w *Access
		want bool
	}{
		{"the variable replaced", writeAt(r, 1, Write, ""), writeAt(r, 1, FieldWrite, "Timeout"), true},
		{"the same field", writeAt(r, 1, FieldWrite, "Timeout"), writeAt(r, 1, FieldWrite, "Timeout"), true},
		{"a field that holds it", writeAt(r, 1, FieldWrite, "TLSClientConfig"), writeAt(r, 1, FieldWrite, "TLSClientConfig.InsecureSkipVerify"), true},
		{"a field inside it", writeAt(r, 1, FieldWrite, "TLSClientConfig.InsecureSkipVerify"), writeAt(r, 1, FieldWrite, "TLSClientConfig"), false},
		{"another field", writeAt(r, 1, FieldWrite, "Jar"), writeAt(r, 1, FieldWrite, "Timeout"), false},
		{"a field, for a replacement", writeAt(r, 1, FieldWrite, "Transport"), writeAt(r, 1, Write, ""), false},
		{"a prefix that is not a field", writeAt(r, 1, FieldWrite, "Time"), writeAt(r, 1, FieldWrite, "Timeout"), false},
	} {
		if got := WriteCovers(tc.x, tc.w); got != tc.want {
			t.Errorf("%s: WriteCovers = %v, want %v", tc.name, got, tc.want)
		}
	}
}
