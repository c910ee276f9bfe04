package fixes

import (
	"go/token"
	"go/types"
	"testing"
)

func TestLookupAt(t *testing.T) {
	outer := types.NewScope(nil, 1, 100, "function")
	inner := types.NewScope(outer, 10, 20, "block")
	x := types.NewVar(5, nil, "x", types.Typ[types.Int])
	shadow := types.NewVar(12, nil, "x", types.Typ[types.Int])
	outer.Insert(x)
	inner.Insert(shadow)
	for _, tc := range []struct {
		scope  *types.Scope
		pos    token.Pos
		want   types.Object
		wantOK bool
	}{
		{outer, 50, x, true},      // the function's x
		{outer, 15, shadow, true}, // shadowed in the block
		{outer, 200, nil, false},  // outside the function
		{nil, 50, nil, false},     // no scope
	} {
		got, ok := LookupAt(tc.scope, "x", tc.pos)
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("LookupAt(x, %d) = %v, %v; want %v, %v", tc.pos, got, ok, tc.want, tc.wantOK)
		}
	}
}
