package parallel

import "go/types"

// This file knows the client methods that change what later requests send.

// restyMutators are the resty client methods that change what later requests send.
var restyMutators = map[string]bool{
	"SetAuthToken": true, "SetAuthScheme": true, "SetBasicAuth": true, "SetDigestAuth": true,
	"SetHeader": true, "SetHeaders": true, "SetHeaderVerbatim": true,
	"SetCookie": true, "SetCookies": true, "SetCookieJar": true,
	"SetBaseURL": true, "SetHostURL": true, "SetTimeout": true, "SetRetryCount": true,
	"SetRetryWaitTime": true, "SetRetryMaxWaitTime": true, "AddRetryCondition": true,
	"SetTransport": true, "SetTLSClientConfig": true, "SetProxy": true, "RemoveProxy": true,
	"SetQueryParam": true, "SetQueryParams": true, "SetPathParam": true, "SetPathParams": true,
	"SetRedirectPolicy": true, "SetError": true, "SetDebug": true,
	"OnBeforeRequest": true, "OnAfterResponse": true, "OnError": true, "SetPreRequestHook": true,
}

// restyAuthState are the resty client methods and fields that hold per-user state.
var restyAuthState = map[string]bool{
	"SetAuthToken": true, "SetAuthScheme": true, "SetBasicAuth": true, "SetDigestAuth": true,
	"SetHeader": true, "SetHeaders": true, "SetHeaderVerbatim": true,
	"SetCookie": true, "SetCookies": true,
	"Token": true, "UserInfo": true, "Cookies": true, "Header": true,
}

// IsConfigMutator reports whether fn is a method known to change its receiver's
// configuration or state: a resty client's setters (SetHeader, SetTimeout, OnBeforeRequest,
// ...), (*http.Transport).RegisterProtocol and (*cookiejar.Jar).SetCookies.
func IsConfigMutator(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	if restyMutators[fn.Name()] && (IsRestyMethod(fn, fn.Name())) {
		return true
	}
	return FuncIs(fn, "net/http", "Transport", "RegisterProtocol") ||
		FuncIs(fn, "net/http/cookiejar", "Jar", "SetCookies")
}

// IsRestyAuthState reports whether name, the last segment of a resty client's method or
// field path, holds per-user state: auth, headers, cookies.
func IsRestyAuthState(name string) bool { return restyAuthState[name] }
