// Package mutated is test input for the sharedclient analyzer.
package mutated
