// Package plain neither is nor imports a package with group-ID sinks: the string flow
// exports only the values of its constant string variables, which importers may pass to
// a sink.
package plain

// Name is initialized from a constant and never written.
var Name = "plain-" + "orders" // want Name:`const\("plain-orders"\)`

// Written is reassigned: not a constant.
var Written = "first"

func SetWritten(s string) { Written = s }

// Join passes its parameter on, but to no sink: no summary.
func Join(group string) string { return "svc-" + group }
