// Package strict is checked with -tokencache.strict.
package strict
