// Package closeskipped is test input for the sharedclient analyzer: tests that always skip
// run nothing after their Skip.
package closeskipped
