// Package testmain has caches that TestMain fills.
package testmain

func fetchToken(user string) string { return "token-" + user }
