package envcallback

import (
	"os"
	"testing"
)

// A sequential test leaves a trace ID set.
func TestSetsTraceID(t *testing.T) {
	os.Setenv("CALLBACK_TRACE_ID", "left") // want `environment variable "CALLBACK_TRACE_ID" leaks from TestSetsTraceID into later tests: it is set and never restored, and TestDescribeReads reads it without setting it first`
}

// A literal handed to a call that does not set the variable reads what the earlier test
// left.
func TestDescribeReads(t *testing.T) {
	h := Describe(func() string { return os.Getenv("CALLBACK_TRACE_ID") })
	_ = h.fn()
}

// Negative: the handler reads the trace ID that Serve, which runs it, has just set.
func TestServeReadsInHandler(t *testing.T) {
	h := NewHandler(func() string { return os.Getenv("CALLBACK_TRACE_ID") })
	if got := Serve(h, "b"); got != "b" {
		t.Fatal(got)
	}
}

// Negative: the same with the literal handed to the call directly.
func TestInvokeReadsInHandler(t *testing.T) {
	if got := Invoke(func() string { return os.Getenv("CALLBACK_TRACE_ID") }, "c"); got != "c" {
		t.Fatal(got)
	}
}
