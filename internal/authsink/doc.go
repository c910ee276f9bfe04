// Package authsink says where a value becomes a request's credentials: the auth sinks of
// a call, a composite literal or a header-map assignment, and the calls that return fresh
// credentials. The sinks themselves are data (knowledge.AuthCallSinks,
// AuthLiteralSinks, AuthSources); this package matches code against them, so that
//
//	req.Header.Set("Authorization", "Bearer "+token) // token reaches the Authorization sink
//	oauth2.StaticTokenSource(&oauth2.Token{AccessToken: key}) // key reaches oauth2.Token
//
// make token and key credentials by their use, whatever they are called. A header is an
// auth header by its name (Authorization, Cookie, an API-key or token header), not by a
// list of libraries.
package authsink
