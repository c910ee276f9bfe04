package lazyinit

import (
	"encoding/json"
	"testing"

	"lazyinitlib"
)

var claims = &lazyinitlib.Claims{Subject: "a", Extra: map[string]any{"x": 1}, Items: map[string]*lazyinitlib.Claims{}}
var other = &lazyinitlib.Claims{Extra: map[string]any{"x": 1}}
var empty = &lazyinitlib.Claims{}

// Case A: per-key lazy init of a map element: the element is nil for a new key.
func TestMapElemDirect(t *testing.T) { // want `region TestMapElemDirect serial`
	if claims.Items["k"] == nil { // want `read lazyinit\.claims in TestMapElemDirect serial`
		claims.Items["k"] = &lazyinitlib.Claims{} // runs: expect element-write // want `element-write lazyinit\.claims\.Items in TestMapElemDirect serial key "k"`
	}
}

func TestMapElemLib(t *testing.T) { // want `region TestMapElemLib serial`
	claims.Item("k") // runs: expect element-write via Item // want `method-call lazyinit\.claims\.Item in TestMapElemLib serial key "k"` `element-write lazyinit\.claims\.Items in TestMapElemLib serial via lazyinitlib\.Claims\.Item key "k"`
}

func TestMapElemGetter(t *testing.T) { // want `region TestMapElemGetter serial`
	if claims.Lookup("k") == nil { // want `method-call lazyinit\.claims\.Lookup in TestMapElemGetter serial key "k"`
		claims.Items["k"] = &lazyinitlib.Claims{} // runs // want `element-write lazyinit\.claims\.Items in TestMapElemGetter serial key "k"`
	}
}

// Case B: deref.
var mp = new(map[string]any)

func TestDeref(t *testing.T) { // want `region TestDeref serial`
	if *mp == nil { // want `read lazyinit\.mp in TestDeref serial`
		*mp = map[string]any{} // runs: *mp is nil // want `write lazyinit\.mp\.\* in TestDeref serial`
	}
}

// Case C: parameter rebound in the callee.
func TestFresh(t *testing.T) { // want `region TestFresh serial`
	lazyinitlib.Fresh(claims) // the write to Seen runs // want `element-write lazyinitlib\.Seen in TestFresh serial via lazyinitlib\.Fresh` `read lazyinit\.claims in TestFresh serial`
}

// Case D: variadic index.
func TestSecond(t *testing.T) { // want `region TestSecond serial`
	lazyinitlib.Second(other, empty) // cs[1] is empty, whose Extra is nil: the write runs // want `element-write lazyinitlib\.Seen in TestSecond serial via lazyinitlib\.Second` `read lazyinit\.other in TestSecond serial` `read lazyinit\.empty in TestSecond serial`
}

// Case E: promoted method through an embedded field shadowed by an outer Extra.
var wrapped = &lazyinitlib.Wrapper{Extra: map[string]any{}, Claims: &lazyinitlib.Claims{}}

func TestPromoted(t *testing.T) { // want `region TestPromoted serial`
	wrapped.Add("k", 1) // (*Claims).Add on wrapped.Claims, whose Extra is nil: the field write runs // want `method-call lazyinit\.wrapped\.Add in TestPromoted serial key "k"` `field-write lazyinit\.wrapped\.Extra in TestPromoted serial via lazyinitlib\.Claims\.Add` `element-write lazyinit\.wrapped\.Extra in TestPromoted serial via lazyinitlib\.Claims\.Add key "k" arg 1`
}

// Case F: goto over an early exit.
var gclaims = &lazyinitlib.Claims{Extra: map[string]any{}}

func TestGoto(t *testing.T) { // want `region TestGoto serial`
	goto L
	if gclaims.Extra != nil { // want `read lazyinit\.gclaims in TestGoto serial`
		return
	}
L:
	gclaims.Extra = map[string]any{"y": 2} // runs // want `field-write lazyinit\.gclaims\.Extra in TestGoto serial`
}

// Case G: an unknown callee decodes null into the field.
var jclaims = &lazyinitlib.Claims{Extra: map[string]any{"x": 1}}

func TestDecode(t *testing.T) { // want `region TestDecode serial`
	_ = json.Unmarshal([]byte(`{"Extra":null}`), jclaims) // Extra is nil afterwards // want `read lazyinit\.jclaims in TestDecode serial`
}

func TestDecodeThenAdd(t *testing.T) { // want `region TestDecodeThenAdd serial`
	jclaims.Add("k", 1) // after TestDecode, the lazy init runs // want `method-call lazyinit\.jclaims\.Add in TestDecodeThenAdd serial key "k"` `field-write lazyinit\.jclaims\.Extra in TestDecodeThenAdd serial via lazyinitlib\.Claims\.Add guarded lazyinit\.jclaims\.Extra==nil` `element-write lazyinit\.jclaims\.Extra in TestDecodeThenAdd serial via lazyinitlib\.Claims\.Add key "k" arg 1`
}

// Case H: another package-level variable aliases the same object.
var base = &lazyinitlib.Claims{Extra: map[string]any{"x": 1}}
var alias = base

func TestAliasReset(t *testing.T) { // want `region TestAliasReset serial`
	alias.Extra = nil // want `field-write lazyinit\.alias\.Extra in TestAliasReset serial`
}

func TestAliasAdd(t *testing.T) { // want `region TestAliasAdd serial`
	base.Add("k", 1) // after TestAliasReset, the lazy init runs // want `method-call lazyinit\.base\.Add in TestAliasAdd serial key "k"` `field-write lazyinit\.base\.Extra in TestAliasAdd serial via lazyinitlib\.Claims\.Add guarded lazyinit\.base\.Extra==nil` `element-write lazyinit\.base\.Extra in TestAliasAdd serial via lazyinitlib\.Claims\.Add key "k" arg 1`
}

// Case I: a package-level function literal in an initializer resets the field before tests.
var iclaims = &lazyinitlib.Claims{Extra: map[string]any{"x": 1}}
var _ = func() bool { iclaims.Extra = nil; return true }()

func TestInitLit(t *testing.T) { // want `region TestInitLit serial`
	iclaims.Add("k", 1) // Extra is nil: the lazy init runs // want `method-call lazyinit\.iclaims\.Add in TestInitLit serial key "k"` `field-write lazyinit\.iclaims\.Extra in TestInitLit serial via lazyinitlib\.Claims\.Add guarded lazyinit\.iclaims\.Extra==nil` `element-write lazyinit\.iclaims\.Extra in TestInitLit serial via lazyinitlib\.Claims\.Add key "k" arg 1`
}
