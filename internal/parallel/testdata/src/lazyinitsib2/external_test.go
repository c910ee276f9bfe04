package lazyinitsib2_test

import (
	"testing"

	"lazyinitsib2"
)

func TestReset(t *testing.T)  { c := lazyinitsib2.Claims; c.Extra = nil } // want `region TestReset serial` `read lazyinitsib2\.Claims in TestReset serial` `field-write lazyinitsib2\.Claims\.Extra in TestReset serial`
func TestReset2(t *testing.T) { t.Cleanup(lazyinitsib2.Claims2.Reset) }   // want `region TestReset2 serial` `method-call lazyinitsib2\.Claims2\.Reset in TestReset2 serial` `field-write lazyinitsib2\.Claims2\.Extra in TestReset2 serial via lazyinitlib2\.Claims\.Reset`
