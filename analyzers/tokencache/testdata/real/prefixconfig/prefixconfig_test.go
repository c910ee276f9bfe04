// Package prefixconfig holds the environment cases on a configuration loader given a prefix
// (github.com/kelseyhightower/envconfig): it reads, for a field without a tag, the variable
// its prefix and the field's name make (APP_PORT for Port, APP_DB_URL for DB.URL).
package prefixconfig

import (
	"os"
	"testing"

	"github.com/kelseyhightower/envconfig"
)

type spec struct {
	Port    string `default:"8080"`
	Retries int
	DB      struct {
		URL string
	}
}

// A sequential test that sets the port and never puts it back: the next test loads a spec
// whose Port field the prefix makes PREFIXCONFIG_PORT, and gets 9090 instead of the default.
func TestLeaksPort(t *testing.T) {
	os.Setenv("PREFIXCONFIG_PORT", "9090")                // want `environment variable "PREFIXCONFIG_PORT" leaks from TestLeaksPort into later tests: it is set and never restored, and TestProcesses reads it without setting it first`
	os.Setenv("PREFIXCONFIG_DB_URL", "postgres://leaked") // want `environment variable "PREFIXCONFIG_DB_URL" leaks from TestLeaksPort into later tests: it is set and never restored, and TestProcesses reads it without setting it first`
	os.Setenv("OTHER_PORT", "1")
}

func TestProcesses(t *testing.T) {
	var s spec
	if err := envconfig.Process("prefixconfig", &s); err != nil {
		t.Fatal(err)
	}
	if s.Port != "8080" {
		t.Errorf("port %q, want the default", s.Port)
	}
}

// A loader of another prefix reads OTHERAPP_PORT, not OTHER_PORT: not reported.
func TestProcessesOtherPrefix(t *testing.T) {
	var s spec
	if err := envconfig.Process("otherapp", &s); err != nil {
		t.Fatal(err)
	}
}
