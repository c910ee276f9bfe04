// Package guardproof holds the proof, on the live suites in testdata/flaky, that the guard
// reports misrouting in every run of the unfixed HTTP suites whose assertions fail, and also
// in runs whose assertions pass, and nothing on their fixed versions. A run in which the
// runner happens to schedule the tests that share state one after another shows no misroute
// on the wire; such runs pass, or fail only by a data race that the race detector reports.
//
// The proof is a test, gated because it builds and runs each suite many times under the race
// detector:
//
//	FIXTURELINT_GUARDPROOF=1 go test ./internal/guardproof -v -count=1 \
//		-args -guardproof.runs=20 -guardproof.parallel=8
//
// For each suite it copies the testdata module, takes the fixed suite's test files from
// testdata/flaky/fixed where asked, and adds the guard's two lines to the suite's TestMain file
// (the shared client or http.DefaultTransport through the guard, and guard.Main instead of
// m.Run); nothing else changes. It builds the race-enabled test binary in a workspace with this
// module and runs it -guardproof.runs times with the guard and as many times without it
// (FIXTURELINT_GUARD=off, the same binary), alternating, counting the runs whose tests fail and
// the runs whose JSON report has misroutes.
package guardproof
