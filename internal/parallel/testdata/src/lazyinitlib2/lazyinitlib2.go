package lazyinitlib2

import "encoding/json"

type Claims struct {
	Subject string
	Extra   map[string]any
	Items   map[string]*Claims
}

func Touch(c *Claims) {
	if c == nil {
		Seen["touch"] = true
	}
}

func TouchMap(m map[string]any) {
	if m == nil {
		Seen["touchmap"] = true
	}
}

func (c *Claims) Lookup(k string) *Claims { return c.Items[k] }

func (c *Claims) Add(key string, value any) {
	if c.Extra == nil {
		c.Extra = make(map[string]any)
	}
	c.Extra[key] = value
}

func (c *Claims) Reset() { c.Extra = nil }

func (c *Claims) SetExtra(m map[string]any) { c.Extra = m }

var Seen = map[string]bool{}

// Swap rebinds its receiver inside a closure.
func (c *Claims) Swap() {
	f := func() { c = &Claims{} }
	f()
	if c.Extra == nil {
		Seen["swap"] = true
	}
}

// Library-level state with a lazy init.
var Default = &Claims{Extra: map[string]any{"x": 1}}

func Load(b []byte) { _ = json.Unmarshal(b, Default) }

func AddDefault(k string, v any) {
	if Default.Extra == nil {
		Default.Extra = map[string]any{}
	}
	Default.Extra[k] = v
}

var Default2 = &Claims{Extra: map[string]any{"x": 1}}
var _ = func() bool { Default2.Extra = nil; return true }()

func AddDefault2(k string, v any) {
	if Default2.Extra == nil {
		Default2.Extra = map[string]any{}
	}
	Default2.Extra[k] = v
}

// LoadInto decodes into its parameter.
func LoadInto(b []byte, c *Claims) { _ = json.Unmarshal(b, c) }

type Box[T any] struct{ M map[string]T }

func (b *Box[T]) Put(k string, v T) {
	if b.M == nil {
		b.M = map[string]T{}
	}
	b.M[k] = v
}

func (b *Box[T]) Clear() { b.M = nil }

func ClearBox[T any](b *Box[T]) { b.M = nil }

var S1, S2, S3, S4, S5, S6, S7, S8 = map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}

func (c *Claims) Shapes() {
	defer func() { S7["a"] = true }()
	if c.Extra != nil {
		S1["a"] = true
	} else {
		S2["a"] = true
	}
	if c.Extra == nil || c.Subject == "" {
		S3["a"] = true
	}
	if !(c.Extra != nil) {
		S5["a"] = true
	}
	switch {
	case c.Extra == nil:
		S6["a"] = true
	}
	for i := range 2 {
		if i == 1 {
			c.Items = nil
		}
		if c.Items == nil {
			S8["a"] = true
		}
	}
	if c.Extra != nil && c.Subject != "" {
		return
	}
	S4["a"] = true
}
