// Package names is checked with -tokencache.names='^(ticket|pass)(es|s)?$'.
package names
