// Package globaldefault is test input for the sharedclient analyzer.
package globaldefault
