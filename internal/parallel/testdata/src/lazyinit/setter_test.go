package lazyinit

import (
	"testing"

	"lazyinitlib"
)

var sclaims = &lazyinitlib.Claims{Extra: map[string]any{"x": 1}}

func resetVia(c *lazyinitlib.Claims) { c.SetExtra(nil) }

func TestSetterNil(t *testing.T) { resetVia(sclaims) } // want `region TestSetterNil serial` `method-call lazyinit\.sclaims\.SetExtra in TestSetterNil serial via lazyinit\.resetVia` `field-write lazyinit\.sclaims\.Extra in TestSetterNil serial via lazyinit\.resetVia via lazyinitlib\.Claims\.SetExtra` `read lazyinit\.sclaims in TestSetterNil serial`

func TestSetterAdd(t *testing.T) { sclaims.Add("k", 1) } // the lazy init runs after TestSetterNil // want `region TestSetterAdd serial` `method-call lazyinit\.sclaims\.Add in TestSetterAdd serial key "k"` `field-write lazyinit\.sclaims\.Extra in TestSetterAdd serial via lazyinitlib\.Claims\.Add guarded lazyinit\.sclaims\.Extra==nil` `element-write lazyinit\.sclaims\.Extra in TestSetterAdd serial via lazyinitlib\.Claims\.Add key "k" arg 1`

var sticky = &lazyinitlib.Sticky{C: &lazyinitlib.Claims{}}

func TestSticky(t *testing.T) { sticky.Step() } // want `region TestSticky serial` `method-call lazyinit\.sticky\.Step in TestSticky serial` `field-write lazyinit\.sticky\.C\.Extra in TestSticky serial via lazyinitlib\.Sticky\.Step` `element-write lazyinitlib\.Seen in TestSticky serial via lazyinitlib\.Sticky\.Step`
