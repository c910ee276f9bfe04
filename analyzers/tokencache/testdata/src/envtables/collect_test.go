package envtables

import (
	"os"
	"testing"
)

// Negative: each case collects the names it sets and unsets them when it ends; the later
// test reads a clean environment.
func TestCollectsNames(t *testing.T) {
	for _, tc := range []struct{ env map[string]string }{
		{env: map[string]string{"TABLES_COLLECTED": "a"}},
		{env: map[string]string{"TABLES_COLLECTED": "b"}},
	} {
		t.Run("", func(t *testing.T) {
			var cleanup []string
			for k, v := range tc.env {
				os.Setenv(k, v)
				cleanup = append(cleanup, k)
			}
			defer func() {
				for _, k := range cleanup {
					os.Unsetenv(k)
				}
			}()
		})
	}
}

// A case that collects only some of the names it sets leaves the others.
func TestCollectsSomeNames(t *testing.T) {
	for _, tc := range []struct{ env, extra map[string]string }{
		{env: map[string]string{"TABLES_COLLECTED": "a"}, extra: map[string]string{"TABLES_EXTRA": "x"}},
	} {
		t.Run("", func(t *testing.T) {
			cleanup := []string{}
			for k, v := range tc.env {
				os.Setenv(k, v)
				cleanup = append(cleanup, k)
			}
			for k, v := range tc.extra {
				os.Setenv(k, v) // want `environment variable "TABLES_EXTRA" leaks from TestCollectsSomeNames/ into later tests`
			}
			defer func() {
				for _, k := range cleanup {
					os.Unsetenv(k)
				}
			}()
		})
	}
}

func TestReadsCollected(t *testing.T) {
	if os.Getenv("TABLES_COLLECTED") != "" || os.Getenv("TABLES_EXTRA") != "" {
		t.Log("inherited")
	}
}
