// Package tokencache defines an Analyzer that reports credentials cached at package level
// (or in TestMain) and refreshed or written while parallel tests read them.
//
// # Analyzer tokencache
//
// tokencache: report token caches shared by parallel tests and refreshed or written under them
//
// A test suite that logs in once per test binary and keeps the token in a package-level map
// saves round trips to the auth server, until the tests run with t.Parallel(): one test
// refreshes the token that a sibling is about to retry with, and the unsynchronized map
// write can crash the whole binary with "fatal error: concurrent map writes".
//
// A token cache is a package-level variable, of the test package or of any package its
// tests reach, or one assigned in TestMain or init, that holds credentials:
//
//   - a map, a sync.Map, or a struct holding a map, whose name says credentials or whose
//     element type is golang.org/x/oauth2.Token, *oauth2.Token, oauth2.TokenSource,
//     *http.Cookie, or a type listed with -tokencache.types;
//   - a string or []byte with such a name, or an *oauth2.Token (or a listed type), that tests
//     assign after initialization (a refresh);
//   - a package-level oauth2.TokenSource (ReuseTokenSource, Config.TokenSource,
//     clientcredentials.Config.TokenSource), or a getter returning one, such as a
//     sync.Once-guarded func source() oauth2.TokenSource.
//
// A name says credentials when one of its word parts (apiTokens: api, tokens), or two
// adjacent parts joined (apiKey: apikey), is, case-insensitively, one of token, jwt, bearer,
// auth, session, cookie, credential, cred, creds, apikey, secret, login, optionally followed
// by "s". A sync.Once-guarded getter (func token() string { once.Do(fetch); return tok })
// only reads the cache: the write inside once.Do is initialization, like one in TestMain or
// init, and never a refresh.
//
// Rules, each reported with its own category:
//
//   - racy-write: a token cache map is written (m[k] = v, delete, clear) by a parallel test,
//     or by code a parallel test calls, without a sync.Mutex or sync.RWMutex held, while
//     another parallel test (or another instance of the same one) uses it. This is a data
//     race, reported at each racing write. Writes through sync.Map methods are not races,
//     but they are refreshes.
//   - refreshed: a token cache is written or refreshed by code that runs in parallel with a
//     test that reads it: the parallel test can retry with a token that a sibling has just
//     replaced. Reported once for each cache and parallel test that reads it, with the
//     refresh as related information. A write of another constant key (tokens["bob"])
//     does not replace the token that a read of tokens["alice"] gets, also when a helper
//     (in any package) indexes the cache with its parameter: login("bob") does not replace
//     what login("alice") reads. Nor does a key made from the running test's name
//     (tokens[t.Name()]) in one test replace another test's entry; both are still data
//     races without a mutex. A fill of a missing key under a mutex (if _, ok := m[k]; !ok { m[k] = v }, or m[k] = v after
//     if v, ok := m[k]; ok { return v }, in the function that writes, in the package being
//     analyzed) replaces nothing and, like once.Do, is not a refresh; without a mutex it is
//     still a data race.
//   - shared-source: a package-level oauth2.TokenSource is used by two or more tests, at
//     least one of them parallel: one test's refresh changes the token another retries with.
//   - strict (only with -tokencache.strict): a parallel test uses a token cache that no other
//     rule reported for it, even one that nothing writes.
//
// Each diagnostic names the cache, the parallel test and the write or refresh site (as
// related information, with the calls that lead to it), and says why it matters.
//
// Suggested fixes:
//
//   - When every use of an unexported cache is in the package's test functions (no helper
//     in between), the fix declares the cache in each test that uses it, with the same
//     initializer, right after t.Parallel() (in the subtest that uses it when the uses are
//     in subtests), and deletes the package-level declaration.
//   - When every use is in helpers of the package that take a *testing.T (or *testing.B,
//     testing.TB), the fix gives each call of the helper a fresh cache: a getter that
//     returns the cache returns a new one, other helpers declare it at their start (after
//     t.Helper()). The caches this check knows need no teardown, so no t.Cleanup is added.
//   - Neither fix is offered for an exported cache, one that TestMain or init uses, one a
//     test uses before its t.Parallel() call, one used both by a test and by its subtests,
//     or when a name in the initializer means something else in the test. The fixes add
//     the imports the initializer needs to the test's file.
//   - Otherwise there is no fix, and the message says to scope the cache to the test's
//     lifetime.
//
// Example. This is reported (refreshed and racy-write):
//
//	var tokens = map[string]string{}
//
//	func login(user string) string {
//		tok := fetchToken(user)
//		tokens[user] = tok // data race with the other parallel tests
//		return tok
//	}
//
//	func TestOrders(t *testing.T) {
//		t.Parallel()
//		login("alice")
//		get(t, "/orders", tokens["alice"]) // TestRefunds may have just replaced it
//	}
//
// This is not (the cache lives as long as the test):
//
//	func login(t *testing.T, tokens map[string]string, user string) string {
//		t.Helper()
//		tok := fetchToken(user)
//		tokens[user] = tok
//		return tok
//	}
//
//	func TestOrders(t *testing.T) {
//		t.Parallel()
//		tokens := map[string]string{}
//		login(t, tokens, "alice")
//		get(t, "/orders", tokens["alice"])
//	}
//
// Not reported: a map literal that nothing writes (a tokenizer's tokens table, a fixture
// table); a shared oauth2.StaticTokenSource, which never refreshes; a slice of test cases named tokens; a cache created inside the test or by a helper
// that takes *testing.T; a constant token string; a token string assigned only at
// initialization (its initializer, init, TestMain, or once.Do); caches used only by tests
// that do not run in parallel, and writes made before t.Parallel() or by tests that do not
// run in parallel, since those run while the parallel tests are paused (and benchmarks, which
// run one at a time after the tests, except for their b.RunParallel bodies); unexported variables
// of the standard library and of other modules, which their own packages guard; memo maps
// filled only where a key is missing, under a mutex (a lexer's tokenNames cache). Other
// writes under a mutex are not data races, but they are still refreshes.
//
// Flags:
//
//	-tokencache.strict   report every token cache that a parallel test reads, written or not
//	-tokencache.types    comma-separated named types, as import/path.Name, that count as
//	                     credentials (in addition to the oauth2 and http.Cookie types)
//	-tokencache.names    regexp that replaces the default list of credential words; it is
//	                     matched against each lower-cased word part of a variable's name and
//	                     each pair of adjacent parts joined
package tokencache
