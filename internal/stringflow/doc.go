// Package stringflow follows constant strings to the calls and fields that consume them.
//
// A Kafka consumer group ID is usually a constant that travels a long way before a
// library joins the group: a test passes "orders" to a helper, the helper stores it in a
// settings struct, a functional option copies it into a config, and a constructor in
// another package hands the config to kafka-go. kafkagroup needs to know, for every
// region of test code, which constants arrive at such a join, so that two parallel tests
// joining the same group are reported and the constant written in the test can be
// replaced by a group of its own.
//
// The flow is computed per function and summarised: a summary says which of the
// function's parameters (and which field paths of them, of its receiver and of its
// results) end up at a sink, and which constant values its results carry. Summaries are
// exported as facts so that a helper in another package is followed like a local one.
// Values are concatenations of literal parts and parameter parts, so
//
//	func groupFor(name string) string { return "svc-" + name }
//
// has the summary "result = "svc-" + param 0", and a call groupFor("orders") gives the
// constant "svc-orders" at the caller.
//
// Analyzer runs only on packages that are, or import, a package with such sinks, or
// import a package whose facts say it uses one; other packages pay nothing. Its result,
// a *StringFlow, answers kafkagroup's questions: Uses lists every constant that reaches
// a sink from a region of test code, with the helpers on the way and the expression a
// fix rewrites (a FlowTarget).
//
// What a sink is, and what a consumer built from a configuration does with it (joins,
// reaches a broker, is handed on unchanged to the library), is answered by package
// groupjoin from the library knowledge; which code runs at the same time is answered by
// package parallel.
package stringflow
