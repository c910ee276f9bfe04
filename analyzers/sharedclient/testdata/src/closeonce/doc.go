// Package closeonce is test input for the sharedclient analyzer.
package closeonce
