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
// tests reach, or one assigned in TestMain or init, that holds credentials. What it holds
// is known first from how it is used, whatever its name:
//
//   - its value, an element or a field of it flows into an auth sink: an Authorization,
//     Proxy-Authorization, Cookie or API-key header (Header.Set/Add, header[k] = v, a header
//     map literal, gRPC metadata), SetBasicAuth, AddCookie, a cookie jar's SetCookies,
//     resty's SetAuthToken, SetAuthScheme, SetBasicAuth and SetHeader("Authorization", ...),
//     oauth2.StaticTokenSource, oauth2.NewClient, an oauth2.Token or oauth2.Transport
//     literal, gRPC per-RPC credentials (oauth.TokenSource, oauth.NewOauthAccess,
//     grpc.WithPerRPCCredentials), websocket dial headers. It flows there when it is the
//     argument, is concatenated or formatted into it ("Bearer "+token), or is what a local
//     variable used there was assigned; also through helpers in any package, whose
//     parameters reach a sink (authorize(req, token)), and through the methods of a
//     literal's type (opt = bearer{token: tok}, where bearer's Apply sets the header:
//     both tok and opt, an interface value, are credentials);
//   - it is assigned what an auth source returns: oauth2.Config.Exchange and
//     PasswordCredentialsToken, clientcredentials.Config.Token, a TokenSource's Token();
//   - it is a header map (http.Header, map[string]string) given an auth header entry, in
//     its declaration or with Set, Add or h[k] = v: then Set and Add are map writes.
//
// Such a variable is a map cache (a map or sync.Map, or a struct holding one), a header
// map, or otherwise a value (a string, []byte, token, struct of credential fields) that is
// a cache once something assigns it after initialization. Names and types still count, for
// caches whose use the analysed code does not show:
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
//     analyzed; also a deferred m[k] = v that runs only once a flag is true, when the flag
//     starts false and is set only after that early return), and the map's own creation
//     under if m == nil { m = make(...) }, replace nothing and, like once.Do, are not a
//     refresh; without a mutex they are still data races.
//   - shared-source: a package-level oauth2.TokenSource is used by two or more tests, at
//     least one of them parallel: one test's refresh changes the token another retries with.
//   - fetched-once (only with -tokencache.strict): a credential fetched once for the whole
//     test binary (by its initializer, in TestMain or init, or under sync.Once, from a call
//     of code outside the standard library, of net/http or of an auth source) and read by
//     parallel tests that may run at the same time: every test runs as one user with one
//     token, so a test's logout, revocation or permission change, or the token's expiry,
//     reaches the others. Reported once per read site (a helper's read once, at the helper),
//     without a fix: the message says to fetch the token in the test's setup, or per test
//     user, and shows how (after t.Parallel(): tok := login(...)).
//   - leaked (opt-in: -tokencache.leaked or -tokencache.strict; on suites it was not tuned
//     on, most of its findings were values that no later test's result depends on): a
//     test that runs alone (not after t.Parallel()) sets a token cache, a key or
//     a credential field of a package-level fixture (a signed request's Token) and does not
//     put it back (no deferred or t.Cleanup write of it, no saved value or the value it is
//     declared with written back later in its body, where every passing run gets), and
//     tests that run after it (go test's order: test files by name, then source order;
//     parallel parts after every sequential test) read it without setting their own
//     first: they see the
//     value it left, and their results depend on test order (-run, -shuffle). Reported once
//     per write site, with the reading tests as related information, without a fix: the
//     message says to restore it with t.Cleanup or give each test its own. An API client
//     that is a credential only by its use (a setup helper's client) is sharedclient's
//     business; a write in a benchmark reaches no test (benchmarks run after the tests).
//     Field paths count: a write changes only the path it writes, and a later test inherits
//     it only if it reads that path, a prefix or an extension of it, or the whole value (or
//     passes it to code that may read any of it); a write of the path it reads (or of a
//     prefix) first gives it its own. A struct that is a cache only because some of its maps
//     hold tokens (a storage type with AccessTokens next to Clients) keeps its credentials
//     in those maps and in fields named for credentials: a write of a client's redirect
//     URIs or of the client table is configuration, not a leaked credential. A write of the
//     constant that the variable's own initializer already holds at that field or map key
//     (claims.Extra["foo"] = "bar" for Extra: {"foo": "bar"}) changes nothing.
//   - strict (only with -tokencache.strict): a parallel test uses a token cache that no other
//     rule reported for it, even one that nothing writes.
//
// The process environment is shared state too: every test of a binary sees one process
// environment, and code under test reads its token, profile or region from there (a
// NewClient that falls back to os.Getenv("API_TOKEN"), a cloud SDK's configuration loader),
// in the test's package or any other. The engine records os.Getenv, os.LookupEnv and
// os.ExpandEnv as reads, os.Setenv, os.Unsetenv and t.Setenv as writes of a variable whose
// name is a constant, here or where a helper's caller passes it (setenv(t, "API_TOKEN", v))
// or a library's table of names holds it, and os.Clearenv as a write of every variable. A
// name may come from a table: the keys or elements of a literal that a loop ranges over,
// found through the cases of a table test (for k, v := range tc.env { os.Setenv(k, v) } in
// the subtest of each case), variables that nothing changes, and functions of the package
// that return a literal (for k := range reservedKeys()), and a list that the test only
// grows with append (the names a case collects to unset them when it ends: a deferred
// for _, k := range cleanup { os.Unsetenv(k) } puts back what it set). A name that one case of the table
// alone sets is not raced on by the other cases' runs of the same code; one that two cases
// set, or that another case's code reads, is. A
// variable holds credentials when its upper-cased name contains TOKEN, SECRET, PASSWORD,
// PASSWD, API_KEY, APIKEY, ACCESS_KEY or CREDENTIAL (with -tokencache.names: when a word part
// matches the regexp), or when its value reaches an auth sink. Rules for them:
//
//   - env-race: a variable, whatever its name, is written by code that runs at the same time
//     as another test's read or write of it (or another run of its own): a sequential subtest
//     of a parallel test that sets the token while parallel siblings build clients from the
//     environment, a parallel test that sets AWS_PROFILE while another loads the AWS
//     configuration. Not when every write stores the same constant and every test that reads
//     the variable sets it first (each test does os.Setenv("CHECKPOINT_DISABLE", "1") before
//     it runs the tool): whichever write lands last, every reader sees that value. Reported
//     once per write site; a deferred write that puts the old value
//     back races too, but is not reported again; tests that hold one mutex around every
//     access of the variable take turns and are not reported. Also os.Clearenv in the parallel part of a
//     test that may run beside other test code, always: the code under test and its
//     libraries read variables no test names (the environment uses seen are in the related
//     information). No fix: the message says to pass the value to the code under test, or
//     to set it with t.Setenv in a test that does not run in parallel (Go's t.Setenv panics
//     in a parallel test for this very reason).
//   - env-parallel (only with -tokencache.strict): any other os.Setenv or os.Unsetenv in the
//     parallel part of a test that may run beside other test code, though no test is seen
//     to use the variable.
//   - env-leaked (opt-in with leaked: -tokencache.leaked or -tokencache.strict; on suites
//     it was not tuned on, about a third of its findings were right: the later test read the
//     value but discarded it, compared it with a constant it does not hold, or could not
//     fail): a sequential test sets a variable, whatever its name, with os.Setenv and
//     never puts it back, and a later test (in go test's order, with no test in between that
//     leaves a value of its own, unsets it or clears the whole environment whenever it runs and does not put it back, or registers a bare defer os.Clearenv()) reads it, directly or through the code under test, without
//     setting it first (an os.Clearenv first counts, and so does a helper that unsets the
//     names a map literal holds as keys, for k := range vars { os.Unsetenv(k) }, when
//     nothing changes the map; so does a call, handed the function
//     literal that reads it, that sets it before it calls back, as a runtime exports a
//     request's trace ID before it calls the handler): that test sees the value, and its
//     result depends on test order.
//     A configuration loader reads the variables that the struct tags of what it is given
//     name (env.Parse(&cfg) with `env:"PORT"`), and, given a constant prefix as well, those
//     that the prefix and the names of the untagged fields make (envconfig.Process("app",
//     &spec) reads APP_PORT for Port); viper reads the names BindEnv binds, and, once the
//     package calls AutomaticEnv, a getter's constant key with the package's prefix and
//     replacer (GetString("db.url") reads APP_DB_URL; see the limitations). Puts back: a deferred write or
//     t.Cleanup function that restores it, t.Setenv of it in the test, a restore function
//     returned by a helper and deferred (also one that takes the names as variadic
//     arguments: defer memory("A", "B")()), a deferred restore of the whole environment from
//     a snapshot (a function that calls os.Clearenv and sets the saved entries again), a
//     deferred function that unsets the variables it finds by ranging over os.Environ() (all
//     with a prefix: it counts as unsetting every one), Ginkgo's teardown nodes (AfterEach, AfterSuite...) and DeferCleanup, and an os.Clearenv or os.Unsetenv
//     of it, or an os.Setenv of the value saved before the change (and not assigned again),
//     later in the test's own body where every passing run gets to it: not in a branch,
//     loop (but for a loop over a table literal with cases, before anything in its body
//     that leaves the iteration), closure or a helper's branch, with no return, goto, t.Skip (also in a helper)
//     or t.Parallel (the test would wait there with the variable set) before it. A failing
//     assertion (t.Fatal) may still skip it: the later tests of that failing run see the
//     value. os.Unsetenv is no leak: it leaves the variable as a clean environment has it
//     (also when the environment had it set before the test); nor is os.Setenv(k, "") when
//     the later tests read it with os.Getenv, which gives "" for an unset variable too (a
//     reader through os.LookupEnv, directly or in a helper, tells them apart: then it
//     leaks). A write that a later write of a constant in the same body replaces,
//     on the same terms as a putting back, does not leak: the later one is asked in its
//     place. A read whose value only
//     goes into the restore (old, ok := os.LookupEnv(k) ... os.Setenv(k, old)) is no
//     dependency. A helper that several tests call is reported once, in its body, naming the
//     test whose value a later test reads, with that test's calls in the related
//     information. No fix: the reader may pass only thanks to the leaked value; the message
//     says to use t.Setenv and to set the variable in the tests that need it.
//   - env-unrestored (only with -tokencache.strict): such a write of a variable, whatever
//     its name, that no other test reads, or that every test reading the variable sets
//     first: a later test, or a test moved or run alone with -run or -shuffle, inherits it.
//
// The fix for env-unrestored replaces os.Setenv(k, v) with t.Setenv(k, v) when the call is
// a statement of the test's (or sequential subtest's) own body, neither the test nor an
// ancestor calls t.Parallel() (t.Setenv panics there), every unrestored write of the
// variable in that test can be changed so, and the file uses os elsewhere. Otherwise the
// message says to use t.Setenv.
//
// Example. This is reported with -tokencache.leaked (category env-leaked):
// TestClientDefaults gets TestEnvToken's token.
//
//	func TestEnvToken(t *testing.T) {
//		os.Setenv("API_TOKEN", "my-token") // never restored
//		check(t, client.New(client.Config{}))
//	}
//
//	func TestClientDefaults(t *testing.T) {
//		check(t, client.New(client.Config{})) // New falls back to os.Getenv("API_TOKEN")
//	}
//
// This is not (the testing package restores the variable when the test ends):
//
//	func TestEnvToken(t *testing.T) {
//		t.Setenv("API_TOKEN", "my-token")
//		check(t, client.New(client.Config{}))
//	}
//
// Not reported for the environment: names computed at run time, os.Environ (it names no
// variable), reads inside the standard library, writes before t.Parallel() (the parallel
// tests are paused), and writes of sequential tests that restore the variable.
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
// Not reported: values that no auth sink receives and no auth source gave, unless their
// name or type says credentials; User-Agent and other headers that carry no credentials,
// and headers whose name is not a constant; a //go:embed fixture, a value read from the
// environment, or a constant, even in strict mode (nothing was fetched); constant tokens
// in the table of a header parser's unit test; per-test identities (a token built from
// t.Name() or fetched in the test); a map literal that nothing writes (a tokenizer's tokens
// table, a fixture table); a shared oauth2.StaticTokenSource, which never refreshes; a slice of test cases named tokens; a cache created inside the test or by a helper
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
//	-tokencache.strict   report every token cache that a parallel test reads, written or not,
//	                     and credentials fetched once that parallel tests share
//	-tokencache.leaked   report token caches and environment variables that a sequential
//	                     test leaves for later tests (categories "leaked" and "env-leaked";
//	                     implied by strict)
//	-tokencache.types    comma-separated named types, as import/path.Name, that count as
//	                     credentials (in addition to the oauth2 and http.Cookie types)
//	-tokencache.names    regexp that replaces the default list of credential words; it is
//	                     matched against each lower-cased word part of a variable's name and
//	                     each pair of adjacent parts joined
package tokencache
