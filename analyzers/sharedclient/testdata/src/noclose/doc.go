// Package noclose is test input for the sharedclient analyzer.
package noclose
