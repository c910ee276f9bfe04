// Package wrapper is test input for the sharedclient analyzer.
package wrapper
