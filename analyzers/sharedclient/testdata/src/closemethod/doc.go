// Package closemethod is test input for the sharedclient analyzer: a handler's branches on
// its request's method, and its error returns.
package closemethod
