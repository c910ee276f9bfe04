package lazyinitsib_test

import (
	"testing"

	"lazyinitsib"
)

func TestReset(t *testing.T) { // want `region TestReset serial`
	lazyinitsib.Claims.Extra = nil // want `field-write lazyinitsib\.Claims\.Extra in TestReset serial`
}
