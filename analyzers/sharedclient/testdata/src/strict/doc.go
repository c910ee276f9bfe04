// Package strict is test input for the sharedclient analyzer.
package strict
