package customtypes

import (
	"testing"

	"customtypes/auth"
)

// grants holds a listed type: a cache, whatever its name.
var grants = map[string]*auth.Grant{}

func grant(user string) *auth.Grant {
	g := &auth.Grant{Value: user}
	grants[user] = g // want `data race: parallel test TestGrantA writes token cache grants without holding a mutex while parallel test TestGrantB uses it`
	return grants[user]
}

func TestGrantA(t *testing.T) {
	t.Parallel()
	_ = grant("a") // want `parallel test TestGrantA reads token cache grants while parallel test TestGrantB refreshes it`
}

func TestGrantB(t *testing.T) {
	t.Parallel()
	_ = grant("a") // want `parallel test TestGrantB reads token cache grants while parallel test TestGrantA refreshes it`
}

// scopes holds a type that is not listed.
var scopes = map[string]*auth.Scope{}

func scope(name string) *auth.Scope {
	s := &auth.Scope{Name: name}
	scopes[name] = s
	return scopes[name]
}

func TestScopeA(t *testing.T) {
	t.Parallel()
	_ = scope("a")
}

func TestScopeB(t *testing.T) {
	t.Parallel()
	_ = scope("b")
}
