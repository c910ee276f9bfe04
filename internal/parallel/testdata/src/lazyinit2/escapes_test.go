// Lazy initializations of variables that code the engine does not follow as a write may
// reset to nil (tables, helpers, decoders, interfaces, initializers): the initialization
// counts, so the write through Add is reported.
package lazyinit2

import (
	"encoding/json"
	"testing"

	"lazyinitlib2"
)

func m() map[string]any { return map[string]any{"x": 1} }

// P1 range over a slice literal
var c1 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP1Reset(t *testing.T) { // want `region TestP1Reset serial`
	for _, c := range []*lazyinitlib2.Claims{c1} { // want `read lazyinit2\.c1 in TestP1Reset serial`
		c.Extra = nil
	}
}
func TestP1Add(t *testing.T) { c1.Add("k", 1) } // want `region TestP1Add serial` `method-call lazyinit2\.c1\.Add in TestP1Add serial key "k"` `field-write lazyinit2\.c1\.Extra in TestP1Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c1\.Extra==nil` `element-write lazyinit2\.c1\.Extra in TestP1Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P2 table of cases
var c2 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP2Reset(t *testing.T) { // want `region TestP2Reset serial`
	tests := []struct{ c *lazyinitlib2.Claims }{{c: c2}} // want `read lazyinit2\.c2 in TestP2Reset serial`
	for _, tt := range tests {
		tt.c.Extra = nil
	}
}
func TestP2Add(t *testing.T) { c2.Add("k", 1) } // want `region TestP2Add serial` `method-call lazyinit2\.c2\.Add in TestP2Add serial key "k"` `field-write lazyinit2\.c2\.Extra in TestP2Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c2\.Extra==nil` `element-write lazyinit2\.c2\.Extra in TestP2Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P3 package-level table
var c3 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
var table3 = []*lazyinitlib2.Claims{c3}

func TestP3Reset(t *testing.T) { table3[0].Extra = nil } // want `region TestP3Reset serial` `field-write lazyinit2\.table3\.Extra in TestP3Reset serial`
func TestP3Add(t *testing.T)   { c3.Add("k", 1) }        // want `region TestP3Add serial` `method-call lazyinit2\.c3\.Add in TestP3Add serial key "k"` `field-write lazyinit2\.c3\.Extra in TestP3Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c3\.Extra==nil` `element-write lazyinit2\.c3\.Extra in TestP3Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P4 same-package helper decodes into its parameter
var c4 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func load4(c *lazyinitlib2.Claims) { _ = json.Unmarshal([]byte(`{"Extra":null}`), c) }
func TestP4Load(t *testing.T)      { load4(c4) }      // want `region TestP4Load serial` `read lazyinit2\.c4 in TestP4Load serial`
func TestP4Add(t *testing.T)       { c4.Add("k", 1) } // want `region TestP4Add serial` `method-call lazyinit2\.c4\.Add in TestP4Add serial key "k"` `field-write lazyinit2\.c4\.Extra in TestP4Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c4\.Extra==nil` `element-write lazyinit2\.c4\.Extra in TestP4Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P5 local alias handed to a decoder
var c5 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP5Load(t *testing.T) { c := c5; _ = json.Unmarshal([]byte(`{"Extra":null}`), c) } // want `region TestP5Load serial` `read lazyinit2\.c5 in TestP5Load serial` `read lazyinit2\.c5 in TestP5Load serial`
func TestP5Add(t *testing.T)  { c5.Add("k", 1) }                                           // want `region TestP5Add serial` `method-call lazyinit2\.c5\.Add in TestP5Add serial key "k"` `field-write lazyinit2\.c5\.Extra in TestP5Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c5\.Extra==nil` `element-write lazyinit2\.c5\.Extra in TestP5Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P7 library's own escapes
func TestP7Load(t *testing.T) { lazyinitlib2.Load([]byte(`{"Extra":null}`)) } // want `region TestP7Load serial` `read lazyinitlib2\.Default in TestP7Load serial via lazyinitlib2\.Load`
func TestP7Add(t *testing.T)  { lazyinitlib2.AddDefault("k", 1) }             // want `region TestP7Add serial` `read lazyinitlib2\.Default in TestP7Add serial via lazyinitlib2\.AddDefault` `field-write lazyinitlib2\.Default\.Extra in TestP7Add serial via lazyinitlib2\.AddDefault` `element-write lazyinitlib2\.Default\.Extra in TestP7Add serial via lazyinitlib2\.AddDefault key "k" arg 1`
func TestP7bAdd(t *testing.T) { lazyinitlib2.AddDefault2("k", 1) }            // want `region TestP7bAdd serial` `read lazyinitlib2\.Default2 in TestP7bAdd serial via lazyinitlib2\.AddDefault2` `field-write lazyinitlib2\.Default2\.Extra in TestP7bAdd serial via lazyinitlib2\.AddDefault2` `element-write lazyinitlib2\.Default2\.Extra in TestP7bAdd serial via lazyinitlib2\.AddDefault2 key "k" arg 1`

