package lazyinitsib2

import "testing"

func TestAdd(t *testing.T)  { Claims.Add("k", 1) }  // want `region TestAdd serial` `method-call lazyinitsib2\.Claims\.Add in TestAdd serial key "k"` `field-write lazyinitsib2\.Claims\.Extra in TestAdd serial via lazyinitlib2\.Claims\.Add guarded lazyinitsib2\.Claims\.Extra==nil` `element-write lazyinitsib2\.Claims\.Extra in TestAdd serial via lazyinitlib2\.Claims\.Add key "k" arg 1`
func TestAdd2(t *testing.T) { Claims2.Add("k", 1) } // want `region TestAdd2 serial` `method-call lazyinitsib2\.Claims2\.Add in TestAdd2 serial key "k"` `field-write lazyinitsib2\.Claims2\.Extra in TestAdd2 serial via lazyinitlib2\.Claims\.Add guarded lazyinitsib2\.Claims2\.Extra==nil` `element-write lazyinitsib2\.Claims2\.Extra in TestAdd2 serial via lazyinitlib2\.Claims\.Add key "k" arg 1`
