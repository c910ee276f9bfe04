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
// # What runs at the same time
//
// Which code runs at the same time is package schedule's question: its Point is a region and
// a position in it, and an access's point (Access.Point) is where its code, or the call that
// leads to it, runs. The engine finds the regions (the walker sees t.Run, t.Parallel and the
// helpers that call them, in any package) and schedule orders them.
//
// # Credentials by use
//
// An access with Op Sink says that a tracked value flows into an auth sink, whatever the
// variable is called: a place where a value becomes a request's credentials, such as an
// Authorization or API-key header, a basic-auth call, an OAuth token source or gRPC
// per-RPC credentials. The sinks are data (knowledge.AuthCallSinks, AuthLiteralSinks), and
// cookies handed to a client, a request or a jar are sinks by their *http.Cookie
// parameters. Flows into means: the value is the argument, an operand of a concatenation
// or an argument of fmt.Sprintf (and similar formatting and encoding calls) that builds it,
// an element of a slice literal or the Value of a cookie literal, the receiver of a method
// whose result it is, or what a local variable used there was assigned (one level).
// Summaries carry sinks reached through a helper's parameters, in any package: in
//
//	func authorize(req *http.Request, token string) { req.Header.Set("Authorization", "Bearer "+token) }
//
// token is a Sink of authorize, and a caller's package-level variable passed there is a
// credential. A composite literal whose type has a method that sends its receiver's
// contents to a sink (a request option whose Apply sets the Authorization header) is a sink
// for what it holds. Path names the sink: the header's canonical name, or the API
// ("resty.SetAuthToken"). IsAuthSource tells the calls that return fresh credentials
// (knowledge.AuthSources, and the Token method of any oauth2.TokenSource).
//
// # The environment
//
// The process environment is state that every test of a binary shares. Result.Env lists the
// accesses to environment variables (Access.Env, with Var nil): os.Getenv, os.LookupEnv and
// os.ExpandEnv read, os.Setenv, os.Unsetenv and t.Setenv (Access.Scoped) write. A write that
// runs when its test ends, to put the old value back, has Access.Restores: it is deferred,
// in a function given to Cleanup, or in a function a helper returns (defer setenv(...)()),
// or it is t.Setenv. Only variables whose name is known are recorded: a constant; the
// constants of a list that the code ranges over (for _, k := range keys); or a helper's
// parameter, for which the summary (Root.Env, KeyParam, KeyElems for a list) lets each
// caller fill in what it passes. A value read from a variable that flows into an auth sink
// is also an access with Op Sink. Summaries carry these accesses into every importer, as
// they carry package-level variables; os.Environ and os.Clearenv name no variable and are
// not recorded, nor are reads inside the standard library.
//
// # Code that runs only after a replacement
//
// Code can test whether a package-level variable still holds what it was initialised with
// and act only when it does not: a driver that adopts a replaced http.DefaultTransport
// (`if _, ok := http.DefaultTransport.(*http.Transport); !ok { client.Transport = ... }`).
// Such an access carries a Guard (Access.Guards, SummaryAccess.Guards, through summaries into
// every caller): the body of `if _, ok := V.(T); !ok`, the else branch of `if ...; ok`, what
// follows `if ...; ok { return }`, and the cases of a type switch on V that the initial value
// cannot reach, when T matches V's initial dynamic type (a table for the standard library's
// variables, whose initializers export data leaves out; the initializer for the analysed
// package's own). Feasible tells whether some write of the test binary, as far as the engine
// sees it, can make the guard hold; the accesses that cannot run are left out of
// Result.Accesses and Result.Setup, so no check reports them. A lazy initialization is a
// guard of the same kind (Guard.Nil): the body of `if V.f == nil`, or what follows `if V.f !=
// nil { return }`, runs only while V.f is nil, which never happens when V's initializer gives
// f a value that cannot be nil and no visible assignment may store nil there. In a summary
// the tested value may be a parameter's (a method's receiver); each call translates the
// guard to what the argument refers to (walker.applyGuards), or drops it.
//
// A summary also says which parameter a write stores (SummaryAccess.ValueParam: Default = c
// in SetClient(c), through setters that call setters); at a call site the argument becomes
// Access.Arg, so that a setter in another package that keeps the caller's client or key is
// the caller's change, and a setter given a saved value puts it back.
//
// # What the answers mean, for the checks
//
// This package computes accesses and summaries and finds the regions; the data it produces
// are other packages' types. Accesses, guards and summaries (and the facts that carry them)
// are package flow's; regions, tests and the order go test runs them in are package
// schedule's; the package's declarations come from the decls analyzer, and what its code
// does with net/http's process-wide state and cookie jars from the httpfacts analyzer
// (Result.HTTP), both joined to this one by Requires. What an access means for shared state
// (a credential, a transport, the environment; a write that is put back, a change that a
// later test inherits) is package state's question; where a finding goes and how it names
// its tests and writes is package report's; which findings a //fixturelint:ignore silences
// is package directives'; small questions about Go types, names and syntax that every part
// asks are package gocode's.
//
// # The SSA form
//
// Some questions need to know which value reaches a use, not only which variable: what
// test code does with the consumer a call returns (state.ValueUses), which assignment
// reaches a local that the flow-insensitive alias scan gave up on (ssaaliases.go), whether
// a library's constructor reads a fetched position (stringflow). The engine builds the
// package's SSA form for them (package ssaform), for a package that imports testing, on the first question
// (Result.SSA), with imported packages created from their types only; when go/ssa cannot
// build it there is no answer and the checks fall back on the syntax. The flow of constant
// group IDs to consumer-group joins is package stringflow's, over package groupjoin's
// sinks.
//
// The flags -fixturelint.nonce and -fixturelint.workdir are ignored by the analysis; they
// only change go vet's cache key. Benchmarks give -fixturelint.nonce a fresh value on every
// run so that go vet's result cache does not answer for the tool. The command sets
// -fixturelint.workdir to its working directory when -trimpath is on: go vet's cache key
// then leaves out the package's directory, and an identical copy of the code elsewhere
// would get that copy's file names in its findings and that copy's files in its fixes.
package parallel
