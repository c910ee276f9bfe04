package lazyinit2

import (
	"testing"

	"lazyinitlib2"
)

var c20 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}, Items: map[string]*lazyinitlib2.Claims{}}

func TestP20Elem(t *testing.T)   { lazyinitlib2.Touch(c20.Items["new"]) }  // want `region TestP20Elem serial` `element-write lazyinitlib2\.Seen in TestP20Elem serial via lazyinitlib2\.Touch` `read lazyinit2\.c20 in TestP20Elem serial`
func TestP22Getter(t *testing.T) { lazyinitlib2.Touch(c20.Lookup("new")) } // want `region TestP22Getter serial` `element-write lazyinitlib2\.Seen in TestP22Getter serial via lazyinitlib2\.Touch` `method-call lazyinit2\.c20\.Lookup in TestP22Getter serial key "new"`

var mp21 = new(map[string]any)

func TestP21Deref(t *testing.T) { lazyinitlib2.TouchMap(*mp21) } // want `region TestP21Deref serial` `element-write lazyinitlib2\.Seen in TestP21Deref serial via lazyinitlib2\.TouchMap` `read lazyinit2\.mp21 in TestP21Deref serial`

var fallback23 = &lazyinitlib2.Claims{}
var c23 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

// helper23 assigns its parameter before the call: Add reaches fallback23, not the argument.
func helper23(c *lazyinitlib2.Claims) { c = fallback23; c.Add("k", 1) }
func TestP23(t *testing.T)            { helper23(c23) } // want `region TestP23 serial` `read lazyinit2\.fallback23 in TestP23 serial via lazyinit2\.helper23` `method-call lazyinit2\.fallback23\.Add in TestP23 serial via lazyinit2\.helper23` `field-write lazyinit2\.fallback23\.Extra in TestP23 serial via lazyinit2\.helper23 via lazyinitlib2\.Claims\.Add` `element-write lazyinit2\.fallback23\.Extra in TestP23 serial via lazyinit2\.helper23 via lazyinitlib2\.Claims\.Add` `read lazyinit2\.c23 in TestP23 serial`

func wrap24(c *lazyinitlib2.Claims) { lazyinitlib2.Touch(c.Items["new"]) }
func TestP24(t *testing.T)          { wrap24(c20) } // want `region TestP24 serial` `element-write lazyinitlib2\.Seen in TestP24 serial via lazyinit2\.wrap24 via lazyinitlib2\.Touch` `read lazyinit2\.c20 in TestP24 serial`

func TestCtl(t *testing.T)  { var c *lazyinitlib2.Claims; lazyinitlib2.Touch(c) } // want `region TestCtl serial` `element-write lazyinitlib2\.Seen in TestCtl serial via lazyinitlib2\.Touch`
func TestCtl2(t *testing.T) { fallback23.Add("k", 1) }                            // want `region TestCtl2 serial` `method-call lazyinit2\.fallback23\.Add in TestCtl2 serial key "k"` `field-write lazyinit2\.fallback23\.Extra in TestCtl2 serial via lazyinitlib2\.Claims\.Add` `element-write lazyinit2\.fallback23\.Extra in TestCtl2 serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

var c25 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
var empty25 = &lazyinitlib2.Claims{}

func TestP25(t *testing.T) { // want `region TestP25 serial`
	c := c25                                           // want `read lazyinit2\.c25 in TestP25 serial`
	for _, c = range []*lazyinitlib2.Claims{empty25} { // want `read lazyinit2\.empty25 in TestP25 serial`
	}
	c.Add("k", 1) // the range assigned c: no alias of c25 (it writes empty25, which the scan does not follow)
}

var c26 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}, Items: map[string]*lazyinitlib2.Claims{}}

func TestP26(t *testing.T) { c26.Shapes() } // want `region TestP26 serial` `method-call lazyinit2\.c26\.Shapes in TestP26 serial` `element-write lazyinitlib2\.S7 in TestP26 serial via lazyinitlib2\.Claims\.Shapes` `element-write lazyinitlib2\.S1 in TestP26 serial via lazyinitlib2\.Claims\.Shapes` `element-write lazyinitlib2\.S3 in TestP26 serial via lazyinitlib2\.Claims\.Shapes` `element-write lazyinitlib2\.S6 in TestP26 serial via lazyinitlib2\.Claims\.Shapes` `field-write lazyinit2\.c26\.Items in TestP26 serial via lazyinitlib2\.Claims\.Shapes` `element-write lazyinitlib2\.S8 in TestP26 serial via lazyinitlib2\.Claims\.Shapes guarded lazyinit2\.c26\.Items==nil` `element-write lazyinitlib2\.S4 in TestP26 serial via lazyinitlib2\.Claims\.Shapes`
