//go:build !linux && !darwin && !dragonfly && !freebsd && !netbsd && !openbsd

package main

import "os"

// isTerminal reports false: the progress line is drawn only where a terminal can be
// recognized.
func isTerminal(*os.File) bool { return false }
