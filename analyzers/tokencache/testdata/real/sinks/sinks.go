// Package sinks has credentials that only their use reveals: none of the variables has a
// credential word in its name.
package sinks

func fetch(user string) string { return "t-" + user }
