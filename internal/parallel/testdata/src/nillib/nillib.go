// Package nillib mirrors a library type that initializes a field on first use.
package nillib

type Claims struct {
	Subject string
	Extra   map[string]any
}

// Add stores an extra claim, making the map on first use.
func (c *Claims) Add(key string, value any) {
	if c.Extra == nil {
		c.Extra = make(map[string]any)
	}
	c.Extra[key] = value
}

// Ensure makes the map unless there is one, and returns early when there is.
func (c *Claims) Ensure() {
	if c.Extra != nil {
		return
	}
	c.Extra = map[string]any{}
}

// Reset forgets the extra claims.
func (c *Claims) Reset() { c.Extra = nil }
