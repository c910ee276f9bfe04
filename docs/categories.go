package docs

// A Category is one kind of finding of a check, the Category of its diagnostics.
type Category struct {
	Check   string // the analyzer's name
	Name    string
	Mode    string // "" when reported by default; else the flag that turns it on: "strict" for -CHECK.strict, "leaked" (which -CHECK.strict implies)
	Summary string // when it is reported, in one line
}

// Categories lists every category that fixturelint reports, check by check, in the order
// that help, the README and the check pages show them. A test checks it against the
// categories the analyzers' code reports.
var Categories = []Category{
	{"sharedclient", "mutated", "", "test code writes a shared client or transport while code that may run at the same time uses it"},
	{"sharedclient", "stateful", "", "a parallel test uses a shared client with per-test state (a cookie jar, resty auth, a websocket connection) while another use may run"},
	{"sharedclient", "global-default", "", "test code replaces or mutates `http.DefaultClient` or `http.DefaultTransport` while other tests may run"},
	{"sharedclient", "global-mock", "", "test code uses httpmock's or gock's one registry of mocks while other tests that use it may run"},
	{"sharedclient", "default-transport-close", "", "a request through `http.DefaultTransport` whose answer may have no body, while an httptest server's `Close`, which closes idle connections, may run (strict mode: also when the answer is not in sight)"},
	{"sharedclient", "leaked", "leaked", "a sequential test changes a shared transport or the defaults, does not undo it, and a later test uses the change (with `-sharedclient.strict`, also when none does)"},
	{"sharedclient", "teardown-before-parallel", "", "a test tears a fixture down with `defer`, which runs before its parallel subtests do"},
	{"sharedclient", "shared", "strict", "any shared transport that a parallel test reaches, mutated or not"},
	{"tokencache", "racy-write", "", "a parallel test writes a token cache map without a mutex while another parallel test uses it"},
	{"tokencache", "refreshed", "", "a token cache is written or refreshed while a parallel test that reads it may run"},
	{"tokencache", "shared-source", "", "a package-level `oauth2.TokenSource` is used by two or more tests, at least one parallel"},
	{"tokencache", "leaked", "leaked", "a sequential test sets a token cache, does not put it back, and a later test reads it"},
	{"tokencache", "env-leaked", "leaked", "a sequential test sets an environment variable, does not put it back, and a later test reads it without setting it first (directly, through the code under test, or through a configuration loader given a struct whose tags name it)"},
	{"tokencache", "env-race", "", "an environment variable is written while another test reads or writes it (unless every test sets the same constant before it reads), or `os.Clearenv` runs while other tests may"},
	{"tokencache", "fetched-once", "strict", "a credential fetched once for the test binary is read by parallel tests"},
	{"tokencache", "strict", "strict", "any token cache that a parallel test uses, written or not"},
	{"tokencache", "env-unrestored", "strict", "an environment variable is set and not restored, though no later test depends on it yet"},
	{"tokencache", "env-parallel", "strict", "any other environment write in code that may run at the same time as other tests"},
	{"kafkagroup", "parallel", "", "a constant consumer group ID is joined by code that may run at the same time as another join of the group"},
	{"kafkagroup", "reused", "", "the same constant consumer group ID is joined by two or more tests that run one after another"},
	{"kafkagroup", "strict", "strict", "any other constant consumer group ID that test code joins"},
	{"fixturelint", "directive", "", "a `//fixturelint:ignore` directive without a check or a reason, or naming an unknown check; one that silences nothing is reported under the check it names"},
}

// Flag returns the flag that turns the category on, as the command line writes it
// ("-tokencache.strict"), or "" when it is reported by default.
func (c Category) Flag() string {
	if c.Mode == "" {
		return ""
	}
	return "-" + c.Check + "." + c.Mode
}

// CategoriesOf returns the categories of the named check.
func CategoriesOf(check string) []Category {
	var cats []Category
	for _, c := range Categories {
		if c.Check == check {
			cats = append(cats, c)
		}
	}
	return cats
}
