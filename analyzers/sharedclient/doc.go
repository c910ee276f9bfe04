// Package sharedclient defines an Analyzer (work in progress).
//
// # Analyzer sharedclient
//
// sharedclient: work in progress
package sharedclient
