// Package parallel is fixturelint's engine: it knows, with types, which functions of a
// package are tests, which parts of them run concurrently with sibling tests, and which
// package-level variables that code reaches, directly or through helpers in any package.
//
// # Analyzer fixturelint
//
// fixturelint: find which code runs in parallel tests, and check //fixturelint:ignore directives
//
// This analyzer is the engine that the other fixturelint checks require. It reports only
// problems with suppression directives:
//
//	//fixturelint:ignore sharedclient        // missing reason
//	//fixturelint:ignore nosuchcheck reason  // unknown check
//
// A directive has the form
//
//	//fixturelint:ignore CHECK[,CHECK...] REASON
//
// on the reported line, on the line above it, or on the declaration of the shared variable
// (then it silences every finding about that variable). A directive that silences nothing
// is reported by the check it names.
//
// What counts as parallel: the part of a test function after t.Parallel() on its own
// *testing.T (or after a call of a helper, in any package, that calls Parallel on the
// *testing.T it receives); subtests started by (*testing.T).Run that call t.Parallel(), or
// that are started from the parallel part of their parent; b.RunParallel bodies. Test
// functions are found by signature in _test.go files, never by name alone.
//
// The flags -fixturelint.nonce and -fixturelint.workdir are ignored by the analysis; they
// only change go vet's cache key. Benchmarks give -fixturelint.nonce a fresh value on every
// run so that go vet's result cache does not answer for the tool. The command sets
// -fixturelint.workdir to its working directory when -trimpath is on: go vet's cache key
// then leaves out the package's directory, and an identical copy of the code elsewhere
// would get that copy's file names in its findings and that copy's files in its fixes.
package parallel
