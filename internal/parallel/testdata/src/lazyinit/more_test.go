package lazyinit

import (
	"testing"

	"lazyinitlib"
)

func TestMark(t *testing.T) { // want `region TestMark serial`
	lazyinitlib.Mark(claims) // want `element-write lazyinitlib\.Seen in TestMark serial via lazyinitlib\.Mark` `read lazyinit\.claims in TestMark serial`
}

var reg = &lazyinitlib.Reg{}

var cache = map[string]*lazyinitlib.Claims{"a": {}}

// Case A': a body with another nil test of a field.
func TestMapElemDirect2(t *testing.T) { // want `region TestMapElemDirect2 serial`
	if claims.Extra == nil { // want `read lazyinit\.claims in TestMapElemDirect2 serial`
		return
	}
	if cache["k"] == nil { // want `read lazyinit\.cache in TestMapElemDirect2 serial key "k"`
		cache["k"] = &lazyinitlib.Claims{} // runs for a new key // want `element-write lazyinit\.cache in TestMapElemDirect2 serial key "k"`
	}
}

var mp2 = new(map[string]any)

func TestDeref2(t *testing.T) { // want `region TestDeref2 serial`
	if claims.Subject != "" && claims.Extra == nil { // want `read lazyinit\.claims in TestDeref2 serial` `read lazyinit\.claims in TestDeref2 serial`
		return
	}
	if *mp2 == nil { // want `read lazyinit\.mp2 in TestDeref2 serial`
		*mp2 = map[string]any{} // runs // want `write lazyinit\.mp2\.\* in TestDeref2 serial`
	}
}

func TestItem2(t *testing.T) { // want `region TestItem2 serial`
	claims.Item2("new") // the element write runs for a new key // want `method-call lazyinit\.claims\.Item2 in TestItem2 serial key "new"` `element-write lazyinit\.claims\.Items in TestItem2 serial via lazyinitlib\.Claims\.Item2 key "new"`
}
