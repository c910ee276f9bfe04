// Package envlookup is test input for the tokencache analyzer.
package envlookup
