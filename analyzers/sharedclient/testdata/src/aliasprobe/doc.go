// Package aliasprobe is test input for the sharedclient analyzer: locals that hold a shared
// client on some paths and another value on others.
package aliasprobe
