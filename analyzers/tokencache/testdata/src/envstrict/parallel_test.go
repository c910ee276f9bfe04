package envstrict

import (
	"os"
	"testing"
)

// No test is seen to read REGION_NAME, but code under test or a library may while the
// other parallel test runs: strict mode reports the write.
func TestParallelSetsRegion(t *testing.T) {
	t.Parallel()
	os.Setenv("REGION_NAME", "eu") // want `environment variable "REGION_NAME" is written by TestParallelSetsRegion, which may run at the same time as other tests: every test shares the process environment; pass the value to the code under test, or set it with t.Setenv in a test that does not run in parallel`
}

// Before t.Parallel() the test runs alone: no finding.
func TestSetsBeforeParallel(t *testing.T) {
	os.Setenv("BEFORE_PARALLEL", "1")
	defer os.Unsetenv("BEFORE_PARALLEL")
	t.Parallel()
}
