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

// The same through a helper that looks the variable up.
func isSet(name string) bool {
	_, ok := os.LookupEnv(name)
	return ok
}

func TestEmptiesQuiet(t *testing.T) {
	os.Setenv("QUIET_MODE", "1")
	os.Setenv("QUIET_MODE", "") // want `environment variable "QUIET_MODE" leaks from TestEmptiesQuiet into later tests: it is set and never restored, and TestLooksUpQuiet reads it without setting it first`
}

func TestLooksUpQuiet(t *testing.T) {
	if isSet("QUIET_MODE") {
		t.Fatal("quiet mode set")
	}
}
