package envtables

import (
	"os"
	"testing"
)

// setAll sets every variable whose name is a key of keys.
func setAll(keys map[string]bool, value string) {
	for k := range keys {
		os.Setenv(k, value) // want `environment variables "TABLES_SANDBOX" and "TABLES_LOG_FD" leak from TestSetsReserved into later tests: they are set and never restored, and TestReadsReserved reads them without setting them first`
	}
}

// A sequential test sets the reserved variables, named by the keys of a function's literal,
// and leaves them for the later test that reads them by the same names.
func TestSetsReserved(t *testing.T) {
	os.Clearenv()
	setAll(reservedKeys(), "x")
}

func TestReadsReserved(t *testing.T) {
	if len(Reserved()) != 0 {
		t.Log("inherited")
	}
}

// Negative: the runtime variables TestSetsRuntime leaves are gone before TestReadsRuntime
// reads them: TestClearsAll, in between, clears the whole environment.
func TestSetsRuntime(t *testing.T) {
	setAll(runtimeKeys(), "r")
}

func TestClearsAll(t *testing.T) {
	os.Clearenv()
	setAll(map[string]bool{"TABLES_UNRELATED": true}, "u")
}

func TestReadsRuntime(t *testing.T) {
	if len(Runtime()) != 0 {
		t.Fatal("inherited")
	}
}
