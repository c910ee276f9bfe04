// Package claimsdk mirrors a JWT library's claims type, whose Add method stores an extra claim.
package claimsdk

type Claims struct {
	Subject string
	Scope   string
	Extra   map[string]any
}

// Add stores an extra claim.
func (c *Claims) Add(key string, value any) {
	if c.Extra == nil {
		c.Extra = make(map[string]any)
	}
	c.Extra[key] = value
}
