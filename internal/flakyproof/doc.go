// Package flakyproof holds the end-to-end proof, on the live suites in testdata/flaky, that
// fixturelint's findings are what makes those suites flaky and that its fixes remove the
// flakiness.
//
// The proof is a test, gated because it runs each suite many times under the race detector:
//
//	FIXTURELINT_FLAKYPROOF=1 go test ./internal/flakyproof -v -count=1 \
//		-args -flakyproof.runs=20 -flakyproof.parallel=8
//
// For each suite it runs fixturelint and asserts the exact findings (analyzer, category,
// file and line); builds the suite's test binary with -race and runs it -flakyproof.runs
// times with -test.parallel=P, counting the failing runs; then applies `fixturelint -fix` to
// a copy (or, where a finding has no automatic fix by design, the hand fix checked in under
// testdata/flaky/fixed), asserts that go vet is clean, that a second -fix changes nothing and
// that fixturelint has nothing left to report, and runs the fixed suite the same way,
// requiring zero failures. It prints a table of the results.
package flakyproof
