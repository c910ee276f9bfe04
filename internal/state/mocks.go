package state

import (
	"go/types"

	"github.com/fixturelint/fixturelint/internal/parallel"
)

// This file knows the mocking libraries' functions that swap net/http's defaults for a
// mock, and the ones that leave them alone.

// IsHTTPMockActivate reports whether fn is httpmock.Activate, which replaces
// http.DefaultTransport with the mock.
func IsHTTPMockActivate(fn *types.Func) bool { return parallel.FuncIs(fn, httpmockPkg, "", "Activate") }

// IsGockIntercept reports whether fn is gock.New or gock.Intercept, which replace
// http.DefaultTransport with gock's unless the test intercepts a client of its own
// (IsGockInterceptClient).
func IsGockIntercept(fn *types.Func) bool {
	return parallel.FuncIs(fn, gockPkg, "", "New") || parallel.FuncIs(fn, gockV1Pkg, "", "New") ||
		parallel.FuncIs(fn, gockPkg, "", "Intercept") || parallel.FuncIs(fn, gockV1Pkg, "", "Intercept")
}

// IsGockInterceptClient reports whether fn is gock.InterceptClient, which gives a client
// of the caller's gock's transport instead of http.DefaultTransport.
func IsGockInterceptClient(fn *types.Func) bool {
	return parallel.FuncIs(fn, gockPkg, "", "InterceptClient") || parallel.FuncIs(fn, gockV1Pkg, "", "InterceptClient")
}
