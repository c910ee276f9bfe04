package nontestvar

import "testing"

// skipOffline is a helper in the first test file, which gets the constructors.
func skipOffline(t *testing.T) {
	t.Helper()
}
