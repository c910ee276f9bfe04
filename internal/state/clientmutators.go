package state

import (
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
	"github.com/fixturelint/fixturelint/internal/httpfacts"
	"github.com/fixturelint/fixturelint/internal/knowledge"
)

// This file knows the client methods that change what later requests send.

// IsConfigMutator reports whether fn is a method known to change its receiver's
// configuration or state: a resty client's setters (SetHeader, SetTimeout, OnBeforeRequest,
// ...), (*http.Transport).RegisterProtocol and (*cookiejar.Jar).SetCookies.
func IsConfigMutator(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	if knowledge.RestyMutators[fn.Name()] && (httpfacts.IsRestyMethod(fn, fn.Name())) {
		return true
	}
	return gocode.FuncIs(fn, "net/http", "Transport", "RegisterProtocol") ||
		gocode.FuncIs(fn, "net/http/cookiejar", "Jar", "SetCookies")
}

// IsRestyAuthState reports whether name, the last segment of a resty client's method or
// field path, holds per-user state: auth, headers, cookies.
func IsRestyAuthState(name string) bool { return knowledge.RestyAuthState[name] }
