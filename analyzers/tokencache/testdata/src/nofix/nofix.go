// Package nofix has token caches that no fix can scope safely.
package nofix

func fetchToken(user string) string { return "token-" + user }

// Credentials is exported: other packages may use it.
var Credentials = map[string]string{}
