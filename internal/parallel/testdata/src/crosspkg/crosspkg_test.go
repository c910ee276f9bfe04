package crosspkg

import (
	"testing"

	"testutil"
)

func TestThroughHelpers(t *testing.T) { // want `region TestThroughHelpers parallel`
	testutil.Parallel(t)
	c := testutil.Client()  // want `method-call testutil\.once\.Do in TestThroughHelpers parallel via testutil\.Client` `write testutil\.client in TestThroughHelpers parallel once via testutil\.Client` `read testutil\.client in TestThroughHelpers parallel via testutil\.Client`
	testutil.SetTimeout(c)  // want `field-write testutil\.client\.Timeout in TestThroughHelpers parallel via testutil\.SetTimeout` `read testutil\.client in TestThroughHelpers parallel`
	testutil.Login("alice") // want `element-write testutil\.Tokens in TestThroughHelpers parallel via testutil\.Login key "alice"`
}

func TestIndirectParallel(t *testing.T) { // want `region TestIndirectParallel parallel`
	testutil.Setup(t, t)
	_ = testutil.Tokens["bob"] // want `read testutil\.Tokens in TestIndirectParallel parallel`
}

func TestSerialHelperSubtests(t *testing.T) { // want `region TestSerialHelperSubtests serial`
	testutil.RunCases(t, []string{"a", "b"}) // want `read testutil\.Tokens in TestSerialHelperSubtests parallel via testutil\.RunCases`
}

func TestSerialUse(t *testing.T) { // want `region TestSerialUse serial`
	testutil.Client().Timeout = 2 // want `field-write testutil\.client\.Timeout in TestSerialUse serial` `method-call testutil\.once\.Do in TestSerialUse serial via testutil\.Client` `write testutil\.client in TestSerialUse serial once via testutil\.Client` `read testutil\.client in TestSerialUse serial via testutil\.Client`
}

func TestTBParallel(t *testing.T) { // want `region TestTBParallel parallel`
	testutil.ParallelTB(t)
	_ = testutil.Tokens["tb"] // want `read testutil\.Tokens in TestTBParallel parallel key "tb"`
}
