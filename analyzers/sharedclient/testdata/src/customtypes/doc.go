// Package customtypes is test input for the sharedclient analyzer.
package customtypes
