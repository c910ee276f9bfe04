// Package state says what the engine's accesses mean for shared state: which variables
// hold credentials, transports or the environment, which writes change them, and which
// code puts them back.
//
// The engine (package parallel) records accesses: this test writes that package-level
// variable, through these helpers, at this point of its schedule. Whether such a write is a
// hazard depends on what the variable is and on what the rest of the test does with it.
// The questions this package answers are those, for the checks:
//
//   - what a variable is: a credential by its use (it reaches an auth sink, or is given a
//     fetched token once), a credential cache and of what kind, a transport or a client
//     holding one, an environment variable holding a credential, the HTTP defaults;
//   - what a write does: stores a saved value back, fills a missing map key under a
//     mutex, writes the initializer's own value again, is a library's bookkeeping;
//   - what puts it back, and when: a defer or t.Cleanup, t.Setenv, a library's own restore
//     (httpmock.DeactivateAndReset), a later statement of the same body that always runs;
//   - who sees a change that is never put back (Inheritance: the later tests that read it
//     before they set it themselves).
//
// For example, a sequential test that logs in and leaves the token behind,
//
//	func TestLogin(t *testing.T) { token = login(t) }   // never put back
//	func TestList(t *testing.T)  { list(token) }         // reads it first
//
// has a change that TestList inherits; with `t.Cleanup(func() { token = "" })` in
// TestLogin, or with TestList setting token itself before reading it, it has none.
//
// Each answer is a function of the engine's Result (or of its accesses) and the pass, so
// that a check asks only what it needs and nothing else is computed.
package state
