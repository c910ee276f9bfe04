// Package tokencache defines an Analyzer (work in progress).
//
// # Analyzer tokencache
//
// tokencache: work in progress
package tokencache
