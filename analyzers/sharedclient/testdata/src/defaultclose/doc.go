// Package defaultclose is test input for the sharedclient analyzer.
package defaultclose
