// Package envcallback is a runtime that exports each request's trace ID to the environment
// and then calls the handler it was given.
package envcallback

import "os"

type Handler struct{ fn func() string }

func NewHandler(fn func() string) Handler { return Handler{fn: fn} }

// Serve sets the trace ID, then calls the handler.
func Serve(h Handler, traceID string) string {
	os.Setenv("CALLBACK_TRACE_ID", traceID)
	return h.fn()
}

// Invoke does the same with a plain function.
func Invoke(fn func() string, traceID string) string {
	os.Setenv("CALLBACK_TRACE_ID", traceID)
	return fn()
}

// Describe only holds the handler.
func Describe(fn func() string) Handler { return Handler{fn: fn} }
