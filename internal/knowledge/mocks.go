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
	// Transports says what the library's package-level functions do with net/http's
	// transports (every registry): which install the library's transport in place of
	// http.DefaultTransport or of a client's Transport, and which put them back. A function
	// that only clears the registry (httpmock.Reset, gock.Flush) puts no transport back.
	Transports map[string]TransportRole
	// Undo is the call that a message suggests to undo an install when the test ends.
	Undo string
}

// A TransportRole is what a mocking library's function does with net/http's transports.
type TransportRole int

const (
	NoTransportRole TransportRole = iota
	InstallsDefault               // puts the library's transport in place of http.DefaultTransport
	InstallsClient                // puts it in place of the Transport of the client it is given
	RestoresDefault               // puts http.DefaultTransport back
	RestoresClient                // puts back the Transport of the client it is given
)

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
		Transports:   httpmockTransports,
		Undo:         "t.Cleanup(httpmock.DeactivateAndReset)",
		Isolate:      "give the test its own mock := httpmock.NewMockTransport(), register on it and send through a client with Transport: mock",
		Why: "Activate installs it as http.DefaultTransport and ActivateNonDefault as a client's Transport; " +
			"the package-level Register* functions, Reset, ZeroCallCounters and DeactivateAndReset change its responders and counters (v1.3, v1.4)",
	},
	{
		Pkg: "github.com/h2non/gock", Var: "mocks", Library: "gock", Transports: gockTransports, Undo: "t.Cleanup(gock.Off)",
		Isolate: "gock has no registry per test: pass the code under test an httptest.Server's URL or a mock transport of the test's own, or keep the tests that use gock sequential",
		Why: "every gock.New registers its mock in this one list and installs gock's transport as http.DefaultTransport; " +
			"Off and Clean flush it; a client given to InterceptClient is mocked only from this list (v1.2)",
	},
	{
		Pkg: "gopkg.in/h2non/gock.v1", Var: "mocks", Library: "gock", Transports: gockTransports, Undo: "t.Cleanup(gock.Off)",
		Isolate: "gock has no registry per test: pass the code under test an httptest.Server's URL or a mock transport of the test's own, or keep the tests that use gock sequential",
		Why:     "the same library at its gopkg.in path (v1.1)",
	},
}

// httpmockTransports: Activate saves http.DefaultTransport (unless it is already the mock)
// and installs the mock; ActivateNonDefault saves a client's Transport and installs it
// there; Deactivate puts both back, DeactivateAndReset is Deactivate and Reset, and
// DeactivateNonDefault (v1.4) puts one client back. Reset only empties the responders.
var httpmockTransports = map[string]TransportRole{
	"Activate": InstallsDefault, "ActivateNonDefault": InstallsClient,
	"Deactivate": RestoresDefault, "DeactivateAndReset": RestoresDefault, "DeactivateNonDefault": RestoresClient,
}

// gockTransports: New calls Intercept, which installs gock's transport as
// http.DefaultTransport whenever it is not already; InterceptClient wraps a client's
// Transport, which mocks only while http.DefaultTransport is gock's; Disable puts back the
// transport gock started with, Off and OffAll flush the mocks and Disable; RestoreClient
// unwraps a client. Flush and Clean only empty the list.
var gockTransports = map[string]TransportRole{
	"New": InstallsDefault, "Intercept": InstallsDefault, "InterceptClient": InstallsClient,
	"Off": RestoresDefault, "OffAll": RestoresDefault, "Disable": RestoresDefault, "RestoreClient": RestoresClient,
}

// MockTransportRole returns what the package-level function name of the package at path
// does with net/http's transports, and the registry of its library; nil and
// NoTransportRole for any other function.
func MockTransportRole(path, name string) (*MockRegistry, TransportRole) {
	for i := range MockRegistries {
		if r := &MockRegistries[i]; r.Pkg == path {
			if role := r.Transports[name]; role != NoTransportRole {
				return r, role
			}
		}
	}
	return nil, NoTransportRole
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
