// Package subtests is test input for the sharedclient analyzer.
package subtests
