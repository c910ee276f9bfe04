// Package billing is tested against the orders API with tokens from the authtest fixture.
package billing
