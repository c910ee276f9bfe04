package envlookup

import (
	"os"
	"testing"
)

// A test that sets the variable back to "" at its end, while a later test reads it with
// os.LookupEnv, to which "" and unset differ: the later test sees a set, empty variable.
func TestSetsThenEmpties(t *testing.T) {
	os.Setenv("COMPLETION_MODE", "bash")
	_ = os.Getenv("COMPLETION_MODE")
	os.Setenv("COMPLETION_MODE", "") // want `environment variable "COMPLETION_MODE" leaks from TestSetsThenEmpties into later tests: it is set and never restored, and TestLooksUp reads it without setting it first`
}

func TestLooksUp(t *testing.T) {
	if _, ok := os.LookupEnv("COMPLETION_MODE"); ok {
		t.Fatal("completion mode set")
	}
}
