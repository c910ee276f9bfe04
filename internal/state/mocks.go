package state

import (
	"go/types"

	"github.com/fixturelint/fixturelint/internal/gocode"
)

// This file knows the mocking libraries' functions that swap net/http's defaults for a
// mock, and the ones that leave them alone.

// IsHTTPMockActivate reports whether fn is httpmock.Activate, which replaces
// http.DefaultTransport with the mock.
func IsHTTPMockActivate(fn *types.Func) bool { return gocode.FuncIs(fn, httpmockPkg, "", "Activate") }

// IsGockIntercept reports whether fn is gock.New or gock.Intercept, which replace
// http.DefaultTransport with gock's unless the test intercepts a client of its own
// (IsGockInterceptClient).
func IsGockIntercept(fn *types.Func) bool {
	return gocode.FuncIs(fn, gockPkg, "", "New") || gocode.FuncIs(fn, gockV1Pkg, "", "New") ||
		gocode.FuncIs(fn, gockPkg, "", "Intercept") || gocode.FuncIs(fn, gockV1Pkg, "", "Intercept")
}

// IsGockInterceptClient reports whether fn is gock.InterceptClient, which gives a client
// of the caller's gock's transport instead of http.DefaultTransport.
func IsGockInterceptClient(fn *types.Func) bool {
	return gocode.FuncIs(fn, gockPkg, "", "InterceptClient") || gocode.FuncIs(fn, gockV1Pkg, "", "InterceptClient")
}
