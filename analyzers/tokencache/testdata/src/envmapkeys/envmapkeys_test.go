package envmapkeys

import (
	"os"
	"testing"
)

// The names a map literal holds as keys are the variables a loop over it sets or unsets.
var allVars = map[string]string{
	"MAPKEYS_VERSION": "2",
	"MAPKEYS_TOKEN":   "tok",
	"MAPKEYS_REGION":  "r",
}

var stageVars = map[string]string{
	"MAPKEYS_STAGE": "beta",
}

func unsetAll() {
	for k := range allVars {
		os.Unsetenv(k)
	}
}

// A sequential test leaves a version and a token set.
func TestV2(t *testing.T) {
	os.Setenv("MAPKEYS_VERSION", "2") // want `environment variable "MAPKEYS_VERSION" leaks from TestV2 into later tests: it is set and never restored, and TestV2Again reads it without setting it first`
	os.Setenv("MAPKEYS_TOKEN", "tok") // want `environment variable "MAPKEYS_TOKEN" leaks from TestV2 into later tests: it is set and never restored, and TestV2Again reads it without setting it first`
	if Provider() != "tok" {
		t.Fatal("no token")
	}
}

// A later test that reads without unsetting first sees what TestV2 left.
func TestV2Again(t *testing.T) {
	if Provider() == "" {
		t.Skip("no version")
	}
}

// Negative: the helper unsets every name of the map before the provider reads, so what
// TestV2 left is gone.
func TestUnsetFirst(t *testing.T) {
	unsetAll()
	if Provider() != "" {
		t.Fatal("left over")
	}
}

// A loop over a map literal's keys sets each of them, and leaves them set.
func TestStage(t *testing.T) {
	for k, v := range stageVars {
		os.Setenv(k, v) // want `environment variable "MAPKEYS_STAGE" leaks from TestStage into later tests: it is set and never restored, and TestReadsStage reads it without setting it first`
	}
}

func TestReadsStage(t *testing.T) {
	if os.Getenv("MAPKEYS_STAGE") == "" {
		t.Skip("no stage")
	}
}

// A map that a test changes is not read by its literal: the loop over it unsets what it
// holds when it runs.
var cleanupVars = map[string]string{
	"MAPKEYS_MODE":  "",
	"MAPKEYS_DEBUG": "",
}

func unsetCleanup() {
	for k := range cleanupVars {
		os.Unsetenv(k)
	}
}

func TestLeavesMode(t *testing.T) {
	delete(cleanupVars, "MAPKEYS_MODE")
	os.Setenv("MAPKEYS_MODE", "fast") // want `environment variable "MAPKEYS_MODE" leaks from TestLeavesMode into later tests: it is set and never restored, and TestReadsMode reads it without setting it first`
}

// The helper no longer unsets MAPKEYS_MODE: this test sees what TestLeavesMode left.
func TestReadsMode(t *testing.T) {
	unsetCleanup()
	if os.Getenv("MAPKEYS_MODE") != "" {
		t.Log("mode left over")
	}
}
