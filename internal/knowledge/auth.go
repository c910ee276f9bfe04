package knowledge

import "strings"

// This file is where a value becomes a request's credentials (auth sinks) and which calls
// return fresh ones (auth sources), in the standard library and the auth libraries. The
// engine records a Sink access for a tracked value that reaches a sink, and the checks
// call a variable a credential by that use, whatever its name. Keys are "pkgpath.Func",
// "pkgpath.Type.Method" and "pkgpath.Type"; the drift test (TestAuthAPIsMatchTheLibraries)
// checks each against the libraries that testdata/pins/current pins.

// Oauth2Path is the import path of golang.org/x/oauth2, whose Token and TokenSource types
// hold credentials wherever they are stored.
const Oauth2Path = "golang.org/x/oauth2"

// An AuthCallSink is a function or method whose arguments become a request's credentials.
type AuthCallSink struct {
	// Name is the sink as messages name it ("oauth2.StaticTokenSource"); "" for a header
	// sink, which is named by the header.
	Name string
	// Args are the indexes of the arguments that are credentials.
	Args []int
	// HeaderPairs, when HeaderFrom >= 0, says the call takes a header name and its value:
	// the argument at HeaderFrom is the name and the next its value, and, when Repeated,
	// the pairs go on to the last argument. Only a value under a constant auth header name
	// (IsAuthHeader) is a credential.
	HeaderFrom int
	Repeated   bool
}

func args(name string, idx ...int) AuthCallSink {
	return AuthCallSink{Name: name, Args: idx, HeaderFrom: -1}
}

func header(from int, repeated bool) AuthCallSink {
	return AuthCallSink{HeaderFrom: from, Repeated: repeated}
}

// AuthCallSinks are the calls whose arguments become credentials. Cookies handed to a
// client, a request or a jar (AddCookie, SetCookie, SetCookies of any type, with
// *http.Cookie parameters) are sinks too, whoever declares the method: the engine finds
// them by their parameters, not here.
var AuthCallSinks = map[string]AuthCallSink{
	"net/http.Header.Set":           header(0, false),
	"net/http.Header.Add":           header(0, false),
	"net/http.Request.SetBasicAuth": args("http.Request.SetBasicAuth", 0, 1),
	// oauth2: a static source never refreshes; NewClient's source, a reused source and a
	// Config's token are what every request of the client sends.
	"golang.org/x/oauth2.StaticTokenSource":               args("oauth2.StaticTokenSource", 0),
	"golang.org/x/oauth2.NewClient":                       args("oauth2.NewClient", 1),
	"golang.org/x/oauth2.ReuseTokenSource":                args("oauth2.ReuseTokenSource", 0, 1),
	"golang.org/x/oauth2.ReuseTokenSourceWithExpiry":      args("oauth2.ReuseTokenSourceWithExpiry", 0, 1),
	"golang.org/x/oauth2.Config.Client":                   args("oauth2.Config.Client", 1),
	"golang.org/x/oauth2.Config.TokenSource":              args("oauth2.Config.TokenSource", 1),
	"golang.org/x/oauth2.Config.PasswordCredentialsToken": args("oauth2.Config.PasswordCredentialsToken", 1, 2),
	// gRPC: per-RPC credentials and outgoing metadata are sent with every call.
	"google.golang.org/grpc/credentials/oauth.NewOauthAccess": args("oauth.NewOauthAccess", 0),
	"google.golang.org/grpc.WithPerRPCCredentials":            args("grpc.WithPerRPCCredentials", 0),
	"google.golang.org/grpc.PerRPCCredentials":                args("grpc.PerRPCCredentials", 0),
	"google.golang.org/grpc/metadata.Pairs":                   header(0, true),
	"google.golang.org/grpc/metadata.AppendToOutgoingContext": header(1, true),
}

// restyAuthSinks are the resty client's and request's auth methods; they are sinks at every
// path of RestyPaths.
var restyAuthSinks = map[string]AuthCallSink{
	"SetAuthToken":      args("resty.SetAuthToken", 0),
	"SetAuthScheme":     args("resty.SetAuthScheme", 0),
	"SetBasicAuth":      args("resty.SetBasicAuth", 0, 1),
	"SetHeader":         header(0, false),
	"SetHeaderVerbatim": header(0, false),
}

func init() {
	for _, path := range RestyPaths {
		for _, recv := range []string{"Client", "Request"} {
			for name, sink := range restyAuthSinks {
				AuthCallSinks[path+"."+recv+"."+name] = sink
			}
		}
	}
}

// An AuthLiteralSink is a struct type whose fields, in a composite literal, are
// credentials.
type AuthLiteralSink struct {
	Name   string   // the sink as messages name it
	Fields []string // the fields that are credentials
}

// AuthLiteralSinks are the struct types whose literals hold credentials, by "pkgpath.Type".
var AuthLiteralSinks = map[string]AuthLiteralSink{
	"golang.org/x/oauth2.Token":                            {"oauth2.Token", []string{"AccessToken", "RefreshToken"}},
	"golang.org/x/oauth2.Transport":                        {"oauth2.Transport", []string{"Source"}},
	"golang.org/x/oauth2.Config":                           {"oauth2.Config.ClientSecret", []string{"ClientSecret"}},
	"golang.org/x/oauth2/clientcredentials.Config":         {"oauth2.Config.ClientSecret", []string{"ClientSecret"}},
	"google.golang.org/grpc/credentials/oauth.TokenSource": {"oauth.TokenSource", []string{"TokenSource"}},
}

// AuthSources are the methods that return fresh credentials, by "pkgpath.Type.Method":
// an OAuth exchange. The Token method of any oauth2.TokenSource is one too; the engine
// knows it by its result, an *oauth2.Token.
var AuthSources = map[string]bool{
	"golang.org/x/oauth2.Config.Exchange":                 true,
	"golang.org/x/oauth2.Config.PasswordCredentialsToken": true,
	"golang.org/x/oauth2/clientcredentials.Config.Token":  true,
}

// AuthCarrierPath reports whether the package at path declares the types that carry a
// request's auth: net/http (requests, headers, clients), resty, gRPC and its subpackages
// (metadata, credentials). A method that takes or returns one of them may put credentials
// there.
func AuthCarrierPath(path string) bool {
	if path == "net/http" || path == "google.golang.org/grpc" || strings.HasPrefix(path, "google.golang.org/grpc/") {
		return true
	}
	for _, p := range RestyPaths {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}
