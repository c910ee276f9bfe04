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
