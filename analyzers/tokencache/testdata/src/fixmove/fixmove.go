// Package fixmove has caches used only by its test functions, which the fix moves into them.
package fixmove

func fetchToken(user string) string { return "token-" + user }
