// Package sources has credentials that only where they come from reveals: what an auth
// source returns, stored in variables without a credential word in their names.
package sources
