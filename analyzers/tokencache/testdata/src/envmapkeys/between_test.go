package envmapkeys

import (
	"os"
	"testing"
)

// A sequential test leaves a region set...
func TestLeavesRegion(t *testing.T) {
	os.Setenv("BETWEEN_REGION", "eu")
}

// ...and the next one unsets it whenever it runs: the tests after it see it unset.
func TestClearsRegion(t *testing.T) {
	os.Unsetenv("BETWEEN_REGION")
	if os.Getenv("BETWEEN_REGION") != "" {
		t.Fatal("set")
	}
}

// Negative: what TestLeavesRegion left is gone by now.
func TestReadsRegion(t *testing.T) {
	if os.Getenv("BETWEEN_REGION") == "" {
		t.Log("no region")
	}
}

// A test that unsets only on some runs leaves the earlier value in place on the others.
func TestLeavesZone(t *testing.T) {
	os.Setenv("BETWEEN_ZONE", "a") // want `environment variable "BETWEEN_ZONE" leaks from TestLeavesZone into later tests: it is set and never restored, and TestReadsZone reads it without setting it first`
}

func TestMaybeClearsZone(t *testing.T) {
	if testing.Short() {
		os.Unsetenv("BETWEEN_ZONE")
	}
}

func TestReadsZone(t *testing.T) {
	if os.Getenv("BETWEEN_ZONE") == "" {
		t.Log("no zone")
	}
}
