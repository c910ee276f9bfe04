// Package guardedx has guarded writes in its own tests and a replacement in its external
// test package, which go test links into the same binary: the writes run.
package guardedx
