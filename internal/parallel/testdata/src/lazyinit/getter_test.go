package lazyinit

import (
	"testing"

	"lazyinitlib"
)

func TestGetterTriggered(t *testing.T) { // want `region TestGetterTriggered serial`
	if claims.Extra == nil { // want `read lazyinit\.claims in TestGetterTriggered serial`
		return
	}
	if claims.Lookup("k") == nil { // want `method-call lazyinit\.claims\.Lookup in TestGetterTriggered serial key "k"`
		claims.Items["k"] = &lazyinitlib.Claims{} // runs for a new key // want `element-write lazyinit\.claims\.Items in TestGetterTriggered serial key "k"`
	}
}

var reg2 = map[string]*lazyinitlib.Claims{}

func TestFindNil(t *testing.T) { // want `region TestFindNil serial`
	if claims.Extra == nil { // want `read lazyinit\.claims in TestFindNil serial`
		return
	}
	if lazyinitlib.Find("other") == nil { // true: Find returns nil for other names // want `read lazyinitlib\.Default in TestFindNil serial via lazyinitlib\.Find`
		reg2["other"] = &lazyinitlib.Claims{} // runs // want `element-write lazyinit\.reg2 in TestFindNil serial key "other"`
	}
}

var local = &lazyinitlib.Claims{Extra: map[string]any{}}

func find(name string) *lazyinitlib.Claims {
	if name != "local" {
		return nil
	}
	return local
}

func TestFindLocalNil(t *testing.T) { // want `region TestFindLocalNil serial`
	if claims.Extra == nil { // want `read lazyinit\.claims in TestFindLocalNil serial`
		return
	}
	if find("other") == nil { // true // want `read lazyinit\.local in TestFindLocalNil serial via lazyinit\.find`
		reg2["other2"] = &lazyinitlib.Claims{} // runs // want `element-write lazyinit\.reg2 in TestFindLocalNil serial key "other2"`
	}
}
