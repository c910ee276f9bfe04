package knowledge

// A MockRegistry is a mocking library's package-level registry of mocks: one for the whole
// test binary, so that tests that register, reset or install mocks at the same time see each
// other's mocks, or lose their own.
type MockRegistry struct {
	Pkg     string // the library's import path
	Var     string // the package-level variable that holds the registry
	Library string // the library's name in messages
	// Isolate says, in a message, what a test does instead; Fixable reports whether the
	// checks may rewrite the test to do it.
	Isolate string
	Fixable bool
	Why     string

	// What a fix that gives a test a mock of its own rewrites (Fixable registries only):
	// Constructor makes a registry of the test's own; Install puts the package's registry in
	// place of http.DefaultTransport; AsMethods are the package-level functions that act on
	// the package's registry and that a registry of the test's own has as methods of the same
	// name and signature; Teardowns put the package's registry back, which a registry of the
	// test's own does not need.
	Constructor string
	Install     string
	AsMethods   []string
	Teardowns   []string
	// Unrewritable are the package-level functions that act on the registry in a way a
	// registry of the test's own cannot stand for: a test that calls one is left unfixed.
	Unrewritable []string
}

// MockRegistries are the registries of the HTTP mocking libraries, at every import path in
// use.
var MockRegistries = []MockRegistry{
	{
		Pkg: "github.com/jarcoal/httpmock", Var: "DefaultTransport", Library: "httpmock", Fixable: true,
		Constructor: "NewMockTransport", Install: "Activate",
		AsMethods: []string{"RegisterResponder", "RegisterRegexpResponder", "RegisterResponderWithQuery", "RegisterNoResponder",
			"RegisterMatcherResponder", "RegisterRegexpMatcherResponder", "RegisterMatcherResponderWithQuery",
			"Reset", "ZeroCallCounters", "GetCallCountInfo", "GetTotalCallCount"},
		Teardowns:    []string{"Deactivate", "DeactivateAndReset"},
		Unrewritable: []string{"ActivateNonDefault", "DeactivateNonDefault"},
		Isolate:      "give the test its own mock := httpmock.NewMockTransport(), register on it and send through a client with Transport: mock",
		Why: "Activate installs it as http.DefaultTransport and ActivateNonDefault as a client's Transport; " +
			"the package-level Register* functions, Reset, ZeroCallCounters and DeactivateAndReset change its responders and counters (v1.3, v1.4)",
	},
	{
		Pkg: "github.com/h2non/gock", Var: "mocks", Library: "gock",
		Isolate: "gock has no registry per test: pass the code under test an httptest.Server's URL or a mock transport of the test's own, or keep the tests that use gock sequential",
		Why: "every gock.New registers its mock in this one list and installs gock's transport as http.DefaultTransport; " +
			"Off and Clean flush it; a client given to InterceptClient is mocked only from this list (v1.2)",
	},
	{
		Pkg: "gopkg.in/h2non/gock.v1", Var: "mocks", Library: "gock",
		Isolate: "gock has no registry per test: pass the code under test an httptest.Server's URL or a mock transport of the test's own, or keep the tests that use gock sequential",
		Why:     "the same library at its gopkg.in path (v1.1)",
	},
}

// MockRegistryOf returns the registry that the package-level variable name of the package
// at path holds; nil when it holds none.
func MockRegistryOf(path, name string) *MockRegistry {
	for i := range MockRegistries {
		if r := &MockRegistries[i]; r.Pkg == path && r.Var == name {
			return r
		}
	}
	return nil
}

// MockRegistryOfPackage returns the registry of the library at path (the first, for a
// library with several); nil when it has none.
func MockRegistryOfPackage(path string) *MockRegistry {
	for i := range MockRegistries {
		if r := &MockRegistries[i]; r.Pkg == path {
			return r
		}
	}
	return nil
}
