package envstrict

import (
	"os"
	"testing"
)

func TestLone(t *testing.T) {
	os.Setenv("LONE_TOKEN", "x") // want `environment variable "LONE_TOKEN" is set by TestLone and never restored: every later test of the binary inherits it; use t.Setenv`
}

func TestLoneRestored(t *testing.T) {
	t.Setenv("LONE2_TOKEN", "x")
	os.Setenv("HOME", "/tmp")
}
