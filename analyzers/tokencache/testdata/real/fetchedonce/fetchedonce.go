// Package fetchedonce is checked with -tokencache.strict: credentials fetched once for the
// whole test binary and read by parallel tests.
package fetchedonce

func login(user string) string { return "t-" + user }

func loginPair(user string) (string, error) { return "t-" + user, nil }

func startServer() string { return "http://127.0.0.1:8080" }
