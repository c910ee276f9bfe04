// Package envutil saves and restores the environment for tests, the ways SDKs' test
// helpers do.
package envutil

import (
	"os"
	"strings"
)

// Stash clears the environment and returns what it held.
func Stash() []string {
	saved := os.Environ()
	os.Clearenv()
	return saved
}

// Pop sets the environment back to a snapshot.
func Pop(env []string) {
	os.Clearenv()
	for _, e := range env {
		k, v, _ := strings.Cut(e, "=")
		os.Setenv(k, v)
	}
}

// Memory saves the variables named and returns the function that puts them back.
func Memory(keys ...string) func() {
	saved := make(map[string]string)
	for _, k := range keys {
		saved[k] = os.Getenv(k)
	}
	return func() {
		for _, k := range keys {
			os.Setenv(k, saved[k])
		}
	}
}
