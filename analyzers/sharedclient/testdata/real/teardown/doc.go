// Package teardown is test input for the sharedclient analyzer.
package teardown
