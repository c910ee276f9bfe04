package envstrict

import (
	"os"
	"testing"
)

func TestLone(t *testing.T) {
	os.Setenv("LONE_TOKEN", "x") // want `environment variable "LONE_TOKEN" is set by TestLone and never restored: every later test of the binary inherits it; use t.Setenv`
}

// Any variable, whatever its name: a later test that reads HOME would see /tmp.
func TestLoneRestored(t *testing.T) {
	t.Setenv("LONE2_TOKEN", "x")
	os.Setenv("HOME", "/tmp") // want `environment variable "HOME" is set by TestLoneRestored and never restored: every later test of the binary inherits it; use t.Setenv`
}

// The test that reads the variable sets it first: t.Setenv is safe here.
func TestSetsToken(t *testing.T) {
	os.Setenv("FIX_TOKEN", "a") // want `environment variable "FIX_TOKEN" is set by TestSetsToken and never restored: every later test of the binary inherits it \(TestSetsItFirst reads it after setting it\); use t.Setenv`
	_ = os.Getenv("FIX_TOKEN")
}

func TestSetsItFirst(t *testing.T) {
	t.Setenv("FIX_TOKEN", "b")
	_ = os.Getenv("FIX_TOKEN")
}

// A sequential subtest: its own T sets the variable.
func TestSubtest(t *testing.T) {
	t.Run("sets", func(tt *testing.T) {
		os.Setenv("SUB_TOKEN", "a") // want `environment variable "SUB_TOKEN" is set by TestSubtest/sets and never restored`
	})
}

// os.Unsetenv leaves the variable as a clean environment has it: no finding, even in
// strict mode.
func TestUnsets(t *testing.T) {
	os.Unsetenv("UNSET_TOKEN")
}

// In a closure inside the test: no fix.
func TestClosure(t *testing.T) {
	set := func() {
		os.Setenv("CLOSURE_TOKEN", "a") // want `environment variable "CLOSURE_TOKEN" is set by TestClosure and never restored`
	}
	set()
}

// A sequential subtest of a parallel test runs in parallel with other tests: t.Setenv
// would panic there (no fix), and code under test may read the variable while it runs.
func TestParallelParent(t *testing.T) {
	t.Parallel()
	t.Run("sub", func(t *testing.T) {
		os.Setenv("PAR_TOKEN", "a") // want `environment variable "PAR_TOKEN" is written by TestParallelParent/sub, which may run at the same time as other tests`
	})
}
