package viperenv

import (
	"os"
	"testing"
)

// A sequential test that sets the variables viper reads for db.url and token and never puts
// them back: the next test's Load gets them.
func TestLeaks(t *testing.T) {
	os.Setenv("VIPERENV_DB_URL", "postgres://leaked")   // want `environment variable "VIPERENV_DB_URL" leaks from TestLeaks into later tests: it is set and never restored, and TestLoads reads it without setting it first`
	os.Setenv("VIPERENV_API_TOKEN", "leaked")           // want `environment variable "VIPERENV_API_TOKEN" leaks from TestLeaks into later tests: it is set and never restored, and TestLoads reads it without setting it first`
	os.Setenv("VIPERENV_REGION", "leaked")              // no key region is asked for: not reported
	os.Setenv("DB_URL", "postgres://unprefixed-leaked") // the prefix is viperenv: not reported
}

func TestLoads(t *testing.T) {
	if c := Load(); c.URL != "" {
		t.Errorf("url %q, want none", c.URL)
	}
}
