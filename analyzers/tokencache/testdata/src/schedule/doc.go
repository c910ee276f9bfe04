// Package schedule holds the cases of the test scheduler that decide whether two accesses to
// a token cache run at the same time.
package schedule
