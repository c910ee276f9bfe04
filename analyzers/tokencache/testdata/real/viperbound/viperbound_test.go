package viperbound

import (
	"os"
	"testing"
)

func TestLeaks(t *testing.T) {
	os.Setenv("VIPERBOUND_TOKEN", "leaked") // want `environment variable "VIPERBOUND_TOKEN" leaks from TestLeaks into later tests: it is set and never restored, and TestLoads reads it without setting it first`
	os.Setenv("URL", "leaked")              // without AutomaticEnv, the key url reads no variable: not reported
}

func TestLoads(t *testing.T) {
	if _, token := Load(); token != "" {
		t.Errorf("token %q, want none", token)
	}
}