var c7 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP7cLoad(t *testing.T) { lazyinitlib2.LoadInto([]byte(`{"Extra":null}`), c7) } // want `region TestP7cLoad serial` `read lazyinit2\.c7 in TestP7cLoad serial`
func TestP7cAdd(t *testing.T)  { c7.Add("k", 1) }                                      // want `region TestP7cAdd serial` `method-call lazyinit2\.c7\.Add in TestP7cAdd serial key "k"` `element-write lazyinit2\.c7\.Extra in TestP7cAdd serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P10 closure rebinding the receiver
var c10 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP10(t *testing.T) { c10.Swap() } // want `region TestP10 serial` `method-call lazyinit2\.c10\.Swap in TestP10 serial` `element-write lazyinitlib2\.Seen in TestP10 serial via lazyinitlib2\.Claims\.Swap`

// P11 local function value
var c11 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP11Reset(t *testing.T) { // want `region TestP11Reset serial`
	reset := func(c *lazyinitlib2.Claims) { c.Extra = nil }
	reset(c11) // want `read lazyinit2\.c11 in TestP11Reset serial`
}
func TestP11Add(t *testing.T) { c11.Add("k", 1) } // want `region TestP11Add serial` `method-call lazyinit2\.c11\.Add in TestP11Add serial key "k"` `field-write lazyinit2\.c11\.Extra in TestP11Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c11\.Extra==nil` `element-write lazyinit2\.c11\.Extra in TestP11Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P12 interface call
var c12 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP12Reset(t *testing.T) { // want `region TestP12Reset serial`
	var r interface{ Reset() } = c12 // want `read lazyinit2\.c12 in TestP12Reset serial`
	r.Reset()                        // want `method-call lazyinit2\.c12\.Reset in TestP12Reset serial`
}
func TestP12Add(t *testing.T) { c12.Add("k", 1) } // want `region TestP12Add serial` `method-call lazyinit2\.c12\.Add in TestP12Add serial key "k"` `field-write lazyinit2\.c12\.Extra in TestP12Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c12\.Extra==nil` `element-write lazyinit2\.c12\.Extra in TestP12Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P13 generics
var b13 = &lazyinitlib2.Box[int]{M: map[string]int{}}

func TestP13Clear(t *testing.T) { lazyinitlib2.ClearBox(b13) } // want `region TestP13Clear serial` `field-write lazyinit2\.b13\.M in TestP13Clear serial via lazyinitlib2\.ClearBox` `read lazyinit2\.b13 in TestP13Clear serial`
func TestP13Put(t *testing.T)   { b13.Put("k", 1) }            // want `region TestP13Put serial` `method-call lazyinit2\.b13\.Put in TestP13Put serial key "k"` `field-write lazyinit2\.b13\.M in TestP13Put serial via lazyinitlib2\.Box\.Put guarded lazyinit2\.b13\.M==nil` `element-write lazyinit2\.b13\.M in TestP13Put serial via lazyinitlib2\.Box\.Put key "k" arg 1`

var b13b = &lazyinitlib2.Box[int]{M: map[string]int{}}

func TestP13bClear(t *testing.T) { b13b.Clear() }     // want `region TestP13bClear serial` `method-call lazyinit2\.b13b\.Clear in TestP13bClear serial` `field-write lazyinit2\.b13b\.M in TestP13bClear serial via lazyinitlib2\.Box\.Clear`
func TestP13bPut(t *testing.T)   { b13b.Put("k", 1) } // want `region TestP13bPut serial` `method-call lazyinit2\.b13b\.Put in TestP13bPut serial key "k"` `field-write lazyinit2\.b13b\.M in TestP13bPut serial via lazyinitlib2\.Box\.Put guarded lazyinit2\.b13b\.M==nil` `element-write lazyinit2\.b13b\.M in TestP13bPut serial via lazyinitlib2\.Box\.Put key "k" arg 1`

