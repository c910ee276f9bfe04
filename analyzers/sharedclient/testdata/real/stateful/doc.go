// Package stateful is test input for the sharedclient analyzer.
package stateful
