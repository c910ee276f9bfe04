// Package auth has a credential type that -tokencache.types lists.
package auth

// Grant is a credential.
type Grant struct{ Value string }

// Scope is not a credential.
type Scope struct{ Name string }
