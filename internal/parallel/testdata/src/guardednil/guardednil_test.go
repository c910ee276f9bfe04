package guardednil

import (
	"testing"

	"nillib"
)

// The initializer gives Extra a map, and nothing stores one that may be nil: the lazy
// initializations cannot run.
var claims = &nillib.Claims{Subject: "peter", Extra: map[string]any{"foo": "bar"}}

// A table built from the claims' fields copies values: nothing in it can reset Extra.
var claimsTable = map[string]any{"sub": claims.Subject, "foo": claims.Extra["foo"], "extra": claims.Extra}

// Extra starts nil: the lazy initialization runs in the first test that calls Add.
var empty = &nillib.Claims{Subject: "paul"}

// Extra starts with a map, but a test resets it: the initialization may run again.
var reset = &nillib.Claims{Extra: map[string]any{}}

func TestInitialized(t *testing.T) { // want `region TestInitialized serial`
	claims.Add("foo", "baz") // want `method-call guardednil\.claims\.Add in TestInitialized serial key "foo"` `element-write guardednil\.claims\.Extra in TestInitialized serial via nillib\.Claims\.Add key "foo" arg "baz"`
	claims.Ensure()          // want `method-call guardednil\.claims\.Ensure in TestInitialized serial`
	if claims.Extra == nil { // want `read guardednil\.claims in TestInitialized serial`
		claims.Extra = map[string]any{}
	}
	if claims.Extra != nil { // want `read guardednil\.claims in TestInitialized serial`
		return
	}
	claims.Extra = map[string]any{}
}

func TestStartsNil(t *testing.T) { // want `region TestStartsNil serial`
	empty.Add("foo", "baz") // want `method-call guardednil\.empty\.Add in TestStartsNil serial key "foo"` `field-write guardednil\.empty\.Extra in TestStartsNil serial via nillib\.Claims\.Add` `element-write guardednil\.empty\.Extra in TestStartsNil serial via nillib\.Claims\.Add key "foo" arg "baz"`
	empty.Ensure()          // want `method-call guardednil\.empty\.Ensure in TestStartsNil serial` `field-write guardednil\.empty\.Extra in TestStartsNil serial via nillib\.Claims\.Ensure`
	if empty.Extra == nil { // want `read guardednil\.empty in TestStartsNil serial`
		empty.Extra = map[string]any{} // want `field-write guardednil\.empty\.Extra in TestStartsNil serial`
	}
}

func TestReset(t *testing.T) { // want `region TestReset serial`
	reset.Reset()           // want `method-call guardednil\.reset\.Reset in TestReset serial` `field-write guardednil\.reset\.Extra in TestReset serial via nillib\.Claims\.Reset`
	reset.Add("foo", "baz") // want `method-call guardednil\.reset\.Add in TestReset serial key "foo"` `field-write guardednil\.reset\.Extra in TestReset serial via nillib\.Claims\.Add guarded guardednil\.reset\.Extra==nil` `element-write guardednil\.reset\.Extra in TestReset serial via nillib\.Claims\.Add key "foo" arg "baz"`
}
