// Package report says where a finding goes and how it names what it found: one diagnostic
// per fix site, with the shared thing, the tests that run at the same time and the
// writes as related information.
//
// A write inside a helper that 300 tests call is one finding, not 300: accesses are
// grouped by their fix site (SiteGroup: the write itself, or the call that hands the helper
// the shared value). Of each group the finding reports the access that really races
// (RacingSites, FirstConcurrent: a write after t.Parallel() and a use by another test that
// runs alongside it), names the tests ("TestA, TestB and 3 more") and turns each access's
// call path into related information:
//
//	a_test.go:7: shared client "client" has a cookie jar and is used by parallel test TestA
//	    client_test.go:4: the cookie jar is set here
//	    b_test.go:8: used by TestB
//
// Positions maps the call paths that summaries carry, as file positions, back to the
// package's syntax; a Reporter checks //fixturelint:ignore directives before it reports.
package report
