// Package gocode answers small questions about Go code that every part of fixturelint
// asks: what a type or a function is called and where it comes from, what a field path
// reaches, which declaration or file holds a position, and which types hold no state.
//
// The engine names fields by dotted paths from a variable ("Transport.TLSClientConfig"),
// so that a write of a field and a read of its parent can be compared without syntax:
//
//	gocode.PathCovers("Transport", "Transport.TLSClientConfig") // true: the parent covers it
//	gocode.JoinPath("Client", "Jar")                             // "Client.Jar"
//
// The position queries read only the declaration around a position, never a whole file:
// a generated API client is one file of thousands of functions, and a query per variable
// that walked it would make a check cost grow with the file.
package gocode
