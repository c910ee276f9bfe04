// Package tagconfig holds the environment cases on a configuration library that names the
// variables it reads by struct tags (github.com/caarlos0/env): the loader computes each
// name from a field's tag, so the variables a call reads are those the tags of the struct
// it is given name.
package tagconfig

import (
	"os"
	"testing"

	"github.com/caarlos0/env/v11"
)

type serverConfig struct {
	Port string `env:"TAGCONFIG_PORT" envDefault:"8080"`
	DB   dbConfig
}

type dbConfig struct {
	URL string `env:"TAGCONFIG_DB_URL,required"`
}

// A sequential test that sets the port and never puts it back: the next test parses a
// config whose tag names it, and gets 9090 instead of the default.
func TestLeaksPort(t *testing.T) {
	os.Setenv("TAGCONFIG_PORT", "9090") // want `environment variable "TAGCONFIG_PORT" leaks from TestLeaksPort into later tests: it is set and never restored, and TestParses reads it without setting it first`
	os.Setenv("TAGCONFIG_NAME", "leaked")
}

func TestParses(t *testing.T) {
	var cfg serverConfig
	t.Setenv("TAGCONFIG_DB_URL", "postgres://localhost/test")
	if err := env.Parse(&cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.Port != "8080" {
		t.Errorf("port %q, want the default", cfg.Port)
	}
}

// A tag of another key names no variable: TAGCONFIG_NAME is left set, but no later test
// reads it. Not reported.
type named struct {
	Name string `json:"TAGCONFIG_NAME"`
}

func TestParsesUntagged(t *testing.T) {
	var n named
	if err := env.Parse(&n); err != nil {
		t.Fatal(err)
	}
}