// P14 initializer FuncLit calling a method
var c14 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
var _ = func() bool { c14.Reset(); return true }()

func TestP14Add(t *testing.T) { c14.Add("k", 1) } // want `region TestP14Add serial` `method-call lazyinit2\.c14\.Add in TestP14Add serial key "k"` `field-write lazyinit2\.c14\.Extra in TestP14Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c14\.Extra==nil` `element-write lazyinit2\.c14\.Extra in TestP14Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P15 initializer calls a named helper
var c15 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
var _ = reset15(c15)

func reset15(c *lazyinitlib2.Claims) bool { c.Extra = nil; return true }
func TestP15Add(t *testing.T)             { c15.Add("k", 1) } // want `region TestP15Add serial` `method-call lazyinit2\.c15\.Add in TestP15Add serial key "k"` `field-write lazyinit2\.c15\.Extra in TestP15Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c15\.Extra==nil` `element-write lazyinit2\.c15\.Extra in TestP15Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P16 package-level alias assigned at run time
var c16 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}
var current *lazyinitlib2.Claims

func TestP16Set(t *testing.T)   { current = c16 }       // want `region TestP16Set serial` `write lazyinit2\.current in TestP16Set serial` `read lazyinit2\.c16 in TestP16Set serial`
func TestP16Reset(t *testing.T) { current.Extra = nil } // want `region TestP16Reset serial` `field-write lazyinit2\.current\.Extra in TestP16Reset serial`
func TestP16Add(t *testing.T)   { c16.Add("k", 1) }     // want `region TestP16Add serial` `method-call lazyinit2\.c16\.Add in TestP16Add serial key "k"` `field-write lazyinit2\.c16\.Extra in TestP16Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c16\.Extra==nil` `element-write lazyinit2\.c16\.Extra in TestP16Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P17 alias via multi-value / appended
var c17 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP17Reset(t *testing.T) { // want `region TestP17Reset serial`
	list := append([]*lazyinitlib2.Claims(nil), c17) // want `read lazyinit2\.c17 in TestP17Reset serial`
	list[0].Extra = nil
}
func TestP17Add(t *testing.T) { c17.Add("k", 1) } // want `region TestP17Add serial` `method-call lazyinit2\.c17\.Add in TestP17Add serial key "k"` `field-write lazyinit2\.c17\.Extra in TestP17Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c17\.Extra==nil` `element-write lazyinit2\.c17\.Extra in TestP17Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P18 method value
var c18 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP18Reset(t *testing.T) { t.Cleanup(c18.Reset) } // want `region TestP18Reset serial` `method-call lazyinit2\.c18\.Reset in TestP18Reset serial` `field-write lazyinit2\.c18\.Extra in TestP18Reset serial via lazyinitlib2\.Claims\.Reset`
func TestP18Add(t *testing.T)   { c18.Add("k", 1) }      // want `region TestP18Add serial` `method-call lazyinit2\.c18\.Add in TestP18Add serial key "k"` `field-write lazyinit2\.c18\.Extra in TestP18Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c18\.Extra==nil` `element-write lazyinit2\.c18\.Extra in TestP18Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`

// P19 local alias in the same function
var c19 = &lazyinitlib2.Claims{Extra: map[string]any{"x": 1}}

func TestP19Reset(t *testing.T) { c := c19; c.Extra = nil } // want `region TestP19Reset serial` `read lazyinit2\.c19 in TestP19Reset serial` `field-write lazyinit2\.c19\.Extra in TestP19Reset serial`
func TestP19Add(t *testing.T)   { c19.Add("k", 1) }         // want `region TestP19Add serial` `method-call lazyinit2\.c19\.Add in TestP19Add serial key "k"` `field-write lazyinit2\.c19\.Extra in TestP19Add serial via lazyinitlib2\.Claims\.Add guarded lazyinit2\.c19\.Extra==nil` `element-write lazyinit2\.c19\.Extra in TestP19Add serial via lazyinitlib2\.Claims\.Add key "k" arg 1`
