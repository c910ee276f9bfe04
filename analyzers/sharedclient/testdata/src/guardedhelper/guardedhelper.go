// Package guardedhelper is a test helper package that replaces http.DefaultTransport.
package guardedhelper

import "net/http"

// UseTransport makes rt the default transport for good.
func UseTransport(rt http.RoundTripper) { http.DefaultTransport = rt }
