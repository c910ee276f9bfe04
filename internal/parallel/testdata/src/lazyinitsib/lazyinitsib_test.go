package lazyinitsib

import "testing"

func TestAdd(t *testing.T) { // want `region TestAdd serial`
	Claims.Add("k", 1) // after TestReset (external test package), the lazy init runs // want `method-call lazyinitsib\.Claims\.Add in TestAdd serial key "k"` `field-write lazyinitsib\.Claims\.Extra in TestAdd serial via lazyinitlib\.Claims\.Add guarded lazyinitsib\.Claims\.Extra==nil` `element-write lazyinitsib\.Claims\.Extra in TestAdd serial via lazyinitlib\.Claims\.Add key "k" arg 1`
}
