// Package lazyinitlib mirrors library types that initialize fields lazily, in the shapes that
// a nil test can take: per key, through getters, on rebound parameters, promoted methods.
package lazyinitlib

type Claims struct {
	Subject string
	Extra   map[string]any
	Items   map[string]*Claims
}

// Seen is a library registry: a write to it under a guard on the parameter.
var Seen = map[string]bool{}

// Fresh rebinds its parameter before the nil test: the guard is on a fresh value.
func Fresh(c *Claims) {
	c = &Claims{}
	if c.Extra == nil {
		Seen["fresh"] = true
	}
}

// Second tests the second variadic argument.
func Second(cs ...*Claims) {
	if cs[1].Extra == nil {
		Seen["second"] = true
	}
}

// Item lazily makes the element for k: the map exists, the element may not.
func (c *Claims) Item(k string) *Claims {
	if c.Items[k] == nil {
		c.Items[k] = &Claims{}
	}
	return c.Items[k]
}

// Lookup returns an element, nil when absent.
func (c *Claims) Lookup(k string) *Claims { return c.Items[k] }

func (c *Claims) Add(key string, value any) {
	if c.Extra == nil {
		c.Extra = make(map[string]any)
	}
	c.Extra[key] = value
}

// Wrapper has its own Extra and embeds Claims, whose Add its method set promotes.
type Wrapper struct {
	Extra map[string]any
	*Claims
}

// Mark writes Seen unconditionally (control).
func Mark(c *Claims) { Seen["mark"] = true }

// Reg lazily makes its map, then the element.
type Reg struct{ m map[string]*Claims }

func (r *Reg) Get(k string) *Claims {
	if r.m == nil {
		r.m = map[string]*Claims{}
	}
	if r.m[k] == nil {
		r.m[k] = &Claims{}
	}
	return r.m[k]
}

func NewReg() *Reg { return &Reg{m: map[string]*Claims{}} }

// Item2 makes the map on first use, then the element for k.
func (c *Claims) Item2(k string) *Claims {
	if c.Items == nil {
		c.Items = map[string]*Claims{}
	}
	if c.Items[k] == nil {
		c.Items[k] = &Claims{}
	}
	return c.Items[k]
}

func (c *Claims) SetExtra(m map[string]any) { c.Extra = m }

// Sticky has a sticky error, tested before each step.
type Sticky struct {
	err error
	C   *Claims
}

func (s *Sticky) Step() {
	if s.err != nil {
		return
	}
	s.C.Extra = nil
	Seen["step"] = true
}

// Default is a library client; Find returns it, or nil for an unknown name.
var Default = &Claims{Extra: map[string]any{}}

func Find(name string) *Claims {
	if name != "default" {
		return nil
	}
	return Default
}
