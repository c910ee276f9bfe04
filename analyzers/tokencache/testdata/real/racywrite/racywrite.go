// Package racywrite has token caches that parallel tests write.
package racywrite

func fetchToken(user string) string { return "token-" + user }
