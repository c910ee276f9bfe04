package leakedreset

import (
	"net/http"
	"testing"

	"standalonemock"
)

// The mock's reset function, held in a local and returned, runs when the test ends: the
// write in it puts the saved transport back.
func TestDeferredReset(t *testing.T) {
	defer standalonemock.Start()()
	http.Get("http://localhost:8080/path")
}

func TestCleanupReset(t *testing.T) {
	standalonemock.StartWithCleanup(t)
	http.Get("http://localhost:8080/path")
}

// A mock installed for good is inherited by the tests after it.
func TestInstalled(t *testing.T) {
	standalonemock.Install() // want `test TestInstalled replaces http.DefaultTransport through standalonemock.Install and does not restore it, so other tests that use it inherit the change \(TestLater\)`
	http.Get("http://localhost:8080/path")
}

func TestLater(t *testing.T) {
	http.Get("http://localhost:8080/other")
}
