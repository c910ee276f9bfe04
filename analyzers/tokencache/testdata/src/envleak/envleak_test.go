package envleak

import (
	"envclient"
	"os"
	"strings"
	"testing"
)

// The test that reads the variable sets it first: the value reaches it but it does not use
// it. Only -tokencache.strict reports this (package envstrict).
func TestSetsToken(t *testing.T) {
	os.Setenv("FIX_TOKEN", "a")
	_ = envclient.Lookup("FIX_TOKEN")
}

func TestSetsItFirst(t *testing.T) {
	t.Setenv("FIX_TOKEN", "b")
	_ = envclient.Lookup("FIX_TOKEN")
}

// A sequential subtest: its own T sets the variable.
func TestSubtest(t *testing.T) {
	t.Run("sets", func(tt *testing.T) {
		os.Setenv("SUB_TOKEN", "a")
	})
}

func TestReadsSub(t *testing.T) {
	t.Setenv("SUB_TOKEN", "b")
	_ = os.Getenv("SUB_TOKEN")
}

// TestReadsDefault reads what TestSetsDep leaves: replacing the write with t.Setenv could
// break it, so there is no fix.
func TestSetsDep(t *testing.T) {
	os.Setenv("SERVICE_TOKEN", "c") // want `environment variable "SERVICE_TOKEN" leaks from TestSetsDep into later tests: it is set and never restored, and TestReadsDefault reads it without setting it first, so it depends on test order; use t.Setenv, and set the variable in the tests that need it`
}

func TestReadsDefault(t *testing.T) {
	envclient.NewClient(&envclient.Config{})
}

// setKey passes its parameter as the name: the finding is at the write in the helper, and
// there is no fix (the helper has no *testing.T).
func setKey(name, value string) {
	os.Setenv(name, value) // want `environment variables "PARAM_SECRET" and "TZ" leak from TestParamKey into later tests: they are set and never restored, and TestReadsParam reads them without setting them first, so it depends on test order; use t.Setenv, and set the variable in the tests that need it`
}

func TestParamKey(t *testing.T) {
	setKey("PARAM_SECRET", "s")
	setKey("TZ", "UTC") // not a credential
}

func TestReadsParam(t *testing.T) {
	_ = os.Getenv("PARAM_SECRET")
	_ = os.Getenv("TZ")
}

// Restored writes: deferred, in t.Cleanup, after t.Setenv, through a returned restore func.
func TestDeferred(t *testing.T) {
	os.Setenv("R1_TOKEN", "x")
	defer os.Unsetenv("R1_TOKEN")
	old := os.Getenv("R2_PASSWORD")
	os.Setenv("R2_PASSWORD", "y")
	t.Cleanup(func() { os.Setenv("R2_PASSWORD", old) })
	t.Setenv("R3_TOKEN", "z")
	os.Setenv("R3_TOKEN", "w")
	defer setToken("v")()
}

func setToken(v string) func() {
	old := os.Getenv("R4_TOKEN")
	os.Setenv("R4_TOKEN", v)
	return func() { os.Setenv("R4_TOKEN", old) }
}

func TestReadsRestored(t *testing.T) {
	_ = os.Getenv("R1_TOKEN") + os.Getenv("R2_PASSWORD") + os.Getenv("R3_TOKEN") + os.Getenv("R4_TOKEN")
}

// No other test reads it: only -tokencache.strict reports it (package envstrict).
func TestLone(t *testing.T) {
	os.Setenv("LONE_TOKEN", "x")
}

// A dependent reader through a helper that ranges over a list of alternative names.
func TestSetsListed(t *testing.T) {
	os.Setenv("ALT_ACCESS_KEY", "k") // want `environment variable "ALT_ACCESS_KEY" leaks from TestSetsListed into later tests: it is set and never restored, and TestReadsListed reads it without setting it first`
}

func TestReadsListed(t *testing.T) {
	_ = envclient.AccessKey()
}

// Not credentials: any variable a later test reads is shared state.
func TestSetsHome(t *testing.T) {
	os.Setenv("HOME", "/tmp") // want `environment variable "HOME" leaks from TestSetsHome into later tests: it is set and never restored, and TestReadsHome reads it without setting it first`
	os.Setenv("TZ", "UTC")    // want `environment variable "TZ" leaks from TestSetsHome into later tests`
}

func TestReadsHome(t *testing.T) {
	_ = os.Getenv("HOME") + os.Getenv("TZ")
}

// A test in between leaves its own value: the reader sees TestShadowing's, not TestShadowed's.
func TestShadowed(t *testing.T) {
	os.Setenv("PLAIN_MODE", "a")
}

func TestShadowing(t *testing.T) {
	os.Setenv("PLAIN_MODE", "b") // want `environment variable "PLAIN_MODE" leaks from TestShadowing into later tests: it is set and never restored, and TestReadsPlain reads it`
}

func TestReadsPlain(t *testing.T) {
	_ = os.Getenv("PLAIN_MODE")
}

// Every later reader sets its own value first: nothing depends on the leak.
func TestSetsLevel(t *testing.T) {
	os.Setenv("LOG_LEVEL", "debug")
}

func TestSetsLevelFirst(t *testing.T) {
	t.Setenv("LOG_LEVEL", "info")
	_ = os.Getenv("LOG_LEVEL")
}

// The only reader runs before the write in go test's order.
func TestReadsEarly(t *testing.T) {
	_ = os.Getenv("EARLY_MODE")
}

func TestSetsEarly(t *testing.T) {
	os.Setenv("EARLY_MODE", "x")
}

// A deferred helper that unsets every variable with a prefix, found by ranging over
// os.Environ(), puts the test's variables back as a clean environment has them.
func unsetAppVars() {
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "APPX_") {
			name, _, _ := strings.Cut(kv, "=")
			os.Unsetenv(name)
		}
	}
}

func TestSetsAppVar(t *testing.T) {
	os.Setenv("APPX_MODE", "fast")
	defer unsetAppVars()
}

func TestReadsAppVar(t *testing.T) {
	_ = os.Getenv("APPX_MODE")
}

// A test that sets the variable back to "" at its end: to os.Getenv, the only way this
// package reads it, "" is what an unset variable gives too. Not reported (envlookup has
// the same tests with a reader that tells the two apart).
func TestSetsThenEmpties(t *testing.T) {
	os.Setenv("COMPLETION_MODE", "bash")
	_ = os.Getenv("COMPLETION_MODE")
	os.Setenv("COMPLETION_MODE", "")
}

func TestReadsEmptied(t *testing.T) {
	if os.Getenv("COMPLETION_MODE") != "" {
		t.Fatal("completion mode set")
	}
}

// A test that clears the whole environment at its end takes its value away again. Not
// reported.
func TestSetsThenClears(t *testing.T) {
	os.Setenv("CLEARED_BROKER", "localhost:9092")
	_ = os.Getenv("CLEARED_BROKER")
	os.Clearenv()
}

func TestReadsCleared(t *testing.T) {
	_ = os.Getenv("CLEARED_BROKER")
}

// A later test that clears the environment before it reads does not see the value left.
// Not reported.
func TestLeavesHost(t *testing.T) {
	os.Setenv("CLEARED_HOST", "db")
}

func TestClearsFirst(t *testing.T) {
	os.Clearenv()
	_ = os.Getenv("CLEARED_HOST")
}
