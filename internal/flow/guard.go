package flow

import (
	"fmt"
	"strings"
)

// A Guard says that an access runs only when a package-level variable (or a field path
// below one) no longer holds a value of the dynamic type it was initialised with: the access
// is in code that tests for that type and runs when the test fails,
//
//	if _, ok := http.DefaultTransport.(*http.Transport); !ok {
//		client.Transport = http.DefaultTransport // runs only once something replaced it
//	}
//
// Nothing can fail the test before some code of the test binary assigns the variable, so an
// access under a guard that no visible write can satisfy never runs (see Result.Feasible).
// Recognised: the body of `if _, ok := V.(T); !ok`, the else branch of `if _, ok := V.(T);
// ok`, the rest of a block after `if _, ok := V.(T); ok { return }` (or break, continue,
// panic, t.Fatal, t.Skip...), with the ok variable defined in the if or before it, and the
// cases of a type switch on V that cannot match its initial value. T matches the initial
// value when it is the initial dynamic type or an interface that type implements.
//
// A lazy initialization is guarded the same way: the body of `if V.f == nil` (the rest of a
// block after `if V.f != nil { return }`) runs only while V.f is nil, so it never runs when
// V's initializer gives f a value that is not nil and no visible write stores one that may be
// nil (Nil). In a summary the guarded value may be a parameter's (Root.Param), which each
// call translates to the argument's variable (walker.applyGuards):
//
//	func (c *Claims) Add(k string, v any) {
//		if c.Extra == nil {
//			c.Extra = map[string]any{} // never runs on claims = &Claims{Extra: map[string]any{...}}
//		}
//		c.Extra[k] = v
//	}
type Guard struct {
	Root Root   // the variable (PkgPath and Name), or a parameter in a summary
	Path string // the field path below it; "" for the variable itself
	// Type is the variable's initial dynamic type, as types.TypeString writes it with package
	// paths ("*net/http.Transport"): a write of another value of that type keeps the test
	// passing.
	Type string
	Nil  bool // the access runs only while the value is nil; Type is ""
	// NonEmpty: the access runs only when the call passes the variadic parameter Root.Param
	// at least one argument (httpmock.Activate(t ...testing.TB) registers its cleanup only
	// if len(t) > 0); Path and Type are "".
	NonEmpty bool
}

func (g Guard) String() string {
	s := g.Root.PkgPath[strings.LastIndex(g.Root.PkgPath, "/")+1:] + "." + g.Root.Name
	if g.Root.PkgPath == "" {
		s = fmt.Sprintf("param%d", g.Root.Param)
	}
	if g.Path != "" {
		s += "." + g.Path
	}
	if g.Nil {
		s += "==nil"
	}
	if g.NonEmpty {
		s = "len(" + s + ")>0"
	}
	return s
}
