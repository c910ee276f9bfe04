// Package fixhelper has caches that helpers taking a *testing.T fill or return.
package fixhelper

func fetchToken(user string) string { return "token-" + user }
