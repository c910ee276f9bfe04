package envstrict

import (
	"os"
	"testing"
)

// Negative: the test saves the variable, unsets it, and sets the saved value back in its
// body; comparing the saved value with what the code under test found does not change it.
func TestPutsSavedBack(t *testing.T) {
	name := "PUTBACK_HOME"
	saved := os.Getenv(name)
	os.Unsetenv(name)
	os.Setenv(name, saved)
	if saved == "" {
		t.Log("no home")
	}
}

// The saved value assigned again is no longer what the variable held.
func TestPutsOtherBack(t *testing.T) {
	saved := os.Getenv("PUTBACK_SHELL")
	saved = "/bin/false"
	os.Setenv("PUTBACK_SHELL", saved) // want `environment variable "PUTBACK_SHELL" is set by TestPutsOtherBack and never restored`
}
