// Package closehelper is test input for the sharedclient analyzer.
package closehelper
