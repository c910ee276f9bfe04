package envtables

import (
	"os"
	"strings"
	"testing"
)

// Negative: a test in between registers a bare deferred clear of the whole environment;
// when it ends, what TestLeavesMode set is gone.
func TestLeavesMode(t *testing.T) {
	os.Setenv("TABLES_MODE", "fast")
}

func TestClearsWhenDone(t *testing.T) {
	os.Setenv("TABLES_LOCATION", "UTC")
	defer os.Clearenv()
}

func TestReadsMode(t *testing.T) {
	if os.Getenv("TABLES_MODE") != "" {
		t.Log("inherited")
	}
}

// A clear inside a restore function sets a saved snapshot back, with what earlier tests
// left in it: the leak goes on.
func TestLeavesLevel(t *testing.T) {
	os.Setenv("TABLES_LEVEL", "debug") // want `environment variable "TABLES_LEVEL" leaks from TestLeavesLevel into later tests`
}

func TestRestoresSnapshot(t *testing.T) {
	saved := os.Environ()
	defer func() {
		os.Clearenv()
		for _, kv := range saved {
			k, v, _ := strings.Cut(kv, "=")
			os.Setenv(k, v)
		}
	}()
	os.Setenv("TABLES_OTHER", "1")
}

func TestReadsLevel(t *testing.T) {
	if os.Getenv("TABLES_LEVEL") != "" {
		t.Log("inherited")
	}
}

// Negative: a test in between clears the whole environment at the top of each case of a
// table literal with cases; the loop's body surely runs.
func TestLeavesStage(t *testing.T) {
	os.Setenv("TABLES_STAGE", "beta")
}

func TestClearsPerCase(t *testing.T) {
	cases := []struct{ env map[string]string }{
		{env: map[string]string{"TABLES_CASE": "1"}},
	}
	for _, tc := range cases {
		os.Clearenv()
		for k, v := range tc.env {
			os.Setenv(k, v)
			defer os.Unsetenv(k)
		}
	}
}

func TestReadsStage(t *testing.T) {
	if os.Getenv("TABLES_STAGE") != "" {
		t.Log("inherited")
	}
}

// A loop over a list the test is given may run no time: its clear does not count.
func TestLeavesZone(t *testing.T) {
	os.Setenv("TABLES_ZONE", "a") // want `environment variable "TABLES_ZONE" leaks from TestLeavesZone into later tests`
}

func TestClearsPerArg(t *testing.T) {
	for range os.Args[1:] {
		os.Clearenv()
	}
}

func TestReadsZone(t *testing.T) {
	if os.Getenv("TABLES_ZONE") != "" {
		t.Log("inherited")
	}
}
