// Package closeunknown is test input for the sharedclient analyzer.
package closeunknown
